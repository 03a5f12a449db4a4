/** The registration form's action: private or business, the Store API's violations on their fields. */
import { checkFields, hasErrors } from '../../../shared/forms/errors'
import { localePrefix } from '../../../shared/locale'
import {
  formFailure,
  formSuccess,
  readForm,
  redirectAfterPost,
  safeRedirectPath,
  storeApiFailure,
} from '../action-utils.server'
import type { ActionArgs } from '../load-context'
import type { ActionMap } from '../table'
import { PASSWORD_MIN_LENGTH } from './params'

export async function registerAction({ request, context }: ActionArgs) {
  const values = await readForm(request)
  const business = values.accountType === 'business'
  const errors = checkFields(values, {
    firstName: { required: true },
    lastName: { required: true },
    ...(business ? { company: { required: true } } : {}),
    email: { required: true, email: true },
    password: { required: true, minLength: PASSWORD_MIN_LENGTH },
    'billingAddress.street': { required: true },
    'billingAddress.zipcode': { required: true },
    'billingAddress.city': { required: true },
    'billingAddress.countryId': { required: true },
  })
  // Terms and privacy must be accepted; the Store API only knows acceptedDataProtection.
  if (values.acceptedDataProtection !== 'on') errors.fields.acceptedDataProtection = { key: 'validation.terms' }
  if (hasErrors(errors)) return formFailure(errors, values)

  const url = new URL(request.url)
  const customer = (await context.api
    .invoke('register post /account/register', {
      body: {
        accountType: business ? 'business' : 'private',
        salutationId: values.salutationId || undefined,
        firstName: values.firstName!,
        lastName: values.lastName!,
        email: values.email!.trim(),
        password: values.password!,
        ...(business ? { company: values.company, vatIds: values.vatId?.trim() ? [values.vatId.trim()] : [] } : {}),
        billingAddress: {
          street: values['billingAddress.street']!,
          zipcode: values['billingAddress.zipcode']!,
          city: values['billingAddress.city']!,
          countryId: values['billingAddress.countryId']!,
        },
        acceptedDataProtection: true,
        // The opt-in link's base: this shop in this locale (the Store API checks it against its domains).
        storefrontUrl: url.origin + localePrefix(context.locale),
      } as never,
      // The embedded Store API runs in-process; the shop's host tells it which domain the shopper uses.
      headers: { 'x-forwarded-host': url.host },
    })
    .catch((error: unknown) => ({ failed: error }))) as { failed?: unknown; active?: boolean }
  if ('failed' in customer) return storeApiFailure(customer.failed, values, { 'vatIds.0': 'vatId', vatIds: 'vatId' })
  // With double opt-in the account waits for the mail's link and the session has no customer yet.
  if (customer.active === false)
    return formSuccess({ key: 'auth.registerCheckMail', params: { email: values.email!.trim() } })
  return redirectAfterPost(safeRedirectPath(values.redirectTo, '/account'))
}

export const actions = { register: registerAction } satisfies ActionMap
