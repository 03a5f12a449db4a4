/**
 * The seller: the company that sells in this shop, as German law asks it to be named (Impressum § 5 DDG,
 * invoices § 14 UStG, the footer of every mail). It is the operator's setting `SHOP_COMPANY` (wrangler.toml
 * `[vars.SHOP_COMPANY]`, a TOML table; a JSON object in a text var reads the same). Every field it leaves
 * out is the placeholder default below, field by field. A value the shop cannot read never fails a
 * request: its field (or, when the whole setting is unreadable, every field) is the default, with one
 * line in the log per isolate.
 */
import { LOCALES, type Locale } from '../../shared/constants'

export interface Seller {
  /** The company's name with its legal form ("Workwear Pro GmbH"). */
  name: string
  street: string
  /** Postcode and city ("44147 Dortmund"). */
  zipCity: string
  /** The country, in each of the shop's languages. */
  country: Record<Locale, string>
  /** Umsatzsteuer-Identifikationsnummer (§ 27a UStG); '' when the seller has none. */
  vatId: string
  /** Steuernummer; '' when the invoices name the VAT ID only. */
  taxNumber: string
  /** Court and number of the commercial register entry; '' when there is none (a sole trader). */
  register: string
  /** Who represents the company (a GmbH's Geschäftsführung); '' when nobody but the owner does. */
  managingDirectors: string
  /** The shop's contact address (mails, Impressum, legal pages). */
  email: string
  /** The phone number, as shown ("+49 231 0000000"); '' when the shop names none. */
  phone: string
  /** The return label's recipient, line by line, without the country (returns come from Germany). */
  returnAddress: string[]
}

/** What the setting may hold: any of the seller's fields. */
export type SellerSetting = {
  [K in keyof Seller]?: K extends 'country' ? Partial<Record<Locale, string>> : Seller[K]
}

/** The setting's name (wrangler.toml `[vars]`), as the log names it. */
export const SELLER_VAR = 'SHOP_COMPANY'

/**
 * The seeded shop's seller: obviously placeholders (zeros for every number, a sample name) that an
 * operator replaces in wrangler.toml before going live.
 */
export const DEFAULT_SELLER: Readonly<Seller> = Object.freeze({
  name: 'Workwear Pro GmbH',
  street: 'Industriestraße 12',
  zipCity: '44147 Dortmund',
  country: { 'de-DE': 'Deutschland', 'en-GB': 'Germany' },
  vatId: 'DE000000000',
  taxNumber: '000/0000/0000',
  register: 'Amtsgericht Dortmund, HRB 00000',
  managingDirectors: 'Erika Musterfrau',
  email: 'service@arbeitsschutz-shop.example',
  phone: '+49 231 0000000',
  returnAddress: ['Workwear Pro GmbH', 'Retourenzentrum', 'Industriestraße 12', '44147 Dortmund'],
})

/** Fields that must say something; the others may be '' (the seller has none: nothing is shown). */
const REQUIRED = ['name', 'street', 'zipCity', 'email'] as const
const OPTIONAL = ['vatId', 'taxNumber', 'register', 'managingDirectors', 'phone'] as const
const FIELDS: string[] = [...REQUIRED, ...OPTIONAL, 'country', 'returnAddress']
const MAX_LENGTH = 200
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/

const show = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value))
  return text.length > 60 ? `${text.slice(0, 57)}…` : text
}

/** Why a text field's value cannot be used, or null when it can. */
function textProblem(value: unknown, required: boolean): string | null {
  if (typeof value !== 'string') return `not text: ${show(value)}`
  if (required && !value.trim()) return 'empty'
  if (value.length > MAX_LENGTH) return `longer than ${MAX_LENGTH} characters`
  if (/[\r\n]/.test(value)) return 'more than one line'
  return null
}

/**
 * The seller a `SHOP_COMPANY` value names, each field it leaves out (or cannot be read) the default's,
 * and what could not be read. No value: the defaults, no problems.
 * @example readSeller({ name: 'Muster GmbH', vatId: 42 }) // { seller: { name: 'Muster GmbH', vatId: 'DE000000000', … }, problems: ['vatId (not text: 42)'] }
 */
