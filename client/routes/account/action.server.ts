/**
 * The account pages' form actions (docs/decisions/017-form-actions.md): the form's intent picks what
 * to change, always the session's own customer (the Store API keys every call by the context token).
 * A failure comes back as one message per field with what was typed; a change that closes its form
 * (addresses) redirects with ?done=…, so reloading does not send it again.
 */
import { data } from 'react-router'
import { checkFields, type FormMessage, hasErrors } from '../../../shared/forms/errors'
import { isUuid } from '../../../shared/ids'
import { localePrefix } from '../../../shared/locale'
import { StoreApiError, toError } from '../../../shared/store-api/client'
import { formFailure, readForm, redirectAfterPost, safeRedirectPath, storeApiFailure } from '../action-utils.server'
import { notFound } from '../loader-utils.server'
import type { ActionArgs } from '../load-context'
import { requireLogin } from '../session.server'
import type { ActionMap } from '../table'
import { ADDRESS_KINDS, type AddressKind, addressBody, PACKSTATION_FIELDS } from './address-kind'
import { INTENT } from './form'
import { orderKeyOf, readOrderByDeepLink } from './orders.server'

type Values = Record<string, string>
type Handler = (values: Values, args: ActionArgs) => Promise<unknown>

/** The success of a form that stays on its page, tagged with its intent so only that form shows it. */
const succeeded = (intent: string, key: string) => data({ success: { key } satisfies FormMessage, intent })

const profile: Record<string, Handler> = {
  async profile(values, { context }) {
    const errors = checkFields(values, { firstName: { required: true }, lastName: { required: true } })
    if (hasErrors(errors)) return formFailure(errors, values)
    const business = values.accountType === 'business'
    try {
      await context.api.invoke('changeProfile post /account/change-profile', {
        body: {
          accountType: business ? 'business' : 'private',
          salutationId: values.salutationId || undefined,
          title: values.title ?? '',
          firstName: values.firstName ?? '',
          lastName: values.lastName ?? '',
          ...(business
            ? { company: values.company ?? '', vatIds: values.vatId?.trim() ? [values.vatId.trim()] : [] }
            : {}),
        },
      })
    } catch (error) {
      return storeApiFailure(error, values, { 'vatIds.0': 'vatId', vatIds: 'vatId' })
    }
    return succeeded('profile', 'account.profile.saved')
  },

  async email(values, { context }) {
    const errors = checkFields(values, {
      email: { required: true, email: true },
      emailConfirmation: { required: true, email: true },
      currentPassword: { required: true },
    })
    if (hasErrors(errors)) return formFailure(errors, values)
    try {
      await context.api.invoke('changeEmail post /account/change-email', {
        body: { email: values.email!, emailConfirmation: values.emailConfirmation!, password: values.currentPassword! },
      })
    } catch (error) {
      // The current password is `currentPassword` here, so it never shares an id with the password form's.
      return storeApiFailure(error, values, { password: 'currentPassword' })
    }
    return succeeded('email', 'account.profile.emailSaved')
  },

  async password(values, { context }) {
    // The repetition must match ('The passwords must be identical'), checked before the Store API is asked.
    const errors = checkFields(values, {
      password: { required: true },
      newPassword: { required: true, minLength: 8 },
      newPasswordConfirm: { required: true, sameAs: 'newPassword' },
    })
    if (hasErrors(errors)) return formFailure(errors, values)
    try {
      await context.api.invoke('changePassword post /account/change-password', {
        body: {
          password: values.password!,
          newPassword: values.newPassword!,
          newPasswordConfirm: values.newPasswordConfirm!,
        },
      })
    } catch (error) {
      return storeApiFailure(error, values)
    }
    return succeeded('password', 'account.profile.passwordSaved')
  },

  async newsletter(values, { request, context }) {
    const customer = await requireLogin(request, context)
    try {
      if (values.subscribe === '1') {
        const url = new URL(request.url)
        await context.api.invoke('subscribeToNewsletter post /newsletter/subscribe', {
          // The confirmation link must point at this shop: an in-process call names the shopper's origin
          // as the proxy does.
          headers: { 'x-forwarded-host': url.host },
          body: {
            email: customer.email,
            option: 'subscribe',
            storefrontUrl: url.origin + localePrefix(context.locale),
            firstName: customer.firstName,
            lastName: customer.lastName,
            ...(customer.salutationId ? { salutationId: customer.salutationId } : {}),
          },
        })
        return succeeded('newsletter', 'account.newsletter.subscribed')
      }
      await context.api.invoke('unsubscribeToNewsletter post /newsletter/unsubscribe', {
        body: { email: customer.email },
      })
    } catch (error) {
      return storeApiFailure(error, values)
    }
    return succeeded('newsletter', 'account.newsletter.unsubscribed')
  },
}

