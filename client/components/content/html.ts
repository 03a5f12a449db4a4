/**
 * CMS HTML as plain text, for meta descriptions and structured data: React escapes what these return, so
 * they only need to take the tags out. The HTML itself is made safe on the worker (safe-html.server.ts).
 */

/** Text without tags, for meta descriptions and structured data. */
export const plainText = (html: string | null | undefined): string =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
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
