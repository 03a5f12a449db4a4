/**
 * CMS HTML (a text slot's content, as an operator writes it) read into a small, safe structure a mail
 * renders twice: as plain text for the text part (headings underlined, paragraphs, "- " list items,
 * <br> as a line break, links as "text (url)", entities decoded) and as HTML for the HTML part, built
 * anew from the structure with every text escaped. Nothing of the source markup passes through:
 * scripts, styles, attributes and unknown tags are dropped, only http(s) and mailto links are kept.
 */
import { escapeHtml } from '../../../shared/html'
import { NAMED_REFERENCES } from '../../../shared/html-entities'

/** A run of text, a line break, or a link. */
export type Inline = { text: string } | { br: true } | { text: string; href: string }

/** A block of text as mails know it. */
export type RichBlock =
  | { kind: 'heading'; level: number; inlines: Inline[] }
  | { kind: 'paragraph'; inlines: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }

const NAMED = NAMED_REFERENCES

/**
 * Decodes HTML character references: the named ones above and every numeric one; an unknown name stays.
 * @example decodeEntities('M&uuml;ller &amp; S&#246;hne') // 'Müller & Söhne'
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1))
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd'
    }
    return NAMED[ref] ?? whole
  })
}

const attribute = (attrs: string, name: string) => {
  const found = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attrs)
  return found ? decodeEntities(found[1] ?? found[2] ?? found[3] ?? '') : undefined
}

/** A link target a mail may carry: http(s) and mailto; a relative one resolved against `base`. */
function safeHref(href: string | undefined, base: string | undefined): string | undefined {
  const value = href?.trim()
  if (!value) return undefined
  if (/^mailto:/i.test(value)) return value
  try {
    const url = base ? new URL(value, base) : new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

const BLOCK_TAGS = new Set([
  'p',
  'div',
  'address',
  'section',
  'article',
  'blockquote',
  'caption',
  'table',
  'tr',
  'figure',
  'figcaption',
  'header',
  'footer',
])
const SKIPPED = new Set(['script', 'style', 'template', 'head', 'title', 'noscript', 'iframe', 'svg', 'object'])

/**
 * Reads HTML into blocks. Block elements start new paragraphs, h1–h6 headings, ul/ol lists, table cells
 * are separated by " | "; whitespace collapses as a browser collapses it.
 * @example parseRichHtml('<h2>Titel</h2><p>Text<br>mehr</p>', 'https://shop.example')
 */
export function parseRichHtml(html: string, base?: string): RichBlock[] {
  const blocks: RichBlock[] = []
  let inlines: Inline[] = []
  let heading: number | null = null
  const lists: Array<{ ordered: boolean; items: Inline[][] }> = []
  let link: { href: string | undefined; text: string } | null = null
  let skipping: string | null = null

  const flush = () => {
    const trimmed = trimInlines(inlines)
    inlines = []
    if (!trimmed.length) return
    const list = lists.at(-1)
    if (list) list.items.push(trimmed)
    else if (heading !== null) blocks.push({ kind: 'heading', level: heading, inlines: trimmed })
    else blocks.push({ kind: 'paragraph', inlines: trimmed })
  }
  const pushText = (text: string) => {
    if (link) link.text += text
    else inlines.push({ text })
  }

  const pattern = /<!--[\s\S]*?-->|<![^>]*>|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+|<)/g
  for (const match of html.matchAll(pattern)) {
    const [, closing, rawTag, attrs = '', text] = match
    if (skipping) {
      if (closing && rawTag?.toLowerCase() === skipping) skipping = null
      continue
    }
    if (text !== undefined) {
      pushText(decodeEntities(text).replace(/[\t\n\r\f ]+/g, ' '))
      continue
    }
    if (!rawTag) continue
    const tag = rawTag.toLowerCase()
    if (SKIPPED.has(tag)) {
      if (!closing && !/\/\s*$/.test(attrs)) skipping = tag
      continue
    }
    if (tag === 'br') {
      if (link) link.text += ' '
      else inlines.push({ br: true })
    } else if (tag === 'a') {
      if (!closing) link = { href: safeHref(attribute(attrs, 'href'), base), text: '' }
      else if (link) {
        const text = link.text.replace(/ +/g, ' ')
        const core = text.trim()
        if (text.startsWith(' ')) inlines.push({ text: ' ' })
        inlines.push(link.href && core ? { text: core, href: link.href } : { text: core })
        if (core && text.endsWith(' ')) inlines.push({ text: ' ' })
        link = null
      }
    } else if (/^h[1-6]$/.test(tag)) {
      flush()
      heading = closing ? null : Number(tag[1])
    } else if (tag === 'ul' || tag === 'ol') {
      flush()
      if (!closing) lists.push({ ordered: tag === 'ol', items: [] })
      else {
        const list = lists.pop()
        if (list?.items.length) {
          const outer = lists.at(-1)
          // A nested list's items join the outer list (mails need no second indent).
          if (outer) outer.items.push(...list.items)
          else blocks.push({ kind: 'list', ordered: list.ordered, items: list.items })
        }
      }
    } else if (tag === 'li' || BLOCK_TAGS.has(tag)) {
      flush()
    } else if ((tag === 'td' || tag === 'th') && closing) {
      pushText(' | ')
    }
  }
  if (link) inlines.push({ text: link.text })
  flush()
  for (const list of lists.reverse())
    if (list.items.length) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items })
  return blocks
}

