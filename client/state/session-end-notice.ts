/**
 * What the shopper is told when a call the page made itself through /store-api finds the session ended
 * (message-403-ajax; docs/decisions/036): a persistent danger notification with "Try again" and
 * the login that comes back to this page. Loaded on the first refused call only (client/state/session-end.ts).
 */
import { toError } from '../../shared/store-api/client'
import { isRetrySafe, sessionExpired, storeApiPath } from '../../shared/store-api/faults'
import type { Session } from '../types'
import { notify } from './notifications'
import { loggedIn } from './session'
import { type Refusal, refreshTags } from './store-api'

/** The catalogue's message-403-ajax. */
export const SESSION_END_KEY = 'error.403-ajax'

/** The page the notice acts on: its locale prefix, where the shopper is, and its reload (tests hand in their own). */
export interface NoticePage {
  prefix: string
  pathname: string
  search: string
  reload(): void
}

type NotificationStore = Parameters<typeof notify>[0]

/**
 * Whether a refused call means the shopper's session ended: an ended-session code (shared/store-api/faults.ts)
 * while the page still shows a logged-in customer. A visitor who never logged in is refused a customer's
 * calls too; that is no ended session, and such a visitor's wishlist never asks the server (it lives in
 * the browser).
 * @example announcesSessionEnd('CHECKOUT__CUSTOMER_NOT_LOGGED_IN', customersSession) // true
 */
export const announcesSessionEnd = (code: string | undefined, session: Session): boolean =>
  sessionExpired(403, code) && loggedIn(session)

/**
 * Whether "Try again" sends the call again: a write is the shopper's action; a read's answer went to a
 * caller that has moved on, so the page reloads (and reads everything again) instead.
 * @example repeatable(new Request('https://shop.test/store-api/customer/wishlist/add/0190', { method: 'POST' })) // true
 */
export const repeatable = (request: Request): boolean => !isRetrySafe(request.method, storeApiPath(request.url))

/**
 * The login that brings the shopper back to this page, in the page's locale (`redirectTo` below the prefix).
 * @example loginHref({ prefix: '/en-GB', pathname: '/en-GB/arbeitsjacken', search: '?p=2' }) // '/en-GB/login?redirectTo=%2Farbeitsjacken%3Fp%3D2'
 */
export function loginHref({ prefix, pathname, search }: Omit<NoticePage, 'reload'>): string {
  const path = pathname.slice(prefix.length) || '/'
  return `${prefix}/login?redirectTo=${encodeURIComponent(path + search)}`
}

/** The first error code of a refused call's answer. */
const refusalCode = async (response: Response): Promise<string | undefined> => (await toError(response)).errors[0]?.code

/** The page the shopper is on, below the locale prefix the router runs under. */
export const browserPage = (prefix: string): NoticePage => ({
  prefix,
  pathname: location.pathname,
  search: location.search,
  reload: () => location.reload(),
})

/** Shows message-403-ajax for a refusal that means the session ended; answers whether it did. */
export async function announceSessionEnd(
  store: NotificationStore,
  refusal: Refusal,
  session: Session,
  page: NoticePage,
): Promise<boolean> {
  if (!announcesSessionEnd(await refusalCode(refusal.response), session)) return false
  notify(store, {
    type: 'danger',
    key: SESSION_END_KEY,
    lifetime: 'persistent',
    actions: [
      { key: 'error.retry', run: () => void tryAgain(refusal, page) },
      { key: 'header.login', href: loginHref(page) },
    ],
  })
  return true
}

/**
 * "Try again": a repeatable call goes out once more through the client (its retry rule; refused again,
 * the client's listener shows this notice again). The page then follows the answer: one the proxy tagged
 * has refreshed the cart or the session already; anything else reloads the page, whose first caller
 * gave up on the first answer. A call that is not repeatable reloads the page at once.
 */
export async function tryAgain(refusal: Refusal, page: NoticePage): Promise<void> {
  if (!repeatable(refusal.request)) return page.reload()
  const answer = await refusal.send(refusal.request.clone() as Request)
  if (answer.status === 403 && sessionExpired(403, await refusalCode(answer))) return
  if (answer.ok && refreshTags(answer.headers.get('x-storefront-refresh')).length) return
  page.reload()
}
