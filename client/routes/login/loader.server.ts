/** The login page: a customer who is already logged in goes on at once; logout has no page of its own. */
import { redirect } from 'react-router'
import { safeRedirectPath } from '../action-utils.server'
import type { LoaderArgs } from '../load-context'
import { staticAlternates } from '../loader-utils.server'
import { currentCustomer } from '../session.server'
import type { LoaderMap } from '../table'
import { AFTER_LOGIN, type LoginPageData, REDIRECT_PARAM } from './params'

export async function loginLoader({ request, context }: LoaderArgs): Promise<LoginPageData> {
  const url = new URL(request.url)
  const redirectTo = safeRedirectPath(url.searchParams.get(REDIRECT_PARAM), AFTER_LOGIN)
  // After a POST the action has already answered; a GET by a logged-in customer has nothing to do here.
  // Redirect paths are below the locale prefix: the router adds it (its basename).
  if (request.method === 'GET' && (await currentCustomer(context))) throw redirect(redirectTo)
  const notice = url.searchParams.get('reset') === '1' ? 'auth.passwordReset' : null
  return { redirectTo, notice, alternates: staticAlternates(request) as Record<string, string> }
}

/** GET /account/logout (a link, a bookmark) changes nothing: logging out takes the header's POST form. */
export function logoutLoader(): never {
  throw redirect('/')
}

export const loaders = { login: loginLoader, logout: logoutLoader } satisfies LoaderMap
