/** Money on the wire: integer cents inside, euro floats in Store API price objects (gross prices). */
import { STANDARD_TAX_RATE } from '../../../shared/constants'
import { taxRules } from '../sales-channel'

/** @example euros(4990) // 49.9 */
export const euros = (cents: number): number => Math.round(cents) / 100

/** The VAT contained in a gross amount, in cents. */
export const includedTax = (grossCents: number, rate = STANDARD_TAX_RATE): number => Math.round((grossCents * rate) / (100 + rate))

export const calculatedTax = (grossCents: number, rate = STANDARD_TAX_RATE) => ({
  tax: euros(includedTax(grossCents, rate)),
  taxRate: rate,
  price: euros(grossCents),
  apiAlias: 'cart_tax_calculated' as const,
})

/**
 * A Shopware calculated_price for `quantity` units of a gross unit price.
 * @example calculatedPrice(4990, 2).totalPrice // 99.8
 */
export function calculatedPrice(unitCents: number, quantity = 1, rate = STANDARD_TAX_RATE) {
  const totalCents = unitCents * quantity
  return {
    unitPrice: euros(unitCents),
    totalPrice: euros(totalCents),
    quantity,
    calculatedTaxes: [calculatedTax(totalCents, rate)],
    taxRules: taxRules(rate),
    referencePrice: null,
    listPrice: null,
    regulationPrice: null,
    apiAlias: 'calculated_price' as const,
  }
}
