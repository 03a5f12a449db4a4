/** The sales_channel_context and language entities. */
import type { LanguageRow } from './storage'
import {
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
import {
  STANDARD_SHIPPING,
  countryEntity,
  currencyEntity,
  findCountry,
  findPaymentMethod,
  paymentMethodEntity,
  shippingMethodEntity,
} from '../reference'

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

/** The sales_channel_context entity for `token`, in `language` (the request's language). */
export function salesChannelContextEntity(token: string, language: LanguageRow) {
  const customerGroup = {
    name: pick(language.id, { 'de-DE': 'Standard-Kundengruppe', 'en-GB': 'Standard customer group' }),
    displayGross: true,
  }
  return {
    token,
    context: {
      languageIdChain: language.id === DEFAULT_LANGUAGE_ID ? [language.id] : [language.id, DEFAULT_LANGUAGE_ID],
      currencyId: CURRENCY_ID,
      currencyFactor: 1,
      currencyPrecision: 2,
      taxState: 'gross',
      scope: 'user',
      source: { type: 'sales-channel' as const, salesChannelId: SALES_CHANNEL_ID },
      useCache: true,
    },
    currency: currencyEntity(),
    currentCustomerGroup: customerGroup,
    fallbackCustomerGroup: customerGroup,
    customer: null,
    shippingMethod: shippingMethodEntity(STANDARD_SHIPPING, language.id),
    paymentMethod: paymentMethodEntity(findPaymentMethod(PAYMENT_METHOD_ID)!, language.id),
    shippingLocation: {
      country: countryEntity(findCountry(COUNTRY_ID)!, language.id),
      apiAlias: 'cart_delivery_shipping_location' as const,
    },
    salesChannel: salesChannelEntity(language.id),
    taxRules: taxRules(),
    taxState: 'gross',
    itemRounding: cashRounding(),
    totalRounding: cashRounding(),
    languageInfo: { localeCode: language.localeCode, name: language.name },
    apiAlias: 'sales_channel_context' as const,
  }
}
