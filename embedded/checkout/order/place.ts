/**
 * POST /checkout/order (decision 023): the session's cart becomes an order.
 *
 * - A customer (registered or guest) with addresses and a non-empty cart; the cart is settled again
 *   and must still be what the shopper confirmed (`hash`, else 409 CHECKOUT__CART_HASH_MISMATCH),
 *   without blocking errors and without changes made by settling (both 400 CHECKOUT__CART_INVALID
 *   with the cart's errors).
 * - Every cart line item is copied as it is (products, promotions, …); product lines take stock.
 * - One batch writes it all (order/storage.ts). Its idempotency key is `{token}:{cart hash}:{cart created}`:
 *   the same cart submitted twice, at once or later, answers the first order; a new cart is a new order. When another order took the
 *   stock first, the guard rolls the batch back and the shopper gets 400 CHECKOUT__CART_INVALID with
 *   the refreshed cart's product-stock-reached / product-out-of-stock errors (the stored cart holds
 *   the adjusted quantities).
 */
import type { Database } from '../../platform/database'
import { randomId } from '../../../shared/ids'
import type { CartError } from '../cart/errors'
import { settleCart, type SettledCart } from '../cart/rules'
import { type CartLine, cartCreatedAt, loadLines } from '../cart'
import { COUPON_OVERDRAWN_MARKER, redeemCoupons } from '../promotion/coupons'
import type { HonoContext } from '../../platform/context'
import { loadSession, type Session } from '../../platform/context/session'
import { ApiError, apiError, customerNotLoggedIn, errorEntry } from '../../platform/errors'
import { CURRENCY_ID } from '../../platform/sales-channel'
import { calculatedPrice, cents } from '../../platform/price'
import { STANDARD_TAX_RATE } from '../../../shared/constants'
import { salutationKeyOf } from '../../platform/reference'
import { shopOrigins } from '../../platform/storefront-url'
import { readBody } from '../../platform/validation'
import { readText, Violations } from '../../platform/violations'
import { orderDocumentTypes } from '../document/return-label'
import { ALL_ASSOCIATIONS, type OrderEntity } from './entity'
import { sendOrderConfirmation } from './mail'
import { loadOrderEntity } from './read'
import { deepLinkCode } from '../../platform/url-safe'
import { findOrderIdByKey, findRecentOrderId, idempotencyKey, insertOrder, type NewOrder } from './storage'

interface OrderRequest {
  customerComment: string | null
  affiliateCode: string | null
  campaignCode: string | null
  hash: string | null
  /** The shopper allowed partial delivery; kept only where the shipping method offers the choice. */
  partialDelivery: boolean
}

/** `customFields.partialDelivery`, a boolean when given (the one custom field an order takes). */
function partialDeliveryOf(customFields: unknown, violations: Violations): boolean {
  if (customFields === undefined || customFields === null) return false
  const value = (customFields as Record<string, unknown>).partialDelivery
  if (
    typeof customFields !== 'object' ||
    Array.isArray(customFields) ||
    (value !== undefined && typeof value !== 'boolean')
  ) {
    violations.add('customFields', 'INVALID_TYPE_ERROR', 'customFields.partialDelivery must be a boolean.', {
      '{{ type }}': 'boolean',
    })
    return false
  }
  return value === true
}

function readOrderRequest(body: Record<string, unknown>): OrderRequest {
  const violations = new Violations()
  const text = (field: string, max: number) =>
    readText(body[field], `/${field}`, { required: false, max }, violations.entries)
  const request = {
    customerComment: text('customerComment', 10_000),
    affiliateCode: text('affiliateCode', 255),
    campaignCode: text('campaignCode', 255),
    hash: text('hash', 255),
    partialDelivery: partialDeliveryOf(body.customFields, violations),
  }
  violations.throwIfAny()
  return request
}

/** Shopware's invalid cart: the cart's errors, as text in `errors` and as they are in `cartErrors`. */
function invalidCart(errors: CartError[]): ApiError {
  const text = errors.map((e) => `${e.key}: ${e.message}`).join('\n')
  return new ApiError(400, [
    errorEntry(400, 'CHECKOUT__CART_INVALID', `The cart is invalid, got ${errors.length} error(s): ${text}`, '/', {
      errorCount: errors.length,
      errors: text,
      cartErrors: errors,
    }),
  ])
}

