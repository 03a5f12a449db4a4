/**
 * CMS HTML as plain text, for meta descriptions and structured data: React escapes what these return, so
 * they only need to take the tags out and decode the text's character references. The HTML itself is made
 * safe on the worker (safe-html.server.ts).
 */

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/**
 * Text without tags and with the character references HTML writes text with decoded (React escapes it
 * again where it is shown), for meta descriptions and structured data.
 * @example plainText('<p>Schutz &amp; Komfort</p>') // 'Schutz & Komfort'
 */
export const plainText = (html: string | null | undefined): string =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d{1,7}|#x[\da-f]{1,6}|[a-z]{2,4});/gi, (reference, name: string) => {
      if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? reference
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference
    })
    .replace(/\s+/g, ' ')
    .trim()

/** The length search engines show of a meta description, roughly. */
export const META_DESCRIPTION_LENGTH = 155

/**
 * Plain text for a meta description: at most `max` characters, cut at a word boundary with an ellipsis.
 * @example metaDescription('<p>Robust jacket for the building site</p>', 20) // 'Robust jacket for…'
 */
export function metaDescription(html: string | null | undefined, max = META_DESCRIPTION_LENGTH): string {
  const text = plainText(html)
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const lastSpace = cut.lastIndexOf(' ')
  // A single very long word is cut where it must be.
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut.slice(0, max - 1)
  return `${words.replace(/[\s,;:.–-]+$/, '')}…`
}
