/** Price tiers as spec §3 labels them: "to {quantity}" for every tier but the last, "from {quantity}" for the last. */

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
 * calculated price (spec §3).
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
 * prices while the Store API answered gross (spec §1 tax display switch), by the product's tax rate.
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
