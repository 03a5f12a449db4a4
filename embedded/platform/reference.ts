/**
 * The sales channel's reference data as code: countries, salutations, the currency, payment and
 * shipping methods, with their Store API entities in Shopware's shape. They are a handful of fixed
 * records that every request needs, so they live here rather than in D1 (no query, no migration, one
 * source for routes, validation, cart and seed); ids come from `uuidFor`, so they are stable across runs.
 */
import { uuidFor } from '../../shared/ids'
import type { Locale } from '../../shared/constants'
import {
  COUNTRY_ID,
  CURRENCY_ID,
  FREE_SHIPPING_FROM_CENTS,
  PAYMENT_METHOD_ID,
  SHIPPING_COST_CENTS,
  SHIPPING_METHOD_ID,
  deliveryTimeEntity,
  pick,
} from './sales-channel'

type Texts = Record<Locale, string>

/** When the reference records were "created": fixed, so answers are stable (Shopware answers a date-time). */
const CREATED_AT = '2024-01-01T00:00:00.000+00:00'

// ---------------------------------------------------------------------------------------------------
// Countries

export interface Country {
  id: string
  iso: string
  iso3: string
  name: Texts
  position: number
  isEu: boolean
  /** Shopware's defaultPostalCodePattern (without delimiters); checked when checkPostalCodePattern. */
  postalCodePattern: string
  postalCodeRequired: boolean
  /** Shopware's vatIdPattern; checked when checkVatIdPattern (on for EU countries, as Shopware ships them). */
  vatIdPattern: string
  checkVatIdPattern: boolean
  /** Shopware's shippingAvailable: the shop delivers there (a customer may still live there and be billed there). */
  shippingAvailable: boolean
}

const country = (
  iso: string,
  iso3: string,
  name: Texts,
  position: number,
  isEu: boolean,
  postalCodePattern: string,
  vatIdPattern: string,
  shippingAvailable = true,
): Country => ({
  id: iso === 'DE' ? COUNTRY_ID : uuidFor(`country:${iso}`),
  iso,
  iso3,
  name,
  position,
  isEu,
  postalCodePattern,
  postalCodeRequired: true,
  vatIdPattern,
  checkVatIdPattern: isEu,
  shippingAvailable,
})

/** The sales channel's countries (customers may live there); Germany first (the default). `shippingAvailable` says where it delivers. */
export const COUNTRIES: readonly Country[] = [
  country('DE', 'DEU', { 'de-DE': 'Deutschland', 'en-GB': 'Germany' }, 1, true, '\\d{5}', 'DE\\d{9}'),
  country('AT', 'AUT', { 'de-DE': 'Österreich', 'en-GB': 'Austria' }, 2, true, '\\d{4}', 'ATU\\d{8}'),
  country(
    'CH',
    'CHE',
    { 'de-DE': 'Schweiz', 'en-GB': 'Switzerland' },
    3,
    false,
    '\\d{4}',
    'CHE(-|\\s)?\\d{3}(\\.|\\s)?\\d{3}(\\.|\\s)?\\d{3}(\\s)?(MWST|TVA|IVA)?',
  ),
  country(
    'NL',
    'NLD',
    { 'de-DE': 'Niederlande', 'en-GB': 'Netherlands' },
    4,
    true,
    '\\d{4} ?[A-Z]{2}',
    'NL\\d{9}B\\d{2}',
  ),
  country('FR', 'FRA', { 'de-DE': 'Frankreich', 'en-GB': 'France' }, 5, true, '\\d{5}', 'FR[A-Z0-9]{2}\\d{9}'),
  country(
    'GB',
    'GBR',
    { 'de-DE': 'Vereinigtes Königreich', 'en-GB': 'United Kingdom' },
    6,
    false,
    '(GIR 0AA|[A-PR-UWYZ]([0-9]{1,2}|([A-HK-Y][0-9]([0-9ABEHMNPRV-Y])?)|[0-9][A-HJKPS-UW]) ?[0-9][ABD-HJLNP-UW-Z]{2})',
    'GB(\\d{9}|\\d{12}|GD\\d{3}|HA\\d{3})',
  ),
  country(
    'US',
    'USA',
    { 'de-DE': 'Vereinigte Staaten von Amerika', 'en-GB': 'United States of America' },
    7,
    false,
    '\\d{5}(-\\d{4})?',
    '',
    // Customers may live and be billed in the US; the shop does not deliver there.
    false,
  ),
]

