/** Login and logout form actions: the Store API's login, then back where the shopper came from. */
import { checkFields, hasErrors } from '../../../shared/forms/errors'
import { StoreApiError } from '../../../shared/store-api/client'
import { formFailure, readForm, redirectAfterPost, safeRedirectPath, storeApiFailure } from '../action-utils.server'
import type { ActionArgs } from '../load-context'
import { rethrow } from '../loader-utils.server'
import type { ActionMap } from '../table'
import { AFTER_LOGIN } from './params'

export async function loginAction({ request, context }: ActionArgs) {
  const values = await readForm(request)
  const errors = checkFields(values, { email: { required: true, email: true }, password: { required: true } })
  if (hasErrors(errors)) return formFailure(errors, values)
  try {
    // The renewed token travels to the browser as its cookie (worker/ssr/context.ts withRenewedToken).
    await context.api.invoke('loginCustomer post /account/login', {
      body: { username: values.email!.trim(), password: values.password! },
    })
  } catch (error) {
    return storeApiFailure(error, values, { username: 'email' })
  }
  return redirectAfterPost(safeRedirectPath(values.redirectTo, AFTER_LOGIN))
}

export async function logoutAction({ context }: ActionArgs) {
  if (!context.api.contextToken) return redirectAfterPost('/')
  // A shopper who is already logged out (another tab, an expired session) ends up where logout leads anyway.
  await context.api.invoke('logoutCustomer post /account/logout', { body: {} }).catch((error: unknown) => {
    if (!(error instanceof StoreApiError && error.status === 403)) rethrow(error)
  })
  return redirectAfterPost('/')
}

export const actions = { login: loginAction, logout: logoutAction } satisfies ActionMap
