/**
 * The account area's loaders (the "account" layout). Every page needs the logged-in customer:
 * a guest goes to /login?redirectTo=…, and every read is the session's own (the Store API keys it by
 * the context token, never by an id from the URL).
 */
import { redirect } from 'react-router'
import { lacksFeature, type PluginFeature } from '../../../shared/store-api/capabilities'
import { StoreApiError, toError } from '../../../shared/store-api/client'
import type { LoaderArgs } from '../load-context'
import { notFound, pageParam, rethrow } from '../loader-utils.server'
import { currentCustomer, loginPath, requireLogin } from '../session.server'
import type { LoaderMap } from '../table'
import { ADDRESS_INCLUDES } from '../view-includes.server'
import { ADDRESS_KINDS, type AddressKind, addressKind } from './address-kind'
import {
  ORDERS_PER_PAGE,
  orderKeyOf,
  readLatestOrder,
  readOrderById,
  readOrderByDeepLink,
  readOrderPage,
  readOrderStates,
} from './orders.server'
import type {
  AccountAddress,
  AccountAddressData,
  AccountCouponData,
  AccountCustomer,
  Coupon,
  AccountLoyaltyData,
  AccountOrderData,
  AccountOrdersData,
  AccountOverviewData,
  AccountPaymentData,
  AccountProfileData,
  AddressForm,
  Country,
  LoyaltyStanding,
  NewsletterState,
  PaymentMethod,
  Salutation,
} from './types'

export type Api = LoaderArgs['context']['api']

async function overviewLoader(args: LoaderArgs): Promise<AccountOverviewData> {
  const { api } = args.context
  // A session's reads are asked together with the customer (one round of calls, not three in a row);
  // without a session nothing is asked (a call would open one) and requireCustomer sends the guest away.
  const readAll = () =>
    Promise.all([listAddresses(api), readPaymentMethods(api), readNewsletterRecipient(api), readLatestOrder(api)])
  const reads = api.contextToken ? readAll() : null
  // Until the customer is known a failed read is not this page's answer (a guest goes to the login).
  reads?.catch(() => undefined)
  const customer = await requireCustomer(args)
  const [addresses, paymentMethods, recipient, latestOrder] = await (reads ?? readAll()).catch(rethrow)
  const paymentId = defaultPaymentMethodId(customer)
  return {
    section: 'overview',
    customer,
    billingAddress: addresses.find((a) => a.id === customer.defaultBillingAddressId) ?? null,
    shippingAddress: addresses.find((a) => a.id === customer.defaultShippingAddressId) ?? null,
    paymentMethod: paymentMethods.find((method) => method.id === paymentId) ?? null,
    newsletter: newsletterState(recipient, customer),
    latestOrder,
  }
}

async function profileLoader(args: LoaderArgs): Promise<AccountProfileData> {
  const { api } = args.context
  const customer = await requireCustomer(args)
  const [salutations, newsletter] = await Promise.all([readSalutations(api), readNewsletter(api, customer)]).catch(
    rethrow,
  )
  return { section: 'profile', customer, salutations, newsletter }
}

async function addressLoader(args: LoaderArgs): Promise<AccountAddressData> {
  const { api } = args.context
  const customer = await requireCustomer(args)
  const [addresses, countries, salutations] = await Promise.all([
    listAddresses(api),
    readCountries(api),
    readSalutations(api),
  ]).catch(rethrow)
  return {
    section: 'address',
    customer,
    addresses,
    countries,
    salutations,
    form: addressForm(new URL(args.request.url), addresses),
  }
}

async function paymentLoader(args: LoaderArgs): Promise<AccountPaymentData> {
  const customer = await requireCustomer(args)
  const paymentMethods = await readPaymentMethods(args.context.api).catch(rethrow)
  return { section: 'payment', customer, paymentMethods, defaultPaymentMethodId: defaultPaymentMethodId(customer) }
}

async function ordersLoader(args: LoaderArgs): Promise<AccountOrdersData> {
  await requireLogin(args.request, args.context)
  const page = pageParam(new URL(args.request.url))
  const { orders, total, paymentChangeable } = await readOrderPage(args.context.api, page).catch(rethrow)
  return { section: 'orders', orders, paymentChangeable, page, total, limit: ORDERS_PER_PAGE }
}