const hashMismatch = (token: string) =>
  apiError(409, 'CHECKOUT__CART_HASH_MISMATCH', `Content hash mismatch for cart token: ${token}`, '/hash', { token })

type LineItem = SettledCart['lineItems'][number]

/** A cart line item as an order line item: every type alike; only product lines name a variant to take stock from. */
const orderLine = (l: LineItem, position: number): NewOrder['lineItems'][number] => ({
  id: randomId(),
  position,
  type: l.type,
  identifier: l.id,
  referencedId: l.referencedId ?? null,
  productId: l.type === 'product' ? (l.referencedId ?? null) : null,
  quantity: l.quantity,
  label: l.label,
  unitPrice: cents(l.price.unitPrice),
  totalPrice: cents(l.price.totalPrice),
  price: JSON.stringify(l.price),
  priceDefinition: JSON.stringify(l.priceDefinition ?? null),
  payload: JSON.stringify(l.payload ?? {}),
  cover: 'cover' in l && l.cover ? JSON.stringify(l.cover) : null,
  good: l.good ? 1 : 0,
  removable: l.removable ? 1 : 0,
  stackable: l.stackable ? 1 : 0,
})

type ActiveAddress = NonNullable<NonNullable<Session['customer']>['activeBillingAddress']>

const orderAddress = (id: string, a: ActiveAddress, vatId: string | null): NewOrder['addresses'][number] => ({
  id,
  countryId: a.countryId,
  countryStateId: a.countryStateId,
  salutationKey: salutationKeyOf(a.salutationId) ?? 'not_specified',
  title: a.title,
  firstName: a.firstName,
  lastName: a.lastName,
  company: a.company,
  department: a.department,
  street: a.street,
  additionalAddressLine1: a.additionalAddressLine1,
  additionalAddressLine2: a.additionalAddressLine2,
  zipcode: a.zipcode,
  city: a.city,
  phoneNumber: a.phoneNumber,
  vatId,
  addressType: a.customFields.addressType,
})

/** The order a settled cart and the session make (addresses and customer copied). */
function newOrder(cart: SettledCart, session: Session, request: OrderRequest, cartCreatedAt: string): NewOrder {
  const customer = session.customer!
  const billing = customer.activeBillingAddress!
  const shipping = customer.activeShippingAddress ?? billing
  const billingId = randomId()
  const shippingId = shipping.id === billing.id ? billingId : randomId()
  const vatId = customer.vatIds[0] ?? null
  const addresses = [orderAddress(billingId, billing, vatId)]
  if (shippingId !== billingId) addresses.push(orderAddress(shippingId, shipping, null))
  // A virtual cart (downloads only) has no delivery: the order gets none and no shipping costs (Shopware).
  const delivery = cart.deliveries[0]
  const shippingCosts = JSON.stringify(
    delivery?.shippingCosts ?? calculatedPrice(0, 1, STANDARD_TAX_RATE, null, cart.price.taxStatus),
  )
  const now = new Date()
  const id = randomId()
  return {
    order: {
      id,
      customerId: customer.id,
      idempotencyKey: idempotencyKey(cart.token, cart.hash, cartCreatedAt),
      deepLinkCode: deepLinkCode(),
      languageId: session.context.languageId,
      currencyId: CURRENCY_ID,
      orderDateTime: now.toISOString(),
      taxStatus: cart.price.taxStatus,
      amountTotal: cents(cart.price.totalPrice),
      amountNet: cents(cart.price.netPrice),
      positionPrice: cents(cart.price.positionPrice),
      shippingTotal: cents(delivery?.shippingCosts.totalPrice ?? 0),
      price: JSON.stringify(cart.price),
      shippingCosts,
      billingAddressId: billingId,
      customerComment: request.customerComment,
      customFields: JSON.stringify({
        partialDelivery: session.shippingMethod.partialDelivery === 'choice' && request.partialDelivery,
      }),
      affiliateCode: request.affiliateCode,
      campaignCode: request.campaignCode,
      email: customer.email,
      salutationKey: salutationKeyOf(customer.salutationId) ?? 'not_specified',
      firstName: customer.firstName,
      lastName: customer.lastName,
      title: customer.title,
      company: customer.company,
      vatIds: JSON.stringify(customer.vatIds),
      customerNumber: customer.customerNumber,
    },
    lineItems: cart.lineItems.map((l, i) => orderLine(l, i + 1)),
    addresses,
    delivery: delivery
      ? {
          id: randomId(),
          shippingAddressId: shippingId,
          shippingMethodId: session.shippingMethod.id,
          shippingDateEarliest: delivery.deliveryDate.earliest,
          shippingDateLatest: delivery.deliveryDate.latest,
          shippingCosts,
        }
      : null,
    transaction: {
      id: randomId(),
      paymentMethodId: cart.transactions[0].paymentMethodId,
      amount: JSON.stringify(cart.transactions[0].amount),
    },
    documentTypes: orderDocumentTypes(customer.accountType, shipping.countryId),
    cartToken: cart.token,
  }
}

