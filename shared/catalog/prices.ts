/** Price tiers as the shop labels them: "to {quantity}" for every tier but the last, "from {quantity}" for the last. */

/** What the helpers read of a Store API calculated price. */
export interface TierPrice {
  unitPrice: number
  /** Shopware's quantity: the tier's last quantity, or the first quantity of the open-ended last tier. */
  quantity: number
}

export interface TierLabel<P extends TierPrice = TierPrice> {
  price: P
  label: string
}

type Translate = (key: 'product.tierTo' | 'product.tierFrom', values: { quantity: number }) => string

const ENGLISH: Translate = (key, { quantity }) => (key === 'product.tierFrom' ? `from ${quantity}` : `to ${quantity}`)

/**
 * Labels each tier of `calculatedPrices`; `t` translates the keys product.tierTo / product.tierFrom
 * (English text without it). A product without tiers has no labels.
 * @example tierLabels([{ unitPrice: 8.9, quantity: 9 }, { unitPrice: 7.9, quantity: 49 }, { unitPrice: 6.9, quantity: 50 }]).map((t) => t.label)
 * // ['to 9', 'to 49', 'from 50']
 */
export function tierLabels<P extends TierPrice>(
  calculatedPrices: readonly P[] | null | undefined,
  t: Translate = ENGLISH,
): TierLabel<P>[] {
  const tiers = calculatedPrices ?? []
  return tiers.map((price, i) => ({
    price,
    label: t(i === tiers.length - 1 ? 'product.tierFrom' : 'product.tierTo', { quantity: price.quantity }),
  }))
}

/**
 * The price a product is advertised with: with more than one tier the last (cheapest) tier, else its
 * calculated price.
 * @example effectivePrice({ calculatedPrice: { unitPrice: 8.9, quantity: 1 }, calculatedPrices: [] }).unitPrice // 8.9
 */
export function effectivePrice<P extends TierPrice>(product: {
  calculatedPrice: P
  calculatedPrices?: readonly P[] | null
}): P {
  const tiers = product.calculatedPrices ?? []
  return tiers.length > 1 ? tiers[tiers.length - 1]! : product.calculatedPrice
}

/** Which prices a shopper sees: the Store API's (its context's tax state) or, for a visitor who chose so, net ones. */
export interface PriceDisplay {
  /** What the shopper sees: business customers and visitors in the business area net, everyone else gross. */
  display: 'gross' | 'net'
  /** What the Store API's amounts are: net for a business customer's context, gross otherwise. */
  taxState: 'gross' | 'net'
}

/**
 * An amount as the shopper sees it: the Store API's amount, or its net value for a visitor who chose net
 * prices while the Store API answered gross (the tax display switch), by the product's tax rate.
 * @example displayAmount(11.9, { display: 'net', taxState: 'gross' }, 19) // 10
 */
export function displayAmount(amount: number, prices: PriceDisplay, taxRate: number | null | undefined): number {
  if (prices.display !== 'net' || prices.taxState === 'net' || !taxRate) return amount
  return Math.round((amount / (1 + taxRate / 100)) * 100) / 100
}

/** The tax rate of a Store API calculated price (its first tax rule), if any. */
export function taxRateOf(price: { taxRules?: Array<{ taxRate?: number }> | null } | null | undefined): number | null {
  return price?.taxRules?.[0]?.taxRate ?? null
}

/** What `priceDisplayOf` reads of a Store API sales channel context. */
interface DisplayContext {
  customer?: { accountType?: string | null; guest?: boolean | null } | null
  context?: { taxState?: string | null } | null
}

/**
 * Which prices a request's shopper gets: a customer's own tax state (net for a business
 * customer, as the Store API answers), a visitor's area otherwise (the business area shows net prices,
 * converted from the Store API's gross ones). The one rule for pages, the cart and search suggestions.
 * @example priceDisplayOf(null, 'business') // { display: 'net', taxState: 'gross' }
 */
export function priceDisplayOf(
  context: DisplayContext | null | undefined,
  visitorArea: 'business' | 'private',
): PriceDisplay {
  const customer = context?.customer && !context.customer.guest ? context.customer : null
  const taxState = context?.context?.taxState === 'net' ? 'net' : 'gross'
  return { taxState, display: customer ? taxState : visitorArea === 'business' ? 'net' : taxState }
}

/** What `lineAmounts` reads of a cart line's calculated price. */
export interface LinePrice {
  unitPrice?: number | null
  totalPrice?: number | null
  calculatedTaxes?: Array<{ tax?: number | null; taxRate?: number | null }> | null
  taxRules?: Array<{ taxRate?: number }> | null
}

const cents = (amount: number) => Math.round(amount * 100) / 100