const COUNTRY_BY_ID = new Map(COUNTRIES.map((c) => [c.id, c]))

export const findCountry = (id: string | null | undefined): Country | undefined =>
  id ? COUNTRY_BY_ID.get(id) : undefined

export const findCountryByIso = (iso: string): Country | undefined =>
  COUNTRIES.find((c) => c.iso === iso.toUpperCase() || c.iso3 === iso.toUpperCase())

/** True when `zipcode` is a postal code of `country` (whole-string match, case-insensitive like Shopware's UK check). */
export const postalCodeMatches = (country: Country, zipcode: string) =>
  new RegExp(`^(${country.postalCodePattern})$`, 'i').test(zipcode.trim())

/** True when `vatId` has the format of `country` (always true where the country checks no pattern). */
export const vatIdMatches = (country: Country, vatId: string) =>
  !country.checkVatIdPattern || !country.vatIdPattern || new RegExp(`^(${country.vatIdPattern})$`, 'i').test(vatId)

const taxFree = () => ({ enabled: false, currencyId: CURRENCY_ID, amount: 0 })

/** Shopware's default address format (lines of snippet keys), as a country carries it. */
const ADDRESS_FORMAT = [
  ['address/company', 'symbol/dash', 'address/department'],
  ['address/first_name', 'address/last_name'],
  ['address/street'],
  ['address/zipcode', 'address/city'],
  ['address/country'],
]

export function countryEntity(country: Country, languageId: string) {
  const name = pick(languageId, country.name)
  const texts = { name, customFields: null, addressFormat: ADDRESS_FORMAT }
  return {
    id: country.id,
    name,
    iso: country.iso,
    position: country.position,
    active: true,
    shippingAvailable: country.shippingAvailable,
    iso3: country.iso3,
    displayStateInRegistration: false,
    forceStateInRegistration: false,
    checkVatIdPattern: country.checkVatIdPattern,
    vatIdRequired: false,
    vatIdPattern: country.vatIdPattern,
    customFields: null,
    customerTax: taxFree(),
    companyTax: taxFree(),
    postalCodeRequired: country.postalCodeRequired,
    checkPostalCodePattern: true,
    checkAdvancedPostalCodePattern: false,
    advancedPostalCodePattern: null,
    addressFormat: ADDRESS_FORMAT,
    defaultPostalCodePattern: country.postalCodePattern,
    isEu: country.isEu,
    states: [],
    createdAt: CREATED_AT,
    updatedAt: null,
    translated: texts,
    apiAlias: 'country' as const,
  }
}

// ---------------------------------------------------------------------------------------------------
// Salutations

export type SalutationKey = 'mr' | 'mrs' | 'not_specified'

export interface Salutation {
  id: string
  key: SalutationKey
  displayName: Texts
  letterName: Texts
  position: number
}

export const SALUTATIONS: readonly Salutation[] = [
  {
    id: uuidFor('salutation:mr'),
    key: 'mr',
    displayName: { 'de-DE': 'Herr', 'en-GB': 'Mr.' },
    letterName: { 'de-DE': 'Sehr geehrter Herr', 'en-GB': 'Dear Mr.' },
    position: 1,
  },
  {
    id: uuidFor('salutation:mrs'),
    key: 'mrs',
    displayName: { 'de-DE': 'Frau', 'en-GB': 'Mrs.' },
    letterName: { 'de-DE': 'Sehr geehrte Frau', 'en-GB': 'Dear Mrs.' },
    position: 2,
  },
  {
    id: uuidFor('salutation:not_specified'),
    key: 'not_specified',
    displayName: { 'de-DE': 'Keine Angabe', 'en-GB': 'Not specified' },
    letterName: { 'de-DE': ' ', 'en-GB': ' ' },
    position: 3,
  },
]

