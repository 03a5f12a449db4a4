/** The mail layout: both parts from one set of blocks, escaping, the footer, links and the colours' contrast. */
import { describe, expect, it } from 'vitest'
import { LANGUAGE_IDS } from '../../../../shared/constants'
import { escapeHtml } from '../../../../shared/html'
import { htmlToText, parseRichHtml } from '../../../platform/mail/html-text'
import { MAIL_COLOURS, type MailBlock, legalUrl, originOf, renderMail } from '../../../platform/mail/layout'
import { DEFAULT_SELLER as seller, readSeller } from '../../../platform/seller'

const SCRIPT = '<script>alert(1)</script>'
const AMP = 'Müller & Söhne'
const ORIGIN = 'https://shop.example'

const blocks: MailBlock[] = [
  { type: 'paragraph', text: `Hallo ${SCRIPT} ${AMP},` },
  {
    type: 'lines',
    rows: [{ quantity: 2, label: AMP, detail: 'SW1, "XL"', total: '10,00 €' }],
    totals: [['Gesamtsumme', '10,00 €']],
  },
  { type: 'action', intro: 'Hier:', label: 'Ansehen', url: `${ORIGIN}/a?x=1&y=2` },
  { type: 'link', intro: 'Auch:', url: `${ORIGIN}/b` },
  { type: 'fields', rows: [['Name', AMP]] },
  { type: 'quote', label: 'Nachricht', text: `${SCRIPT}\nzweite Zeile` },
  { type: 'action', label: 'Zweitens', url: `${ORIGIN}/c` },
  { type: 'heading', text: `Über ${AMP}` },
  { type: 'document', title: 'AGB & mehr', content: parseRichHtml('<h2>1. Teil</h2><p>Text &amp; mehr</p>') },
]

