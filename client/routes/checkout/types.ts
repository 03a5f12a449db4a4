/** What the checkout pages show (Your Address → Payment & Shipping → Review & Order, then success). */
import type { Schemas } from '@shopware/api-client/store-api-types'
import type { FormFailure } from '../../../shared/forms/errors'
import type { Cart } from '../../types'
import type { AccountAddress, Country, PaymentMethod, Salutation } from '../account/types'

export type ShippingMethod = Schemas['ShippingMethod']
export type Order = Schemas['Order']

/** Step 1 for a logged-in customer or a guest who already gave their data: the addresses in use and the ones to choose from. */
export interface AddressStepCustomer {
  guest: boolean
  email: string
  billingAddress: AccountAddress | null
  shippingAddress: AccountAddress | null
  /** A guest's session knows only its two addresses; a customer chooses among all theirs. */
  addresses: AccountAddress[]
}

export interface AddressStepData {
  step: 'address'
  customer: AddressStepCustomer | null
  salutations: Salutation[]
  countries: Country[]
  defaultCountryId: string
}

export interface ShippingPaymentStepData {
  step: 'shipping-payment'
  /** Downloads only: no shipping method to choose, none offered. */
  virtual: boolean
  shippingMethods: ShippingMethod[]
  paymentMethods: PaymentMethod[]
  shippingMethodId: string | null
  paymentMethodId: string | null
  /** Whether the chosen method lets the shopper decide on partial delivery, and what they decided. */
  partialDelivery: PartialDelivery
}

/** Partial delivery: enabled or disabled; some shipping methods force one choice. */
export interface PartialDelivery {
  choosable: boolean
  allowed: boolean
}

export interface ConfirmStepData {
  step: 'confirm'
  cart: Cart
  billingAddress: AccountAddress | null
  shippingAddress: AccountAddress | null
  shippingMethod: ShippingMethod | null
  paymentMethod: PaymentMethod | null
  partialDelivery: PartialDelivery
  /** The cart holds a download: the shopper must waive the cancellation right. */
  hasDownload: boolean
  /** Downloads only: nothing is shipped. */
  virtual: boolean
}

export interface SuccessData {
  step: 'success'
  order: Order
  guest: boolean
  /** How the order is paid: by bank transfer in advance, on invoice, by a provider, or on delivery. */
  payment: PaymentKind
  /** The payment provider's page for an order paid by a provider (POST /handle-payment), else null. */
  paymentRedirect: string | null
}

/** /checkout/success/{id}/unpaid: the order whose payment failed or was cancelled, and the methods to pay it with. */
export interface UnpaidData {
  step: 'unpaid'
  order: Order
  paymentMethods: PaymentMethod[]
  paymentMethodId: string | null
}

export type PaymentKind = 'prepayment' | 'invoice' | 'provider' | 'other'

/** A cart error as the Store API names it. */
import type { CartErrorEntry } from '../../components/cart/CartMessages'
export type CartError = CartErrorEntry

/** A refused order's answer: the form's message and the cart errors the refusal named. */
export interface RefusedOrder extends FormFailure {
  cartErrors: Record<string, CartError>
}

export type CheckoutData = AddressStepData | ShippingPaymentStepData | ConfirmStepData | SuccessData | UnpaidData