/**
 * /account/order/{orderId}: the customer's own order (another one's id is a 404); a deep link code
 * instead of an id asks a guest for the order's email and postal code (the page's `order-guest` form),
 * while a logged-in customer who placed it sees it at once.
 */
async function orderLoader(args: LoaderArgs): Promise<AccountOrderData> {
  const { request, context, params } = args
  const key = params.orderId ?? ''
  const kind = orderKeyOf(key)
  if (kind === 'id') {
    await requireLogin(request, context)
    const found = await readOrderById(context.api, key).catch(rethrow)
    if (!found) throw notFound()
    const paymentMethods = found.paymentChangeable ? await readPaymentMethods(context.api).catch(rethrow) : []
    return { section: 'order', ...found, paymentMethods, deepLinkCode: null }
  }
  if (kind !== 'deepLink') throw notFound()
  const own = (await currentCustomer(context)) ? await readOrderByDeepLink(context.api, key).catch(rethrow) : null
  // Read only by the link: paying again and cancelling live on the order's own page (/account/order/{id}).
  return {
    section: 'order',
    order: own?.order ?? null,
    paymentChangeable: false,
    paymentMethods: [],
    deepLinkCode: key,
  }
}

/** Store API statuses that say a route is not there: a Shopware without our extension (404), or a gateway that refuses the method. */
const ROUTE_MISSING = new Set([404, 405])

/**
 * A page of a plugin feature the shop lacks is not there (decision 054): 404, before the login check (a
 * guest is not sent to log in for a page no one has).
 */
async function requireFeature({ context }: LoaderArgs, feature: PluginFeature): Promise<void> {
  if (await lacksFeature(context, feature)) throw notFound()
}

/**
 * The shop's own account routes (POST /asx-…): their answer, or null where the Store API does not have
 * the route although the shop's capabilities said it had (the plugin removed within the hour they are
 * kept: decision 054); any other failure is the route error with its status.
 */
async function shopRoute<T>(api: Api, path: string): Promise<T | null> {
  const response = await api.request('POST', path, { body: {} })
  if (ROUTE_MISSING.has(response.status)) return null
  if (!response.ok) return rethrow(await toError(response))
  return (await response.json()) as T
}

/** /account/loyalty-program: points, level, progress, levels and transactions with their orders' states. */
async function loyaltyLoader(args: LoaderArgs): Promise<AccountLoyaltyData> {
  await requireFeature(args, 'loyalty')
  await requireLogin(args.request, args.context)
  const { api } = args.context
  const loyalty = await shopRoute<Omit<LoyaltyStanding, 'section' | 'orderStates'>>(api, '/asx-loyalty')
  if (!loyalty) return { section: 'loyalty', unavailable: true }
  const orderIds = [...new Set(loyalty.transactions.flatMap((t) => (t.orderId ? [t.orderId] : [])))]
  const orderStates = await readOrderStates(api, orderIds).catch(rethrow)
  return {
    section: 'loyalty',
    balance: loyalty.balance,
    pointsInReview: loyalty.pointsInReview,
    level: loyalty.level,
    nextLevel: loyalty.nextLevel,
    pointsToNextLevel: loyalty.pointsToNextLevel,
    levels: loyalty.levels,
    transactions: loyalty.transactions,
    orderStates,
  }
}

/** /account/coupon: the customer's coupons with their start and residual values. */
async function couponLoader(args: LoaderArgs): Promise<AccountCouponData> {
  await requireFeature(args, 'coupons')
  await requireLogin(args.request, args.context)
  const answer = await shopRoute<{ elements: Coupon[] }>(args.context.api, '/asx-coupons')
  if (!answer) return { section: 'coupons', unavailable: true }
  return {
    section: 'coupons',
    coupons: answer.elements.map(({ code, startValue, residualValue }) => ({ code, startValue, residualValue })),
  }
}

export const loaders = {
  account: overviewLoader,
  'account-profile': profileLoader,
  'account-address': addressLoader,
  'account-payment': paymentLoader,
  'account-order': ordersLoader,
  'account-order-detail': orderLoader,
  'account-loyalty-program': loyaltyLoader,
  'account-coupon': couponLoader,
} satisfies LoaderMap

/**
 * The session's customer in full (salutation, business fields, default payment method); a guest is sent
 * to the login page, which brings them back here. A session that ends between the two reads (another
 * tab logged out) goes the same way.
 */
