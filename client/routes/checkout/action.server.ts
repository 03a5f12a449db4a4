/**
 * The checkout's form actions (docs/decisions/017-form-actions.md): each step posts to its page, without
 * JavaScript a real POST answered by a 303 to the next step, with it the payload POST.
 * - /checkout: `guest` registers a guest (POST /account/register, guest: true), `addresses` sets the
 *   customer's billing and shipping address for this checkout (PATCH /context).
 * - /checkout/shipping-payment: the methods (PATCH /context) and the partial-delivery choice.
 * - /checkout/confirm: terms (and the waiver for digital content), then POST /checkout/order with the
 *   cart's hash; a changed cart (409) shows the page again with the updated cart.
 */
import { transactionOf } from '../account/order-states'
import { data, redirect } from 'react-router'
import {
  checkFields,
  type FieldRule,
  type FormErrors,
  formErrorsOf,
  hasErrors,
  typedValues,
} from '../../../shared/forms/errors'
import { localePrefix } from '../../../shared/locale'
import { StoreApiError } from '../../../shared/store-api/client'
import { ADDRESS_KINDS, type AddressKind, addressBody, PACKSTATION_FIELDS } from '../account/address-kind'
import { listAddresses, readCountries } from '../account/loader.server'
import { INTENT } from '../account/form'
import { formFailure, readForm, redirectAfterPost, storeApiFailure } from '../action-utils.server'
import type { ActionArgs } from '../load-context'
import { notFound, rethrow } from '../loader-utils.server'
import type { ActionMap } from '../table'
import { checkoutCustomer, readOwnOrder, requireCart, requireCheckout } from './loader.server'
import { providerRedirect } from './provider.server'
import { cartHasDownload, cartIsVirtual, thirdCountryMismatch } from './rules'
import { PARTIAL_DELIVERY_PARAM, partialDeliveryChoosable } from './partial-delivery'
import { SHIPPING_PREFIX } from './params'
import type { Cart } from '../../types'
import type { CartError, Order, RefusedOrder } from './types'

type Values = Record<string, string>
type Api = ActionArgs['context']['api']

/** A field error of the form's own. */
const fieldError = (field: string, key: string): FormErrors => ({ fields: { [field]: { key } }, form: null })

// ---------------------------------------------------------------------------------------------------
// Step 1: Your Address

/** The fields under a prefix, without it: `shippingAddress.city` → `city`. */
function valuesUnder(values: Values, prefix: string): Values {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, value]) => [name.slice(prefix.length), value]),
  )
}

/** The shipping address's shape the guest chose (an ordinary address or a Packstation). */
const shippingKind = (values: Values): AddressKind =>
  ADDRESS_KINDS.includes(values[`${SHIPPING_PREFIX}kind`] as AddressKind)
    ? (values[`${SHIPPING_PREFIX}kind`] as AddressKind)
    : 'default'

async function registerGuest(values: Values, { request, context }: ActionArgs) {
  const different = values.differentShipping === 'on'
  const kind = shippingKind(values)
  const errors = checkFields(values, {
    firstName: { required: true },
    lastName: { required: true },
    email: { required: true, email: true },
    'billingAddress.street': { required: true },
    'billingAddress.zipcode': { required: true },
    'billingAddress.city': { required: true },
    'billingAddress.countryId': { required: true },
    ...(different ? shippingRules(kind) : {}),
  })
  if (values.acceptedDataProtection !== 'on') errors.fields.acceptedDataProtection = { key: 'validation.terms' }
  const shippingCountryId = different ? values[`${SHIPPING_PREFIX}countryId`] : values['billingAddress.countryId']
  if (
    thirdCountryMismatch(
      await readCountries(context.api).catch(rethrow),
      values['billingAddress.countryId'],
      shippingCountryId,
    )
  )
    errors.fields[`${SHIPPING_PREFIX}countryId`] ??= { key: 'checkout.address.thirdCountry' }
  if (hasErrors(errors)) return formFailure(errors, values)

  const names = { salutationId: values.salutationId ?? '', firstName: values.firstName!, lastName: values.lastName! }
  const url = new URL(request.url)
  try {
    await context.api.invoke('register post /account/register', {
      body: {
        guest: true,
        accountType: 'private',
        ...names,
        salutationId: values.salutationId || undefined,
        email: values.email!.trim(),
        billingAddress: addressBody('default', { ...names, ...valuesUnder(values, 'billingAddress.') }),
        ...(different ? { shippingAddress: addressBody(kind, valuesUnder(values, SHIPPING_PREFIX)) } : {}),
        acceptedDataProtection: true,
        storefrontUrl: url.origin + localePrefix(context.locale),
      } as never,
      // The embedded Store API runs in-process; the shop's host tells it which domain the shopper uses.
      headers: { 'x-forwarded-host': url.host },
    })
  } catch (error) {
    return storeApiFailure(error, values, kind === 'packstation' ? shippingPointers() : {})
  }
  return redirectAfterPost('/checkout/shipping-payment')
}

