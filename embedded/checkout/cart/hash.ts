/**
 * The cart's content hash (Shopware 6.6.5+ `hash`): line items (id, type, reference, quantity,
 * prices, payload), totals, shipping and payment method and the active addresses. POST
 * /checkout/order compares the hash a shopper confirmed with the cart as it is now, so an order is
 * only placed for the cart that was shown (CHECKOUT__CART_HASH_MISMATCH otherwise).
 */

/** What of a settled cart entity the hash reads. */
interface HashedCart {
  price: { totalPrice: number; taxStatus: string }
  lineItems: Array<{
    id: string
    type: string
    referencedId: string | null
    quantity: number
    price: { unitPrice: number; totalPrice: number } | null
    payload?: unknown
  }>
  deliveries: Array<{ shippingMethod: { id: string }; shippingCosts: { totalPrice: number } }>
  transactions: Array<{ paymentMethodId: string }>
}

/** The session's active addresses (a customer's; guests without an account have none). */
export interface HashedAddresses {
  billing: string | null
  shipping: string | null
}

/** A line's payload without its stock figure, which moves with every other shopper's order. */
function stablePayload(payload: unknown) {
  if (!payload || typeof payload !== 'object') return payload ?? null
  const { stock: _stock, ...rest } = payload as Record<string, unknown>
  return rest
}

/**
 * SHA-256 (hex) over the cart's content in a fixed order.
 * @example const hash = await cartHash(cart, { billing: addressId, shipping: addressId })
 */
export async function cartHash(cart: HashedCart, addresses: HashedAddresses): Promise<string> {
  const content = JSON.stringify([
    cart.lineItems.map((l) => [
      l.id,
      l.type,
      l.referencedId,
      l.quantity,
      l.price?.unitPrice,
      l.price?.totalPrice,
      stablePayload(l.payload),
    ]),
    cart.price.totalPrice,
    cart.price.taxStatus,
    cart.deliveries.map((d) => [d.shippingMethod.id, d.shippingCosts.totalPrice]),
    cart.transactions.map((t) => t.paymentMethodId),
    addresses.billing,
    addresses.shipping,
  ])
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(content))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}