const SALUTATION_BY_KEY = new Map(SALUTATIONS.map((s) => [s.key, s]))
const SALUTATION_BY_ID = new Map(SALUTATIONS.map((s) => [s.id, s]))

/** The salutation of a key; undefined for a key that is none. */
export const salutationOfKey = (key: string): Salutation | undefined => SALUTATION_BY_KEY.get(key as SalutationKey)

/** The id of a salutation key; unknown keys (old rows) fall back to not_specified, as Shopware's default. */
export const salutationIdOf = (key: string | null | undefined): string =>
  (SALUTATION_BY_KEY.get(key as SalutationKey) ?? SALUTATION_BY_KEY.get('not_specified')!).id

/** The key of a salutation id; undefined for an id that is no salutation (the caller answers the violation). */
export const salutationKeyOf = (id: string | null | undefined): SalutationKey | undefined =>
  id ? SALUTATION_BY_ID.get(id)?.key : undefined

export function salutationEntity(salutation: Salutation | SalutationKey, languageId: string) {
  const s = typeof salutation === 'string' ? SALUTATION_BY_KEY.get(salutation)! : salutation
  const displayName = pick(languageId, s.displayName)
  const letterName = pick(languageId, s.letterName)
  return {
    id: s.id,
    salutationKey: s.key,
    displayName,
    letterName,
    position: s.position,
    customFields: null,
    createdAt: CREATED_AT,
    updatedAt: null,
    translated: { salutationKey: s.key, displayName, letterName, customFields: null },
    apiAlias: 'salutation' as const,
  }
}

// ---------------------------------------------------------------------------------------------------
// Currency

const ROUNDING = { decimals: 2, interval: 0.01, roundForNet: true }

/** The one currency; the interface is fixed to EUR. */
export const CURRENCIES = [{ id: CURRENCY_ID, isoCode: 'EUR' }] as const

export const findCurrency = (id: string | null | undefined) => CURRENCIES.find((c) => c.id === id)

export function currencyEntity() {
  return {
    id: CURRENCY_ID,
    isoCode: 'EUR',
    symbol: '€',
    name: 'Euro',
    shortName: 'EUR',
    factor: 1,
    position: 1,
    isSystemDefault: true,
    taxFreeFrom: 0,
    itemRounding: ROUNDING,
    totalRounding: ROUNDING,
    customFields: null,
    createdAt: CREATED_AT,
    updatedAt: null,
    translated: { isoCode: 'EUR', name: 'Euro', shortName: 'EUR', symbol: '€', customFields: null },
    apiAlias: 'currency' as const,
  }
}

// ---------------------------------------------------------------------------------------------------
// Payment methods

export interface PaymentMethod {
  id: string
  technicalName: string
  shortName: string
  name: Texts
  description: Texts
  position: number
  /** Offered only to business customers (purchase on invoice). */
  businessOnly: boolean
  /**
   * How /handle-payment treats it (Shopware's payment handlers): `synchronous` leaves the transaction
   * open and sends nobody anywhere; the others are asynchronous, paid at the payment provider's page
   * (checkout/payment): its card form, its wallet confirmation, or its purchase on invoice.
   */
  handler: PaymentHandler
}

