/**
 * The order a request names, as the session's customer's own: every route that reads, pays, changes
 * or cancels one order starts here, so another customer's order is simply not found.
 */
import type { Database } from '../../platform/database'
import { isUuid } from '../../../shared/ids'
import { type HonoContext, requireCustomer } from '../../platform/context'
import { apiError, customerNotLoggedIn, invalidUuid } from '../../platform/errors'
import { findCustomerOrder, type OrderRow } from './storage'

/** The orderId of a body: a 32-hex id (FRAMEWORK__INVALID_UUID otherwise). */
export function orderIdOf(body: Record<string, unknown>): string {
  const id = body.orderId
  if (typeof id !== 'string' || !isUuid(id)) throw invalidUuid(String(id ?? ''), '/orderId')
  return id
}

const orderNotFound = (id: string) =>
  apiError(404, 'CHECKOUT__ORDER_ORDER_NOT_FOUND', `Order with id ${id} not found.`, '/orderId', { orderId: id })

export const orderAlreadyPaid = (id: string) =>
  apiError(
    400,
    'CHECKOUT__ORDER_ORDER_ALREADY_PAID',
    `Order with id "${id}" was already paid and cannot be edited afterwards.`,
    '/orderId',
    { orderId: id },
  )

/** The session customer's own order, or Shopware's not-found for anyone else's. */
export async function ownOrder(c: HonoContext, orderId: string) {
  const context = await requireCustomer(c)
  const order = await findCustomerOrder(c.env.DB, context.customerId, orderId)
  if (!order) throw orderNotFound(orderId)
  return { context, order }
}

export const guestNotAuthenticated = () =>
  apiError(403, 'CHECKOUT__GUEST_NOT_AUTHENTICATED', 'Guest not authenticated.')

/**
 * Shopware's GuestAuthenticator for a guest's `order` (read by deep link, a document downloaded): the
 * order must be a guest's, and the request must name its customer's email and its billing zip code
 * (case-insensitive).
 */
export async function authenticateGuest(db: Database, order: OrderRow, body: Record<string, unknown>) {
  const found = await db
    .prepare(
      `SELECT c.guest, a.zipcode FROM customer c
       LEFT JOIN order_address a ON a.id = ?2 AND a.order_id = ?3 WHERE c.id = ?1`,
    )
    .bind(order.customerId, order.billingAddressId, order.id)
    .first<{ guest: number; zipcode: string | null }>()
  if (!found?.guest) throw customerNotLoggedIn()
  const { email, zipcode } = body
  if (typeof email !== 'string' || !email || (typeof zipcode !== 'string' && typeof zipcode !== 'number'))
    throw guestNotAuthenticated()
  const sameZip = (found.zipcode ?? '').toUpperCase() === String(zipcode).toUpperCase()
  if (email.toLowerCase() !== order.email.toLowerCase() || !found.zipcode || !sameZip)
    throw apiError(403, 'CHECKOUT__GUEST_WRONG_CREDENTIALS', 'Wrong credentials for guest authentication.')
}
