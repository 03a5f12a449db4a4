/**
 * Reference-data routes: POST /country, /salutation, /currency, /payment-method, /shipping-method
 * (GET too, as Shopware). Criteria (ids, filter, sort, page, limit, includes) apply in memory; /currency
 * answers a plain array as Shopware's CurrencyRoute does. `onlyAvailable` hides what the session may not
 * use: purchase on invoice is for business customers only.
 */
import { accountTypeOf } from '../customer/account/storage'
import { Hono } from 'hono'
import type { StoreApiEnv } from './database'
import { applyIncludes } from '../../shared/store-api/includes'
import { type MemoryField, memorySchema, searchInMemory } from '../criteria/memory'
import { parseCriteria } from '../criteria/parse'
import { queryCriteria } from '../criteria/query'
import type { Criteria } from '../criteria/types'
import { type HonoContext, TOKEN_HEADER, loadSalesChannelContext, requestLanguageId } from './context'
import {
  COUNTRIES,
  type Country,
  PAYMENT_METHODS,
  type PaymentMethod,
  SALUTATIONS,
  SHIPPING_METHODS,
  type Salutation,
  type ShippingMethod,
  countryEntity,
  currencyEntity,
  demoMode,
  paymentMethodAvailable,
  paymentMethodEntity,
  salutationEntity,
  shippingMethodEntity,
} from './reference'
import { entitySearchResult } from './search-result'
import { readBody } from './validation'

export const referenceRoutes = new Hono<{ Bindings: StoreApiEnv }>()

/** Every record fits one page; the limit only pages when a client asks for it. */
const MAX_LIMIT = 500

const countryFields: Record<string, MemoryField<Country>> = {
  id: { type: 'id', get: (c) => c.id },
  iso: { type: 'string', get: (c) => c.iso },
  iso3: { type: 'string', get: (c) => c.iso3 },
  active: { type: 'boolean', get: () => true },
  shippingAvailable: { type: 'boolean', get: (c) => c.shippingAvailable },
  isEu: { type: 'boolean', get: (c) => c.isEu },
  position: { type: 'number', get: (c) => c.position },
  // Filtering and sorting by name use the German name; the answer carries the request language's.
  name: { type: 'string', get: (c) => c.name['de-DE'] },
}
const salutationFields: Record<string, MemoryField<Salutation>> = {
  id: { type: 'id', get: (s) => s.id },
  salutationKey: { type: 'string', get: (s) => s.key },
  position: { type: 'number', get: (s) => s.position },
}
const paymentFields: Record<string, MemoryField<PaymentMethod>> = {
  id: { type: 'id', get: (p) => p.id },
  technicalName: { type: 'string', get: (p) => p.technicalName },
  shortName: { type: 'string', get: (p) => p.shortName },
  active: { type: 'boolean', get: () => true },
  afterOrderEnabled: { type: 'boolean', get: () => true },
  position: { type: 'number', get: (p) => p.position },
}
const shippingFields: Record<string, MemoryField<ShippingMethod>> = {
  id: { type: 'id', get: (s) => s.id },
  technicalName: { type: 'string', get: (s) => s.technicalName },
  active: { type: 'boolean', get: () => true },
  position: { type: 'number', get: (s) => s.position },
}

const SCHEMAS = {
  country: memorySchema('country', countryFields),
  salutation: memorySchema('salutation', salutationFields),
  payment_method: memorySchema('payment_method', paymentFields),
  shipping_method: memorySchema('shipping_method', shippingFields),
}

async function criteriaOf(c: HonoContext, entity: keyof typeof SCHEMAS) {
  const raw = { ...(await readBody(c)), ...queryCriteria(new URL(c.req.url).searchParams) }
  const criteria = parseCriteria(raw, SCHEMAS[entity], { defaultLimit: MAX_LIMIT, maxLimit: MAX_LIMIT })
  return { raw, criteria }
}

/** Shopware's reading of the onlyAvailable flag (query or body; 1, true). */
const flag = (raw: Record<string, unknown>, name: string) =>
  raw[name] === true || raw[name] === 1 || raw[name] === '1' || raw[name] === 'true'

/** Sorted by position unless the client sorts. */
const byPosition = (criteria: Criteria) =>
  criteria.sort.length
    ? criteria
    : { ...criteria, sort: [{ field: 'position', order: 'ASC' as const, naturalSorting: false }] }

function searchResult<T, E>(
  entity: string,
  records: readonly T[],
  criteria: Criteria,
  fields: Record<string, MemoryField<T>>,
  toEntity: (record: T) => E,
) {
  const { elements, total } = searchInMemory(records, byPosition(criteria), fields, (r) => fields.id!.get(r) as string)
  return applyIncludes(
    entitySearchResult(entity, elements.map(toEntity), {
      total,
      page: criteria.page,
      limit: criteria.limit,
      aggregations: {},
    }),
    criteria.includes,
  )
}

/**
 * The session's language and account type: reads that the context does not change stay token-free
 * (no context row is created for them); a sent token brings its language and customer.
 */
async function sessionOf(c: HonoContext) {
  if (!c.req.header(TOKEN_HEADER)) return { languageId: requestLanguageId(c), accountType: null }
  const context = await loadSalesChannelContext(c)
  return { languageId: context.languageId, accountType: await accountTypeOf(c.env.DB, context.customerId) }
}

referenceRoutes.on(['GET', 'POST'], '/country', async (c) => {
  const { criteria } = await criteriaOf(c, 'country')
  const { languageId } = await sessionOf(c)
  return c.json(searchResult('country', COUNTRIES, criteria, countryFields, (r) => countryEntity(r, languageId)))
})

referenceRoutes.on(['GET', 'POST'], '/salutation', async (c) => {
  const { criteria } = await criteriaOf(c, 'salutation')
  const { languageId } = await sessionOf(c)
  return c.json(
    searchResult('salutation', SALUTATIONS, criteria, salutationFields, (r) => salutationEntity(r, languageId)),
  )
})

referenceRoutes.on(['GET', 'POST'], '/currency', async (c) => {
  const raw = await readBody(c)
  // The one currency; Shopware's route answers the list itself, not a search result.
  return c.json(applyIncludes([currencyEntity()], raw.includes as Record<string, string[]> | undefined))
})

referenceRoutes.on(['GET', 'POST'], '/payment-method', async (c) => {
  const { raw, criteria } = await criteriaOf(c, 'payment_method')
  const { languageId, accountType } = await sessionOf(c)
  const methods = flag(raw, 'onlyAvailable')
    ? PAYMENT_METHODS.filter((m) => paymentMethodAvailable(m, accountType, demoMode(c.env)))
    : PAYMENT_METHODS
  return c.json(
    searchResult('payment_method', methods, criteria, paymentFields, (r) => paymentMethodEntity(r, languageId)),
  )
})

referenceRoutes.on(['GET', 'POST'], '/shipping-method', async (c) => {
  const { criteria } = await criteriaOf(c, 'shipping_method')
  const { languageId } = await sessionOf(c)
  // Both methods deliver everywhere the shop ships to, so onlyAvailable keeps them all.
  return c.json(
    searchResult('shipping_method', SHIPPING_METHODS, criteria, shippingFields, (r) =>
      shippingMethodEntity(r, languageId),
    ),
  )
})
