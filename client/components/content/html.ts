/**
 * CMS HTML for dangerouslySetInnerHTML: editors' markup, with what could run script taken out (defence in
 * depth, not a full sanitizer); and the same HTML as plain text for meta descriptions.
 */

const ACTIVE_ELEMENTS = /<(script|style|iframe|object|embed|frameset|form)\b[\s\S]*?<\/\1\s*>/gi
const ACTIVE_TAGS = /<\/?(script|style|iframe|object|embed|frame|frameset|base|form|meta|link)\b[^>]*>/gi
const EVENT_HANDLERS = /\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi
const SCRIPT_URLS =
  /\s(href|src|xlink:href|action)\s*=\s*("\s*(javascript|data|vbscript):[^"]*"|'\s*(javascript|data|vbscript):[^']*'|(javascript|data|vbscript):[^\s>]*)/gi

/**
 * Removes script-capable elements, inline event handlers and script URLs from CMS HTML.
 * @example safeHtml('<p onclick="x()">Hi</p><script>x()</script>') // '<p>Hi</p>'
 */
export function safeHtml(html: string | null | undefined): string {
  return (html ?? '')
    .replace(ACTIVE_ELEMENTS, '')
    .replace(ACTIVE_TAGS, '')
    .replace(EVENT_HANDLERS, '')
    .replace(SCRIPT_URLS, ' $1="#"')
}

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
