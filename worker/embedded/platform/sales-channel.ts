/** The embedded shop's fixed sales-channel setup: ids, currency, country, shipping and payment rules. */
import { uuidFor } from '../../../shared/ids'
import { LANGUAGE_IDS, STANDARD_TAX_RATE, type Locale } from '../../../shared/constants'

/** The root of the category tree, the sales channel's navigation category. */
export const ROOT_CATEGORY_ID = uuidFor('category:root')
export const SALES_CHANNEL_ID = uuidFor('sales-channel:storefront')
export const CURRENCY_ID = uuidFor('currency:EUR')
export const COUNTRY_ID = uuidFor('country:DE')
export const CUSTOMER_GROUP_ID = uuidFor('customer-group:default')
export const TAX_ID = uuidFor(`tax:${STANDARD_TAX_RATE}`)
export const SHIPPING_METHOD_ID = uuidFor('shipping-method:standard')
export const PAYMENT_METHOD_ID = uuidFor('payment-method:prepayment')
export const DELIVERY_TIME_ID = uuidFor('delivery-time:1-3-days')
export const DEFAULT_LANGUAGE_ID = LANGUAGE_IDS['de-DE']

/** Standard parcel: 4.95 € gross, free from 75 € gross goods value. */
export const SHIPPING_COST_CENTS = 495
export const FREE_SHIPPING_FROM_CENTS = 7500

/** Largest quantity one line item may hold, whatever the stock (Shopware's default max purchase). */
export const MAX_PURCHASE = 100

const LOCALE_BY_LANGUAGE_ID = new Map(Object.entries(LANGUAGE_IDS).map(([locale, id]) => [id, locale as Locale]))

/** The locale of a known language id; undefined for anything else (the caller answers 412). */
export const localeOf = (languageId: string): Locale | undefined => LOCALE_BY_LANGUAGE_ID.get(languageId)

/** Picks the text for a language id: de-DE is the fallback, as in Shopware's language chain. */
export const pick = <T>(languageId: string, texts: Record<Locale, T>): T => texts[localeOf(languageId) ?? 'de-DE']

const SHIPPING_NAMES = { 'de-DE': 'Standardversand', 'en-GB': 'Standard shipping' }
const SHIPPING_DESCRIPTIONS = {
  'de-DE': 'Paketversand, versandkostenfrei ab 75 €',
  'en-GB': 'Parcel delivery, free shipping from €75',
}
const PAYMENT_NAMES = { 'de-DE': 'Vorkasse', 'en-GB': 'Paid in advance' }
const DELIVERY_TIME_NAMES = { 'de-DE': '1-3 Tage', 'en-GB': '1-3 days' }

export function deliveryTimeEntity(languageId: string, min = 1, max = 3) {
  const name =
    min === 1 && max === 3
      ? pick(languageId, DELIVERY_TIME_NAMES)
      : `${min}-${max} ${pick(languageId, { 'de-DE': 'Tage', 'en-GB': 'days' })}`
  return {
    id: min === 1 && max === 3 ? DELIVERY_TIME_ID : uuidFor(`delivery-time:${min}-${max}-days`),
    name,
    min,
    max,
    unit: 'day',
    translated: { name, unit: 'day' },
    apiAlias: 'delivery_time' as const,
  }
}

export function shippingMethodEntity(languageId: string) {
  const name = pick(languageId, SHIPPING_NAMES)
  const description = pick(languageId, SHIPPING_DESCRIPTIONS)
  return {
    id: SHIPPING_METHOD_ID,
    name,
    description,
    technicalName: 'shipping_standard',
    active: true,
    position: 1,
    deliveryTimeId: DELIVERY_TIME_ID,
    deliveryTime: deliveryTimeEntity(languageId),
    taxType: 'auto',
    translated: {
      name,
      description,
      technicalName: 'shipping_standard',
      deliveryTimeId: DELIVERY_TIME_ID,
      mediaId: '',
      taxType: 'auto',
      trackingUrl: '',
    },
    apiAlias: 'shipping_method' as const,
  }
}

export function paymentMethodEntity(languageId: string) {
  const name = pick(languageId, PAYMENT_NAMES)
  return {
    id: PAYMENT_METHOD_ID,
    name,
    shortName: 'prepayment',
    technicalName: 'payment_prepayment',
    active: true,
    afterOrderEnabled: true,
    position: 1,
    translated: {
      name,
      description: '',
      distinguishableName: name,
      mediaId: '',
      shortName: 'prepayment',
      technicalName: 'payment_prepayment',
    },
    apiAlias: 'payment_method' as const,
  }
}

const ROUNDING = { decimals: 2, interval: 0.01, roundForNet: true }

export function currencyEntity() {
  return {
    id: CURRENCY_ID,
    isoCode: 'EUR',
    symbol: '€',
    name: 'Euro',
    shortName: 'EUR',
    factor: 1,
    isSystemDefault: true,
    itemRounding: ROUNDING,
    totalRounding: ROUNDING,
    translated: { isoCode: 'EUR', name: 'Euro', shortName: 'EUR', symbol: '€' },
    apiAlias: 'currency' as const,
  }
}

export function countryEntity(languageId: string) {
  const name = pick(languageId, { 'de-DE': 'Deutschland', 'en-GB': 'Germany' })
  return {
    id: COUNTRY_ID,
    iso: 'DE',
    iso3: 'DEU',
    name,
    active: true,
    isEu: true,
    shippingAvailable: true,
    postalCodeRequired: true,
    addressFormat: {},
    translated: {
      name,
      iso: 'DE',
      iso3: 'DEU',
      advancedPostalCodePattern: '',
      defaultPostalCodePattern: '\\d{5}',
      vatIdPattern: '',
    },
    apiAlias: 'country' as const,
  }
}

/** Cash rounding as Shopware reports it on the context. */
export const cashRounding = () => ({
  ...ROUNDING,
  apiAlias: 'shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config' as const,
})

export const taxRules = (rate = STANDARD_TAX_RATE) => [
  { taxRate: rate, percentage: 100, name: `${rate} %`, apiAlias: 'cart_tax_rule' },
]
