/**
 * The account pages' form actions: each form names its intent, the action calls the Store API for the
 * session's own customer, and answers one error per field (spec §5) with what the shopper typed, or
 * a redirect after a change that closes its form (the address list says what happened through ?done=).
 */
import { redirect } from 'react-router'
import { createTranslator, type Translate } from '../../../shared/i18n'
import { loadDictionary } from '../../../shared/i18n/dictionaries'
import { localePrefix } from '../../../shared/locale'
import { StoreApiError, toError } from '../../../shared/store-api/client'
import type { LoaderArgs } from '../load-context'
import { ADDRESS_KINDS, type AddressKind, packstationStreet } from './address-kind'
import { fieldErrors } from './form-errors'
import type { FormResult } from './form'

type Api = LoaderArgs['context']['api']
type Values = Record<string, string>
interface Submission {
  api: Api
  t: Translate
  values: Values
  /** The shop's address in this locale, for links in mails (newsletter opt-in). */
  storefrontUrl: string
}

const HEX_ID = /^[0-9a-f]{32}$/

/** One action for the whole account area: the intent picks the form, whichever page it was posted on. */
export async function accountAction({ request, context }: LoaderArgs): Promise<FormResult | Response> {
  const form = await request.formData().catch(() => new FormData())
  const values: Values = {}
  for (const [name, value] of form) if (typeof value === 'string') values[name] = value
  const intent = values.intent ?? ''
  const handler = HANDLERS[intent]
  if (!handler) return { intent, ok: false, message: loadTranslator(context.locale)('error.500') }
  const t = loadTranslator(context.locale)
  const storefrontUrl = new URL(request.url).origin + localePrefix(context.locale)
  const submission = { api: context.api, t, values, storefrontUrl }
  try {
    return await handler(submission)
  } catch (error) {
    if (!(error instanceof StoreApiError)) throw error
    // Passwords are never sent back into the form.
    const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !/password/i.test(name)))
    return { intent, ok: false, values: kept, ...fieldErrors(error, t, fieldNames(intent, values)) }
  }
}

const loadTranslator = (locale: LoaderArgs['context']['locale']) => createTranslator(locale, loadDictionary(locale))

/** Where a Store API pointer lands in forms whose fields are named for the shopper (Packstation, one VAT id). */
function fieldNames(intent: string, values: Values): Record<string, string> {
  if (intent === 'address-save' && values.kind === 'packstation')
    return { street: 'packstationNumber', additionalAddressLine1: 'postNumber' }
  if (intent === 'profile') return { vatIds: 'vatId' }
  return {}
}

