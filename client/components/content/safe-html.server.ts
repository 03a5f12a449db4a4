/**
 * Editors' CMS HTML made safe on the worker, before a page or its payload carries it, so the browser sets it
 * as it comes and ships no sanitiser: an allow-list of elements and attributes over the platform's own HTML
 * parser (HTMLRewriter). The rewriter only reads; the output is written here from what it reports, so it
 * holds nothing but allow-listed start tags with checked attributes, their end tags (balanced), and text
 * whose `<` and `>` are escaped. Comments, doctypes, stray end tags and unknown markup never reach it.
 */
import { NAMED_REFERENCES } from '../../../shared/html-entities'

/** How an attribute's value is checked: any value, a pattern the raw value must match, a URL, or a srcset. */
type AttributeRule = true | RegExp | 'url' | 'srcset'
type AttributeRules = Record<string, AttributeRule>

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml'
const COUNT = /^\d{1,4}$/
const INTEGER = /^-?\d{1,6}$/
const LANGUAGE = /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i

/** Attributes any kept element may carry. No id or name: they could shadow the page's own (DOM clobbering). */
const GLOBAL_ATTRIBUTES: AttributeRules = { class: true, title: true, lang: LANGUAGE, dir: /^(ltr|rtl|auto)$/i }

const CELL: AttributeRules = { colspan: COUNT, rowspan: COUNT }
const CITED: AttributeRules = { cite: 'url' }
const EDIT: AttributeRules = { cite: 'url', datetime: true }

/** The elements kept, each with the attributes it may carry beside the global ones. */
const ELEMENTS: Record<string, AttributeRules> = {
  p: {},
  br: {},
  hr: {},
  wbr: {},
  h1: {},
  h2: {},
  h3: {},
  h4: {},
  h5: {},
  h6: {},
  strong: {},
  b: {},
  em: {},
  i: {},
  u: {},
  s: {},
  sub: {},
  sup: {},
  small: {},
  mark: {},
  abbr: {},
  cite: {},
  kbd: {},
  span: {},
  div: {},
  pre: {},
  code: {},
  address: {},
  blockquote: CITED,
  q: CITED,
  del: EDIT,
  ins: EDIT,
  time: { datetime: true },
  ul: {},
  ol: { start: INTEGER, reversed: true, type: /^[1aAiI]$/ },
  li: { value: INTEGER },
  dl: {},
  dt: {},
  dd: {},
  a: { href: 'url', target: /^_(blank|self)$/i, rel: true, hreflang: LANGUAGE },
  img: {
    src: 'url',
    srcset: 'srcset',
    sizes: true,
    alt: true,
    width: COUNT,
    height: COUNT,
    loading: /^(lazy|eager)$/i,
    decoding: /^(sync|async|auto)$/i,
  },
  figure: {},
  figcaption: {},
  table: {},
  caption: {},
  colgroup: { span: COUNT },
  col: { span: COUNT },
  thead: {},
  tbody: {},
  tfoot: {},
  tr: {},
  th: { ...CELL, scope: /^(row|col|rowgroup|colgroup)$/i, abbr: true },
  td: CELL,
}

/** Kept elements without content or end tag. */
const VOID = new Set(['br', 'hr', 'wbr', 'img', 'col'])

/**
 * Elements removed with everything inside them: those that run or load script or other documents, hold
 * text the browser reads as markup elsewhere (raw text), change the document (base, meta, link), or post
 * (forms and their controls), plus media players the editor's text has no use for. Any other unknown
 * element loses its tags and attributes but keeps its text.
 */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'title',
  'textarea',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
  'portal',
  'svg',
  'math',
  'base',
  'meta',
  'link',
  'form',
  'input',
  'button',
  'select',
  'option',
  'optgroup',
  'datalist',
  'output',
  'fieldset',
  'keygen',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
])

