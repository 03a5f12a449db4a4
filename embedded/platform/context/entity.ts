/** The sales_channel_context and language entities. */
import type { LanguageRow } from './storage'
import {
  BUSINESS_CUSTOMER_GROUP_ID,
  COUNTRY_ID,
  CURRENCY_ID,
  CUSTOMER_GROUP_ID,
  DEFAULT_LANGUAGE_ID,
  PAYMENT_METHOD_ID,
  ROOT_CATEGORY_ID,
  SALES_CHANNEL_ID,
  SHIPPING_METHOD_ID,
  cashRounding,
  pick,
  taxRules,
} from '../sales-channel'
import { countryEntity, currencyEntity, paymentMethodEntity, shippingMethodEntity } from '../reference'
import type { Session, TaxState } from './session'

const TERRITORY = { 'de-DE': 'Deutschland', 'en-GB': 'United Kingdom' } as Record<string, string>

export function languageEntity(row: LanguageRow) {
  const locale = {
    id: row.id,
    code: row.localeCode,
    name: row.name,
    territory: TERRITORY[row.localeCode] ?? '',
    translated: { code: row.localeCode, name: row.name, territory: TERRITORY[row.localeCode] ?? '' },
    apiAlias: 'locale' as const,
  }
  return {
    id: row.id,
    name: row.name,
    active: true,
    localeId: locale.id,
    locale,
    translationCodeId: locale.id,
    translationCode: locale,
    apiAlias: 'language' as const,
  }
}

function salesChannelEntity(languageId: string) {
  const name = pick(languageId, { 'de-DE': 'Arbeitsschutz-Shop', 'en-GB': 'Workwear shop' })
  const ids = {
    languageId: DEFAULT_LANGUAGE_ID,
    countryId: COUNTRY_ID,
    currencyId: CURRENCY_ID,
    customerGroupId: CUSTOMER_GROUP_ID,
    paymentMethodId: PAYMENT_METHOD_ID,
    shippingMethodId: SHIPPING_METHOD_ID,
    navigationCategoryId: ROOT_CATEGORY_ID,
  }
  return {
    id: SALES_CHANNEL_ID,
    name,
    active: true,
    maintenance: false,
    ...ids,
    navigationCategoryDepth: 2,
    taxCalculationType: 'horizontal',
    hreflangActive: true,
    translated: { ...ids, name, shortName: '', taxCalculationType: 'horizontal' },
    apiAlias: 'sales_channel' as const,
  }
}

/** Consumers see gross prices; the business group sees net prices (Shopware's displayGross). */
function customerGroupEntity(taxState: TaxState, languageId: string) {
  const business = taxState === 'net'
  const name = business
    ? pick(languageId, { 'de-DE': 'Geschäftskunden', 'en-GB': 'Business customers' })
    : pick(languageId, { 'de-DE': 'Standard-Kundengruppe', 'en-GB': 'Standard customer group' })
  return {
    id: business ? BUSINESS_CUSTOMER_GROUP_ID : CUSTOMER_GROUP_ID,
    name,
    displayGross: !business,
    translated: { name },
    apiAlias: 'customer_group' as const,
  }
}

/**
 * The sales_channel_context entity of a session, in `language` (the request's language): the selected
 * methods, the customer with its active addresses, the shipping location and the tax state.
 */
export function salesChannelContextEntity(session: Session, language: LanguageRow) {
  const { context, customer, taxState } = session
  const shippingAddress = customer?.activeShippingAddress ?? null
  return {
    token: context.token,
    context: {
      languageIdChain: language.id === DEFAULT_LANGUAGE_ID ? [language.id] : [language.id, DEFAULT_LANGUAGE_ID],
      currencyId: CURRENCY_ID,
      currencyFactor: 1,
      currencyPrecision: 2,
      taxState,
      scope: 'user',
      source: { type: 'sales-channel' as const, salesChannelId: SALES_CHANNEL_ID },
      useCache: true,
    },
    currency: currencyEntity(),
    currentCustomerGroup: customerGroupEntity(taxState, language.id),
    fallbackCustomerGroup: customerGroupEntity('gross', language.id),
    customer,
    shippingMethod: shippingMethodEntity(session.shippingMethod, language.id),
    paymentMethod: paymentMethodEntity(session.paymentMethod, language.id),
    shippingLocation: {
      country: countryEntity(session.country, language.id),
      state: null,
      ...(shippingAddress ? { address: shippingAddress } : {}),
      apiAlias: 'cart_delivery_shipping_location' as const,
    },
    salesChannel: salesChannelEntity(language.id),
    taxRules: taxRules(),
    taxState,
    itemRounding: cashRounding(),
    totalRounding: cashRounding(),
    languageInfo: { localeCode: language.localeCode, name: language.name },
    apiAlias: 'sales_channel_context' as const,
  }
}
