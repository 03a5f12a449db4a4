/**
 * The checkout's loaders (checkout layout): Your Address, Payment & Shipping, Review & Order and
 * the success page. Guards: a step with an empty cart goes back to /checkout/cart; steps 2 and 3
 * need a customer of the session (logged in, or a guest who gave their data) and send others to /checkout.
 * Every read is the session's own: the Store API keys carts, addresses and orders by the context token.
 */
import { paymentStateKeyOf, transactionOf } from '../account/order-states'
import { redirect } from 'react-router'
import { StoreApiError } from '../../../shared/store-api/client'
import type { Cart } from '../../types'
import { listAddresses, readCountries, readPaymentMethods, readSalutations } from '../account/loader.server'
import { readOrderById } from '../account/orders.server'
import type { AccountAddress } from '../account/types'
import type { LoaderArgs } from '../load-context'
import { notFound, rethrow } from '../loader-utils.server'
import type { LoaderMap } from '../table'
import { applyIncludes } from '../../../shared/store-api/includes'
import { ADDRESS_INCLUDES, CART_INCLUDES } from '../view-includes.server'
import { partialDeliveryChoosable, partialDeliveryOf } from './partial-delivery'
import { paymentKind } from './payment-kind'
import { providerRedirect } from './provider.server'
import { cartHasDownload, cartIsVirtual } from './rules'
import type {
  AddressStepCustomer,
  AddressStepData,
  ConfirmStepData,
  Order,
  ShippingMethod,
  ShippingPaymentStepData,
  SuccessData,
  UnpaidData,
} from './types'

type Context = LoaderArgs['context']
type Api = Context['api']
type CheckoutCustomer = NonNullable<Awaited<ReturnType<typeof checkoutCustomer>>>

/** The session's cart. */
export async function readCart(api: Api): Promise<Cart> {
  return applyIncludes((await api.invoke('readCart get /checkout/cart', {}).catch(rethrow)) as Cart, CART_INCLUDES)
}

/** The cart, or a redirect to the cart page when there is nothing to check out. */
export async function requireCart(api: Api): Promise<Cart> {
  return requireLines(await readCart(api))
}

function requireLines(cart: Cart): Cart {
  if (!cart.lineItems?.length) throw redirect('/checkout/cart')
  return cart
}

/** Who checks out: a logged-in customer or a guest who gave their data; null for a visitor. */
export async function checkoutCustomer(context: Context) {
  const customer = (await context.session())?.customer ?? null
  return customer && applyIncludes(customer, ADDRESS_INCLUDES)
}

/**
 * Steps 2 and 3 need a cart and the shopper's addresses: both read at once; an empty cart goes back to
 * the cart page first, a visitor starts at Your Address.
 */
export async function requireCheckout(context: Context): Promise<{ cart: Cart; customer: CheckoutCustomer }> {
  const [cart, customer] = await Promise.all([readCart(context.api), checkoutCustomer(context)])
  requireLines(cart)
  if (!customer) throw redirect('/checkout')
  return { cart, customer }
}

async function addressLoader({ context }: LoaderArgs): Promise<AddressStepData> {
  // Read at once; an empty cart still goes back to the cart page.
  const [cart, customer, salutations, countries] = await Promise.all([
    readCart(context.api),
    checkoutCustomer(context),
    readSalutations(context.api),
    readCountries(context.api),
  ]).catch(rethrow)
  requireLines(cart)
  const germany = countries.find((country) => country.iso === 'DE')
  return {
    step: 'address',
    customer: customer ? await addressesOf(context.api, customer) : null,
    salutations,
    countries,
    defaultCountryId: germany?.id ?? countries[0]?.id ?? '',
  }
}

/** The addresses in use; a customer chooses among all theirs, a guest's session knows only its own two. */
async function addressesOf(api: Api, customer: CheckoutCustomer): Promise<AddressStepCustomer> {
  const billingAddress = (customer.activeBillingAddress ?? null) as AccountAddress | null
  const shippingAddress = (customer.activeShippingAddress ?? null) as AccountAddress | null
  const addresses = customer.guest
    ? [billingAddress, shippingAddress].filter(
        (address, index, all): address is AccountAddress =>
          !!address && all.findIndex((other) => other?.id === address.id) === index,
      )
    : await listAddresses(api).catch(rethrow)
  return { guest: !!customer.guest, email: customer.email, billingAddress, shippingAddress, addresses }
}

