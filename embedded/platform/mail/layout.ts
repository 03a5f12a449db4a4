/**
 * The one layout of the embedded shop's mails (decision 061). A mail is a list of content blocks in its
 * language; `renderMail` renders them twice, as the HTML part (a complete document, table layout with
 * inline styles as mail clients need, 600 px wide and fluid below) and as the text part, so the two say
 * the same. Both end with the seller's footer (the configured seller, platform/seller.ts) and the links to the Impressum, the
 * Datenschutzerklärung and the AGB on the storefront origin the mail knows. Every value is escaped in
 * the HTML part; the text part carries it as it is.
 */
import type { Locale } from '../../../shared/constants'
import { escapeHtml } from '../../../shared/html'
import { type LegalPage, legalPath } from '../../../shared/legal'
import { localeOf } from '../sales-channel'
import { type Seller, sellerOf } from '../seller'
import { type RichBlock, type RichStyles, richHtml, richText } from './html-text'
import { enqueueMail, type MailBindings, type MailKind, SHOP_NAME } from './outbox'

/**
 * The mails' colours. The brand orange only decorates (rules, borders); text on it or beside it uses
 * shades that meet WCAG AA (4.5:1): white on `action`, `action` and `text` on white, `muted` on `page`.
 */
export const MAIL_COLOURS = {
  brand: '#ff5b05',
  action: '#c2410c',
  text: '#1f2937',
  muted: '#4b5563',
  page: '#f4f4f5',
  surface: '#ffffff',
  rule: '#e5e7eb',
} as const

/** One line of a table of order or list lines; prices already formatted in the mail's language. */
export interface MailLine {
  quantity: number
  label: string
  /** Product number, variant: shown small under the label, in brackets in the text part. */
  detail?: string
  total: string
}

/** What a mail says, block by block. */
export type MailBlock =
  /** A paragraph; line breaks are kept. */
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  /** The mail's call to action: a button in HTML, the bare URL in text (after `intro`); listed in `links`. */
  | { type: 'action'; label: string; url: string; intro?: string }
  /** A secondary link: `intro`, then the URL on its own line; not listed in `links`. */
  | { type: 'link'; intro: string; url: string }
  /** "Label: value" lines (a contact request's sender, a comment). */
  | { type: 'fields'; rows: Array<[label: string, value: string]> }
  /** Someone's own words (a message), set off; `label` above them. */
  | { type: 'quote'; label?: string; text: string }
  /** A table of lines with totals ("Gesamtsumme", …). */
  | { type: 'lines'; rows: MailLine[]; totals: Array<[label: string, value: string]> }
  /** A legal document carried in full (AGB, Widerrufsbelehrung): a titled section of rich text. */
  | { type: 'document'; title: string; content: RichBlock[] }

export interface MailContent {
  /** The mail's language id: de-DE (also the fallback) or en-GB. */
  languageId: string
  /** The storefront origin the mail's links lead to (`https://shop.example`); '' leaves links relative. */
  origin: string
  subject: string
  blocks: MailBlock[]
  /** The seller the footer names: `sellerOf(env)` (sendMail reads it). */
  seller: Seller
}

export interface RenderedMail {
  subject: string
  text: string
  html: string
  /** The calls to action (`action` blocks), in the order they appear; footer and legal links are not listed. */
  links: string[]
}

const WORDS = {
  'de-DE': {
    quantity: 'Menge',
    item: 'Artikel',
    amount: 'Betrag',
    orOpen: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:',
    managingDirectors: 'Geschäftsführung',
    register: 'Handelsregister',
    vatId: 'USt-IdNr.',
    email: 'E-Mail',
    phone: 'Telefon',
    imprint: 'Impressum',
    privacy: 'Datenschutz',
    terms: 'AGB',
  },
  'en-GB': {
    quantity: 'Qty',
    item: 'Item',
    amount: 'Amount',
    orOpen: 'If the button does not work, open this link:',
    managingDirectors: 'Managing directors',
    register: 'Commercial register',
    vatId: 'VAT ID',
    email: 'Email',
    phone: 'Phone',
    imprint: 'Imprint',
    privacy: 'Privacy policy',
    terms: 'Terms and conditions',
  },
} satisfies Record<Locale, Record<string, string>>

