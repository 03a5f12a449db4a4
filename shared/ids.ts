/** Deterministic 32-hex Shopware-style ids from a name, so seeds and tests agree across runs. */

/**
 * Hashes `name` into a 32-character lowercase hex id (the shape of a Shopware UUID without dashes).
 * @example uuidFor('category:arbeitsjacken') // always the same 32 hex chars
 */
export function uuidFor(name: string): string {
  // cyrb128: four 32-bit lanes, good spread, no crypto needed for fixture ids.
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762
  for (let i = 0; i < name.length; i++) {
    const k = name.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1, h2, h3, h4].map((h) => (h >>> 0).toString(16).padStart(8, '0')).join('')
}

/** A fresh random 32-hex id (context tokens, carts, line items). */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** True for a 32-hex id (Shopware's FRAMEWORK__INVALID_UUID check). */
export const isUuid = (value: string | null | undefined): value is string => !!value && /^[0-9a-f]{32}$/.test(value)