/** A different shipping address needs its names, its place and its shape's street or Packstation fields. */
function shippingRules(kind: AddressKind): Record<string, FieldRule> {
  const own = kind === 'packstation' ? ['packstationNumber', 'postNumber'] : ['street']
  return Object.fromEntries(
    ['firstName', 'lastName', ...own, 'zipcode', 'city', 'countryId'].map((name) => [
      `${SHIPPING_PREFIX}${name}`,
      { required: true },
    ]),
  )
}

/** A Packstation's street and line 1 are its number and post number in the guest form. */
const shippingPointers = () =>
  Object.fromEntries(
    Object.entries(PACKSTATION_FIELDS).map(([pointer, field]) => [
      `shippingAddress.${pointer}`,
      `${SHIPPING_PREFIX}${field}`,
    ]),
  )

/** A customer's addresses for this order: their own (listAddress is the session's), set in the context. */
async function chooseAddresses(values: Values, { context }: ActionArgs) {
  const [addresses, countries] = await Promise.all([listAddresses(context.api), readCountries(context.api)]).catch(
    rethrow,
  )
  const billing = addresses.find((address) => address.id === values.billingAddressId)
  const shipping = addresses.find((address) => address.id === values.shippingAddressId)
  if (!billing) return formFailure(fieldError('billingAddressId', 'validation.choice'), values)
  if (!shipping) return formFailure(fieldError('shippingAddressId', 'validation.choice'), values)
  if (thirdCountryMismatch(countries, billing.countryId, shipping.countryId))
    return formFailure(fieldError('shippingAddressId', 'checkout.address.thirdCountry'), values)
  try {
    await context.api.invoke('updateContext patch /context', {
      body: { billingAddressId: billing.id, shippingAddressId: shipping.id },
    })
  } catch (error) {
    return storeApiFailure(error, values)
  }
  return redirectAfterPost('/checkout/shipping-payment')
}

async function addressAction(args: ActionArgs) {
  const [, values, customer] = await Promise.all([
    requireCart(args.context.api),
    readForm(args.request),
    checkoutCustomer(args.context),
  ])
  // A visitor or a guest gives (or changes) the guest's data; a logged-in customer chooses among their addresses.
  if (values[INTENT] === 'guest' && (!customer || customer.guest)) return registerGuest(values, args)
  if (values[INTENT] === 'addresses' && customer && !customer.guest) return chooseAddresses(values, args)
  return formFailure({ fields: {}, form: { key: 'error.unknown' } }, values)
}

// ---------------------------------------------------------------------------------------------------
// Step 2: Payment & Shipping

async function shippingPaymentAction({ request, context }: ActionArgs) {
  const { cart } = await requireCheckout(context)
  const values = await readForm(request)
  // Downloads only: nothing is shipped, so only the payment method is chosen (the Store API delivers none).
  const virtual = cartIsVirtual(cart)
  const errors = checkFields(values, {
    ...(virtual ? {} : { shippingMethodId: { required: true } }),
    paymentMethodId: { required: true },
  })
  for (const name of Object.keys(errors.fields)) errors.fields[name] = { key: 'validation.choice' }
  if (hasErrors(errors)) return formFailure(errors, values)
  try {
    await context.api.invoke('updateContext patch /context', {
      body: {
        ...(virtual ? {} : { shippingMethodId: values.shippingMethodId! }),
        paymentMethodId: values.paymentMethodId!,
      },
    })
  } catch (error) {
    return methodRefused(error, values)
  }
  const allowed =
    !virtual && values[PARTIAL_DELIVERY_PARAM] === '1' && (await chosenMethodAllowsPartialDelivery(context))
  return redirectAfterPost(`/checkout/confirm${allowed ? `?${PARTIAL_DELIVERY_PARAM}=1` : ''}`)
}

/** A method the Store API does not know (or no longer offers) is a choice to make again, on its field. */
function methodRefused(error: unknown, values: Values) {
  if (!(error instanceof StoreApiError) || error.status >= 500) return rethrow(error)
  const errors = formErrorsOf(error.errors)
  for (const name of Object.keys(errors.fields)) errors.fields[name] = { key: 'validation.choice' }
  return formFailure(errors, values, error.status === 429 ? 429 : 400)
}

