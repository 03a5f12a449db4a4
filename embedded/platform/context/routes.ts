/**
 * Context and language routes: GET and PATCH /context, POST /language. PATCH /context stores the
 * shopper's selections: unknown ids are Shopware's ENTITY_DOES_NOT_EXISTS violations, an
 * address must be one of the logged-in customer's (another customer's id is as unknown as a missing
 * one), a method, country or address key without a value is a violation, while currency and language
 * without a value are ignored.
 */
import type { Database, StoreApiEnv } from '../database'
import { accountTypeOf } from '../../customer/account'
import { Hono } from 'hono'
import { isUuid } from '../../../shared/ids'
import { loadSalesChannelContext, type SalesChannelContext } from '.'
import { situationOf, switchBlockedMethods } from '../method-rules'
import { queueErrors } from '../../checkout/cart'
import { isPersistent } from '../../checkout/cart/errors'
import { languageEntity, salesChannelContextEntity } from './entity'
import { ApiError, type ApiErrorEntry, apiError, invalidUuid } from '../errors'
import {
  findLanguage,
  listLanguages,
  updateContextLanguage,
  updateContextSelections,
  type ContextSelections,
} from './storage'
import {
  findCountry,
  findCurrency,
  findPaymentMethod,
  findShippingMethod,
  demoMode,
  paymentMethodAvailable,
} from '../reference'
import { readBody } from '../validation'
import { entitySearchResult } from '../search-result'
import { resolveSession } from './session'
import { findAddress } from '../../customer/address'
import { blankViolation, entityMissingViolation } from '../violations'

export const contextRoutes = new Hono<{ Bindings: StoreApiEnv }>()

/**
 * A selection the new country, address or method blocks is switched at once (the context follows);
 * the cart's next answer tells the shopper once (*-method-changed). Cart-dependent rules (a virtual
 * cart) are applied when the cart is calculated.
 */
async function switchBlockedSelections(db: Database, context: SalesChannelContext) {
  const session = await resolveSession(db, context)
  const { errors } = await switchBlockedMethods(db, session, situationOf(session))
  await queueErrors(db, context.token, errors.filter(isPersistent))
}

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
  return c.json(salesChannelContextEntity(await resolveSession(c.env.DB, context), language))
})

contextRoutes.on(['GET', 'POST'], '/language', async (c) => {
  await readBody(c)
  const languages = await listLanguages(c.env.DB)
  return c.json(entitySearchResult('language', languages.map(languageEntity), { page: 1, aggregations: [] }))
})

/** The keys PATCH /context understands, in Shopware's order, with the entity each id names. */
const SWITCHES = [
  ['languageId', 'language'],
  ['currencyId', 'currency'],
  ['shippingMethodId', 'shipping_method'],
  ['paymentMethodId', 'payment_method'],
  ['billingAddressId', 'customer_address'],
  ['shippingAddressId', 'customer_address'],
  ['countryId', 'country'],
] as const
type SwitchKey = (typeof SWITCHES)[number][0]
/** Without a value these are ignored; every other key needs one. */
const OPTIONAL = new Set<SwitchKey>(['languageId', 'currencyId'])

contextRoutes.patch('/context', async (c) => {
  const body = await readBody(c)
  const db = c.env.DB
  const given = SWITCHES.filter(
    ([key]) => key in body && !(OPTIONAL.has(key) && (body[key] === null || body[key] === '')),
  )
  // Malformed ids first: Shopware refuses them before looking anything up.
  for (const [key] of given) {
    const value = body[key]
    if (value === null || value === '') continue
    if (typeof value !== 'string' || !isUuid(value)) throw invalidUuid(String(value), `/${key}`)
  }
  const context = await loadSalesChannelContext(c)
  const wantsAddress = given.some(([key]) => key === 'billingAddressId' || key === 'shippingAddressId')
  if (wantsAddress && !context.customerId) {
    const key = given.find(([k]) => k === 'billingAddressId' || k === 'shippingAddressId')![0]
    throw apiError(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', 'Customer is not logged in.', `/${key}`)
  }
  const accountType = await accountTypeOf(db, context.customerId)

  const errors: ApiErrorEntry[] = []
  const selections: Partial<ContextSelections> = {}
  let languageId: string | undefined
  for (const [key, entity] of given) {
    const value = body[key] as string | null
    if (value === null || value === '') {
      errors.push(blankViolation(`/${key}`, value))
      continue
    }
    const id = value.toLowerCase()
    let exists: boolean
    switch (key) {
      case 'languageId':
        exists = !!(await findLanguage(db, id))
        if (exists) languageId = id
        break
      case 'currencyId':
        exists = !!findCurrency(id)
        break
      case 'shippingMethodId':
        exists = !!findShippingMethod(id)
        break
      case 'paymentMethodId': {
        // A method the customer may not use is, for this session, one that does not exist.
        const method = findPaymentMethod(id)
        exists = !!method && paymentMethodAvailable(method, accountType, demoMode(c.env))
        break
      }
      case 'countryId':
        exists = !!findCountry(id)
        break
      default:
        exists = !!(await findAddress(db, context.customerId!, id))
    }
    if (!exists) errors.push(entityMissingViolation(entity, id, `/${key}`))
    else if (key !== 'languageId') selections[key] = id
  }
  if (errors.length) throw new ApiError(400, errors)
  await updateContextSelections(db, context.token, selections)
  if (languageId) await updateContextLanguage(db, context.token, languageId)
  await switchBlockedSelections(db, { ...context, ...selections })
  return c.json({ contextToken: context.token })
})