/** The legal pages every mail's footer links to, in this order. */
const FOOTER_PAGES: Array<[LegalPage, 'imprint' | 'privacy' | 'terms']> = [
  ['imprint', 'imprint'],
  ['privacy', 'privacy'],
  ['terms', 'terms'],
]

/**
 * The absolute URL of a legal page in a locale on the mail's origin.
 * @example legalUrl('https://shop.example', 'terms', 'en-GB') // 'https://shop.example/en-GB/terms'
 */
export const legalUrl = (origin: string, page: LegalPage, locale: Locale) => `${origin}${legalPath(page, locale)}`

/**
 * The origin of an absolute URL (a mail's link, a validated storefrontUrl); '' for a relative one.
 * @example originOf('https://shop.example/en-GB/account/recover/password?hash=x') // 'https://shop.example'
 */
export function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return ''
  }
}

const FONT = 'font-family:Arial,Helvetica,sans-serif'
const C = MAIL_COLOURS
const S = {
  paragraph: `margin:0 0 16px;${FONT};font-size:16px;line-height:1.5;color:${C.text}`,
  heading: `margin:24px 0 8px;${FONT};font-size:18px;line-height:1.3;color:${C.text}`,
  link: `color:${C.action};text-decoration:underline`,
  small: `margin:0 0 16px;${FONT};font-size:13px;line-height:1.5;color:${C.muted}`,
  /** A bare URL: may break anywhere, so a long one never widens the mail on a phone. */
  url: `color:${C.action};text-decoration:underline;word-break:break-all`,
  cell: `padding:8px 8px 8px 0;${FONT};font-size:15px;line-height:1.4;color:${C.text};vertical-align:top`,
}
const LEGAL: RichStyles = {
  heading: `margin:16px 0 4px;${FONT};font-size:15px;line-height:1.3;color:${C.text}`,
  paragraph: `margin:0 0 12px;${FONT};font-size:14px;line-height:1.5;color:${C.text}`,
  list: `margin:0 0 12px;padding-left:20px;${FONT};font-size:14px;line-height:1.5;color:${C.text}`,
  item: 'margin:0 0 4px',
  link: S.link,
}

/** Escaped text with its line breaks as <br>. */
const lines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>')
const anchor = (url: string, text = url, style = S.link) =>
  `<a href="${escapeHtml(url)}" style="${style}">${escapeHtml(text)}</a>`