export type PaymentHandler = 'synchronous' | 'card' | 'wallet' | 'invoice'

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  {
    id: PAYMENT_METHOD_ID,
    technicalName: 'payment_prepayment',
    shortName: 'prepayment',
    name: { 'de-DE': 'Vorkasse', 'en-GB': 'Paid in advance' },
    description: {
      'de-DE': 'Sie überweisen den Betrag vorab, wir versenden nach Zahlungseingang.',
      'en-GB': 'You transfer the amount in advance; we ship once the payment has arrived.',
    },
    position: 1,
    businessOnly: false,
    handler: 'synchronous',
  },
  {
    id: uuidFor('payment-method:invoice'),
    technicalName: 'payment_invoice',
    shortName: 'invoice',
    name: { 'de-DE': 'Rechnung', 'en-GB': 'Purchase on invoice' },
    description: {
      'de-DE': 'Kauf auf Rechnung für Geschäftskunden, vorbehaltlich einer Bonitätsprüfung.',
      'en-GB': 'Purchase on invoice for business customers, subject to a credit check.',
    },
    position: 2,
    businessOnly: true,
    handler: 'invoice',
  },
  {
    id: uuidFor('payment-method:debit'),
    technicalName: 'payment_debit',
    shortName: 'debit',
    name: { 'de-DE': 'Lastschrift', 'en-GB': 'Direct debit' },
    description: {
      'de-DE': 'Der Betrag wird von Ihrem Konto abgebucht.',
      'en-GB': 'The amount is debited from your account.',
    },
    position: 3,
    businessOnly: false,
    handler: 'synchronous',
  },
  {
    id: uuidFor('payment-method:cash-on-delivery'),
    technicalName: 'payment_cashpayment',
    shortName: 'cash_on_delivery',
    name: { 'de-DE': 'Nachnahme', 'en-GB': 'Cash on delivery' },
    description: {
      'de-DE': 'Sie bezahlen bar bei Lieferung.',
      'en-GB': 'You pay in cash on delivery.',
    },
    position: 4,
    businessOnly: false,
    handler: 'synchronous',
  },
  {
    id: uuidFor('payment-method:wallet'),
    technicalName: 'payment_wallet',
    shortName: 'wallet',
    name: { 'de-DE': 'Wallet', 'en-GB': 'Wallet' },
    description: {
      'de-DE': 'Sie bezahlen mit Ihrem Wallet-Konto und bestätigen die Zahlung beim Zahlungsanbieter.',
      'en-GB': 'You pay with your wallet account and confirm the payment at the payment provider.',
    },
    position: 5,
    businessOnly: false,
    handler: 'wallet',
  },
  {
    id: uuidFor('payment-method:credit-card'),
    technicalName: 'payment_creditcard',
    shortName: 'credit_card',
    name: { 'de-DE': 'Kreditkarte', 'en-GB': 'Credit card' },
    description: {
      'de-DE': 'Sie bezahlen sicher mit Ihrer Kreditkarte beim Zahlungsanbieter.',
      'en-GB': 'You pay securely with your credit card at the payment provider.',
    },
    position: 6,
    businessOnly: false,
    handler: 'card',
  },
]

export const findPaymentMethod = (id: string | null | undefined): PaymentMethod | undefined =>
  id ? PAYMENT_METHODS.find((p) => p.id === id) : undefined

/**
 * Handlers only the demo provider serves: its card form takes any Luhn-valid number and its wallet
 * confirms without an account. A shop out of demo mode offers neither (it needs a real provider for
 * them); what needs no card data stays: prepayment, invoice, direct debit, cash on delivery.
 */
const DEMO_HANDLERS: ReadonlySet<PaymentHandler> = new Set(['card', 'wallet'])

/** Whether only the demo provider serves `method` (card, wallet). */
export const servedByDemoProvider = (method: PaymentMethod) => DEMO_HANDLERS.has(method.handler)

/** Whether the embedded payment provider, a demo, runs (`DEMO_MODE=true`: npm start, the tests). */
export const demoMode = (env: { DEMO_MODE?: string }) => env.DEMO_MODE === 'true'

