/** Money on the wire: integer cents inside, euro floats in Store API price objects (gross, or net for business customers). */
import { STANDARD_TAX_RATE } from '../../shared/constants'
import { taxRules } from './sales-channel'

/** @example euros(4990) // 49.9 */
export const euros = (cents: number): number => Math.round(cents) / 100
/** Euros as the Store API answers them (a number, or its text) in whole cents. */
export const cents = (euros: unknown): number => Math.round(Number(euros) * 100)

/** The VAT contained in a gross amount, in cents. */
export const includedTax = (grossCents: number, rate = STANDARD_TAX_RATE): number =>
  Math.round((grossCents * rate) / (100 + rate))

/** The net amount of a gross amount (what business customers pay before VAT), in cents. */
export const netCents = (grossCents: number, rate = STANDARD_TAX_RATE): number =>
  grossCents - includedTax(grossCents, rate)

/** The VAT added on top of a net amount, in cents. */
export const addedTax = (netAmountCents: number, rate = STANDARD_TAX_RATE): number =>
  Math.round((netAmountCents * rate) / 100)

/**
 * Shopware's tax states: `gross` prices contain the VAT, `net` prices get it on top (business
 * customers). Amounts passed with 'net' are already net.
 */
export type PriceTaxState = 'gross' | 'net'

/** A gross amount in a tax state: as it is for gross, its net part for net. */
export const inTaxState = (grossCents: number, rate: number, taxState: PriceTaxState) =>
  taxState === 'net' ? netCents(grossCents, rate) : grossCents

export const calculatedTax = (cents: number, rate = STANDARD_TAX_RATE, taxState: PriceTaxState = 'gross') => ({
  tax: euros(taxState === 'net' ? addedTax(cents, rate) : includedTax(cents, rate)),
  taxRate: rate,
  price: euros(cents),
  apiAlias: 'cart_tax_calculated' as const,
})

/** What a price is quoted per: e.g. a pack of 12 pairs, priced per 1 pair. */
export interface Reference {
  purchaseUnit: number
  referenceUnit: number
  unitName: string
}

/** Shopware's reference price: the unit price per reference unit (12 pairs at 24 € → 2 € per pair). */
const referencePrice = (unitCents: number, reference: Reference) => ({
  purchaseUnit: reference.purchaseUnit,
  referenceUnit: reference.referenceUnit,
  unitName: reference.unitName,
  price: euros((unitCents / reference.purchaseUnit) * reference.referenceUnit),
  listPrice: null,
  regulationPrice: null,
  hasRange: false,
  variantId: null,
  apiAlias: 'cart_price_reference' as const,
})

/**
 * A reduced product's former price (Shopware's list price) and the lowest price of the 30 days before
 * the reduction (its regulation price), in cents of the same tax state as the price they go with.
 */
export interface FormerPrice {
  listCents: number
  lowestCents: number
}

/**
 * How much below a list price a price is, in percent with two decimals (Shopware's percentage).
 * @example percentOff(39.9, 49.9) // 20.04
 */
export const percentOff = (price: number, list: number) => Math.round(((list - price) / list) * 10_000) / 100

/**
 * Shopware's cart_list_price of a unit price: the former price, the difference (negative) and the
 * reduction in percent, two decimals. A former price not above the price is no reduction.
 * @example listPriceOf(3990, 4990) // { price: 49.9, discount: -10, percentage: 20.04, apiAlias: 'cart_list_price' }
 */
export const listPriceOf = (unitCents: number, listCents: number) =>
  listCents > unitCents
    ? {
        price: euros(listCents),
        discount: euros(unitCents - listCents),
        percentage: percentOff(unitCents, listCents),
        apiAlias: 'cart_list_price' as const,
      }
    : null

/**
 * A Shopware calculated_price for `quantity` units of a unit price (gross, or net for `taxState` net),
 * with the former price of a reduction when there is one.
 * @example calculatedPrice(4990, 2).totalPrice // 99.8
 */
export function calculatedPrice(
  unitCents: number,
  quantity = 1,
  rate = STANDARD_TAX_RATE,
  reference?: Reference | null,
  taxState: PriceTaxState = 'gross',
  former?: FormerPrice | null,
) {
  const totalCents = unitCents * quantity
  const listPrice = former ? listPriceOf(unitCents, former.listCents) : null
  return {
    unitPrice: euros(unitCents),
    totalPrice: euros(totalCents),
    quantity,
    calculatedTaxes: [calculatedTax(totalCents, rate, taxState)],
    taxRules: taxRules(rate),
    referencePrice: reference ? referencePrice(unitCents, reference) : null,
    listPrice,
    regulationPrice:
      listPrice && former ? { price: euros(former.lowestCents), apiAlias: 'cart_regulation_price' as const } : null,
    apiAlias: 'calculated_price' as const,
  }
}

export interface Tier {
  from: number
  /** The tier's last quantity; null for the open-ended last tier. */
  to: number | null
  cents: number
}

/**
 * A product's price tiers: the base price from its minimum purchase, then each stored tier
 * ([quantityStart, cents]) up to the next one's start.
 * @example priceTiers(890, 1, [[10, 790], [50, 690]]) // [{from 1, to 9}, {from 10, to 49}, {from 50, to null}]
 */
export function priceTiers(baseCents: number, minPurchase: number, stored: Array<[number, number]>): Tier[] {
  const starts: Array<[number, number]> = [[minPurchase, baseCents], ...stored]
  return starts.map(([from, cents], i) => ({ from, cents, to: i + 1 < starts.length ? starts[i + 1][0] - 1 : null }))
}

/** The unit price for a quantity: the last tier that starts at or below it. */
export const tierCents = (tiers: Tier[], quantity: number) =>
  [...tiers].reverse().find((t) => quantity >= t.from)?.cents ?? tiers[0].cents

/**
 * Shopware's calculatedPrices: one price per tier whose quantity is the tier's last quantity, or the
 * first quantity of the open-ended last tier. A product with one price has none.
 */
export const calculatedPrices = (tiers: Tier[], rate: number, reference?: Reference | null) =>
  tiers.length < 2 ? [] : tiers.map((t) => calculatedPrice(t.cents, t.to ?? t.from, rate, reference))