/**
 * A cart line's unit price and line total as the shopper sees them. Net for a visitor who chose net
 * prices: the unit price by the line's own tax rate, the total less the line's own calculated taxes
 * (exact for lines with several rates); the Store API's amounts as they are otherwise (a business
 * customer's cart is net already).
 * @example lineAmounts({ unitPrice: 11.9, totalPrice: 23.8, calculatedTaxes: [{ tax: 3.8, taxRate: 19 }] }, { display: 'net', taxState: 'gross' })
 * // { unitPrice: 10, totalPrice: 20 }
 */
export function lineAmounts(
  price: LinePrice | null | undefined,
  prices: PriceDisplay,
): { unitPrice: number; totalPrice: number } {
  const unitPrice = price?.unitPrice ?? 0
  const totalPrice = price?.totalPrice ?? 0
  if (prices.display !== 'net' || prices.taxState === 'net') return { unitPrice, totalPrice }
  const taxes = price?.calculatedTaxes ?? []
  const rate = taxRateOf(price) ?? taxes[0]?.taxRate ?? null
  return {
    unitPrice: displayAmount(unitPrice, prices, rate),
    totalPrice: taxes.length
      ? cents(totalPrice - taxes.reduce((sum, tax) => sum + (tax.tax ?? 0), 0))
      : displayAmount(totalPrice, prices, rate),
  }
}

/**
 * Any amount of a line's price (its unit price per reference unit) as the shopper sees it, by the line's tax rate.
 * @example lineAmount(11.9, { calculatedTaxes: [{ tax: 1.9, taxRate: 19 }] }, { display: 'net', taxState: 'gross' }) // 10
 */
export function lineAmount(amount: number, price: LinePrice | null | undefined, prices: PriceDisplay): number {
  if (prices.display !== 'net' || prices.taxState === 'net') return amount
  return displayAmount(amount, prices, taxRateOf(price) ?? price?.calculatedTaxes?.[0]?.taxRate ?? null)
}

/**
 * The cart's subtotal as the shopper sees it: the Store API's position price, or the sum of the lines'
 * net totals for a visitor who chose net prices.
 * @example cartSubtotal({ price: { positionPrice: 23.8 }, lineItems: [{ price: { totalPrice: 23.8, calculatedTaxes: [{ tax: 3.8, taxRate: 19 }] } }] }, { display: 'net', taxState: 'gross' }) // 20
 */
export function cartSubtotal(
  cart: {
    price?: { positionPrice?: number | null } | null
    lineItems?: Array<{ price?: LinePrice | null }> | null
  } | null,
  prices: PriceDisplay,
): number {
  if (prices.display !== 'net' || prices.taxState === 'net') return cart?.price?.positionPrice ?? 0
  return cents((cart?.lineItems ?? []).reduce((sum, item) => sum + lineAmounts(item.price, prices).totalPrice, 0))
}

/** What the price-law helpers read of a Store API calculated price (or a line's price). */
export interface LawfulPrice {
  unitPrice?: number
  referencePrice?: { price?: number; purchaseUnit?: number; referenceUnit?: number; unitName?: string } | null
  listPrice?: { price?: number } | null
  regulationPrice?: { price?: number } | null
}

/**
 * The unit price (Grundpreis, PAngV §4) of a price: its amount per reference unit; null for a product
 * sold by the piece, and where it is the price itself (one pair sold as one pair: the law asks nothing).
 * @example unitPriceOf({ referencePrice: { price: 2, purchaseUnit: 12, referenceUnit: 1, unitName: 'Paar' } }) // { price: 2, referenceUnit: 1, unitName: 'Paar' }
 */
export function unitPriceOf(price: LawfulPrice | null | undefined) {
  const reference = price?.referencePrice
  if (!reference || typeof reference.price !== 'number') return null
  if (reference.purchaseUnit !== undefined && reference.purchaseUnit === (reference.referenceUnit ?? 1)) return null
  return { price: reference.price, referenceUnit: reference.referenceUnit ?? 1, unitName: reference.unitName ?? '' }
}

/**
 * A price reduction the shop may announce (PAngV §11): the former (list) price struck through only
 * together with the lowest price of the last 30 days (Shopware's regulation price). A list price without
 * it, or not above the price, announces nothing.
 * @example reductionOf({ unitPrice: 39.9, listPrice: { price: 49.9 }, regulationPrice: { price: 44.9 } }) // { listPrice: 49.9, lowest: 44.9 }
 */
export function reductionOf(price: LawfulPrice | null | undefined): { listPrice: number; lowest: number } | null {
  const list = price?.listPrice?.price
  const lowest = price?.regulationPrice?.price
  if (typeof list !== 'number' || typeof lowest !== 'number' || typeof price?.unitPrice !== 'number') return null
  return list > price.unitPrice ? { listPrice: list, lowest } : null
}
