/**
 * Cart calculation: prices the stored line items and enforces purchase rules and stock, applies
 * promotions, coupons and the loyalty discount, and switches blocked methods, Shopware style (errors,
 * not failures).
 */
import type { Database } from '../../platform/database'
import { isUuid, uuidFor } from '../../../shared/ids'
import { productStates } from '../../catalog/product/entity'
import { isOutlet } from '../../catalog/product/custom-fields'
import { cartEntity, isVirtualCart, pricedLine, type PricedLine } from './entity'
import { cartErrors, type CartError } from './errors'
import { purchaseRules } from '../../catalog/product/entity'
import {
  clearErrors,
  loadLines,
  pendingErrorsOf,
  pendingErrorsStatement,
  purchasableIds,
  removeCodesStatement,
  saveLines,
  type CartLine,
} from './storage'
import { cartHash } from './hash'
import { type ProductRow, productRowsOf, productRowsStatements } from '../../catalog/product'
import { catalogMeta, loadCatalogMeta } from '../../catalog/meta'
import type { Session } from '../../platform/context/session'
import { pick } from '../../platform/sales-channel'
import { situationOf, switchBlockedMethods } from '../../platform/method-rules'
import { addressErrors } from './address-rules'
import { type CartPromotionData, cartPromotionsOf, cartPromotionsStatements } from '../promotion'
import { applyPromotions, goodsCents, type Basket, type Promotion } from '../promotion/rules'
import { loyaltyPromotion, loyaltyStandingOf, loyaltyStatement } from '../../customer/loyalty'

/**
 * The quantity a line may hold (the cart adjusts quantities to stock, purchase steps and the
 * minimum order quantity), with the error that explains a change. Zero when it cannot be bought. An
 * outlet article is held once (outlet-item-already-in-cart) and dropped when sold (outlet-item-sold).
 */
export function allowedQuantity(line: CartLine, product: ProductRow): { quantity: number; error?: CartError } {
  const rules = purchaseRules(product)
  const { minPurchase: min, purchaseSteps: steps } = rules
  // The largest quantity on the steps ladder that the maximum (stock for closeouts) allows.
  const max =
    rules.calculatedMaxPurchase >= min ? min + Math.floor((rules.calculatedMaxPurchase - min) / steps) * steps : 0
  const outlet = isOutlet(product)
  if (!rules.available || max === 0)
    return {
      quantity: 0,
      error: outlet ? cartErrors.outletSold(line.id, product.name) : cartErrors.outOfStock(line.id, product.name),
    }
  // An outlet article is one piece: a second one asked for means the piece is already in the cart.
  if (outlet && line.quantity > 1) return { quantity: 1, error: cartErrors.outletAlreadyInCart(line.id, product.name) }
  if (line.quantity > max) return { quantity: max, error: cartErrors.stockReached(line.id, product.name, max) }
  if (line.quantity < min) return { quantity: min, error: cartErrors.minOrderQuantity(line.id, product.name, min) }
  const stepped = min + Math.floor((line.quantity - min) / steps) * steps
  if (stepped !== line.quantity)
    return { quantity: stepped, error: cartErrors.purchaseStepsQuantity(line.id, product.name, stepped) }
  return { quantity: line.quantity }
}

/** The logged-in, registered customer's id (guests collect no loyalty points). */
const registeredId = (session: Session) => (session.customer && !session.customer.guest ? session.customer.id : null)

/** The gross goods value per tax rate of the priced lines. */
function basketOf(lines: PricedLine[], session: Session): Basket {
  const goodsByRate = new Map<number, number>()
  for (const l of lines)
    goodsByRate.set(l.product.taxRate, (goodsByRate.get(l.product.taxRate) ?? 0) + l.unitCents * l.line.quantity)
  return { goodsByRate, accountType: session.customer?.accountType ?? null }
}

/** Prices the lines: drops unknown and unavailable products and adjusts quantities, each with a cart error. */
function priceLines(rows: ProductRow[], lines: CartLine[], errors: CartError[]) {
  const products = new Map(rows.map((p) => [p.id, p]))
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
  return { kept, adjusted }
}

/**
 * What settling a cart reads, in one round trip: its variants (prices, stock, purchase rules; not their
 * SEO categories), the errors waiting for it, its promotions (unless the route has read them) and the
 * customer's loyalty standing (only for goods); the catalog's metadata comes from memory. An empty cart
 * (most page renders read one) reads no products.
 */
async function readForSettling(
  db: Database,
  token: string,
  languageId: string,
  lines: CartLine[],
  session: Session,
  promotions: CartPromotionData | undefined,
) {
  const customerId = registeredId(session)
  const productIds = [...new Set(lines.map((l) => l.productId))]
  const products = productIds.length
    ? productRowsStatements(db, { ids: productIds }, languageId, { seoCategory: false })
    : []
  const promotionReads = promotions ? [] : cartPromotionsStatements(db, token, session.context.customerId)
  const loyalty = customerId && lines.length ? [loyaltyStatement(db, customerId)] : []
  const [meta, results] = await Promise.all([
    productIds.length ? loadCatalogMeta(db, languageId) : catalogMeta([], []),
    db.batch([...products, pendingErrorsStatement(db, token), ...promotionReads, ...loyalty]),
  ])
  // The results in the batch's order, each part taking its own.
  let at = 0
  const take = (n: number) => {
    at += n
    return results.slice(at - n, at)
  }
  const productResults = take(products.length)
  const [pending] = take(1)
  const promotionResults = take(promotionReads.length)
  const [standing] = take(loyalty.length)
  return {
    products: productIds.length ? productRowsOf(productResults, meta, { seoCategory: false }).products : [],
    meta,
    pending: pendingErrorsOf(pending!),
    promo: promotions ?? cartPromotionsOf(promotionResults),
    standing: standing ? loyaltyStandingOf(standing) : null,
  }
}

