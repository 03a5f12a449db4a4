/** Context and language routes: GET and PATCH /context, POST /language. */
import { Hono } from 'hono'
import { optional, type } from 'superstruct'
import type { Env } from '../../../env'
import { loadSalesChannelContext } from './'
import { languageEntity, salesChannelContextEntity } from './entity'
import { ApiError, apiError, errorEntry } from '../errors'
import { findLanguage, listLanguages, updateContextLanguage } from './storage'
import { COUNTRY_ID, CURRENCY_ID, PAYMENT_METHOD_ID, SHIPPING_METHOD_ID } from '../sales-channel'
import { check, readBody, uuid } from '../validation'
import { entitySearchResult } from '../search-result'

export const contextRoutes = new Hono<{ Bindings: Env }>()

contextRoutes.get('/context', async (c) => {
  const context = await loadSalesChannelContext(c)
  const language = await findLanguage(c.env.DB, context.languageId)
  if (!language)
    throw apiError(
      412,
      'FRAMEWORK__LANGUAGE_NOT_FOUND',
      `The language "${context.languageId}" was not found.`,
      '/sw-language-id',
    )
  return c.json(salesChannelContextEntity(context.token, language))
})

contextRoutes.on(['GET', 'POST'], '/language', async (c) => {
  await readBody(c)
  const languages = await listLanguages(c.env.DB)
  return c.json(entitySearchResult('language', languages.map(languageEntity), { page: 1, aggregations: [] }))
})

const ContextSwitch = type({
  languageId: optional(uuid()),
  currencyId: optional(uuid()),
  countryId: optional(uuid()),
  shippingMethodId: optional(uuid()),
  paymentMethodId: optional(uuid()),
  shippingAddressId: optional(uuid()),
  billingAddressId: optional(uuid()),
})
/** The one currency, country, shipping and payment method this sales channel offers. */
const FIXED = {
  currencyId: CURRENCY_ID,
  countryId: COUNTRY_ID,
  shippingMethodId: SHIPPING_METHOD_ID,
  paymentMethodId: PAYMENT_METHOD_ID,
} as const

contextRoutes.patch('/context', async (c) => {
  const body = check(await readBody(c), ContextSwitch)
  const language = body.languageId ? await findLanguage(c.env.DB, body.languageId) : null
  const unknown: Array<[string, string]> = Object.entries(FIXED).flatMap(([key, id]) => {
    const value = body[key as keyof typeof FIXED]
    return value && value !== id ? [[key, value] as [string, string]] : []
  })
  if (body.languageId && !language) unknown.unshift(['languageId', body.languageId])
  if (unknown.length) {
    throw new ApiError(
      400,
      unknown.map(([key, value]) =>
        errorEntry(400, 'VIOLATION::ENTITY_DOES_NOT_EXIST', `The ${key} "${value}" does not exist.`, `/${key}`),
      ),
    )
  }
  const context = await loadSalesChannelContext(c)
  if (body.shippingAddressId || body.billingAddressId) {
    throw apiError(
      403,
      'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
      'Customer is not logged in.',
      body.shippingAddressId ? '/shippingAddressId' : '/billingAddressId',
    )
  }
  if (language) await updateContextLanguage(c.env.DB, context.token, language.id)
  return c.json({ contextToken: context.token })
})