/** Whether a shopper of `accountType` (null for guests) may pay with `method`, in demo mode or not. */
export const paymentMethodAvailable = (method: PaymentMethod, accountType: string | null | undefined, demo: boolean) =>
  (!method.businessOnly || accountType === 'business') && (demo || !servedByDemoProvider(method))

export function paymentMethodEntity(method: PaymentMethod, languageId: string) {
  const name = pick(languageId, method.name)
  const description = pick(languageId, method.description)
  const texts = {
    name,
    description,
    distinguishableName: name,
    shortName: method.shortName,
    technicalName: method.technicalName,
    mediaId: null,
    customFields: null,
  }
  return {
    id: method.id,
    name,
    distinguishableName: name,
    description,
    position: method.position,
    active: true,
    afterOrderEnabled: true,
    shortName: method.shortName,
    technicalName: method.technicalName,
    mediaId: null,
    customFields: null,
    createdAt: CREATED_AT,
    updatedAt: null,
    translated: texts,
    apiAlias: 'payment_method' as const,
  }
}

// ---------------------------------------------------------------------------------------------------
// Shipping methods

export interface ShippingMethod {
  id: string
  technicalName: string
  name: Texts
  description: Texts
  position: number
  /** Gross cost in cents. */
  costCents: number
  /** Goods value (gross cents) from which the method is free; null when it never is. */
  freeFromCents: number | null
  deliveryDays: [number, number]
  /** 'choice' lets the shopper allow partial delivery; 'single' always ships in one delivery. */
  partialDelivery: 'choice' | 'single'
}

export const SHIPPING_METHODS: readonly ShippingMethod[] = [
  {
    id: SHIPPING_METHOD_ID,
    technicalName: 'shipping_standard',
    name: { 'de-DE': 'Standardversand', 'en-GB': 'Standard shipping' },
    description: {
      'de-DE': 'Paketversand, versandkostenfrei ab 75 €',
      'en-GB': 'Parcel delivery, free shipping from €75',
    },
    position: 1,
    costCents: SHIPPING_COST_CENTS,
    freeFromCents: FREE_SHIPPING_FROM_CENTS,
    deliveryDays: [1, 3],
    partialDelivery: 'choice',
  },
  {
    id: uuidFor('shipping-method:express'),
    technicalName: 'shipping_express',
    name: { 'de-DE': 'Expressversand', 'en-GB': 'Express shipping' },
    description: {
      'de-DE': 'Expresszustellung in 1-2 Werktagen, 12,90 €',
      'en-GB': 'Express delivery in 1-2 working days, €12.90',
    },
    position: 2,
    costCents: 1290,
    freeFromCents: null,
    deliveryDays: [1, 2],
    // An express parcel leaves at once, complete.
    partialDelivery: 'single',
  },
]

export const findShippingMethod = (id: string | null | undefined): ShippingMethod | undefined =>
  id ? SHIPPING_METHODS.find((s) => s.id === id) : undefined

/** The default standard parcel. */
export const STANDARD_SHIPPING = SHIPPING_METHODS[0]

export function shippingMethodEntity(method: ShippingMethod, languageId: string) {
  const name = pick(languageId, method.name)
  const description = pick(languageId, method.description)
  const deliveryTime = deliveryTimeEntity(languageId, ...method.deliveryDays)
  const texts = {
    name,
    description,
    technicalName: method.technicalName,
    deliveryTimeId: deliveryTime.id,
    mediaId: null,
    taxType: 'auto',
    trackingUrl: null,
    customFields: { partialDelivery: method.partialDelivery },
  }
  return {
    id: method.id,
    name,
    description,
    technicalName: method.technicalName,
    active: true,
    position: method.position,
    deliveryTimeId: deliveryTime.id,
    deliveryTime,
    taxType: 'auto',
    trackingUrl: null,
    mediaId: null,
    customFields: { partialDelivery: method.partialDelivery },
    createdAt: CREATED_AT,
    updatedAt: null,
    translated: texts,
    apiAlias: 'shipping_method' as const,
  }
}
