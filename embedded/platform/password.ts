/** Customer passwords: PBKDF2-SHA256 via WebCrypto (same code in workerd and Node). */

/** workerd refuses PBKDF2 above 100,000 iterations, so that is the most a hash may cost. */
export const PASSWORD_ITERATIONS = 100_000

const toHex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')
const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16))

/**
 * Derives the hex PBKDF2 hash of `password` with a hex `salt`.
 * @example await hashPassword('shopware123', saltHex) // 64 hex chars
 */
export async function hashPassword(
  password: string,
  saltHex: string,
  iterations = PASSWORD_ITERATIONS,
): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: fromHex(saltHex), iterations },
    key,
    256,
  )
  return toHex(bits)
}

/** Compares in constant time over the hash length, so timing does not reveal a prefix match. */
export async function verifyPassword(
  password: string,
  saltHex: string,
  iterations: number,
  expectedHex: string,
): Promise<boolean> {
  const actual = await hashPassword(password, saltHex, iterations)
  if (actual.length !== expectedHex.length) return false
  let diff = 0
  for (let i = 0; i < actual.length; i++) diff |= actual.charCodeAt(i) ^ expectedHex.charCodeAt(i)
  return diff === 0
}

/** A salt and hash no password matches, for the comparison made when no customer has the given e-mail. */
const NO_ACCOUNT = { salt: '00'.repeat(16), hash: 'ff'.repeat(32) }

/**
 * Checks `password` against a customer's stored credentials, or, without a customer, spends the same
 * derivation on a hash no password matches and answers false: the time of an answer does not tell
 * whether an e-mail has an account.
 */
export const checkCredentials = (
  password: string,
  stored: { passwordSalt: string; passwordIterations: number; passwordHash: string } | null,
): Promise<boolean> =>
  stored
    ? verifyPassword(password, stored.passwordSalt, stored.passwordIterations, stored.passwordHash)
    : verifyPassword(password, NO_ACCOUNT.salt, PASSWORD_ITERATIONS, NO_ACCOUNT.hash).then(() => false)
