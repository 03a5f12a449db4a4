/**
 * Every mail kind the embedded shop sends, through its real route: an HTML part (a whole document in the
 * mail's language) beside the text part, both with the seller's footer and the legal links on the
 * storefront origin, every interpolated value escaped in HTML and raw in text; the order confirmation
 * with the AGB and the Widerrufsbelehrung (Muster-Widerrufsformular) from the CMS, or their links.
 */
import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LANGUAGE_IDS, type Locale } from '../../../shared/constants'
import { escapeHtml } from '../../../shared/html'
import { uuidFor } from '../../../shared/ids'
import { legalPath } from '../../../shared/legal'
import { htmlToText } from '../../platform/mail/html-text'
import type { MailKind } from '../../platform/mail/outbox'
import { DEFAULT_SELLER } from '../../platform/seller'
import { SHOP, SHOP_ORIGIN, call, loginAs, plainProduct, post, registered, registration, uniqueEmail } from './fixtures'

interface Mail {
  kind: MailKind
  subject: string
  text: string
  html: string | null
  links: string[]
  languageId: string
}

async function mailsTo(recipient: string): Promise<Mail[]> {
  const { results } = await env.DB.prepare(
    'SELECT kind, subject, text, html, links, language_id AS languageId FROM mail_outbox WHERE recipient = ? ORDER BY created_at, rowid',
  )
    .bind(recipient)
    .all<Omit<Mail, 'links'> & { links: string }>()
  return results.map((row) => ({ ...row, links: JSON.parse(row.links) }))
}
async function mailTo(recipient: string, kind: MailKind): Promise<Mail> {
  const mail = (await mailsTo(recipient)).filter((m) => m.kind === kind).at(-1)
  if (!mail) throw new Error(`no ${kind} mail to ${recipient}`)
  return mail
}

const SCRIPT = '<script>alert(1)</script>'
const AMPERSAND = 'Müller & Söhne'
const seen = new Set<MailKind>()

/**
 * The checks every mail passes: a whole HTML document in its language with the subject as title, the
 * footer (seller's data, Impressum, Datenschutz and AGB links on `origin`) in both parts, its calls to
 * action in both parts, and `said` (the values it interpolates) escaped in HTML, as they are in text.
 */