const address: Record<string, Handler> = {
  async 'address-save'(values, { context }) {
    const kind: AddressKind = ADDRESS_KINDS.includes(values.kind as AddressKind)
      ? (values.kind as AddressKind)
      : 'default'
    try {
      const body = addressBody(kind, values)
      if (values.addressId) {
        await context.api.invoke('updateCustomerAddress patch /account/address/{addressId}', {
          pathParams: { addressId: values.addressId },
          body,
        })
      } else {
        await context.api.invoke('createCustomerAddress post /account/address', { body })
      }
    } catch (error) {
      return storeApiFailure(error, values, kind === 'packstation' ? PACKSTATION_FIELDS : {})
    }
    return redirectAfterPost(safeRedirectPath(values.redirectTo, '/account/address?done=saved'))
  },

  async 'address-delete'(values, { context }) {
    try {
      await context.api.invoke('deleteCustomerAddress delete /account/address/{addressId}', {
        pathParams: { addressId: values.addressId ?? '' },
      })
    } catch (error) {
      return storeApiFailure(error, values)
    }
    return redirectAfterPost('/account/address?done=deleted')
  },

  async 'address-default'(values, { context }) {
    const pathParams = { addressId: values.addressId ?? '' }
    try {
      if (values.type === 'billing')
        await context.api.invoke('defaultBillingAddress patch /account/address/default-billing/{addressId}', {
          pathParams,
        })
      else
        await context.api.invoke('defaultShippingAddress patch /account/address/default-shipping/{addressId}', {
          pathParams,
        })
    } catch (error) {
      return storeApiFailure(error, values)
    }
    return redirectAfterPost('/account/address?done=default')
  },
}

const payment: Record<string, Handler> = {
  async payment(values, { context }) {
    const id = values.paymentMethodId ?? ''
    if (!isUuid(id))
      return formFailure({ fields: { paymentMethodId: { key: 'validation.choice' } }, form: null }, values)
    try {
      // Shopware 6.6's route; the official 6.7 schema no longer lists it, so it goes through the raw request.
      const response = await context.api.request('POST', `/account/change-payment-method/${id}`, { body: {} })
      if (!response.ok) throw await toError(response)
    } catch (error) {
      return storeApiFailure(error, values)
    }
    return succeeded('payment', 'account.payment.saved')
  },
}

/** The order of the page's URL: the customer's own by id (the Store API refuses any other). */
const orderIdOf = ({ params }: ActionArgs) => params.orderId ?? ''

/** An unknown or malformed method id says 'The selected payment method does not exist'. */
const unknownPaymentMethod = (values: Values) =>
  formFailure({ fields: { paymentMethodId: { key: 'account.order.unknownPaymentMethod' } }, form: null }, values)

const order: Record<string, Handler> = {
  async 'order-cancel'(values, args) {
    const orderId = orderIdOf(args)
    try {
      await args.context.api.invoke('cancelOrder post /order/state/cancel', { body: { orderId } })
    } catch (error) {
      return storeApiFailure(error, values)
    }
    return redirectAfterPost(`/account/order/${orderId}?done=cancelled`)
  },

  async 'order-payment'(values, args) {
    const paymentMethodId = values.paymentMethodId ?? ''
    if (!isUuid(paymentMethodId)) return unknownPaymentMethod(values)
    try {
      await args.context.api.invoke('orderSetPayment post /order/payment', {
        body: { orderId: orderIdOf(args), paymentMethodId },
      })
    } catch (error) {
      if (error instanceof StoreApiError && error.code === 'FRAMEWORK__INVALID_UUID')
        return unknownPaymentMethod(values)
      return storeApiFailure(error, values)
    }
    return succeeded('order-payment', 'account.order.paymentChanged')
  },
}

/** A deep link's email and postal code that do not match: the form says so and shows nothing of the order. */
const wrongGuestCredentials = (values: Values) =>
  formFailure({ fields: {}, form: { key: 'account.order.guestWrongCredentials' } }, values)

/**
 * A guest's order by deep link: shown once the email and postal code match the order's (the answer
 * carries the order; nothing is kept, so a reload asks again). A wrong pair shows no data at all.
 */
async function guestOrder(values: Values, { params, context }: ActionArgs) {
  const email = (values.email ?? '').trim()
  const zipcode = (values.zipcode ?? '').trim()
  const errors = checkFields(values, { email: { required: true, email: true }, zipcode: { required: true } })
  if (hasErrors(errors)) return formFailure(errors, values)
  try {
    const found = await readOrderByDeepLink(context.api, params.orderId ?? '', { email, zipcode })
    if (!found) return wrongGuestCredentials(values)
    return data({ intent: 'order-guest', guestOrder: found.order })
  } catch (error) {
    if (error instanceof StoreApiError && (error.status === 403 || error.status === 401))
      return wrongGuestCredentials(values)
    return storeApiFailure(error, values)
  }
}

/** The order page's action: a guest may only prove a deep link is theirs; paying and cancelling need the login. */
async function orderAction(args: ActionArgs): Promise<unknown> {
  const kind = orderKeyOf(orderIdOf(args))
  if (kind === 'id') return pageAction(order)(args)
  if (kind === 'deepLink') return guestOrder(await readForm(args.request), args)
  throw notFound()
}

/** A page's action: a guest goes to the login first; an intent the page does not have is a form error. */
const pageAction =
  (handlers: Record<string, Handler>) =>
  async (args: ActionArgs): Promise<unknown> => {
    await requireLogin(args.request, args.context)
    const values = await readForm(args.request)
    const handler = handlers[values[INTENT] ?? '']
    if (!handler) return formFailure({ fields: {}, form: { key: 'error.unknown' } }, values)
    return handler(values, args)
  }

export const actions = {
  'account-profile': pageAction(profile),
  'account-address': pageAction(address),
  'account-payment': pageAction(payment),
  'account-order-detail': orderAction,
} satisfies ActionMap
