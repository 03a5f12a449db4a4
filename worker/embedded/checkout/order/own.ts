/**
 * The order a request names, as the session's customer's own: every route that reads, pays, changes
 * or cancels one order starts here, so another customer's order is simply not found.
 */
import { isUuid } from '../../../../shared/ids'
import { type HonoContext, requireCustomer } from '../../platform/context'
import { apiError, invalidUuid } from '../../platform/errors'
import { findCustomerOrder } from './storage'

/** The orderId of a body: a 32-hex id (FRAMEWORK__INVALID_UUID otherwise). */
export function orderIdOf(body: Record<string, unknown>): string {
  const id = body.orderId
  if (typeof id !== 'string' || !isUuid(id)) throw invalidUuid(String(id ?? ''), '/orderId')
  return id
}

export const orderNotFound = (id: string) =>
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
