/**
 * Which shipping and payment methods a session may use (spec §4, §5), by delivery country, customer
 * group, delivery address and cart:
 * - cash on delivery only to Germany and Austria, and never for a virtual cart (nothing is delivered);
 * - invoice only for business customers (reference.ts's paymentMethodAvailable);
 * - express only to Germany and Austria, and not to a Packstation.
 * A selected method that is blocked is switched to the first allowed one (standard parcel and
 * prepayment are always allowed), with Shopware's *-method-blocked error (answered while the blocked
 * method is the selection, so once: the switch ends it) and the *-method-changed error (persistent: a
 * switch made outside a cart answer waits for the next one); the context follows.
 */
import type { CartError } from '../checkout/cart/errors'
import { cartErrors } from '../checkout/cart/errors'
import {
  type Country,
  type PaymentMethod,
  PAYMENT_METHODS,
  type ShippingMethod,
  SHIPPING_METHODS,
  paymentMethodAvailable,
} from './reference'
import { pick } from './sales-channel'
import type { Session } from './context/session'
import { updateContextSelections } from './context/storage'

export interface MethodSituation {
  country: Country
  accountType: string | null
  /** The delivery address is a Packstation. */
  packstation: boolean
  /** Every item is a download: nothing to deliver. */
  virtual: boolean
}

const HOME_MARKET = new Set(['DE', 'AT'])

export function shippingBlocked(method: ShippingMethod, s: MethodSituation): boolean {
  if (method.technicalName === 'shipping_express') return s.packstation || !HOME_MARKET.has(s.country.iso)
  return false
}

export function paymentBlocked(method: PaymentMethod, s: MethodSituation): boolean {
  if (!paymentMethodAvailable(method, s.accountType)) return true
  if (method.shortName === 'cash_on_delivery') return s.virtual || !HOME_MARKET.has(s.country.iso)
  return false
}

/** The session's situation for the method rules (`virtual` comes from the cart). */
export const situationOf = (session: Session, virtual = false): MethodSituation => ({
  country: session.country,
  accountType: session.customer?.accountType ?? null,
  packstation: session.customer?.activeShippingAddress?.customFields?.addressType === 'packstation',
  virtual,
})

/**
 * Switches a blocked shipping or payment method of `session` to the first allowed one and stores the
 * switch in the context; answers the session as it now is and the *-method-changed errors.
 */
export async function switchBlockedMethods(
  db: D1Database,
  session: Session,
  situation: MethodSituation,
): Promise<{ session: Session; errors: CartError[] }> {
  const language = session.context.languageId
  const errors: CartError[] = []
  let { shippingMethod, paymentMethod } = session
  if (shippingBlocked(shippingMethod, situation)) {
    const next = SHIPPING_METHODS.find((m) => !shippingBlocked(m, situation))!
    const [from, to] = [pick(language, shippingMethod.name), pick(language, next.name)]
    errors.push(cartErrors.shippingMethodBlocked(from), cartErrors.shippingMethodChanged(from, to))
    shippingMethod = next
  }
  if (paymentBlocked(paymentMethod, situation)) {
    const next = PAYMENT_METHODS.find((m) => !paymentBlocked(m, situation))!
    const [from, to] = [pick(language, paymentMethod.name), pick(language, next.name)]
    errors.push(cartErrors.paymentMethodBlocked(from), cartErrors.paymentMethodChanged(from, to))
    paymentMethod = next
  }
  if (!errors.length) return { session, errors }
  await updateContextSelections(db, session.context.token, {
    shippingMethodId: shippingMethod.id,
    paymentMethodId: paymentMethod.id,
  })
  return { session: { ...session, shippingMethod, paymentMethod }, errors }
}