const failedOn = (error: unknown, marker: string) => error instanceof Error && error.message.includes(marker)

/** The session's cart, settled for the session and checked as an order needs it. */
async function orderableCart(db: Database, session: Session, request: OrderRequest, lines: CartLine[]) {
  const { context } = session
  const errors: CartError[] = []
  const cart = await settleCart(db, context.token, context.languageId, lines, errors, false, session)
  if (request.hash && request.hash !== cart.hash) throw hashMismatch(context.token)
  if (!cart.lineItems.length || cart.modified || errors.some((e) => e.level === 20 || e.block))
    throw invalidCart(errors)
  return cart
}

/** Places the session's cart as an order; answers the Order entity (the first one for a repeated cart). */
export async function placeOrder(c: HonoContext): Promise<OrderEntity> {
  const request = readOrderRequest(await readBody(c))
  const session = await loadSession(c)
  const { context, customer } = session
  if (!context.customerId || !customer) throw customerNotLoggedIn()
  const db = c.env.DB
  const load = (id: string) => loadOrderEntity(db, id, context.languageId, ALL_ASSOCIATIONS)
  const createdAt = await cartCreatedAt(db, context.token)
  // Lines live only in a cart row: without one there is nothing to read.
  const lines = createdAt ? await loadLines(db, context.token) : []
  // A submit repeated after its order was placed (a double click, a reload of the review, a retry): the
  // cart is gone or emptied, the answer is that order, with or without the cart's hash.
  if (!lines.length) {
    const placed = await findRecentOrderId(db, context.token, request.hash)
    if (placed) return (await load(placed))!
  }
  if (!customer.activeBillingAddress)
    throw apiError(400, 'CHECKOUT__ORDER_BILLING_ADDRESS_MISSING', 'The customer has no billing address.')
  if (!lines.length) throw apiError(400, 'CHECKOUT__CART_EMPTY', 'Cart is empty')
  const cart = await orderableCart(db, session, request, lines)
  const order = newOrder(cart, session, request, createdAt ?? '')
  try {
    await insertOrder(db, order, redeemCoupons(db, customer.id, cart.lineItems))
  } catch (error) {
    if (failedOn(error, 'idempotency_key')) {
      const first = await findOrderIdByKey(db, order.order.idempotencyKey)
      if (first) return (await load(first))!
    }
    // Another order took the stock or spent the coupon first: the shopper sees the cart as it is now.
    if (failedOn(error, 'STOCK_GUARD') || failedOn(error, COUPON_OVERDRAWN_MARKER)) {
      const errors: CartError[] = []
      await settleCart(
        db,
        context.token,
        context.languageId,
        await loadLines(db, context.token),
        errors,
        false,
        session,
      )
      throw invalidCart(errors)
    }
    throw error
  }
  const entity = (await load(order.order.id))!
  // The mail's links lead to the host the shopper used (relative when none is known).
  await sendOrderConfirmation(c.env, entity, shopOrigins(c)[0] ?? '', {
    guest: customer.guest,
    consumer: customer.accountType !== 'business',
  })
  return entity
}
