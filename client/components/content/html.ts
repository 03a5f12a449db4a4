/** CMS HTML for dangerouslySetInnerHTML: editors' markup, with what could run script taken out (defence in depth, not a full sanitizer). */

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
