/**
 * The session as prices, cart and the context entity see it: the stored context resolved against the
 * reference data and the logged-in customer. Selections that no longer hold (a payment method the
 * customer may not use, an address that is gone) fall back to the defaults, as Shopware's context
 * factory does, so a stale selection never breaks a page.
 */
import type { Database } from '../database'
import { readCustomer } from '../../customer/account'
import type { CustomerEntity } from '../../customer/account/entity'
import { type HonoContext, type SalesChannelContext, loadSalesChannelContext } from './index'
import {
  type Country,
  type PaymentMethod,
  type ShippingMethod,
  STANDARD_SHIPPING,
  findCountry,
  findPaymentMethod,
  findShippingMethod,
  paymentMethodAvailable,
} from '../reference'
import { COUNTRY_ID, PAYMENT_METHOD_ID } from '../sales-channel'

/** Shopware's tax states: gross prices for consumers, net prices for business customers. */
export type TaxState = 'gross' | 'net'

export interface Session {
  context: SalesChannelContext
  /** The logged-in customer's entity (with active addresses); null for guests. */
  customer: CustomerEntity | null
  shippingMethod: ShippingMethod
  paymentMethod: PaymentMethod
  /** The country deliveries go to: the active shipping address's, else the selected one, else Germany. */
  country: Country
  taxState: TaxState
}

/** The tax state of a customer's account type: business customers see net prices. */
export const taxStateOf = (accountType: string | null | undefined): TaxState =>
  accountType === 'business' ? 'net' : 'gross'

export async function resolveSession(db: Database, context: SalesChannelContext): Promise<Session> {
  const customer = context.customerId ? await readCustomer(db, context.customerId, context) : null
  const accountType = customer?.accountType ?? null
  const selectedPayment = findPaymentMethod(context.paymentMethodId)
  const customerPayment = findPaymentMethod(customer?.defaultPaymentMethodId)
  const paymentMethod =
    [selectedPayment, customerPayment].find((m) => m && paymentMethodAvailable(m, accountType, context.demo)) ??
    findPaymentMethod(PAYMENT_METHOD_ID)!
  const country =
    findCountry(customer?.activeShippingAddress?.countryId) ??
    findCountry(context.countryId) ??
    findCountry(COUNTRY_ID)!
  return {
    context,
    customer,
    shippingMethod: findShippingMethod(context.shippingMethodId) ?? STANDARD_SHIPPING,
    paymentMethod,
    country,
    taxState: taxStateOf(accountType),
  }
}

/** The request's session (creates a context when none was sent, like loadSalesChannelContext). */
export async function loadSession(c: HonoContext): Promise<Session> {
  return resolveSession(c.env.DB, await loadSalesChannelContext(c))
}