/**
 * Which open elements a start tag closes, as the browser's parser would (a new list item closes the last
 * one, a block closes an open paragraph, a row closes the last row and its cells), and which open element
 * stops that search. Without this the output would hold end tags the browser reads differently (a stray
 * `</p>` is an empty paragraph).
 */
const IMPLIED = new Map<string, Array<[close: Set<string>, stop: Set<string>]>>()
const words = (names: string) => new Set(names.split(' '))
function implies(starts: string, close: string, stop: Set<string>) {
  for (const name of words(starts)) IMPLIED.set(name, [...(IMPLIED.get(name) ?? []), [words(close), stop]])
}
const IN_SCOPE = words('table caption td th')
const LIST_SCOPE = words('table caption td th ul ol dl blockquote figure li dt dd')
implies('address blockquote div dl figure figcaption h1 h2 h3 h4 h5 h6 hr ol p pre table ul li dt dd', 'p', IN_SCOPE)
implies('li', 'li', LIST_SCOPE)
implies('dt dd', 'dt dd', LIST_SCOPE)
implies('tr', 'tr', words('table thead tbody tfoot'))
implies('td th', 'td th', words('tr table'))
implies('thead tbody tfoot', 'thead tbody tfoot caption', words('table'))

/**
 * Results kept per isolate by the HTML they came from (a pure function of it, so never stale): each
 * rewriter callback costs ~10 µs, ~0.7 ms for a 600-character text slot, and the same pages' HTML comes
 * back on every view. Up to a million characters, the least recently used let go first.
 */
const kept = new Map<string, string>()
const KEPT_CHARACTERS = 1_000_000
let keptCharacters = 0
function keep(html: string, safe: string) {
  // Two views may have made the same HTML safe at once; it is counted once.
  if (kept.has(html)) return
  kept.set(html, safe)
  keptCharacters += html.length + safe.length
  for (const [oldest, result] of kept) {
    if (keptCharacters <= KEPT_CHARACTERS) break
    kept.delete(oldest)
    keptCharacters -= oldest.length + result.length
  }
}

/**
 * Editors' HTML with only allow-listed elements and attributes, every URL of an allowed scheme, and
 * target=_blank links given rel="noopener noreferrer". Worker only (HTMLRewriter); HTML it cannot parse
 * comes back empty.
 * @example await safeHtml('<p onclick="x()">Hi <a href="java&#x73;cript:x()">x</a></p><script>x()</script>') // '<p>Hi <a>x</a></p>'
 */
export async function safeHtml(html: string | null | undefined): Promise<string> {
  if (!html) return ''
  const known = kept.get(html)
  if (known !== undefined) {
    // Used again: moved to the end, the last to be let go.
    kept.delete(html)
    kept.set(html, known)
    return known
  }
  const safe = await sanitise(html)
  if (safe === null) return ''
  keep(html, safe)
  return safe
}

