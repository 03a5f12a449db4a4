/** A list's total as the shopper's prices show it: the overview's cards and the lines' summary (./lines.tsx). */
import { usePrice, useT } from '../../i18n'
import type { ShoppingListPrice } from '../../state/shopping-lists'

/**
 * What a list costs as the shopper's prices show it: in a net list (business customers) the positions'
 * net sum (the cart price's total adds the VAT), in a gross list the total.
 */
export function useListTotal(): (price: ShoppingListPrice | undefined) => string {
  const t = useT()
  const format = usePrice()
  return (price) =>
    price?.taxStatus === 'gross'
      ? `${t('shoppingList.totalGross')}: ${format(price.totalPrice)}`
      : `${t('shoppingList.totalNet')}: ${format(price?.positionPrice)}`
}