async function shippingPaymentLoader({ request, context }: LoaderArgs): Promise<ShippingPaymentStepData> {
  const { cart } = await requireCheckout(context)
  // Downloads only: nothing is delivered, so there is no shipping method to choose.
  const virtual = cartIsVirtual(cart)
  const [shippingMethods, paymentMethods, session] = await Promise.all([
    virtual ? [] : readShippingMethods(context.api),
    readPaymentMethods(context.api),
    context.session(),
  ]).catch(rethrow)
  const shippingMethodId = session?.shippingMethod?.id ?? null
  return {
    step: 'shipping-payment',
    virtual,
    shippingMethods,
    paymentMethods,
    shippingMethodId,
    paymentMethodId: session?.paymentMethod?.id ?? null,
    // The choice is offered when any method allows it; the action keeps it only for a method that does.
    partialDelivery: partialDeliveryOf(shippingMethods.some(partialDeliveryChoosable), new URL(request.url)),
  }
}

/** The shipping methods the shopper may choose now (onlyAvailable, as Shopware's storefront asks). */
async function readShippingMethods(api: Api): Promise<ShippingMethod[]> {
  const result = (await api.invoke('readShippingMethod post /shipping-method', {
    body: { onlyAvailable: true, limit: 100 } as never,
  })) as { elements?: ShippingMethod[] }
  return result.elements ?? []
}

async function confirmLoader({ request, context }: LoaderArgs): Promise<ConfirmStepData> {
  const { cart, customer } = await requireCheckout(context)
  const session = await context.session()
  const shippingMethod = (session?.shippingMethod ?? null) as ShippingMethod | null
  return {
    step: 'confirm',
    cart,
    billingAddress: (customer.activeBillingAddress ?? null) as AccountAddress | null,
    shippingAddress: (customer.activeShippingAddress ?? null) as AccountAddress | null,
    shippingMethod,
    paymentMethod: session?.paymentMethod ?? null,
    partialDelivery: partialDeliveryOf(partialDeliveryChoosable(shippingMethod), new URL(request.url)),
    hasDownload: cartHasDownload(cart),
    virtual: cartIsVirtual(cart),
  }
}

/**
 * The order of the session's customer, with what the page shows; another customer's order, an unknown
 * id or a visitor without a session all answer 404 alike (the Store API only finds the session's own).
 */
async function successLoader(args: LoaderArgs): Promise<SuccessData> {
  const customer = await checkoutCustomer(args.context)
  if (!customer) throw notFound()
  const order = await readOwnOrder(args.context.api, args.params.orderId ?? '')
  if (!order) throw notFound()
  const payment = paymentKind(transactionOf(order)?.paymentMethod ?? null)
  return {
    step: 'success',
    order,
    guest: !!customer.guest,
    payment,
    // Invoices pass the provider too (birthday, phone, credit check); once accepted it names no page.
    paymentRedirect:
      payment === 'provider' || payment === 'invoice' ? await providerRedirect(args.context, order.id) : null,
  }
}

/**
 * /checkout/success/{id}/unpaid, where a failed or cancelled payment comes back to (an unpaid order can
 * be paid again): the order and the methods to pay it with. A paid order goes to its success page.
 */
async function unpaidLoader({ params, context }: LoaderArgs): Promise<UnpaidData> {
  const customer = await checkoutCustomer(context)
  if (!customer) throw notFound()
  const order = await readOwnOrder(context.api, params.orderId ?? '')
  if (!order) throw notFound()
  if (paymentStateKeyOf(order) === 'paid') throw redirect(`/checkout/success/${order.id}`)
  const paymentMethods = await readPaymentMethods(context.api).catch(rethrow)
  return {
    step: 'unpaid',
    order,
    paymentMethods,
    paymentMethodId: transactionOf(order)?.paymentMethodId ?? null,
  }
}

/**
 * One order of the session's customer by its id, or null: the account's read (POST /order filters by the
 * session's customer); a Store API that refuses the read (403, 404) finds none as well.
 */
export async function readOwnOrder(api: Api, orderId: string): Promise<Order | null> {
  try {
    return ((await readOrderById(api, orderId))?.order ?? null) as Order | null
  } catch (error) {
    if (error instanceof StoreApiError && (error.status === 403 || error.status === 404)) return null
    return rethrow(error)
  }
}

export const loaders = {
  checkout: addressLoader,
  'checkout-shipping-payment': shippingPaymentLoader,
  'checkout-confirm': confirmLoader,
  'checkout-unpaid': unpaidLoader,
  'checkout-success': successLoader,
} satisfies LoaderMap