/** The sanitiser itself; null when the rewriter gave up on the HTML (then nothing of it is shown, nor kept). */
async function sanitise(html: string): Promise<string | null> {
  const out: string[] = []
  const open: Array<{ name: string }> = []
  // The removed element being read through (its content is dropped), and how many kept ones were open around it.
  let dropping: { depth: number } | null = null

  const closeFrom = (index: number) => {
    // An element closed by an ancestor's end tag takes a removed element open inside it along.
    if (dropping && dropping.depth > index) dropping = null
    while (open.length > index) out.push(`</${open.pop()!.name}>`)
  }
  const closeImplied = (name: string) => {
    for (const [close, stop] of IMPLIED.get(name) ?? []) {
      for (let i = open.length - 1; i >= 0; i--) {
        const openName = open[i]!.name
        if (close.has(openName)) {
          closeFrom(i)
          break
        }
        if (stop.has(openName)) break
      }
    }
  }

  const rewriter = new HTMLRewriter()
    .on('*', {
      element(element) {
        if (dropping) return
        const name = element.tagName.toLowerCase()
        const rules = element.namespaceURI === HTML_NAMESPACE && Object.hasOwn(ELEMENTS, name) ? ELEMENTS[name] : null
        if (!rules) {
          if (!DROPPED.has(name) && element.namespaceURI === HTML_NAMESPACE) return
          const entry = { depth: open.length }
          try {
            element.onEndTag(() => {
              if (dropping === entry) dropping = null
            })
            dropping = entry
          } catch {
            // No end tag to wait for (a void element such as <input>): there is nothing inside to drop.
          }
          return
        }
        closeImplied(name)
        // The rewriter's attributes are [name, value] pairs (the DOM's Element type, also in scope, says otherwise).
        const tag = startTag(name, rules, element.attributes as unknown as Iterable<[string, string]>)
        if (!tag) return
        out.push(tag)
        if (VOID.has(name)) return
        const entry = { name }
        open.push(entry)
        const close = () => {
          const index = open.lastIndexOf(entry)
          if (index >= 0) closeFrom(index)
        }
        try {
          element.onEndTag(close)
        } catch {
          close()
        }
      },
    })
    .onDocument({
      text(text) {
        if (!dropping && text.text) out.push(text.text.replaceAll('<', '&lt;').replaceAll('>', '&gt;'))
      },
    })
  try {
    // The rewriter's own output is not used: reading it through is what makes the handlers above run.
    await rewriter.transform(new Response(html)).arrayBuffer()
  } catch {
    return null
  }
  closeFrom(0)
  return out.join('')
}

