/** Prices as the shopper sees them: net for business customers and the business area, gross otherwise, labelled. */
import { useAtomValue } from 'jotai'
import { displayAmount, taxRateOf } from '../../../shared/catalog/prices'
import { usePrice, useT } from '../../i18n'
import { sessionAtom } from '../../state/session'
import type { Product } from '../../types'

/**
 * Formats a product's amounts for the shopper's price display, with the label that says which.
 * @example const { format, label } = useProductPrice(product); format(product.calculatedPrice.totalPrice)
 */
export function useProductPrice(product: Pick<Product, 'calculatedPrice'>) {
  const t = useT()
  const price = usePrice()
  const { priceDisplay, taxState } = useAtomValue(sessionAtom)
  const rate = taxRateOf(product.calculatedPrice as { taxRules?: Array<{ taxRate?: number }> } | undefined)
  return {
    net: priceDisplay === 'net',
    format: (amount: number | null | undefined) =>
      price(displayAmount(amount ?? 0, { display: priceDisplay, taxState }, rate)),
    /** "zzgl. MwSt." / "excl. VAT" or "inkl. MwSt." / "incl. VAT". */
    label: t(priceDisplay === 'net' ? 'product.taxLabelNet' : 'product.taxLabelGross'),
  }
}
