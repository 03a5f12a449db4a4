/**
 * Address routes of the logged-in customer (Shopware's wire format): list (criteria), create, update,
 * delete (never the default billing or shipping address, nor one the session uses), set the default
 * billing or shipping address. Every lookup is keyed by the session's customer: another customer's
 * address id answers exactly like a missing one (CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND), never its data.
 */
import type { Database, StoreApiEnv } from '../../platform/database'
import { Hono } from 'hono'
import { isUuid } from '../../../shared/ids'
import { applyIncludes } from '../../../shared/store-api/includes'
import { type MemoryField, memorySchema, searchInMemory } from '../../criteria/memory'
import { parseCriteria } from '../../criteria/parse'
import { type HonoContext, requireCustomer } from '../../platform/context'
import { ApiError, apiError, invalidUuid } from '../../platform/errors'
import { entitySearchResult } from '../../platform/search-result'
import { readBody } from '../../platform/validation'
import { addressEntity } from './entity'
import {
  type AddressRow,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from './storage'
import { validateAddress } from './validation'

export const addressRoutes = new Hono<{ Bindings: StoreApiEnv }>()

const addressNotFound = (id: string) =>
  apiError(404, 'CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND', `Customer address with id "${id}" not found.`, '/addressId', {
    addressId: id,
  })

function addressIdParam(c: HonoContext): string {
  const id = c.req.param('addressId')!
  if (!isUuid(id)) throw invalidUuid(id, '/addressId')
  return id
}

async function defaultsOf(db: Database, customerId: string) {
  const row = await db
    .prepare(
      'SELECT default_billing_address_id AS billing, default_shipping_address_id AS shipping FROM customer WHERE id = ?',
    )
    .bind(customerId)
    .first<{ billing: string | null; shipping: string | null }>()
  return row ?? { billing: null, shipping: null }
}

/** The customer's address, or Shopware's not-found (also for someone else's address). */
async function ownAddress(db: Database, customerId: string, id: string): Promise<AddressRow> {
  const address = await findAddress(db, customerId, id)
  if (!address) throw addressNotFound(id)
  return address
}

const addressFields: Record<string, MemoryField<AddressRow>> = {
  id: { type: 'id', get: (a) => a.id },
  countryId: { type: 'id', get: (a) => a.countryId },
  firstName: { type: 'string', get: (a) => a.firstName },
  lastName: { type: 'string', get: (a) => a.lastName },
  company: { type: 'string', get: (a) => a.company },
  street: { type: 'string', get: (a) => a.street },
  zipcode: { type: 'string', get: (a) => a.zipcode },
  city: { type: 'string', get: (a) => a.city },
  createdAt: { type: 'date', get: (a) => a.createdAt },
}
const addressSchema = memorySchema('customer_address', addressFields)

// A customer has a handful of addresses: they are read at once and the criteria applied in memory.
addressRoutes.post('/account/list-address', async (c) => {
  const raw = await readBody(c)
  const criteria = parseCriteria(raw, addressSchema, { defaultLimit: 100, maxLimit: 500 })
  const context = await requireCustomer(c)
  const db = c.env.DB
  const [rows, defaults] = await Promise.all([
    listAddresses(db, context.customerId),
    defaultsOf(db, context.customerId),
  ])
  const { elements, total } = searchInMemory(rows, criteria, addressFields, (a) => a.id)
  return c.json(
    applyIncludes(
      entitySearchResult(
        'customer_address',
        elements.map((a) => addressEntity(a, context.languageId, defaults)),
        { total, page: criteria.page, limit: criteria.limit, aggregations: {} },
      ),
      criteria.includes,
    ),
  )
})

addressRoutes.post('/account/address', async (c) => {
  const body = await readBody(c)
  const context = await requireCustomer(c)
  const { errors, address } = validateAddress(body)
  if (!address) throw new ApiError(400, errors)
  const db = c.env.DB
  const id = await insertAddress(db, context.customerId, address)
  const defaults = await defaultsOf(db, context.customerId)
  // A customer without addresses (e.g. an old account) gets the first one as both defaults.
  if (!defaults.billing) await setDefaultAddress(db, context.customerId, 'billing', id)
  if (!defaults.shipping) await setDefaultAddress(db, context.customerId, 'shipping', id)
  const row = (await findAddress(db, context.customerId, id))!
  return c.json(addressEntity(row, context.languageId, await defaultsOf(db, context.customerId)))
})

addressRoutes.patch('/account/address/:addressId{[^/]+}', async (c) => {
  const id = addressIdParam(c)
  const body = await readBody(c)
  const context = await requireCustomer(c)
  const db = c.env.DB
  await ownAddress(db, context.customerId, id)
  const { errors, address } = validateAddress(body)
  if (!address) throw new ApiError(400, errors)
  if (!(await updateAddress(db, context.customerId, id, address))) throw addressNotFound(id)
  const row = (await findAddress(db, context.customerId, id))!
  return c.json(addressEntity(row, context.languageId, await defaultsOf(db, context.customerId)))
})

addressRoutes.delete('/account/address/:addressId{[^/]+}', async (c) => {
  const id = addressIdParam(c)
  const context = await requireCustomer(c)
  const db = c.env.DB
  await ownAddress(db, context.customerId, id)
  const defaults = await defaultsOf(db, context.customerId)
  if (defaults.billing === id || defaults.shipping === id)
    throw apiError(
      400,
      'CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT',
      `Customer address with id "${id}" is a default address and cannot be deleted.`,
      '/addressId',
      { addressId: id },
    )
  if (context.billingAddressId === id || context.shippingAddressId === id)
    throw apiError(
      400,
      'CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE',
      `Customer address with id "${id}" is an active address and cannot be deleted.`,
      '/addressId',
      { addressId: id },
    )
  if (!(await deleteAddress(db, context.customerId, id))) throw addressNotFound(id)
  return c.body(null, 204)
})

for (const kind of ['billing', 'shipping'] as const) {
  addressRoutes.patch(`/account/address/default-${kind}/:addressId{[^/]+}`, async (c) => {
    const id = addressIdParam(c)
    const context = await requireCustomer(c)
    const db = c.env.DB
    await ownAddress(db, context.customerId, id)
    await setDefaultAddress(db, context.customerId, kind, id)
    return c.body(null, 204)
  })
}
