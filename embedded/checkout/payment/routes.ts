/**
 * POST (and GET) /handle-payment {orderId, finishUrl, errorUrl}: starts the payment of the session
 * customer's order with its current payment method (Shopware's handlePaymentMethod). Synchronous
 * methods (prepayment, direct debit, cash on delivery) have nothing to do online: `{redirectUrl: null}`
 * and the transaction stays open. Provider methods (card, wallet, invoice) answer the payment provider
 * page with a signed, expiring, single-use token; it returns the shopper to finishUrl or errorUrl.
 */
import { Hono } from 'hono'
import { localizedPath } from '../../../shared/locale'
import { PROVIDER_PATH } from '../../../shared/paths'
import type { StoreApiEnv } from '../../platform/database'
import type { HonoContext } from '../../platform/context'
import { ApiError, apiError } from '../../platform/errors'
import { findPaymentMethod } from '../../platform/reference'
import { localeOf } from '../../platform/sales-channel'
import { isShopUrl, shopOrigins } from '../../platform/storefront-url'
import { readBody } from '../../platform/validation'
import { quoted, violation } from '../../platform/violations'
import { orderAlreadyPaid, orderIdOf, ownOrder } from '../order/own'
import { latestTransaction, type OrderRow } from '../order'
import { signPaymentToken } from './token'

export const paymentRoutes = new Hono<{ Bindings: StoreApiEnv }>()

/** Where the embedded payment provider serves its page (worker/index.ts mounts it). */
export { PROVIDER_PATH }

/**
 * Shopware's PaymentException::invalidOrder (CHECKOUT__INVALID_ORDER_ID, 404), raised by its payment
 * processor when an order has no transaction it can pay. Shopware 6.5/6.6 answer `redirectUrl: null`
 * for an order whose transactions are all past open; here a cancelled order (its transaction cancelled
 * with it) is refused with this code instead, so a shopper is never sent on to a success page (decision 027).
 */
const invalidOrder = (orderId: string) =>
  apiError(
    404,
    'CHECKOUT__INVALID_ORDER_ID',
    `The order with id ${orderId} is invalid or could not be found.`,
    '/orderId',
    {
      orderId,
    },
  )

/** A return URL: absent (then the default), or a string leading back into the shop (a violation otherwise). */
function returnUrls(c: HonoContext, body: Record<string, unknown>) {
  const errors = (['finishUrl', 'errorUrl'] as const).flatMap((field) => {
    const value = body[field]
    if (value === undefined || value === null) return []
    if (typeof value === 'string' && isShopUrl(c, value)) return []
    return [
      violation('INVALID_URL_ERROR', 'This value is not a valid URL of this shop.', `/${field}`, {
        '{{ value }}': quoted(value),
      }),
    ]
  })
  if (errors.length) throw new ApiError(400, errors)
  return { finishUrl: body.finishUrl as string | undefined, errorUrl: body.errorUrl as string | undefined }
}

/** The storefront's own pages for the order when the caller names none: success, or the unpaid page. */
function defaultReturnUrls(order: OrderRow) {
  const locale = localeOf(order.languageId) ?? 'de-DE'
  const success = localizedPath(locale, `/checkout/success/${order.id}`)
  return { finishUrl: success, errorUrl: `${success}/unpaid` }
}

async function handlePayment(c: HonoContext, body: Record<string, unknown>) {
  const orderId = orderIdOf(body)
  const urls = returnUrls(c, body)
  const { order } = await ownOrder(c, orderId)
  const transaction = await latestTransaction(c.env.DB, order.id)
  if (!transaction || order.state === 'cancelled' || transaction.state === 'cancelled') throw invalidOrder(order.id)
  if (transaction.state === 'paid') throw orderAlreadyPaid(order.id)
  const method = findPaymentMethod(transaction.paymentMethodId)
  // An invoice the provider already accepted waits for the transfer: nothing more to do online.
  const accepted = method?.handler === 'invoice' && transaction.state === 'open' && !!transaction.customFields
  if (!method || method.handler === 'synchronous' || accepted) return { redirectUrl: null }
  const defaults = defaultReturnUrls(order)
  const token = await signPaymentToken(c.env, {
    orderId: order.id,
    transactionId: transaction.id,
    paymentMethodId: method.id,
    finishUrl: urls.finishUrl ?? defaults.finishUrl,
    errorUrl: urls.errorUrl ?? defaults.errorUrl,
  })
  const origin = shopOrigins(c)[0] ?? ''
  return { redirectUrl: `${origin}${PROVIDER_PATH}/${token}` }
}

paymentRoutes.post('/handle-payment', async (c) => c.json(await handlePayment(c, await readBody(c))))
paymentRoutes.get('/handle-payment', async (c) => c.json(await handlePayment(c, c.req.query())))