function blockHtml(block: MailBlock, words: (typeof WORDS)[Locale]): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="${S.paragraph}">${lines(block.text)}</p>`
    case 'heading':
      return `<h2 style="${S.heading}">${escapeHtml(block.text)}</h2>`
    case 'action':
      return [
        block.intro ? `<p style="${S.paragraph}">${lines(block.intro)}</p>` : '',
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 12px;border-collapse:separate"><tr>`,
        `<td style="background:${C.action};border-radius:6px">`,
        anchor(
          block.url,
          block.label,
          `display:inline-block;padding:12px 24px;${FONT};font-size:16px;font-weight:bold;line-height:1.25;color:#ffffff;text-decoration:none;border-radius:6px`,
        ),
        '</td></tr></table>',
        `<p style="${S.small}">${escapeHtml(words.orOpen)}<br>${anchor(block.url, block.url, S.url)}</p>`,
      ].join('')
    case 'link':
      return `<p style="${S.paragraph}">${lines(block.intro)}<br>${anchor(block.url, block.url, S.url)}</p>`
    case 'fields':
      return [
        `<table cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse">`,
        ...block.rows.map(
          ([label, value]) =>
            `<tr><th scope="row" style="${S.cell};text-align:left;font-weight:bold;white-space:nowrap;padding-right:16px">${escapeHtml(label)}</th><td style="${S.cell};padding-right:0">${lines(value)}</td></tr>`,
        ),
        '</table>',
      ].join('')
    case 'quote':
      return [
        block.label
          ? `<p style="${S.paragraph};margin-bottom:4px;font-weight:bold">${escapeHtml(block.label)}</p>`
          : '',
        `<blockquote style="margin:0 0 16px;padding:8px 0 8px 16px;border-left:4px solid ${C.brand};${FONT};font-size:16px;line-height:1.5;color:${C.text}">${lines(block.text)}</blockquote>`,
      ].join('')
    case 'lines': {
      const head = `border-bottom:2px solid ${C.brand};font-weight:bold`
      const row = `border-bottom:1px solid ${C.rule}`
      return [
        `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;margin:0 0 16px;border-collapse:collapse">`,
        `<thead><tr><th scope="col" style="${S.cell};${head};text-align:right;white-space:nowrap">${words.quantity}</th>`,
        `<th scope="col" style="${S.cell};${head};text-align:left;padding-left:8px">${words.item}</th>`,
        `<th scope="col" style="${S.cell};${head};text-align:right;padding-right:0">${words.amount}</th></tr></thead>`,
        '<tbody>',
        ...block.rows.map(
          (line) =>
            `<tr><td style="${S.cell};${row};text-align:right;white-space:nowrap">${line.quantity}&nbsp;×</td>` +
            `<td style="${S.cell};${row};padding-left:8px">${escapeHtml(line.label)}${line.detail ? `<br><span style="font-size:13px;color:${C.muted}">${escapeHtml(line.detail)}</span>` : ''}</td>` +
            `<td style="${S.cell};${row};text-align:right;white-space:nowrap;padding-right:0">${escapeHtml(line.total)}</td></tr>`,
        ),
        '</tbody><tfoot>',
        ...block.totals.map(
          ([label, value], i) =>
            `<tr><th scope="row" colspan="2" style="${S.cell};text-align:right${i === block.totals.length - 1 ? '' : ';font-weight:normal'}">${escapeHtml(label)}</th>` +
            `<td style="${S.cell};text-align:right;white-space:nowrap;padding-right:0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
        ),
        '</tfoot></table>',
      ].join('')
    }
    case 'document':
      return [
        `<h2 style="margin:32px 0 8px;padding-top:16px;border-top:3px solid ${C.brand};${FONT};font-size:20px;line-height:1.3;color:${C.text}">${escapeHtml(block.title)}</h2>`,
        richHtml(block.content, LEGAL, 'h3'),
      ].join('\n')
  }
}

const underline = (text: string, mark: string) => mark.repeat(Math.min(Math.max(text.length, 3), 72))

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return block.text
    case 'heading':
      return `${block.text}\n${underline(block.text, '-')}`
    case 'action':
      return block.intro ? `${block.intro}\n${block.url}` : block.url
    case 'link':
      return `${block.intro}\n${block.url}`
    case 'fields':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n')
    case 'quote':
      return block.label ? `${block.label}:\n${block.text}` : block.text
    case 'lines': {
      const rows = block.rows.map(
        (row) => `${row.quantity} × ${row.label}${row.detail ? ` (${row.detail})` : ''}  ${row.total}`,
      )
      const totals = block.totals.map(([label, value]) => `${label}: ${value}`)
      return `${rows.join('\n')}${totals.length ? `\n\n${totals.join('\n')}` : ''}`
    }
    case 'document': {
      const rule = underline(block.title, '=')
      return `${rule}\n${block.title}\n${rule}\n\n${richText(block.content)}`
    }
  }
}

/**
 * The seller's data and the legal links, as the footer's lines (label, value, link); what the seller has
 * none of (no register, no phone) is left out.
 */
function footer(origin: string, locale: Locale, c: Seller) {
  const words = WORDS[locale]
  const facts: Array<[string, string]> = [
    [words.managingDirectors, c.managingDirectors],
    [words.register, c.register],
    [words.vatId, c.vatId],
  ]
  return {
    address: [c.name, c.street, c.zipCity, c.country[locale]],
    facts: facts.filter(([, value]) => value),
    email: c.email,
    phone: c.phone,
    pages: FOOTER_PAGES.map(([page, word]) => ({ label: words[word], url: legalUrl(origin, page, locale) })),
  }
}

function footerText(origin: string, locale: Locale, seller: Seller): string {
  const f = footer(origin, locale, seller)
  return [
    '-- ',
    f.address[0],
    f.address.slice(1).join(', '),
    ...f.facts.map(([label, value]) => `${label}: ${value}`),
    `${WORDS[locale].email}: ${f.email}`,
    ...(f.phone ? [`${WORDS[locale].phone}: ${f.phone}`] : []),
    '',
    ...f.pages.map((p) => `${p.label}: ${p.url}`),
  ].join('\n')
}

function footerHtml(origin: string, locale: Locale, seller: Seller): string {
  const f = footer(origin, locale, seller)
  const words = WORDS[locale]
  const style = `margin:0 0 8px;${FONT};font-size:13px;line-height:1.5;color:${C.muted}`
  const link = `color:${C.text};text-decoration:underline`
  const contact = [
    ...f.facts.map(([label, value]) => `${escapeHtml(label)}: ${escapeHtml(value)}`),
    `${escapeHtml(words.email)}: ${anchor(`mailto:${f.email}`, f.email, link)}`,
    ...(f.phone ? [`${escapeHtml(words.phone)}: ${escapeHtml(f.phone)}`] : []),
  ]
  return [
    `<p style="${style}"><strong>${escapeHtml(f.address[0])}</strong><br>${f.address.slice(1).map(escapeHtml).join('<br>')}</p>`,
    `<p style="${style}">${contact.join('<br>')}</p>`,
    `<p style="${style};margin-bottom:0">${f.pages.map((p) => anchor(p.url, p.label, link)).join(' &middot; ')}</p>`,
  ].join('\n')
}

/**
 * Renders a mail's blocks as its HTML and text parts, both with the footer, and lists its calls to action.
 * @example const { text, html, links } = renderMail({ languageId, origin, subject, blocks: [{ type: 'paragraph', text: 'Hallo' }], seller: sellerOf(env) })
 */
export function renderMail(mail: MailContent): RenderedMail {
  const locale = localeOf(mail.languageId) ?? 'de-DE'
  const words = WORDS[locale]
  const text = `${mail.blocks.map(blockText).join('\n\n')}\n\n${footerText(mail.origin, locale, mail.seller)}\n`
  const pad = 'padding-left:32px;padding-right:32px'
  const html = `<!doctype html>
<html lang="${locale === 'de-DE' ? 'de' : 'en'}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="x-apple-disable-message-reformatting">
<title>${escapeHtml(mail.subject)}</title>
<style>@media only screen and (max-width: 620px) { .mail-pad { padding-left: 16px !important; padding-right: 16px !important; } }</style>
</head>
<body style="margin:0;padding:0;background:${C.page};-webkit-text-size-adjust:100%">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;background:${C.page}">
<tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:${C.surface};border-top:6px solid ${C.brand}">
<tr><td class="mail-pad" style="padding-top:24px;padding-bottom:8px;${pad};${FONT};font-size:22px;font-weight:bold;line-height:1.2;color:${C.text}">${escapeHtml(SHOP_NAME)}</td></tr>
<tr><td class="mail-pad" style="padding-top:16px;padding-bottom:16px;${pad}">
${mail.blocks.map((block) => blockHtml(block, words)).join('\n')}
</td></tr>
<tr><td class="mail-pad" style="padding-top:24px;padding-bottom:24px;${pad};background:${C.page};border-top:1px solid ${C.rule}">
${footerHtml(mail.origin, locale, mail.seller)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
  const links = mail.blocks.flatMap((block) => (block.type === 'action' ? [block.url] : []))
  return { subject: mail.subject, text, html, links }
}

/**
 * Renders a mail with the seller `env` names in its footer and writes it to the outbox for `recipient`:
 * the one way a mail of the embedded shop is sent.
 * @example await sendMail(c.env, 'password-recovery', customer.email, { languageId, origin, subject, blocks })
 */
export function sendMail(
  env: MailBindings,
  kind: MailKind,
  recipient: string,
  content: Omit<MailContent, 'seller'>,
): Promise<string> {
  const mail = renderMail({ ...content, seller: sellerOf(env) })
  return enqueueMail(env, { kind, recipient, languageId: content.languageId, ...mail })
}
