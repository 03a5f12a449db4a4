/** URL-safe base64 (RFC 4648 §5, unpadded): deep link codes and signed payment tokens travel in URLs. */

export const base64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** The bytes of a URL-safe base64 text; null when it is not one. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0))
  } catch {
    return null
  }
}

/** 32 url-safe characters from 24 random bytes (Shopware: Random::getBase64UrlString(32)). */
export const deepLinkCode = (): string => base64Url(crypto.getRandomValues(new Uint8Array(24)))