/**
 * The discounts of the cart and their errors: stored codes that no longer resolve are dropped
 * (auto-promotion-not-found), codes just added that do not qualify yet stay stored
 * (promotion-not-eligible, once), excluded ones are named each time, a cart worth nothing takes none.
 */
function settlePromotions(
  promo: CartPromotionData,
  loyalty: Promotion | null,
  basket: Basket,
  addedCodes: string[],
  languageId: string,
  errors: CartError[],
) {
  const vanished = promo.codes.filter((code) => !promo.byCode.has(code))
  for (const code of vanished) errors.push(cartErrors.autoPromotionNotFound(code))
  const coded = promo.codes.flatMap((code) => promo.byCode.get(code) ?? [])
  const name = (p: Promotion) => pick(languageId, p.name)
  if (goodsCents(basket) <= 0 && coded.length) errors.push(cartErrors.promotionsOnCartPriceZero(coded.map(name)))
  const outcome = applyPromotions([...coded, ...promo.automatic, ...(loyalty ? [loyalty] : [])], basket)
  for (const p of outcome.excluded) errors.push(cartErrors.promotionExcluded(name(p)))
  for (const code of addedCodes) {
    const p = promo.byCode.get(code)
    if (p && outcome.notEligible.includes(p)) errors.push(cartErrors.promotionNotEligible(name(p)))
  }
  return { outcome, vanished }
}

/**
 * Prices `lines` for the session (tax state, methods, customer), applies the cart's promotions, coupons
 * and loyalty discount, switches blocked methods, and stores what the request or the calculation
 * changed. The answer carries the errors waiting with the cart, then this calculation's, and consumes
 * the waiting ones, and the cart's content hash. `addedCodes` are the promotion codes this request stored;
 * `promotions` the cart's promotion data when the route has already read it (as it stands after the change).
 */
export async function settleCart(
  db: Database,
  token: string,
  languageId: string,
  lines: CartLine[],
  errors: CartError[],
  changed: boolean,
  session: Session,
  { addedCodes = [], promotions }: { addedCodes?: string[]; promotions?: CartPromotionData } = {},
) {
  const read = await readForSettling(db, token, languageId, lines, session, promotions)
  const { meta, pending, promo, standing } = read
  const { kept, adjusted } = priceLines(read.products, lines, errors)
  const basket = basketOf(kept, session)
  const loyalty = standing ? loyaltyPromotion(standing) : null
  const { outcome, vanished } = settlePromotions(promo, loyalty, basket, addedCodes, languageId, errors)
  const virtual = isVirtualCart(kept.map((l) => ({ type: 'product', states: productStates(l.product) })))
  const methods = await switchBlockedMethods(db, session, situationOf(session, virtual))
  errors.push(...addressErrors(methods.session, virtual))
  const writes = [
    ...(pending.length ? [clearErrors(db, token)] : []),
    ...(vanished.length ? [removeCodesStatement(db, token, vanished)] : []),
  ]
  if (changed || adjusted)
    await saveLines(
      db,
      token,
      kept.map((k) => k.line),
      writes,
    )
  else if (writes.length) await db.batch(writes)
  const cart = cartEntity(
    token,
    kept,
    [...pending, ...errors, ...methods.errors],
    adjusted,
    languageId,
    meta,
    methods.session,
    { discounts: outcome.applied, freeShipping: outcome.freeShipping },
  )
  const customer = methods.session.customer
  const addresses = {
    billing: customer?.activeBillingAddress?.id ?? null,
    shipping: customer?.activeShippingAddress?.id ?? null,
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

/** A product a shopper adds: the product or variant id asked for, its quantity, the line id and payload it names. */
export interface ProductAddition {
  referencedId: string
  quantity: number
  lineId?: string
  payload?: string
}

/**
 * The cart's add path (POST /checkout/cart/line-item, the shopping lists' add-to-cart): each product
 * or variant id becomes what can be bought (an unknown one is a product-not-found error), the items
 * stack on the session's lines and the cart is settled, so stock, minimum and purchase-step rules and
 * their errors apply as for any add. `errors` and `addedCodes` come from the same request's codes.
 */
export async function addProducts(
  db: Database,
  session: Session,
  products: ProductAddition[],
  errors: CartError[] = [],
  addedCodes: string[] = [],
) {
  const { token, languageId } = session.context
  const refs = products.map((p) => p.referencedId).filter(isUuid)
  const [lines, targets] = await Promise.all([loadLines(db, token), purchasableIds(db, refs)])
  const adds: AddItem[] = []
  for (const product of products) {
    const target = targets.get(product.referencedId)
    if (!target) errors.push(cartErrors.productNotFound(product.referencedId))
    else adds.push({ productId: target, lineId: product.lineId, quantity: product.quantity, payload: product.payload })
  }
  return settleCart(db, token, languageId, addToLines(lines, adds), errors, adds.length > 0, session, { addedCodes })
}