describe('renderMail', () => {
  const mail = renderMail({
    languageId: LANGUAGE_IDS['de-DE'],
    origin: ORIGIN,
    subject: `Betreff ${AMP}`,
    blocks,
    seller,
  })

  it('renders a whole HTML document in the mail’s language, titled with the subject', () => {
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="de" dir="ltr">\n<head>\n<meta charset="utf-8">/)
    expect(mail.html).toContain('<title>Betreff Müller &#38; Söhne</title>')
    expect(mail.html).toContain('max-width:600px')
    expect(mail.html.trimEnd().endsWith('</html>')).toBe(true)
    const english = renderMail({ languageId: LANGUAGE_IDS['en-GB'], origin: ORIGIN, subject: 'S', blocks: [], seller })
    expect(english.html).toContain('<html lang="en" dir="ltr">')
    expect(english.text).toContain(`Imprint: ${ORIGIN}/en-GB/imprint\nPrivacy policy: ${ORIGIN}/en-GB/privacy`)
    expect(english.text).toContain('Germany')
  })

  it('escapes every value in HTML and keeps it raw in text', () => {
    expect(
      mail.text.startsWith(`Hallo ${SCRIPT} ${AMP},\n\n2 × ${AMP} (SW1, "XL")  10,00 €\n\nGesamtsumme: 10,00 €`),
    ).toBe(true)
    expect(mail.html).not.toContain(SCRIPT)
    expect(mail.html).not.toContain(AMP)
    expect(mail.html).toContain(`Hallo ${escapeHtml(SCRIPT)} ${escapeHtml(AMP)},`)
    expect(mail.html).toContain(`${escapeHtml(SCRIPT)}<br>zweite Zeile`)
    expect(mail.html).toContain(escapeHtml('SW1, "XL"'))
    expect(mail.html).toContain(`href="${escapeHtml(`${ORIGIN}/a?x=1&y=2`)}"`)
    expect(mail.html).toContain(`>AGB ${escapeHtml('&')} mehr</h2>`)
  })

  it('says the same in both parts: every line of the text part is in the HTML part read back as text', () => {
    // Punctuation the two parts set differently (table cells, "Label:" rows, "text (url)") is left out.
    const plain = (text: string) =>
      text
        .replace(/[|:×(),=-]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    const fromHtml = plain(htmlToText(mail.html))
    expect(fromHtml.startsWith('Workwear Pro Hallo')).toBe(true)
    for (const line of mail.text.split('\n').filter((l) => plain(l))) expect(fromHtml).toContain(plain(line))
  })

  it('lists only the calls to action, in order', () => {
    expect(mail.links).toEqual([`${ORIGIN}/a?x=1&y=2`, `${ORIGIN}/c`])
    expect(mail.text).toContain(`Hier:\n${ORIGIN}/a?x=1&y=2\n\nAuch:\n${ORIGIN}/b`)
  })

  it('ends both parts with the seller and the Impressum, Datenschutz and AGB links', () => {
    const c = seller
    expect(mail.text).toContain(
      [
        '-- ',
        c.name,
        `${c.street}, ${c.zipCity}, ${c.country['de-DE']}`,
        `Geschäftsführung: ${c.managingDirectors}`,
        `Handelsregister: ${c.register}`,
        `USt-IdNr.: ${c.vatId}`,
        `E-Mail: ${c.email}`,
        `Telefon: ${c.phone}`,
        '',
        `Impressum: ${ORIGIN}/impressum`,
        `Datenschutz: ${ORIGIN}/datenschutz`,
        `AGB: ${ORIGIN}/agb`,
      ].join('\n'),
    )
    for (const fact of [c.name, c.street, c.zipCity, c.register, c.vatId, c.managingDirectors, c.phone])
      expect(mail.html).toContain(escapeHtml(fact))
    expect(mail.html).toContain(`href="mailto:${c.email}"`)
    for (const path of ['/impressum', '/datenschutz', '/agb']) expect(mail.html).toContain(`href="${ORIGIN}${path}"`)
  })

  it('names the configured seller, escaped in HTML, and leaves out what the seller has none of', () => {
    const { seller: own } = readSeller({
      name: 'Müller & Söhne KG',
      street: 'Hafenweg 3',
      zipCity: '20457 Hamburg',
      email: 'kontakt@mueller-soehne.example',
      register: '',
      managingDirectors: '',
      phone: '',
    })
    const english = renderMail({
      languageId: LANGUAGE_IDS['en-GB'],
      origin: ORIGIN,
      subject: 'S',
      blocks: [],
      seller: own,
    })
    expect(english.text).toContain(
      [
        '-- ',
        'Müller & Söhne KG',
        'Hafenweg 3, 20457 Hamburg, Germany',
        'VAT ID: DE000000000',
        'Email: kontakt@mueller-soehne.example',
        '',
        `Imprint: ${ORIGIN}/en-GB/imprint`,
      ].join('\n'),
    )
    for (const none of ['Commercial register', 'Managing directors', 'Phone', 'Workwear Pro GmbH'])
      expect(english.text).not.toContain(none)
    expect(english.html).toContain('<strong>Müller &#38; Söhne KG</strong><br>Hafenweg 3<br>20457 Hamburg<br>Germany')
    expect(english.html).toContain('href="mailto:kontakt@mueller-soehne.example"')
    expect(english.html).not.toContain('Commercial register')
  })
})

describe('origins and legal links', () => {
  it('takes the origin of a link or a storefrontUrl, none of a relative one', () => {
    expect(originOf('https://shop.example/en-GB/account/recover/password?hash=x')).toBe('https://shop.example')
    expect(originOf('http://shop.test:8787/en-GB')).toBe('http://shop.test:8787')
    expect(originOf('/account/order')).toBe('')
    expect(legalUrl(ORIGIN, 'withdrawal', 'de-DE')).toBe(`${ORIGIN}/widerruf`)
    expect(legalUrl(ORIGIN, 'terms', 'en-GB')).toBe(`${ORIGIN}/en-GB/terms`)
  })
})

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

describe('colours', () => {
  it('meet WCAG AA (4.5:1) wherever text is set; the brand orange only decorates', () => {
    const C = MAIL_COLOURS
    expect(contrast('#ffffff', C.action)).toBeGreaterThanOrEqual(4.5) // button label
    expect(contrast(C.action, C.surface)).toBeGreaterThanOrEqual(4.5) // links in the body
    expect(contrast(C.text, C.surface)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(C.muted, C.surface)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(C.muted, C.page)).toBeGreaterThanOrEqual(4.5) // footer
    expect(contrast(C.text, C.page)).toBeGreaterThanOrEqual(4.5) // footer links
    expect(contrast('#ffffff', C.brand)).toBeLessThan(4.5) // why the orange carries no text
    const html = renderMail({ languageId: LANGUAGE_IDS['de-DE'], origin: ORIGIN, subject: 'S', blocks, seller }).html
    expect(html).not.toMatch(/color:#ff5b05/i)
  })
})
