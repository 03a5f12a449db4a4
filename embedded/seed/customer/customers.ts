/** Seed customers: the two demo accounts and generated private and business customers, each with a default address. */
import { LANGUAGE_IDS } from '../../../shared/constants'
import { uuidFor } from '../../../shared/ids'
import { PASSWORD_ITERATIONS, hashPassword } from '../../platform/password'
import { customerAddressId, customerId } from '../keys'
import { COUNTRY_ID } from '../../platform/sales-channel'
import { findCountryByIso } from '../../platform/reference'
import { bulkInsert, type SeedStatement, type SqlValue } from '../sql'
import { couponStatements } from '../checkout/promotions'

export const DEMO_PASSWORD = 'shopware123'
/** The demo logins: one private, one business customer. */
export const DEMO_CUSTOMERS = {
  private: { id: customerId(1), email: 'privat@example.com', password: DEMO_PASSWORD },
  business: { id: customerId(2), email: 'firma@example.com', password: DEMO_PASSWORD },
} as const

/** The demo business customer and every fourth generated customer are business customers (net prices, shopping lists). */
export const isBusinessCustomer = (n: number) => n === 2 || (n > 2 && n % 4 === 0)

const FIRST = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Emma',
  'Felix',
  'Greta',
  'Hannes',
  'Ida',
  'Jonas',
  'Katrin',
  'Lukas',
  'Mia',
  'Noah',
  'Olga',
  'Paul',
  'Rita',
  'Stefan',
  'Tina',
  'Uwe',
]
const LAST = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
]
const FORMS = ['GmbH', 'KG', 'GmbH & Co. KG', 'e.K.', 'AG']
const TRADES = [
  'Bau',
  'Dachdeckerei',
  'Elektro',
  'Garten- und Landschaftsbau',
  'Logistik',
  'Malerbetrieb',
  'Metallbau',
  'Sanitär',
]

const COLUMNS = [
  'id',
  'customer_number',
  'email',
  'account_type',
  'salutation_key',
  'first_name',
  'last_name',
  'company',
  'vat_id',
  'password_hash',
  'password_salt',
  'password_iterations',
  'language_id',
  'default_billing_address_id',
  'default_shipping_address_id',
]
const ADDRESS_COLUMNS = [
  'id',
  'customer_id',
  'country_id',
  'salutation_key',
  'first_name',
  'last_name',
  'company',
  'street',
  'zipcode',
  'city',
]
const STREETS = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Industriestraße',
  'Gartenweg',
  'Lindenallee',
  'Am Markt',
  'Werkstraße',
]
const CITIES: Array<[string, string]> = [
  ['10115', 'Berlin'],
  ['20095', 'Hamburg'],
  ['50667', 'Köln'],
  ['80331', 'München'],
  ['04109', 'Leipzig'],
  ['28195', 'Bremen'],
  ['48624', 'Schöppingen'],
]
const AUSTRIA_ID = findCountryByIso('AT')!.id
const CHUNK = 5000

interface Credential {
  salt: string
  hash: string
}

/** Hashes once per distinct salt: generated customers share one salt so a 600,000-customer seed stays fast. */
async function credentials(): Promise<Record<'private' | 'business' | 'generated', Credential>> {
  const make = async (key: string) => {
    const salt = uuidFor(`salt:${key}`)
    return { salt, hash: await hashPassword(DEMO_PASSWORD, salt) }
  }
  const [p, b, g] = await Promise.all([make('privat'), make('firma'), make('generated')])
  return { private: p, business: b, generated: g }
}

function customerRow(n: number, c: Awaited<ReturnType<typeof credentials>>): SqlValue[] {
  const pw = (x: Credential) => [x.hash, x.salt, PASSWORD_ITERATIONS]
  const number = String(10000 + n)
  if (n === 1)
    return [
      customerId(1),
      number,
      DEMO_CUSTOMERS.private.email,
      'private',
      'mr',
      'Max',
      'Mustermann',
      null,
      null,
      ...pw(c.private),
      LANGUAGE_IDS['de-DE'],
      customerAddressId(1),
      customerAddressId(1),
    ]
  if (n === 2)
    return [
      customerId(2),
      number,
      DEMO_CUSTOMERS.business.email,
      'business',
      'mrs',
      'Erika',
      'Musterfrau',
      'Musterbau GmbH',
      'DE123456789',
      ...pw(c.business),
      LANGUAGE_IDS['de-DE'],
      customerAddressId(2),
      customerAddressId(2),
    ]
  const first = FIRST[n % FIRST.length]
  const last = LAST[Math.floor(n / FIRST.length) % LAST.length]
  const business = isBusinessCustomer(n)
  const company = business ? `${TRADES[n % TRADES.length]} ${last} ${FORMS[n % FORMS.length]}` : null
  const vatId = business ? `DE${String(100000000 + n).slice(-9)}` : null
  const language = n % 5 === 0 ? LANGUAGE_IDS['en-GB'] : LANGUAGE_IDS['de-DE']
  return [
    customerId(n),
    number,
    `kunde${n}@example.com`,
    business ? 'business' : 'private',
    n % 2 ? 'mr' : 'mrs',
    first,
    last,
    company,
    vatId,
    ...pw(c.generated),
    language,
    customerAddressId(n),
    customerAddressId(n),
  ]
}

/** Customer n's address, from the customer row (salutation, names, company); every tenth private one lives in Austria. */
function addressRow(n: number, customer: SqlValue[]): SqlValue[] {
  const [id, , , accountType, salutation, first, last, company] = customer
  if (n === 1)
    return [
      customerAddressId(1),
      id,
      COUNTRY_ID,
      salutation,
      first,
      last,
      null,
      'Musterstraße 1',
      '48624',
      'Schöppingen',
    ]
  if (n === 2)
    return [
      customerAddressId(2),
      id,
      COUNTRY_ID,
      salutation,
      first,
      last,
      company,
      'Industriestraße 5',
      '10115',
      'Berlin',
    ]
  const street = `${STREETS[n % STREETS.length]} ${(n % 97) + 1}`
  if (accountType === 'private' && n % 10 === 7)
    return [customerAddressId(n), id, AUSTRIA_ID, salutation, first, last, null, street, '1010', 'Wien']
  const [zipcode, city] = CITIES[n % CITIES.length]!
  return [customerAddressId(n), id, COUNTRY_ID, salutation, first, last, company, street, zipcode, city]
}

/** Customer rows, their addresses and coupons in chunks; `count` includes the two demo customers. */
export async function* customerStatements(count: number, maxBytes = 90_000): AsyncGenerator<SeedStatement[]> {
  if (count <= 0) return
  const c = await credentials()
  for (let start = 1; start <= count; start += CHUNK) {
    const rows: SqlValue[][] = []
    const addresses: SqlValue[][] = []
    const end = Math.min(start + CHUNK, count + 1)
    for (let n = start; n < end; n++) {
      const row = customerRow(n, c)
      rows.push(row)
      addresses.push(addressRow(n, row))
    }
    yield [
      ...bulkInsert('customer', COLUMNS, rows, 'customer', maxBytes),
      ...bulkInsert('customer_address', ADDRESS_COLUMNS, addresses, 'customer_address', maxBytes),
      ...couponStatements(start, end - 1, maxBytes),
    ]
  }
}