/** Collapses spaces across runs and trims the block's ends and around line breaks. */
function trimInlines(inlines: Inline[]): Inline[] {
  const out: Inline[] = []
  for (const inline of inlines) {
    if ('br' in inline) {
      const last = out.at(-1)
      if (last && 'text' in last) last.text = last.text.replace(/ +$/, '')
      out.push(inline)
      continue
    }
    let text = inline.text
    const last = out.at(-1)
    if (!last || 'br' in last || /[ ]$/.test(last.text)) text = text.replace(/^ +/, '')
    if (!text) continue
    out.push({ ...inline, text })
  }
  while (out.length && 'br' in out.at(-1)!) out.pop()
  const last = out.at(-1)
  if (last && 'text' in last) last.text = last.text.replace(/[ |]+$/, '').replace(/ +$/, '')
  return out.filter((i) => 'br' in i || i.text)
}

/** A link as text: "text (url)"; the URL alone when it is the text; a mail address once. */
function linkText(text: string, href: string) {
  const target = href.replace(/^mailto:/i, '')
  return text === target || text === href ? text : `${text} (${target})`
}

const inlineText = (inlines: Inline[]) =>
  inlines
    .map((i) => ('br' in i ? '\n' : 'href' in i ? linkText(i.text, i.href) : i.text))
    .join('')
    .replace(/\u00a0/g, ' ')

/**
 * The blocks as plain text: headings underlined, blocks separated by a blank line, list items "- " or "1. ".
 * @example richText(parseRichHtml('<h2>AGB</h2><p>Text</p>')) // 'AGB\n---\n\nText'
 */
export function richText(blocks: RichBlock[]): string {
  return blocks
    .map((block) => {
      if (block.kind === 'heading') {
        const text = inlineText(block.inlines)
        return `${text}\n${'-'.repeat(Math.min(Math.max(text.length, 3), 72))}`
      }
      if (block.kind === 'list')
        return block.items
          .map((item, i) => `${block.ordered ? `${i + 1}.` : '-'} ${inlineText(item).replace(/\n/g, '\n  ')}`)
          .join('\n')
      return inlineText(block.inlines)
    })
    .join('\n\n')
}

/**
 * HTML to plain text in one step (the text part of CMS content).
 * @example htmlToText('<p>Preis: 5&nbsp;&euro;<br><a href="https://x.example/">Mehr</a></p>') // 'Preis: 5 €\nMehr (https://x.example/)'
 */
export const htmlToText = (html: string, base?: string) => richText(parseRichHtml(html, base))

/** Inline styles for the HTML rendering of rich blocks (mail clients drop style sheets). */
export interface RichStyles {
  heading: string
  paragraph: string
  list: string
  item: string
  link: string
}

const inlineHtml = (inlines: Inline[], styles: RichStyles) =>
  inlines
    .map((i) =>
      'br' in i
        ? '<br>'
        : 'href' in i
          ? `<a href="${escapeHtml(i.href)}" style="${styles.link}">${escapeHtml(i.text)}</a>`
          : escapeHtml(i.text),
    )
    .join('')

/**
 * The blocks as HTML, every text escaped; headings become `headingTag` (h3 below a mail's own h2).
 * @example richHtml(parseRichHtml('<p>A &amp; B</p>'), styles) // '<p style="…">A &#38; B</p>'
 */
export function richHtml(blocks: RichBlock[], styles: RichStyles, headingTag = 'h3'): string {
  return blocks
    .map((block) => {
      if (block.kind === 'heading')
        return `<${headingTag} style="${styles.heading}">${inlineHtml(block.inlines, styles)}</${headingTag}>`
      if (block.kind === 'list') {
        const tag = block.ordered ? 'ol' : 'ul'
        const items = block.items.map((item) => `<li style="${styles.item}">${inlineHtml(item, styles)}</li>`)
        return `<${tag} style="${styles.list}">${items.join('')}</${tag}>`
      }
      return `<p style="${styles.paragraph}">${inlineHtml(block.inlines, styles)}</p>`
    })
    .join('\n')
}