function expectTwoParts(mail: Mail, locale: Locale, origin: string, said: string[]) {
  seen.add(mail.kind)
  expect(mail.languageId).toBe(LANGUAGE_IDS[locale])
  const html = mail.html!
  expect(html).toMatch(/^<!doctype html>\n<html lang="(de|en)" dir="ltr">/)
  expect(html).toContain(`<html lang="${locale === 'de-DE' ? 'de' : 'en'}"`)
  expect(html).toContain('<meta charset="utf-8">')
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
  expect(html).toContain(`<title>${escapeHtml(mail.subject)}</title>`)
  expect(html.trimEnd().endsWith('</html>')).toBe(true)
  const c = DEFAULT_SELLER
  for (const fact of [
    c.name,
    c.street,
    c.zipCity,
    c.country[locale],
    c.register,
    c.vatId,
    c.managingDirectors,
    c.email,
    c.phone,
  ]) {
    expect(mail.text).toContain(fact)
    expect(html).toContain(escapeHtml(fact))
  }
  for (const page of ['imprint', 'privacy', 'terms'] as const) {
    const url = `${origin}${legalPath(page, locale)}`
    expect(url).toMatch(/^https?:\/\//)
    expect(mail.text).toContain(url)
    expect(html).toContain(`href="${escapeHtml(url)}"`)
  }
  expect(html).toContain(locale === 'de-DE' ? '>Impressum</a>' : '>Imprint</a>')
  expect(html).toContain(locale === 'de-DE' ? '>Datenschutz</a>' : '>Privacy policy</a>')
  for (const link of mail.links) {
    expect(link).toMatch(/^https?:\/\//)
    expect(mail.text).toContain(link)
    expect(html).toContain(`href="${escapeHtml(link)}"`)
  }
  for (const value of said) {
    expect(mail.text).toContain(value)
    expect(html).toContain(escapeHtml(value))
  }
  // The two parts say the same: every line of the text part is in the HTML part read back as text
  // (leaving out the punctuation they set differently: table cells, "Label:" rows, "text (url)").
  const plain = (text: string) =>
    text
      .replace(/[|:×(),=-]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  const fromHtml = plain(htmlToText(html))
  for (const line of mail.text.split('\n').filter((l) => plain(l))) expect(fromHtml).toContain(plain(line))
  // Nothing a shopper typed reaches the HTML as markup.
  expect(html).not.toContain(SCRIPT)
  expect(html).not.toMatch(/<script/i)
  expect(html).not.toContain(AMPERSAND)
}

describe("the footer's seller (SHOP_COMPANY)", () => {
  it('names the configured seller, the placeholder for what the setting leaves out', async () => {
    const SHOP_COMPANY = {
      name: 'Muster Arbeitsschutz GmbH',
      street: 'Hafenstraße 7',
      zipCity: '20457 Hamburg',
      managingDirectors: 'Max Muster & Erika Muster',
      email: 'info@muster-arbeitsschutz.example',
      phone: '+49 40 1234567',
    }
    const body = registration()
    const response = await post('/account/register', body, undefined, {
      DOUBLE_OPT_IN_REGISTRATION: 'true',
      SHOP_COMPANY,
    } as never)
    expect(response.status).toBe(200)
    const mail = await mailTo(body.email, 'registration-opt-in')
    expect(mail.text).toContain(
      [
        '-- ',
        'Muster Arbeitsschutz GmbH',
        'Hafenstraße 7, 20457 Hamburg, Deutschland',
        'Geschäftsführung: Max Muster & Erika Muster',
        `Handelsregister: ${DEFAULT_SELLER.register}`,
        `USt-IdNr.: ${DEFAULT_SELLER.vatId}`,
        'E-Mail: info@muster-arbeitsschutz.example',
        'Telefon: +49 40 1234567',
      ].join('\n'),
    )
    expect(mail.html).toContain('Geschäftsführung: Max Muster &#38; Erika Muster')
    expect(mail.html).toContain('href="mailto:info@muster-arbeitsschutz.example"')
    expect(mail.text).not.toContain(DEFAULT_SELLER.street)
  })

  it('falls back to the placeholder seller for a setting it cannot read; the request still succeeds', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const body = registration()
    const response = await post('/account/register', body, undefined, {
      DOUBLE_OPT_IN_REGISTRATION: 'true',
      SHOP_COMPANY: '{"name": "Muster GmbH",',
    } as never)
    expect(response.status).toBe(200)
    const mail = await mailTo(body.email, 'registration-opt-in')
    expect(mail.text).toContain(`-- \n${DEFAULT_SELLER.name}\n${DEFAULT_SELLER.street}, `)
    expect(warn.mock.calls.map(([line]) => String(line))).toContainEqual(
      expect.stringMatching(/^SHOP_COMPANY: ignoring the whole value \(neither a table nor JSON: /),
    )
    warn.mockRestore()
  })
})

describe('account mails', () => {
  it('registration opt-in: both parts, the name escaped in HTML', async () => {
    const body = registration({ firstName: SCRIPT, lastName: AMPERSAND })
    expect((await post('/account/register', body, undefined, { DOUBLE_OPT_IN_REGISTRATION: 'true' })).status).toBe(200)
    const mail = await mailTo(body.email, 'registration-opt-in')
    expectTwoParts(mail, 'de-DE', SHOP, [`Hallo ${SCRIPT} ${AMPERSAND},`, 'Bitte bestätigen Sie Ihre E-Mail-Adresse'])
    expect(mail.text.startsWith(`Hallo ${SCRIPT} ${AMPERSAND},\n\n`)).toBe(true)
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(mail.html).toContain('Müller &#38; Söhne')
    expect(mail.html).toContain('>E-Mail-Adresse bestätigen</a>')
  })

  it('password recovery: both parts, the footer on the storefrontUrl origin in the mail’s language', async () => {
    const customer = await registered({ lastName: AMPERSAND })
    const response = await post('/account/recovery-password', {
      email: customer.email,
      storefrontUrl: `${SHOP_ORIGIN}/en-GB`,
    })
    expect(response.status).toBe(200)
    const mail = await mailTo(customer.email, 'password-recovery')
    expect(mail.links).toHaveLength(1)
    expectTwoParts(mail, 'de-DE', SHOP_ORIGIN, [`Hallo Anna ${AMPERSAND},`, 'zwei Stunden gültig'])
  })
})

describe('newsletter mails', () => {
  it('opt-in and welcome in English: both parts, the name escaped', async () => {
    const email = uniqueEmail('news')
    const english = { 'sw-language-id': LANGUAGE_IDS['en-GB'], 'cf-connecting-ip': '10.77.0.1' }
    const subscribe = await call(
      'POST',
      '/newsletter/subscribe',
      { option: 'subscribe', email, firstName: AMPERSAND, storefrontUrl: `${SHOP_ORIGIN}/en-GB` },
      english,
    )
    expect(subscribe.status).toBe(200)
    const optIn = await mailTo(email, 'newsletter-opt-in')
    expectTwoParts(optIn, 'en-GB', SHOP_ORIGIN, [`Hello ${AMPERSAND},`, 'Please confirm your subscription'])
    const link = new URL(optIn.links[0])
    const confirm = await call('POST', '/newsletter/confirm', {
      em: link.searchParams.get('em'),
      hash: link.searchParams.get('hash'),
    })
    expect(confirm.status).toBe(200)
    const welcome = await mailTo(email, 'newsletter-welcome')
    expect(welcome.links).toEqual([])
    expectTwoParts(welcome, 'en-GB', SHOP_ORIGIN, [`Hello ${AMPERSAND},`, 'at most 5 emails a week'])
  })
})

describe('contact mails', () => {
  it('the shop’s mail and the copy: fields and the message escaped, line breaks kept', async () => {
    const email = uniqueEmail('kontakt')
    const comment = `${SCRIPT}\nZweite Zeile & "Zitat"`
    const response = await call(
      'POST',
      '/contact-form',
      {
        salutationId: uuidFor('salutation:mrs'),
        firstName: 'Erika',
        lastName: AMPERSAND,
        email,
        phone: '+49 30 123456',
        subject: `Frage <b>fett</b> & mehr`,
        comment,
      },
      { 'cf-connecting-ip': '10.77.0.2' },
    )
    expect(response.status).toBe(200)
    const copy = await mailTo(email, 'contact-form-copy')
    expectTwoParts(copy, 'de-DE', SHOP_ORIGIN, [
      `Hallo Erika ${AMPERSAND},`,
      'Frage <b>fett</b> & mehr',
      'Zweite Zeile & "Zitat"',
    ])
    expect(copy.text).toContain(`Nachricht:\n${comment}`)
    expect(copy.html).toContain(`${escapeHtml(SCRIPT)}<br>${escapeHtml('Zweite Zeile & "Zitat"')}`)
    expect(copy.html).toContain(`<title>Ihre Anfrage: Frage &#60;b&#62;fett&#60;/b&#62; &#38; mehr</title>`)
    const shop = (await mailsTo(env.MAIL_SHOP_ADDRESS || DEFAULT_SELLER.email)).find((m) => m.text.includes(email))!
    expect(shop.kind).toBe('contact-form')
    expectTwoParts(shop, 'de-DE', SHOP_ORIGIN, [
      `Frau Erika ${AMPERSAND}`,
      email,
      '+49 30 123456',
      'Zweite Zeile & "Zitat"',
    ])
    expect(shop.html).toMatch(/<th scope="row"[^>]*>Telefon<\/th><td[^>]*>\+49 30 123456<\/td>/)
  })
})

describe('shopping list mails', () => {
  const PLAIN = plainProduct().variant.id

  async function listOf(headers: Record<string, string>, name: string) {
    const list = (await (await call('POST', '/shopping-list', { name }, headers)).json()) as { id: string }
    const add = await call(
      'POST',
      `/shopping-list/${list.id}/add`,
      { lineItems: { [PLAIN]: { quantity: 2 } } },
      headers,
    )
    expect(add.status).toBe(204)
    return list.id
  }

  it('the share and the quote confirmation: both parts, list name, message and comment escaped', async () => {
    const firma = await loginAs('business')
    const name = `<i>Baustelle</i> & Söhne`
    const id = await listOf(firma, name)
    const colleague = uniqueEmail('kollege')
    const share = await call(
      'POST',
      `/asx-shopping-list/${id}/send-email`,
      { frontendsDomain: SHOP_ORIGIN, recipientEmail: colleague, message: `${SCRIPT} bis Freitag` },
      firma,
    )
    expect(share.status).toBe(200)
    const shared = await mailTo(colleague, 'shopping-list-share')
    expectTwoParts(shared, 'de-DE', SHOP_ORIGIN, [`„${name}“`, `„${SCRIPT} bis Freitag“`])
    expect(shared.links).toEqual([expect.stringMatching(new RegExp(`^${SHOP_ORIGIN}/shopping-list/${id}\\?share=`))])

    const quote = await call('POST', `/asx-shopping-list/${id}/request-quote`, { comment: `${SCRIPT} & KW 12` }, firma)
    expect(quote.status).toBe(200)
    const confirmed = await mailTo('firma@example.com', 'shopping-list-quote')
    expectTwoParts(confirmed, 'de-DE', SHOP_ORIGIN, [`„${name}“`, `${SCRIPT} & KW 12`])
    expect(confirmed.text).toContain(`Ihre Anmerkung: ${SCRIPT} & KW 12`)
    expect(confirmed.text).toMatch(/^2 × .+ \(SW\d+.*\) {2}\d+,\d\d\u00a0€$/m)
    expect(confirmed.text).toMatch(/Summe netto: .+\nGesamtsumme inkl\. MwSt\.: /)
    // The lines as a table: a header row, one row per line, the totals in the table's foot.
    expect(confirmed.html).toMatch(/<thead><tr><th scope="col"[^>]*>Menge<\/th>/)
    expect(confirmed.html).toContain('<tfoot>')
    const label = confirmed.text.match(/^2 × (.+) \(SW/m)![1]
    expect(confirmed.html).toMatch(
      new RegExp(`<td[^>]*>2&nbsp;×</td><td[^>]*>${escapeHtml(label).replace(/[()[\].*+?|\\]/g, '\\$&')}<br>`),
    )
    expect(confirmed.links).toEqual([`${SHOP_ORIGIN}/shopping-list/${id}`])
  })
})

describe('order confirmation', () => {
  const PLAIN = plainProduct().variant.id
  const restore: Array<() => Promise<unknown>> = []
  afterEach(async () => {
    for (const undo of restore.splice(0)) await undo()
  })

  async function order(token: string) {
    const add = await post(
      '/checkout/cart/line-item',
      { items: [{ type: 'product', referencedId: PLAIN, quantity: 2 }] },
      token,
    )
    expect(add.status).toBe(200)
    const placed = await post('/checkout/order', {}, token)
    expect(placed.status).toBe(200)
    return (await placed.json()) as { orderNumber: string; deepLinkCode: string; lineItems: Array<{ label: string }> }
  }

  /** The slot of a legal landing page, found as the mail finds it: by the page's SEO path. */
  const legalSlot = (path: string) =>
    env.DB.prepare(
      `SELECT st.cms_slot_id AS id, st.config FROM seo_url s JOIN landing_page l ON l.id = s.foreign_key
       JOIN cms_section sec ON sec.cms_page_id = l.cms_page_id JOIN cms_block b ON b.cms_section_id = sec.id
       JOIN cms_slot sl ON sl.cms_block_id = b.id JOIN cms_slot_translation st ON st.cms_slot_id = sl.id AND st.language_id = s.language_id
       WHERE s.language_id = ? AND s.seo_path_info = ? ORDER BY sec.position, b.position, sl.position LIMIT 1`,
    )
      .bind(LANGUAGE_IDS['de-DE'], path)
      .first<{ id: string; config: string }>()

  it('de-DE: lines as a table, the order link, AGB and Widerrufsbelehrung with the Muster-Widerrufsformular in both parts', async () => {
    const customer = await registered({ firstName: SCRIPT, lastName: AMPERSAND })
    const placed = await order(customer.token)
    const mail = await mailTo(customer.email, 'order-confirmation')
    expectTwoParts(mail, 'de-DE', SHOP_ORIGIN, [
      `Hallo ${SCRIPT} ${AMPERSAND},`,
      `vielen Dank für Ihre Bestellung ${placed.orderNumber}.`,
      `2 × ${placed.lineItems[0].label}`.slice(4),
      'Kostenlose Rücksendung',
      'Allgemeine Geschäftsbedingungen',
      'Widerrufsbelehrung',
      'Muster-Widerrufsformular',
      '1. Geltungsbereich und Vertragspartner',
      'Folgen des Widerrufs',
      '(*) Unzutreffendes streichen.',
    ])
    expect(mail.links).toEqual([`${SHOP_ORIGIN}/account/order`])
    expect(mail.text).toContain(`2 × ${placed.lineItems[0].label}  `)
    expect(mail.text).toMatch(/\nGesamtsumme: \d+,\d\d\u00a0€\n/)
    expect(mail.html).toMatch(/<thead><tr><th scope="col"[^>]*>Menge<\/th>/)
    expect(mail.html).toMatch(/<h2[^>]*>Allgemeine Geschäftsbedingungen<\/h2>/)
    expect(mail.html).toMatch(/<h2[^>]*>Widerrufsbelehrung<\/h2>/)
    expect(mail.html).toMatch(/<h3[^>]*>Muster-Widerrufsformular<\/h3>/)
    // The text part: each document titled, its headings underlined, its mail address once.
    expect(mail.text).toMatch(/={3,}\nWiderrufsbelehrung\n={3,}\n\nWiderrufsrecht\n-+\n\nSie haben das Recht/)
    expect(mail.text).toContain(`E-Mail: ${DEFAULT_SELLER.email})`)
    expect(mail.text).not.toContain('mailto:')
    expect(mail.html).toContain(`href="mailto:${DEFAULT_SELLER.email}"`)
    // The letter comes first, the contract documents after it, the footer last.
    const at = (s: string) => mail.text.indexOf(s)
    expect(at('Hallo')).toBe(0)
    expect(at('Ihr Workwear Pro-Team')).toBeLessThan(at('Ihre Vertragsunterlagen'))
    expect(at('Muster-Widerrufsformular\n---')).toBeLessThan(at('\n-- \n'))
  })

  it('en-GB guest: the deep link, the terms and the withdrawal policy with the model form in English', async () => {
    const guest = await registered({ guest: true })
    await env.DB.prepare('UPDATE context SET language_id = ? WHERE token = ?')
      .bind(LANGUAGE_IDS['en-GB'], guest.token)
      .run()
    const placed = await order(guest.token)
    const mail = await mailTo(guest.email, 'order-confirmation')
    expect(mail.links).toEqual([`${SHOP_ORIGIN}/en-GB/account/order/${placed.deepLinkCode}`])
    expectTwoParts(mail, 'en-GB', SHOP_ORIGIN, [
      `thank you for your order ${placed.orderNumber}.`,
      'Terms and conditions',
      'Withdrawal policy',
      'Model withdrawal form',
      'Right of withdrawal',
      '(*) Delete as appropriate.',
      'Your contract documents',
    ])
    expect(mail.text).not.toContain('Widerruf')
    expect(mail.html).toMatch(/<h2[^>]*>Terms and conditions<\/h2>/)
    expect(mail.html).toMatch(/<thead><tr><th scope="col"[^>]*>Qty<\/th>/)
  })

  it('a business customer gets the AGB, and no Widerrufsbelehrung (no right of withdrawal)', async () => {
    const business = await registered({ accountType: 'business', company: 'Musterbau GmbH', vatIds: ['DE123456789'] })
    await order(business.token)
    const mail = await mailTo(business.email, 'order-confirmation')
    expectTwoParts(mail, 'de-DE', SHOP_ORIGIN, [
      'Allgemeine Geschäftsbedingungen',
      '1. Geltungsbereich und Vertragspartner',
    ])
    expect(mail.text).not.toContain('Muster-Widerrufsformular')
    expect(mail.html).not.toMatch(/<h2[^>]*>Widerrufsbelehrung<\/h2>/)
    expect(mail.html).not.toContain('Muster-Widerrufsformular')
  })

  it('carries the AGB as the operator last edited them in the CMS, converted to text', async () => {
    const slot = (await legalSlot('agb'))!
    restore.push(() =>
      env.DB.prepare('UPDATE cms_slot_translation SET config = ? WHERE cms_slot_id = ? AND language_id = ?')
        .bind(slot.config, slot.id, LANGUAGE_IDS['de-DE'])
        .run(),
    )
    const edited = `<h2>Geänderte AGB</h2><p>Neu &amp; gepr&uuml;ft<br>Siehe <a href="/agb">AGB</a>.</p><ul><li>Erstens</li><li>Zweitens</li></ul><script>alert(1)</script>`
    await env.DB.prepare(
      `UPDATE cms_slot_translation SET config = json_set(config, '$.content.value', ?) WHERE cms_slot_id = ? AND language_id = ?`,
    )
      .bind(edited, slot.id, LANGUAGE_IDS['de-DE'])
      .run()
    const customer = await registered()
    await order(customer.token)
    const mail = await mailTo(customer.email, 'order-confirmation')
    expect(mail.text).toContain(
      `Geänderte AGB\n-------------\n\nNeu & geprüft\nSiehe AGB (${SHOP_ORIGIN}/agb).\n\n- Erstens\n- Zweitens`,
    )
    expect(mail.text).not.toContain('1. Geltungsbereich')
    expect(mail.html).toContain('Neu &#38; geprüft<br>Siehe <a href="https://shop.test/agb"')
    expect(mail.html).toMatch(/<ul[^>]*><li[^>]*>Erstens<\/li><li[^>]*>Zweitens<\/li><\/ul>/)
    expect(mail.html).not.toMatch(/<script/i)
    expect(mail.text).not.toContain('alert(1)')
  })

  it('a legal page that cannot be read: the mail still goes, with the page’s link', async () => {
    await env.DB.prepare(
      `UPDATE landing_page SET active = 0 WHERE id IN (SELECT foreign_key FROM seo_url WHERE seo_path_info = 'widerruf')`,
    ).run()
    restore.push(() =>
      env.DB.prepare(
        `UPDATE landing_page SET active = 1 WHERE id IN (SELECT foreign_key FROM seo_url WHERE seo_path_info = 'widerruf')`,
      ).run(),
    )
    const customer = await registered()
    const placed = await order(customer.token)
    const mail = await mailTo(customer.email, 'order-confirmation')
    expect(mail.subject).toContain(placed.orderNumber)
    expectTwoParts(mail, 'de-DE', SHOP_ORIGIN, [
      'Allgemeine Geschäftsbedingungen',
      'Widerrufsbelehrung und Muster-Widerrufsformular:',
    ])
    expect(mail.text).toContain(`Widerrufsbelehrung und Muster-Widerrufsformular:\n${SHOP_ORIGIN}/widerruf`)
    expect(mail.html).toContain(`href="${SHOP_ORIGIN}/widerruf"`)
    expect(mail.text).not.toContain('Folgen des Widerrufs')
    expect(mail.text).toContain('1. Geltungsbereich und Vertragspartner')
  })
})

describe('every mail kind', () => {
  it('was checked above with both parts', () => {
    const kinds: MailKind[] = [
      'registration-opt-in',
      'password-recovery',
      'newsletter-opt-in',
      'newsletter-welcome',
      'contact-form',
      'contact-form-copy',
      'order-confirmation',
      'shopping-list-share',
      'shopping-list-quote',
    ]
    expect([...seen].sort()).toEqual(kinds.sort())
  })
})
