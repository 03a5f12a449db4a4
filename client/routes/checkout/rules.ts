/** The checkout's rules that need no Store API call (spec §3, §5), for the actions, loaders and their tests. */
import type { Cart, LineItem } from '../../types'
import type { Country } from '../account/types'

/**
 * Spec §5: when billing or delivery goes to a third country (outside the EU), billing country and
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

/** Spec §3: a line item in state is-download is a digital product (the cancellation waiver applies). */
export const cartHasDownload = (cart: Cart): boolean =>
  (cart.lineItems ?? []).some((item: LineItem) => (item.states ?? []).includes('is-download'))
