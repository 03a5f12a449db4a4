/** Cart calculation: prices the stored line items and enforces purchase rules and stock, Shopware style (errors, not failures). */
import { uuidFor } from '../../../../shared/ids'
import { cartEntity, cartErrors, pricedLine, type CartError, type CartPricing, type PricedLine } from './entity'
import { purchaseRules } from '../../catalog/product/entity'
import { saveLines, type CartLine } from './storage'
import { cartHash } from './hash'
import { productRows, type ProductRow } from '../../catalog/product/queries'

/**
 * The quantity a line may hold (spec §4: the cart adjusts quantities to stock, purchase steps and the
 * minimum order quantity), with the error that explains a change. Zero when it cannot be bought.
 */
export function allowedQuantity(line: CartLine, product: ProductRow): { quantity: number; error?: CartError } {
  const rules = purchaseRules(product)
  const { minPurchase: min, purchaseSteps: steps } = rules
  // The largest quantity on the steps ladder that the maximum (stock for closeouts) allows.
  const max =
    rules.calculatedMaxPurchase >= min ? min + Math.floor((rules.calculatedMaxPurchase - min) / steps) * steps : 0
  if (!rules.available || max === 0) return { quantity: 0, error: cartErrors.outOfStock(line.id, product.name) }
  if (line.quantity > max) return { quantity: max, error: cartErrors.stockReached(line.id, product.name, max) }
  if (line.quantity < min) return { quantity: min, error: cartErrors.minOrderQuantity(line.id, product.name, min) }
  const stepped = min + Math.floor((line.quantity - min) / steps) * steps
  if (stepped !== line.quantity)
    return { quantity: stepped, error: cartErrors.purchaseStepsQuantity(line.id, product.name, stepped) }
  return { quantity: line.quantity }
}

/**
 * Prices `lines` for the session (`pricing`: tax state, shipping and payment method), drops unknown
 * and unavailable products and adjusts quantities, each with a cart error; stores the lines when the
 * request or the calculation changed them. The answer carries the cart's content hash.
 */
export async function settleCart(
  db: D1Database,
  token: string,
  languageId: string,
  lines: CartLine[],
  errors: CartError[],
  changed: boolean,
  pricing?: CartPricing,
) {
  const rows = await productRows(db, { ids: [...new Set(lines.map((l) => l.productId))] }, languageId)
  const products = new Map(rows.products.map((p) => [p.id, p]))
  let adjusted = false
  const kept: PricedLine[] = []
  for (const line of lines) {
    const product = products.get(line.productId)
    if (!product) {
      errors.push(cartErrors.productNotFound(line.productId))
      adjusted = true
      continue
    }
    const { quantity, error } = allowedQuantity(line, product)
    if (error) errors.push(error)
    if (quantity !== line.quantity) adjusted = true
    if (quantity > 0) kept.push(pricedLine({ ...line, quantity }, product))
  }
  if (changed || adjusted)
    await saveLines(
      db,
      token,
      kept.map((k) => k.line),
    )
  const cart = cartEntity(token, kept, errors, adjusted, languageId, rows.meta, pricing)
  const addresses = {
    billing: pricing?.customer?.activeBillingAddress?.id ?? null,
    shipping: pricing?.customer?.activeShippingAddress?.id ?? null,
  }
  return { ...cart, hash: await cartHash(cart, addresses) }
}

export type SettledCart = Awaited<ReturnType<typeof settleCart>>

export interface AddItem {
  lineId?: string
  productId: string
  quantity: number
  /** The shopper's payload as canonical JSON (the product designer's personalisation). */
  payload?: string
}

/**
 * The line an item lands on: a personalised item gets an id of its own per product and payload, so the
 * same product with another personalisation is another line item, and the same one stacks.
 */
export const lineIdOf = (item: AddItem) =>
  item.payload ? uuidFor(`line-item:${item.productId}:${item.payload}`) : (item.lineId ?? item.productId)

/** Adds products to `lines`: the same product (and payload) again raises its quantity (line items are stackable). */
export function addToLines(lines: CartLine[], items: AddItem[]): CartLine[] {
  const next = lines.map((l) => ({ ...l }))
  let position = next.reduce((max, l) => Math.max(max, l.position), 0)
  for (const item of items) {
    const id = lineIdOf(item)
    const existing =
      next.find((l) => l.id === id) ??
      (item.payload ? undefined : next.find((l) => l.productId === item.productId && !l.payload))
    if (existing) existing.quantity += item.quantity
    else
      next.push({
        id,
        productId: item.productId,
        quantity: item.quantity,
        position: ++position,
        payload: item.payload ?? null,
      })
  }
  return next
}
