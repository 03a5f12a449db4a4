/**
 * The secrets of account links: the 32-character hashes of the registration opt-in and password
 * recovery links (Shopware's Random::getAlphanumericString(32), about 190 bits; the Store API checks
 * recovery hashes for that length), and the `em` parameter, the SHA-1 of the customer's email.
 */
const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
/** Bytes at or above this would favour the first letters (256 % 62); they are drawn again. */
const UNBIASED_BELOW = 256 - (256 % ALPHANUMERIC.length)

/**
 * A random 32-character alphanumeric hash from crypto.getRandomValues.
 * @example const hash = randomHash() // 'q3ZT…' (32 characters)
 */
export function randomHash(length = 32): string {
  let out = ''
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < UNBIASED_BELOW) out += ALPHANUMERIC[byte % ALPHANUMERIC.length]
      if (out.length === length) break
    }
  }
  return out
}

/**
 * The opt-in link's `em`: hex SHA-1 of the email as stored (Shopware: sha1($customer->getEmail())).
 * @example await emailHash('anna@example.com') // 40 hex chars
 */
export async function emailHash(email: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(email))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}