/** The method now in the context decides whether the choice counts (some methods force one delivery). */
async function chosenMethodAllowsPartialDelivery(context: ActionArgs['context']): Promise<boolean> {
  const session = (await context.api.invoke('readContext get /context', {}).catch(rethrow)) as {
    shippingMethod?: { customFields?: unknown }
  }
  return partialDeliveryChoosable(session.shippingMethod)
}

// ---------------------------------------------------------------------------------------------------
// Step 3: Review & Order

/** The cart changed since the shopper saw it; the page shows the updated cart. */
const CART_HASH_MISMATCH = 'CHECKOUT__CART_HASH_MISMATCH'

async function placeOrder({ request, context }: ActionArgs) {
  const { cart } = await requireCheckout(context)
  const values = await readForm(request)
  const errors: FormErrors = { fields: {}, form: null }
  if (values.tos !== 'on') errors.fields.tos = { key: 'checkout.confirm.tosRequired' }
  if (cartHasDownload(cart) && values.revocation !== 'on')
    errors.fields.revocation = { key: 'checkout.confirm.revocationRequired' }
  if (hasErrors(errors)) return formFailure(errors, values)
  const order = await createOrder(context.api, values, cart)
  if ('failure' in order) return order.failure
  return redirectAfterPost(`/checkout/success/${order.id}`)
}

/**
 * POST /checkout/order with the hash of the cart the shopper reviewed. A refusal shows the page again
 * with the cart errors that explain it: those the cart read just now carried (a quantity adjusted to the
 * stock left: the hash no longer matches, 409) and those the refusal names (Shopware's
 * CHECKOUT__CART_INVALID carries them in meta.parameters.cartErrors); the cart read afterwards no
 * longer has them.
 */
async function createOrder(api: Api, values: Values, cart: Cart): Promise<Order | { failure: unknown }> {
  try {
    return (await api.invoke('createOrder post /checkout/order', {
      body: {
        hash: values.hash ?? '',
        customerComment: (values.customerComment ?? '').trim() || undefined,
        ...(values[PARTIAL_DELIVERY_PARAM] === '1' ? { customFields: { partialDelivery: true } } : {}),
      } as never,
    })) as Order
  } catch (error) {
    if (!(error instanceof StoreApiError) || error.status >= 500) return rethrow(error)
    const changed = error.code === CART_HASH_MISMATCH
    const form = { key: changed ? 'checkout.confirm.cartChanged' : 'checkout.confirm.orderRefused' }
    const status = changed ? 409 : error.status === 429 ? 429 : 400
    const cartErrors = { ...(cart.errors as Record<string, CartError> | undefined), ...namedCartErrors(error) }
    return {
      failure: data<RefusedOrder>(
        { errors: { fields: {}, form }, values: typedValues(values), cartErrors },
        { status },
      ),
    }
  }
}

/** The cart errors a refusal names, keyed as a cart keys them. */
function namedCartErrors(error: StoreApiError): Record<string, CartError> {
  const named = error.errors.flatMap((entry) => {
    const list = (entry.meta?.parameters as { cartErrors?: unknown } | undefined)?.cartErrors
    return Array.isArray(list) ? (list as CartError[]) : []
  })
  return Object.fromEntries(named.map((cartError, index) => [cartError.id ?? cartError.key ?? `${index}`, cartError]))
}

// ---------------------------------------------------------------------------------------------------
// The unpaid page: pay again, with the same or another method

/**
 * Pays an unpaid order again: another method first when the shopper chose one (POST
 * /order/payment; an order paid meanwhile or a method not allowed is said at the field), then the
 * provider's page when the method has one (POST /handle-payment), else the success page.
 */
async function payAgain({ request, params, context }: ActionArgs) {
  const values = await readForm(request)
  const order = await readOwnOrder(context.api, params.orderId ?? '')
  if (!order) throw notFound()
  const chosen = values.paymentMethodId ?? ''
  if (!chosen) return formFailure(fieldError('paymentMethodId', 'form.required'), values)
  if (chosen !== transactionOf(order)?.paymentMethodId) {
    try {
      await context.api.invoke('orderSetPayment post /order/payment', {
        body: { orderId: order.id, paymentMethodId: chosen },
      })
    } catch (error) {
      return storeApiFailure(error, values, { '/paymentMethodId': 'paymentMethodId', '/': 'paymentMethodId' })
    }
  }
  const provider = await providerRedirect(context, order.id)
  // The provider's page is outside the locale's pages: an absolute URL, which the router leaves as it is.
  if (provider) return redirect(new URL(provider, request.url).href, 303)
  return redirectAfterPost(`/checkout/success/${order.id}`)
}

export const actions = {
  checkout: addressAction,
  'checkout-shipping-payment': shippingPaymentAction,
  'checkout-confirm': placeOrder,
  'checkout-unpaid': payAgain,
} satisfies ActionMap
