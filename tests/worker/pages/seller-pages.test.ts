/**
 * The seller an operator configures (SHOP_COMPANY) in the seeded Impressum and contact page, through the
 * real worker: this file's database is seeded again with a seller of its own, as `npm run seed` seeds it
 * from wrangler.toml's `[vars.SHOP_COMPANY]`.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_SELLER, readSeller } from '../../../embedded/platform/seller'
import { applySeed } from '../../../embedded/seed'
import { CRAWLER, request } from '../helpers'
import { TEST_SEED } from '../setup'

const page = async (path: string) => {
  const response = await request(path, { headers: CRAWLER })
  return { status: response.status, html: await response.text() }
}

/** A partial setting: what it leaves out (the register, the country) is the placeholder. */
const SETTING = {
  name: 'Muster Arbeitsschutz GmbH & Co. KG',
  street: 'Hafenstraße 7',
  zipCity: '20457 Hamburg',
  vatId: 'DE123456789',
  managingDirectors: 'Max Muster',
  email: 'info@muster-arbeitsschutz.example',
  phone: '+49 40 1234567',
}

beforeAll(async () => {
  const { seller, problems } = readSeller(SETTING)
  expect(problems).toEqual([])
  await applySeed(env.DB, { ...TEST_SEED, seller })
}, 60_000)

describe("wrangler.toml's seller", () => {
  it('reaches the worker as a table (a JSON binding) that reads without a problem: the placeholders', () => {
    expect(typeof env.SHOP_COMPANY).toBe('object')
    expect(readSeller(env.SHOP_COMPANY)).toEqual({ seller: DEFAULT_SELLER, problems: [] })
  })
})

describe('the seeded pages of a configured seller', () => {
  it('the Impressum names the seller, with the placeholder for what the setting leaves out', async () => {
    const german = await page('/impressum')
    expect(german.status).toBe(200)
    expect(german.html).toMatch(
      /<address>Muster Arbeitsschutz GmbH &#38; Co\. KG<br\/?>Hafenstraße 7<br\/?>20457 Hamburg<br\/?>Deutschland<\/address>/,
    )
    expect(german.html).toContain('Vertreten durch die Geschäftsführung: Max Muster')
    expect(german.html).toContain('<a href="tel:+49401234567">+49 40 1234567</a>')
    expect(german.html).toContain('Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: DE123456789')
    expect(german.html).toContain('Registereintrag: Amtsgericht Dortmund, HRB 00000')
    expect(german.html).not.toContain('Platzhalter: Telefonnummer')
    expect(german.html).not.toContain('Industriestraße')
    const english = await page('/en-GB/imprint')
    expect(english.status).toBe(200)
    expect(english.html).toContain('Phone: <a href="tel:+49401234567">+49 40 1234567</a>')
    expect(english.html).toMatch(/20457 Hamburg<br\/?>Germany<\/address>/)
  })

  it('the contact page gives the same address, phone and mail address', async () => {
    const { status, html } = await page('/service-hilfe/kontaktformular')
    expect(status).toBe(200)
    expect(html).toMatch(/<address>Muster Arbeitsschutz GmbH &#38; Co\. KG<br\/?>Hafenstraße 7<br\/?>20457 Hamburg/)
    expect(html).toContain('Telefon: <a href="tel:+49401234567">+49 40 1234567</a>')
    expect(html).toContain('<a href="mailto:info@muster-arbeitsschutz.example">info@muster-arbeitsschutz.example</a>')
    expect(html).not.toMatch(/Werkstraße|Industriestraße|workwear-pro\.example/)
  })
})