/** A kept element's start tag with its allowed attributes, or null for an image left without a source. */
function startTag(name: string, rules: AttributeRules, attributes: Iterable<[string, string]>): string | null {
  const seen = new Set<string>()
  const values = new Map<string, string>()
  for (const [attributeName, raw] of attributes) {
    const attribute = attributeName.toLowerCase()
    // The browser keeps the first of repeated attributes, so only the first is judged.
    if (seen.has(attribute)) continue
    seen.add(attribute)
    const rule = Object.hasOwn(rules, attribute)
      ? rules[attribute]
      : Object.hasOwn(GLOBAL_ATTRIBUTES, attribute)
        ? GLOBAL_ATTRIBUTES[attribute]
        : undefined
    // Everything not allow-listed goes: event handlers (on*), style, id, name, formaction, xlink:href…
    if (rule === undefined) continue
    // Values are written back as the browser must read them: checked URLs encoded whole, raw text with its
    // own character references left for the browser to decode (they cannot end the quoted value).
    const value =
      rule === 'url'
        ? safeUrl(raw)
        : rule === 'srcset'
          ? safeSrcset(raw)
          : rule === true || rule.test(raw)
            ? escapeRaw(raw)
            : null
    if (value !== null) values.set(attribute, value)
  }
  if (name === 'img' && !values.has('src') && !values.has('srcset')) return null
  if (name === 'a' && values.get('target')?.toLowerCase() === '_blank') {
    // A page opened in a new tab gets no handle on the shop's window, nor its address.
    const tokens = new Set((values.get('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean))
    tokens.add('noopener')
    tokens.add('noreferrer')
    values.set('rel', [...tokens].join(' '))
  }
  let tag = `<${name}`
  for (const [attribute, value] of values) tag += ` ${attribute}="${value}"`
  return `${tag}>`
}

/** A raw attribute value inside double quotes: its character references are the browser's to decode. */
const escapeRaw = (raw: string) => raw.replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** A decoded value written so the browser decodes it back to exactly these characters. */
const encode = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel'])
const SCHEME = /^([a-z][a-z0-9+.-]*):/i

/**
 * Whether a decoded, cleaned URL may be followed or loaded: its scheme is http, https, mailto or tel, or it
 * has none (/path, #part, ?query, ./file, file). A colon before the first `/`, `?` or `#` without an allowed
 * scheme is refused too, whatever a browser would make of it.
 */
function allowedUrl(url: string): boolean {
  const scheme = SCHEME.exec(url)
  if (scheme) return ALLOWED_SCHEMES.has(scheme[1]!.toLowerCase())
  return !url.split(/[/?#]/, 1)[0]!.includes(':')
}

/**
 * A URL attribute's value as the browser would follow it, encoded for the attribute, or null when its
 * scheme is not allowed: character references decoded, ASCII control characters (tabs and line breaks
 * the browser drops inside a scheme among them) removed, surrounding whitespace trimmed.
 * @example safeUrl('java&#x09;script:alert(1)') // null
 * @example safeUrl('/groessen?a=1&amp;b=2') // '/groessen?a=1&amp;b=2'
 */
export function safeUrl(raw: string): string | null {
  const url = withoutControls(decodeReferences(raw)).trim()
  return allowedUrl(url) ? encode(url) : null
}

/**
 * A srcset whose every candidate URL is allowed, or null: candidates are `url [descriptor]` separated by
 * commas, and a descriptor is a width (480w) or a density (2x); anything else in it is dropped.
 */
function safeSrcset(raw: string): string | null {
  const value = withoutControls(decodeReferences(raw).replace(/[\t\n\f\r]/g, ' '))
  const candidates: string[] = []
  let rest = value
  while (true) {
    rest = rest.replace(/^[\s,]+/, '')
    if (!rest) break
    let url = /^\S+/.exec(rest)![0]
    rest = rest.slice(url.length)
    let descriptor = ''
    if (url.endsWith(',')) url = url.replace(/,+$/, '')
    else {
      const end = rest.indexOf(',')
      descriptor = (end < 0 ? rest : rest.slice(0, end)).trim()
      rest = end < 0 ? '' : rest.slice(end + 1)
    }
    if (!allowedUrl(url)) return null
    candidates.push(/^\d+(\.\d+)?[wx]$/.test(descriptor) ? `${url} ${descriptor}` : url)
  }
  return candidates.length ? encode(candidates.join(', ')) : null
}

/** The value without ASCII control characters (C0 and DEL). */
function withoutControls(value: string): string {
  let out = ''
  for (const char of value) {
    const code = char.charCodeAt(0)
    if (code > 0x1f && code !== 0x7f) out += char
  }
  return out
}

/**
 * Named references decoded in URLs: those that can spell a scheme's separators (tab, line feed, colon,
 * slash…), the markup characters, and the few letters German and English editors type. A reference not
 * listed stays as its characters (and is then encoded as text), which only ever makes a URL less
 * followable, never a script.
 */
const NAMED = NAMED_REFERENCES

/** References the browser decodes without a `;` (of those above), unless a letter, digit or `=` follows. */
const LEGACY = new Set([
  'amp',
  'AMP',
  'lt',
  'LT',
  'gt',
  'GT',
  'quot',
  'QUOT',
  'nbsp',
  'copy',
  'reg',
  'auml',
  'ouml',
  'uuml',
  'Auml',
  'Ouml',
  'Uuml',
  'szlig',
])

const REFERENCE = /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([A-Za-z][A-Za-z0-9]*))(;?)/g

/**
 * Character references in an attribute value decoded as the browser decodes them: decimal and hex with
 * any number of leading zeros and with or without `;`, named ones from the table above.
 * @example decodeReferences('&#0000106;av&#x61ascript&colon;') // 'javascript:'
 */
export function decodeReferences(value: string): string {
  return value.replace(REFERENCE, (match, decimal, hex, named, semicolon, offset: number) => {
    if (named === undefined) return codePoint(Number.parseInt(decimal ?? hex, decimal ? 10 : 16))
    if (semicolon) return Object.hasOwn(NAMED, named) ? NAMED[named]! : match
    const next = value[offset + match.length]
    return LEGACY.has(named) && next !== '=' ? NAMED[named]! : match
  })
}

/** A numeric reference's character; none, surrogates and numbers past Unicode are U+FFFD, as in the browser. */
function codePoint(code: number): string {
  if (!code || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd'
  return String.fromCodePoint(code)
}