export function readSeller(value: unknown): { seller: Seller; problems: string[] } {
  const defaults = (problems: string[]) => ({ seller: structuredClone(DEFAULT_SELLER) as Seller, problems })
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return defaults([])
  let setting: unknown = value
  if (typeof value === 'string') {
    try {
      setting = JSON.parse(value)
    } catch {
      return defaults([`the whole value (neither a table nor JSON: ${show(value)})`])
    }
  }
  if (!setting || typeof setting !== 'object' || Array.isArray(setting))
    return defaults([`the whole value (not a table of fields: ${show(setting)})`])
  const given = setting as Record<string, unknown>
  const seller = structuredClone(DEFAULT_SELLER) as Seller
  const problems: string[] = []
  for (const key of Object.keys(given)) if (!FIELDS.includes(key)) problems.push(`${show(key)} (no such field)`)
  for (const field of [...REQUIRED, ...OPTIONAL]) {
    if (!(field in given)) continue
    const value = given[field]
    const problem = textProblem(value, (REQUIRED as readonly string[]).includes(field))
    if (problem) problems.push(`${field} (${problem})`)
    else if (field === 'email' && !EMAIL.test((value as string).trim()))
      problems.push(`email (not an address: ${show(value)})`)
    else seller[field] = (value as string).trim()
  }
  if ('country' in given) {
    const country = given.country
    if (!country || typeof country !== 'object' || Array.isArray(country))
      problems.push(`country (not a table of ${LOCALES.join(' and ')}: ${show(country)})`)
    else {
      const names = country as Record<string, unknown>
      const bad = LOCALES.filter((locale) => textProblem(names[locale], true))
      if (bad.length) problems.push(`country (no name for ${bad.join(', ')}: ${show(country)})`)
      else for (const locale of LOCALES) seller.country[locale] = (names[locale] as string).trim()
    }
  }
  if (!seller.vatId && !seller.taxNumber) {
    problems.push('vatId and taxNumber (both empty: an invoice names one of them)')
    seller.vatId = DEFAULT_SELLER.vatId
    seller.taxNumber = DEFAULT_SELLER.taxNumber
  }
  if ('returnAddress' in given) {
    const lines = given.returnAddress
    if (
      !Array.isArray(lines) ||
      lines.length === 0 ||
      lines.length > 6 ||
      lines.some((line) => textProblem(line, true))
    )
      problems.push(`returnAddress (not 1 to 6 lines of text: ${show(lines)})`)
    else seller.returnAddress = (lines as string[]).map((line) => line.trim())
  } else if (REQUIRED.some((field) => field !== 'email' && field in given)) {
    // A seller of its own returns to its own address, not to the placeholder's.
    seller.returnAddress = [seller.name, seller.street, seller.zipCity]
  }
  return { seller, problems }
}

/** The setting read per value (an isolate sees one or two); an unreadable one is logged once here. */
const read = new Map<string, Seller>()

/**
 * The configured seller of `env` (`SHOP_COMPANY`), its unreadable fields logged once per isolate and
 * replaced by the defaults.
 * @example sellerOf(c.env).name // 'Workwear Pro GmbH'
 */
export function sellerOf(env: { SHOP_COMPANY?: unknown }): Seller {
  const value = env.SHOP_COMPANY
  const key = typeof value === 'string' ? value : (JSON.stringify(value) ?? '')
  let seller = read.get(key)
  if (!seller) {
    const result = readSeller(value)
    if (result.problems.length) console.warn(sellerWarning(result.problems))
    if (read.size >= 8) read.clear()
    read.set(key, result.seller)
    seller = result.seller
  }
  return seller
}

/** The one log line of an unreadable setting. */
export function sellerWarning(problems: string[]): string {
  return (
    `${SELLER_VAR}: ignoring ${problems.join('; ')}. The placeholder defaults stand in for what is ignored; ` +
    `expected a table of ${FIELDS.join(', ')} (docs/operations.md, "The seller").`
  )
}
