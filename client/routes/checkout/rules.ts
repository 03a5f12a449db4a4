/** The checkout's rules that need no Store API call, for the actions, loaders and their tests. */
import type { Cart, LineItem } from '../../types'
import type { Country } from '../account/types'

/**
 * When billing or delivery goes to a third country (outside the EU), billing country and
 * delivery country must be identical. Unknown countries are the Store API's to refuse.
 */
export function thirdCountryMismatch(
  countries: Pick<Country, 'id' | 'isEu'>[],
  billingCountryId: string | null | undefined,
  shippingCountryId: string | null | undefined,
): boolean {
  if (!billingCountryId || !shippingCountryId || billingCountryId === shippingCountryId) return false
  const billing = countries.find((country) => country.id === billingCountryId)
  const shipping = countries.find((country) => country.id === shippingCountryId)
  if (!billing || !shipping) return false
  return !billing.isEu || !shipping.isEu
}

/** A line item in state is-download is a digital product. */
const isDownload = (item: LineItem): boolean => (item.states ?? []).includes('is-download')

/** The cart holds a digital product (the cancellation waiver applies). */
export const cartHasDownload = (cart: Cart): boolean => (cart.lineItems ?? []).some(isDownload)

/**
 * A cart is virtual when it has items and every one but promotions is a download; nothing is
 * delivered, so there is no shipping method to choose (the Store API settles the cart without a delivery).
 */
export function cartIsVirtual(cart: Cart): boolean {
  const goods = (cart.lineItems ?? []).filter((item) => item.type !== 'promotion')
  return goods.length > 0 && goods.every(isDownload)
}