async function requireCustomer({ request, context }: LoaderArgs): Promise<AccountCustomer> {
  // Read beside the login check when there is a session (a guest's read fails with 403 and goes the same way).
  const read = context.api.contextToken ? readCustomer(context.api) : null
  read?.catch(() => undefined)
  await requireLogin(request, context)
  try {
    return await (read ?? readCustomer(context.api))
  } catch (error) {
    if (error instanceof StoreApiError && error.status === 403) throw redirect(loginPath(request))
    return rethrow(error)
  }
}

const readCustomer = (api: Api) =>
  api.invoke('readCustomer post /account/customer', {
    body: { associations: { salutation: {} }, includes: ADDRESS_INCLUDES },
  }) as Promise<AccountCustomer>

/** The shopper's addresses, defaults first, then oldest first: the order the page lists them in. */
export async function listAddresses(api: Api): Promise<AccountAddress[]> {
  const result = (await api.invoke('listAddress post /account/list-address', {
    body: {
      limit: 100,
      associations: { country: {}, salutation: {} },
      sort: [{ field: 'createdAt', order: 'ASC' }],
      includes: ADDRESS_INCLUDES,
    },
  })) as { elements?: AccountAddress[] }
  return result.elements ?? []
}

export async function readCountries(api: Api): Promise<Country[]> {
  const result = (await api.invoke('readCountry post /country', {
    body: {
      limit: 300,
      filter: [{ type: 'equals', field: 'active', value: true }],
      sort: [{ field: 'position', order: 'ASC' }],
      includes: ADDRESS_INCLUDES,
    },
  })) as { elements?: Country[] }
  return result.elements ?? []
}

export async function readSalutations(api: Api): Promise<Salutation[]> {
  const result = (await api.invoke('readSalutation post /salutation', {
    body: { limit: 100, includes: ADDRESS_INCLUDES },
  })) as {
    elements?: Salutation[]
  }
  return result.elements ?? []
}

/** The methods the shopper may choose now (the Store API's /payment-method with onlyAvailable). */
export async function readPaymentMethods(api: Api): Promise<PaymentMethod[]> {
  const result = (await api.invoke('readPaymentMethod post /payment-method', {
    body: { onlyAvailable: true, limit: 100 },
  })) as { elements?: PaymentMethod[] }
  return result.elements ?? []
}

/** Shopware 6.6 keeps a default payment method on the customer; 6.7 remembers the last one used. */
const defaultPaymentMethodId = (customer: AccountCustomer): string | null =>
  customer.defaultPaymentMethodId ?? customer.lastPaymentMethodId ?? null

/**
 * The newsletter state of the customer's email, as Shopware keeps it: notSet while the opt-in mail
 * waits, optIn once confirmed, direct without opt-in. The recipient read is optional in a Store API;
 * without it the customer's own flag still tells subscribed from not.
 */
async function readNewsletter(api: Api, customer: AccountCustomer): Promise<NewsletterState> {
  return newsletterState(await readNewsletterRecipient(api), customer)
}

/** The newsletter recipient of the session's customer; null when the Store API has none to show. */
const readNewsletterRecipient = (api: Api) =>
  api.invoke('readNewsletterRecipient post /account/newsletter-recipient', { body: {} }).catch(() => null) as Promise<{
    status?: string
  } | null>

function newsletterState(recipient: { status?: string } | null, customer: AccountCustomer): NewsletterState {
  const status = recipient?.status
  if (status === 'direct' || status === 'optIn') return 'subscribed'
  if (status === 'notSet') return 'pending'
  if (status) return 'none'
  return (customer as { newsletter?: boolean }).newsletter ? 'subscribed' : 'none'
}

/**
 * Which address form the URL asks for: ?form=default|packstation|pickupShop for a new one, ?edit=<id>
 * for one of the shopper's own (an id that is not theirs shows no form), edited in its own shape.
 */
function addressForm(url: URL, addresses: AccountAddress[]): AddressForm {
  const edit = url.searchParams.get('edit')
  if (edit) {
    const address = addresses.find((a) => a.id === edit)
    return address ? { kind: addressKind(address), address } : null
  }
  const kind = url.searchParams.get('form') as AddressKind | null
  return kind && ADDRESS_KINDS.includes(kind) ? { kind, address: null } : null
}