const HANDLERS: Record<string, (submission: Submission) => Promise<FormResult | Response>> = {
  async profile({ api, t, values }) {
    const business = values.accountType === 'business'
    await api.invoke('changeProfile post /account/change-profile', {
      body: {
        accountType: business ? 'business' : 'private',
        salutationId: values.salutationId || undefined,
        title: values.title ?? '',
        firstName: values.firstName ?? '',
        lastName: values.lastName ?? '',
        ...(business ? { company: values.company ?? '', vatIds: values.vatId ? [values.vatId.trim()] : [] } : {}),
      },
    })
    return { intent: 'profile', ok: true, message: t('account.profile.saved') }
  },

  async email({ api, t, values }) {
    await api.invoke('changeEmail post /account/change-email', {
      body: {
        email: values.email ?? '',
        emailConfirmation: values.emailConfirmation ?? '',
        password: values.password ?? '',
      },
    })
    return { intent: 'email', ok: true, message: t('account.profile.emailSaved') }
  },

  async password({ api, t, values }) {
    // Spec §5: the repetition must match; the shopper learns it before the Store API is asked.
    if ((values.newPassword ?? '') !== (values.newPasswordConfirm ?? '')) {
      return {
        intent: 'password',
        ok: false,
        errors: { newPasswordConfirm: t('validation.passwordsIdentical') },
      }
    }
    await api.invoke('changePassword post /account/change-password', {
      body: {
        password: values.password ?? '',
        newPassword: values.newPassword ?? '',
        newPasswordConfirm: values.newPasswordConfirm ?? '',
      },
    })
    return { intent: 'password', ok: true, message: t('account.profile.passwordSaved') }
  },

  async newsletter({ api, t, values, storefrontUrl }) {
    const customer = (await api.invoke('readCustomer post /account/customer', { body: {} })) as {
      email: string
      firstName: string
      lastName: string
      salutationId?: string
    }
    if (values.subscribe === '1') {
      await api.invoke('subscribeToNewsletter post /newsletter/subscribe', {
        body: {
          email: customer.email,
          option: 'subscribe',
          storefrontUrl,
          firstName: customer.firstName,
          lastName: customer.lastName,
          ...(customer.salutationId ? { salutationId: customer.salutationId } : {}),
        },
      })
      return { intent: 'newsletter', ok: true, message: t('account.newsletter.subscribed') }
    }
    await api.invoke('unsubscribeToNewsletter post /newsletter/unsubscribe', { body: { email: customer.email } })
    return { intent: 'newsletter', ok: true, message: t('account.newsletter.unsubscribed') }
  },

  async payment({ api, t, values }) {
    const id = values.paymentMethodId ?? ''
    if (!HEX_ID.test(id)) {
      return { intent: 'payment', ok: false, errors: { paymentMethodId: t('validation.required') } }
    }
    // Shopware 6.6's route; the official 6.7 schema no longer lists it, so it goes through the raw request.
    const response = await api.request('POST', `/account/change-payment-method/${id}`, { body: {} })
    if (!response.ok) throw await toError(response)
    return { intent: 'payment', ok: true, message: t('account.payment.saved') }
  },

  async 'address-save'({ api, values }) {
    const kind: AddressKind = ADDRESS_KINDS.includes(values.kind as AddressKind)
      ? (values.kind as AddressKind)
      : 'default'
    const body = addressBody(kind, values)
    if (values.addressId) {
      await api.invoke('updateCustomerAddress patch /account/address/{addressId}', {
        pathParams: { addressId: values.addressId },
        body,
      })
    } else {
      await api.invoke('createCustomerAddress post /account/address', { body })
    }
    return redirect('/account/address?done=saved')
  },

  async 'address-delete'({ api, values }) {
    await api.invoke('deleteCustomerAddress delete /account/address/{addressId}', {
      pathParams: { addressId: values.addressId ?? '' },
    })
    return redirect('/account/address?done=deleted')
  },

  async 'address-default'({ api, values }) {
    const pathParams = { addressId: values.addressId ?? '' }
    if (values.type === 'billing') {
      await api.invoke('defaultBillingAddress patch /account/address/default-billing/{addressId}', { pathParams })
    } else {
      await api.invoke('defaultShippingAddress patch /account/address/default-shipping/{addressId}', { pathParams })
    }
    return redirect('/account/address?done=default')
  },
}

/** The Store API body of an address form: the Packstation's number and post number become street and line 1. */
function addressBody(kind: AddressKind, values: Values) {
  const common = {
    salutationId: values.salutationId || undefined,
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    zipcode: values.zipcode ?? '',
    city: values.city ?? '',
    countryId: values.countryId ?? '',
    customFields: { addressType: kind },
  }
  if (kind === 'packstation') {
    const number = (values.packstationNumber ?? '').trim()
    return {
      ...common,
      street: number ? packstationStreet(number) : '',
      additionalAddressLine1: (values.postNumber ?? '').trim(),
      company: null,
    }
  }
  return {
    ...common,
    company: values.company ?? '',
    street: values.street ?? '',
    additionalAddressLine1: kind === 'default' ? (values.additionalAddressLine1 ?? '') : '',
  }
}
