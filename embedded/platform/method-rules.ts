/**
 * Which shipping and payment methods a session may use, by delivery country, customer
 * group, delivery address and cart:
 * - cash on delivery only to Germany and Austria, and never for a virtual cart (nothing is delivered);
 * - invoice only for business customers (reference.ts's paymentMethodAvailable);
 * - express only to Germany and Austria, and not to a Packstation.
 * A selected method that is blocked is switched to the first allowed one (standard parcel and
 * prepayment are always allowed), with Shopware's *-method-blocked error (answered while the blocked
 * method is the selection, so once: the switch ends it) and the *-method-changed error (persistent: a
 * switch made outside a cart answer waits for the next one); the context follows.
 */
import type { Database } from './database'
import type { Locale } from '../../shared/constants'
import { type CartError, type MethodKind, cartErrors } from '../checkout/cart/errors'
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
  /** The demo payment provider runs. */
  demo: boolean
}

const HOME_MARKET = new Set(['DE', 'AT'])

export function shippingBlocked(method: ShippingMethod, s: MethodSituation): boolean {
  if (method.technicalName === 'shipping_express') return s.packstation || !HOME_MARKET.has(s.country.iso)
  return false
}

export function paymentBlocked(method: PaymentMethod, s: MethodSituation): boolean {
  if (!paymentMethodAvailable(method, s.accountType, s.demo)) return true
  if (method.shortName === 'cash_on_delivery') return s.virtual || !HOME_MARKET.has(s.country.iso)
  return false
}

/** The session's situation for the method rules (`virtual` comes from the cart). */
export const situationOf = (session: Session, virtual = false): MethodSituation => ({
  country: session.country,
  accountType: session.customer?.accountType ?? null,
  packstation: session.customer?.activeShippingAddress?.customFields?.addressType === 'packstation',
  virtual,
  demo: session.context.demo,
})

/**
 * Switches a blocked shipping or payment method of `session` to the first allowed one and stores the
 * switch in the context; answers the session as it now is with the *-method-blocked and -changed errors.
 */
export async function switchBlockedMethods(
  db: Database,
  session: Session,
  situation: MethodSituation,
): Promise<{ session: Session; errors: CartError[] }> {
  const language = session.context.languageId
  const errors: CartError[] = []
  /** The first allowed method instead of a blocked `current`, with the errors saying so. */
  const allowed = <M extends { name: Record<Locale, string> }>(
    kind: MethodKind,
    current: M,
    all: readonly M[],
    blocked: (m: M, s: MethodSituation) => boolean,
  ): M => {
    if (!blocked(current, situation)) return current
    const next = all.find((m) => !blocked(m, situation))!
    const [from, to] = [pick(language, current.name), pick(language, next.name)]
    errors.push(cartErrors.methodBlocked(kind, from), cartErrors.methodChanged(kind, from, to))
    return next
  }
  const shippingMethod = allowed('shipping', session.shippingMethod, SHIPPING_METHODS, shippingBlocked)
  const paymentMethod = allowed('payment', session.paymentMethod, PAYMENT_METHODS, paymentBlocked)
  if (!errors.length) return { session, errors }
  // Only the switched selection is stored: an untouched one keeps following the defaults.
  await updateContextSelections(db, session.context.token, {
    ...(shippingMethod !== session.shippingMethod ? { shippingMethodId: shippingMethod.id } : {}),
    ...(paymentMethod !== session.paymentMethod ? { paymentMethodId: paymentMethod.id } : {}),
  })
  return { session: { ...session, shippingMethod, paymentMethod }, errors }
}
