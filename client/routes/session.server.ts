/** Who is shopping, for loaders and actions: the login guard every /account page uses. */
import { redirect } from 'react-router'
import { splitLocalePath } from '../../shared/locale'
import type { AppLoadContext, Customer } from './load-context'

/**
 * The logged-in customer (active, not a guest), read once per request with the session.
 * @example const customer = await currentCustomer(context)
 */
export async function currentCustomer(context: AppLoadContext): Promise<Customer | null> {
  return loggedInCustomer(await context.session())
}

/** The session's customer when logged in (a guest checkout session is not), else null. */
export function loggedInCustomer(session: { customer?: Customer | null } | null | undefined): Customer | null {
  const customer = session?.customer
  return customer && !customer.guest ? customer : null
}

/**
 * The customer a page needs, or a redirect of the guest to /login that brings them back here afterwards
 * (`?redirectTo=` keeps the path below the locale prefix and the query).
 * @example
 * export async function profileLoader({ request, context }: LoaderArgs) {
 *   const customer = await requireLogin(request, context)
 *   …
 * }
 */
export async function requireLogin(request: Request, context: AppLoadContext): Promise<Customer> {
  const customer = await currentCustomer(context)
  if (customer) return customer
  throw redirect(loginPath(request))
}

/** /login with the path to come back to, both below the locale prefix (the router's basename, added to redirects). */
export function loginPath(request: Request): string {
  const url = new URL(request.url)
  const back = splitLocalePath(url.pathname).path + url.search
  return `/login?redirectTo=${encodeURIComponent(back)}`
}
