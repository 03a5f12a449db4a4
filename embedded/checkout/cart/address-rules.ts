/**
 * The address checks of a cart (Shopware's AddressValidator, cart errors "shipping or billing address
 * blocked"), recalculated on every cart answer:
 * - the shipping address's country has `shippingAvailable` false (the US): shipping-address-blocked,
 *   unless nothing is delivered (a virtual cart);
 * - the billing address's country is none of the sales channel's (a country the shop no longer lists):
 *   billing-address-blocked (a shipping address there is blocked as well). A country the shop does not
 *   deliver to is still a valid billing country.
 * Both block the order.
 */
import { findCountry } from '../../platform/reference'
import { pick } from '../../platform/sales-channel'
import type { Session } from '../../platform/context/session'
import { type CartError, cartErrors } from './errors'

/** The answer's errors for the session's active addresses; `virtual`: the cart delivers nothing. */
export function addressErrors(session: Session, virtual: boolean): CartError[] {
  const customer = session.customer
  const billing = customer?.activeBillingAddress
  const shipping = customer?.activeShippingAddress ?? billing
  if (!billing || !shipping) return []
  /** The country's name in the session's language; an unlisted country has only its id. */
  const nameOf = (id: string) => {
    const country = findCountry(id)
    return country ? pick(session.context.languageId, country.name) : id
  }
  const errors: CartError[] = []
  if (!findCountry(billing.countryId)) errors.push(cartErrors.addressBlocked('billing', nameOf(billing.countryId)))
  if (!virtual && !findCountry(shipping.countryId)?.shippingAvailable)
    errors.push(cartErrors.addressBlocked('shipping', nameOf(shipping.countryId)))
  return errors
}
