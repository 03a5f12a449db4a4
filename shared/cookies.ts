/** Reading one cookie from a Cookie header or `document.cookie`, in the worker and the browser alike. */

/**
 * The value of cookie `name`, or null when the header has none.
 * @example cookieValue('locale=de-DE; theme=dark', 'theme') // 'dark'
 */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return null
}
