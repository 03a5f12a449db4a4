/** The seller setting (SHOP_COMPANY): field by field over the placeholder defaults, never failing, logged once. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configuredSeller } from '../../../../scripts/seed'
import { DEFAULT_SELLER, readSeller, sellerOf } from '../../../platform/seller'
import { legalPages } from '../../../seed/content/legal'
import { landingPages } from '../../../seed/content/pages'
import { telUri } from '../../../seed/content/seller'

const OWN = {
  name: 'Muster Arbeitsschutz GmbH',
  street: 'Hafenstraße 7',
  zipCity: '20457 Hamburg',
  country: { 'de-DE': 'Deutschland', 'en-GB': 'Germany' },
  vatId: 'DE123456789',
  taxNumber: '22/123/45678',
  register: 'Amtsgericht Hamburg, HRB 123456',
  managingDirectors: 'Max Muster',
  email: 'info@muster-arbeitsschutz.example',
  phone: '+49 40 1234567',
  returnAddress: ['Muster Arbeitsschutz GmbH', 'Retouren', 'Hafenstraße 9', '20457 Hamburg'],
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('readSeller', () => {
  it('takes a whole setting as it is, and is the placeholder seller without one', () => {
    expect(readSeller(OWN)).toEqual({ seller: OWN, problems: [] })
    for (const none of [undefined, null, '', '  '])
      expect(readSeller(none)).toEqual({ seller: DEFAULT_SELLER, problems: [] })
    // The same as JSON text (a text var in the dashboard).
    expect(readSeller(JSON.stringify(OWN))).toEqual({ seller: OWN, problems: [] })
  })

  it('fills a partial setting from the defaults, field by field; the return address from its own address', () => {
    const { seller, problems } = readSeller({ name: 'Muster KG', street: 'Weg 1', zipCity: '12345 Ort', phone: '' })
    expect(problems).toEqual([])
    expect(seller).toEqual({
      ...DEFAULT_SELLER,
      name: 'Muster KG',
      street: 'Weg 1',
      zipCity: '12345 Ort',
      phone: '',
      returnAddress: ['Muster KG', 'Weg 1', '12345 Ort'],
    })
    // Only a mail address: the rest, the return address included, is the placeholder.
    expect(readSeller({ email: 'a@b.example' }).seller).toEqual({ ...DEFAULT_SELLER, email: 'a@b.example' })
  })

  it('replaces what it cannot read by the default and says what, keeping the rest', () => {
    const { seller, problems } = readSeller({
      ...OWN,
      vatId: 42,
      name: ' ',
      email: 'not an address',
      country: { 'de-DE': 'Österreich' },
      returnAddress: 'Hafenstraße 9',
      register: 'line one\nline two',
      vatID: 'DE1',
    })
    expect(seller).toEqual({
      ...OWN,
      name: DEFAULT_SELLER.name,
      vatId: DEFAULT_SELLER.vatId,
      email: DEFAULT_SELLER.email,
      country: DEFAULT_SELLER.country,
      register: DEFAULT_SELLER.register,
      returnAddress: DEFAULT_SELLER.returnAddress,
    })
    expect(problems).toEqual([
      '"vatID" (no such field)',
      'name (empty)',
      'email (not an address: "not an address")',
      'vatId (not text: 42)',
      'register (more than one line)',
      'country (no name for en-GB: {"de-DE":"Österreich"})',
      'returnAddress (not 1 to 6 lines of text: "Hafenstraße 9")',
    ])
    // One of VAT ID and tax number stays: both empty is read as neither given.
    const neither = readSeller({ vatId: '', taxNumber: '' })
    expect(neither.seller).toEqual(DEFAULT_SELLER)
    expect(neither.problems).toEqual(['vatId and taxNumber (both empty: an invoice names one of them)'])
    expect(readSeller({ vatId: '' }).seller.vatId).toBe('')
  })

  it('takes the defaults for a value that is no table at all', () => {
    expect(readSeller('Workwear GmbH, Hauptstraße 1')).toEqual({
      seller: DEFAULT_SELLER,
      problems: ['the whole value (neither a table nor JSON: "Workwear GmbH, Hauptstraße 1")'],
    })
    expect(readSeller(['Workwear GmbH']).problems).toEqual([
      'the whole value (not a table of fields: ["Workwear GmbH"])',
    ])
    expect(readSeller(7).seller).toEqual(DEFAULT_SELLER)
  })
})

describe('sellerOf', () => {
  it('logs an unreadable setting once per value, in one line, and never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const env = { SHOP_COMPANY: { name: 'Einmal GmbH', vatId: 7 } }
    expect(sellerOf(env).name).toBe('Einmal GmbH')
    expect(sellerOf({ SHOP_COMPANY: { name: 'Einmal GmbH', vatId: 7 } }).vatId).toBe(DEFAULT_SELLER.vatId)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toMatch(/^SHOP_COMPANY: ignoring vatId \(not text: 7\)\. The placeholder defaults /)
    expect(warn.mock.calls[0]![0]).not.toContain('\n')
    expect(sellerOf({ SHOP_COMPANY: '{not json' })).toEqual(DEFAULT_SELLER)
    expect(sellerOf({})).toEqual(DEFAULT_SELLER)
    expect(warn).toHaveBeenCalledTimes(2)
  })
})

describe("the shop's own configuration", () => {
  it('wrangler.toml names the placeholder seller as a table that reads without a problem', async () => {
    const warn = vi.fn()
    expect(await configuredSeller('wrangler.toml', warn)).toEqual(DEFAULT_SELLER)
    expect(warn).not.toHaveBeenCalled()
  })

  it("the seed reads another configuration's seller, warning of what it cannot read", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'seller-config-'))
    try {
      const config = path.join(dir, 'wrangler.toml')
      await writeFile(
        config,
        [
          'name = "seller-test"',
          'compatibility_date = "2026-04-26"',
          '[vars.SHOP_COMPANY]',
          'name = "Muster Arbeitsschutz GmbH"',
          'country = { de-DE = "Österreich", en-GB = "Austria" }',
          'vatId = 42',
        ].join('\n'),
      )
      const warn = vi.fn()
      const seller = await configuredSeller(config, warn)
      expect(seller).toMatchObject({
        name: 'Muster Arbeitsschutz GmbH',
        country: { 'de-DE': 'Österreich', 'en-GB': 'Austria' },
        vatId: DEFAULT_SELLER.vatId,
        returnAddress: ['Muster Arbeitsschutz GmbH', DEFAULT_SELLER.street, DEFAULT_SELLER.zipCity],
      })
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^SHOP_COMPANY: ignoring vatId \(not text: 42\)\./))
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('the seeded pages', () => {
  const html = (pages: ReturnType<typeof legalPages>, key: string) =>
    pages
      .find((p) => p.key === key)!
      .page.sections.flatMap((s) => s.blocks.flatMap((b) => b.slots.map((slot) => slot.config['de-DE']?.content)))
      .join('')

  it('write the Impressum and the contact page from the seller, escaped, leaving out what it has none of', () => {
    const seller = { ...OWN, name: 'Müller & Söhne <KG>', register: '', phone: '+49 (40) 1234-567' }
    const imprint = html(legalPages(seller), 'imprint')
    expect(imprint).toContain(
      '<address>Müller &#38; Söhne &#60;KG&#62;<br>Hafenstraße 7<br>20457 Hamburg<br>Deutschland</address>',
    )
    expect(imprint).toContain('<p>Vertreten durch die Geschäftsführung: Max Muster</p>')
    expect(imprint).toContain(
      '<p>E-Mail: <a href="mailto:info@muster-arbeitsschutz.example">info@muster-arbeitsschutz.example</a><br>Telefon: <a href="tel:+49401234567">+49 (40) 1234-567</a></p>',
    )
    expect(imprint).toContain('<p>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: DE123456789</p>')
    expect(imprint).not.toContain('Registereintrag')
    expect(imprint).not.toContain('Platzhalter: Telefonnummer')
    const contact = html(landingPages(seller), 'contact')
    expect(contact).toContain('<li>Telefon: <a href="tel:+49401234567">+49 (40) 1234-567</a></li>')
    expect(contact).toContain('<address>Müller &#38; Söhne &#60;KG&#62;<br>Hafenstraße 7<br>20457 Hamburg')
    expect(contact).not.toMatch(/Werkstraße|Industriestraße|workwear-pro\.example/)
    expect(html(landingPages({ ...seller, phone: '' }), 'contact')).not.toContain('Telefon')
    expect(legalPages(seller)[0]!.metaDescription['de-DE']).toContain('Impressum von Müller & Söhne <KG>:')
  })

  it('call a phone number by its digits', () => {
    expect(telUri('+49 231 0000000')).toBe('tel:+492310000000')
    expect(telUri('0231 / 555-0')).toBe('tel:02315550')
  })
})
