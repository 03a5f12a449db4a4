/**
 * The embedded shop's fixed sales-channel setup: default ids, shipping and purchase rules. The reference
 * records themselves (countries, salutations, currency, payment and shipping methods) are in reference.ts.
 */
import { uuidFor } from '../../shared/ids'
import { LANGUAGE_IDS, STANDARD_TAX_RATE, type Locale } from '../../shared/constants'

/** The root of the category tree, the sales channel's navigation category. */
export const ROOT_CATEGORY_ID = uuidFor('category:root')
export const SALES_CHANNEL_ID = uuidFor('sales-channel:storefront')
export const CURRENCY_ID = uuidFor('currency:EUR')
export const COUNTRY_ID = uuidFor('country:DE')
export const CUSTOMER_GROUP_ID = uuidFor('customer-group:default')
/** Business customers' group: net prices (displayGross false). */
export const BUSINESS_CUSTOMER_GROUP_ID = uuidFor('customer-group:business')
export const TAX_ID = uuidFor(`tax:${STANDARD_TAX_RATE}`)
export const SHIPPING_METHOD_ID = uuidFor('shipping-method:standard')
export const PAYMENT_METHOD_ID = uuidFor('payment-method:prepayment')
export const DELIVERY_TIME_ID = uuidFor('delivery-time:1-3-days')
export const DEFAULT_LANGUAGE_ID = LANGUAGE_IDS['de-DE']

/** Standard parcel: 4.95 € gross, free from 75 € gross goods value. */
export const SHIPPING_COST_CENTS = 495
export { FREE_SHIPPING_FROM_CENTS } from '../../shared/constants'

/** Largest quantity one line item may hold, whatever the stock (Shopware's default max purchase). */
export const MAX_PURCHASE = 100

const LOCALE_BY_LANGUAGE_ID = new Map(Object.entries(LANGUAGE_IDS).map(([locale, id]) => [id, locale as Locale]))

/** The locale of a known language id; undefined for anything else (the caller answers 412). */
export const localeOf = (languageId: string): Locale | undefined => LOCALE_BY_LANGUAGE_ID.get(languageId)

/** Picks the text for a language id: de-DE is the fallback, as in Shopware's language chain. */
export const pick = <T>(languageId: string, texts: Record<Locale, T>): T => texts[localeOf(languageId) ?? 'de-DE']

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

const ROUNDING = { decimals: 2, interval: 0.01, roundForNet: true }

/** Cash rounding as Shopware reports it on the context. */
export const cashRounding = () => ({
  ...ROUNDING,
  apiAlias: 'shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config' as const,
})

export const taxRules = (rate = STANDARD_TAX_RATE) => [
  { taxRate: rate, percentage: 100, name: `${rate} %`, apiAlias: 'cart_tax_rule' },
]
