/** What the account pages show: the Store API's customer, addresses and reference data, as the views read them. */
import type { Schemas } from '@shopware/api-client/store-api-types'
import type { AddressKind } from './address-kind'

/** Shopware 6.6 names the default payment method on the customer; 6.7 only keeps the last one used. */
export type AccountCustomer = Schemas['Customer'] & {
  accountType?: 'private' | 'business'
  company?: string | null
  vatIds?: string[] | null
  defaultPaymentMethodId?: string | null
  salutation?: Schemas['Salutation'] | null
}

export type AccountAddress = Schemas['CustomerAddress']
export type Country = Schemas['Country']
export type Salutation = Schemas['Salutation']
export type PaymentMethod = Schemas['PaymentMethod']

/** The newsletter as the account sees it: subscribed (confirmed), waiting for the opt-in mail, or not. */
export type NewsletterState = 'subscribed' | 'pending' | 'none'

/** Everything the overview shows beside the side navigation. */
export interface AccountOverviewData {
  section: 'overview'
  customer: AccountCustomer
  billingAddress: AccountAddress | null
  shippingAddress: AccountAddress | null
  paymentMethod: PaymentMethod | null
  newsletter: NewsletterState
  /** The customer's newest order, if any. */
  latestOrder: Order | null
}

export interface AccountProfileData {
  section: 'profile'
  customer: AccountCustomer
  salutations: Salutation[]
  newsletter: NewsletterState
}

/** Which address form the page shows; the URL says it (?form=…, ?edit=…), so it works without JavaScript. */
export type AddressForm = { kind: AddressKind; address: AccountAddress | null } | null

export interface AccountAddressData {
  section: 'address'
  customer: AccountCustomer
  addresses: AccountAddress[]
  countries: Country[]
  salutations: Salutation[]
  form: AddressForm
}

export interface AccountPaymentData {
  section: 'payment'
  customer: AccountCustomer
  paymentMethods: PaymentMethod[]
  defaultPaymentMethodId: string | null
}

/** An order as the account reads it: the Store API's Order with the associations the pages ask for. */
export type Order = Omit<Schemas['Order'], 'documents'> & {
  documents?: OrderDocument[] | null
}
export type OrderLineItem = Schemas['OrderLineItem']
/** A document of an order (the invoice), when the Store API has one. */
export interface OrderDocument {
  id: string
  deepLinkCode?: string | null
  fileType?: string | null
  documentNumber?: string | null
  config?: { documentNumber?: string | null; name?: string | null } | null
  documentType?: { technicalName?: string | null; translated?: { name?: string | null } | null } | null
}

/** A product the customer ordered before, as its order line names it ("my products", buy again). */
export interface OrderedProduct {
  /** The exact product (variant) bought. */
  productId: string
  label: string
  productNumber: string | null
  cover: Schemas['Media'] | null
  orderedAt: string
}

/** /account/order: one page of the customer's orders, newest first. */
export interface AccountOrdersData {
  section: 'orders'
  orders: Order[]
  /** Which of the listed orders may still take another payment method (open and unpaid). */
  paymentChangeable: Record<string, boolean>
  page: number
  total: number
  limit: number
}

/**
 * One order: the customer's by id, or a guest's by deep link once its email and postal code are given
 * (`order` is null until then, `deepLinkCode` says which order the form asks for).
 */
export interface AccountOrderData {
  section: 'order'
  order: Order | null
  paymentChangeable: boolean
  /** The methods the order may change to (onlyAvailable); none for a guest. */
  paymentMethods: PaymentMethod[]
  deepLinkCode: string | null
}

/** A loyalty level as the shop's POST /asx-loyalty names it (tier colours bronze, silver, gold, platin). */
export interface LoyaltyLevel {
  key: string
  name: string
  colour: 'bronze' | 'silver' | 'gold' | 'platin'
  /** Booked points from which the level holds. */
  from: number
  /** Null for an individual discount (Platinum). */
  discountPercent: number | null
  freeShipping: boolean
}

export interface LoyaltyTransaction {
  id: string
  orderId: string | null
  orderNumber: string | null
  orderDate: string | null
  points: number
  orderTotal: number
  state: 'booked' | 'in_review'
  inReview: boolean
  createdAt: string
}

/**
 * A page of the shop's own Store API routes (asx-…) on a Shopware without them: the section, saying it
 * is not available in this shop.
 */
export interface UnavailableSection<S extends string> {
  section: S
  unavailable: true
}

/** /account/loyalty-program: the customer's standing, the levels and the transactions. */
export type AccountLoyaltyData = LoyaltyStanding | UnavailableSection<'loyalty'>

export interface LoyaltyStanding {
  section: 'loyalty'
  unavailable?: never
  balance: number
  pointsInReview: number
  level: LoyaltyLevel | null
  nextLevel: LoyaltyLevel | null
  pointsToNextLevel: number | null
  levels: LoyaltyLevel[]
  transactions: LoyaltyTransaction[]
  /** The state of each transaction's order (by order id), in the shopper's language. */
  orderStates: Record<string, string>
}

/** A coupon of the customer (start and residual value). */
export interface Coupon {
  code: string
  startValue: number
  residualValue: number
}

/** /account/coupon: the customer's coupons. */
export type AccountCouponData =
  | { section: 'coupons'; coupons: Coupon[]; unavailable?: never }
  | UnavailableSection<'coupons'>

export type AccountData =
  | AccountOverviewData
  | AccountProfileData
  | AccountAddressData
  | AccountPaymentData
  | AccountOrdersData
  | AccountOrderData
  | AccountLoyaltyData
  | AccountCouponData
