/**
 * The edge page cache (docs/decisions/037-edge-page-cache.md). Catalog and content pages, and their
 * payloads, are rendered for nobody in particular (no context token, no shopper's cookie but the price
 * display and theme they are keyed by) and kept in the Cache API of the edge location. Every shopper
 * without a customer in their session is answered from that copy; their cart and session arrive after
 * hydration from one private request (`/_session.json`). Customers, guests of a checkout and answers made
 * for a session are never kept and never served a copy.
 *
 * Freshness: a copy is served as it is for FRESH_SECONDS and while the catalog version it was rendered
 * with is current; after that, for STALE_SECONDS more, it is served once more while the same request
 * renders the page anew in the background (stale-while-revalidate), so the first shopper after a catalog
 * change is as fast as the others.
 */
import { COOKIE_MAX_AGE_SECONDS, ROOT_DATA_HEADER } from '../../shared/constants'
import { cookieValue } from '../../shared/cookies'
import { splitLocalePath } from '../../shared/locale'
import { pagePathOfPayload } from '../../shared/paths'
import { THEME_COOKIE, themeOfCookie } from '../../shared/theme'
import { AREA_COOKIE, areaOfCookie } from '../../client/routes/area/params'
import { PAGES } from '../../client/routes/table'
import { NO_SCRIPT_PARAM } from '../ssr/render'
import { isBot } from '../ssr/error-page'
import type { ServerLoadContext } from '../ssr/context'
import { Timings } from '../middleware/server-timing'

/** Seconds a copy is served as it is. */
export const FRESH_SECONDS = 60
/** Seconds after that a copy is served once more while it is rendered anew. */
export const STALE_SECONDS = 3600

/** What the answer says about the cache: a copy as it is, a stale copy, a fresh render kept, or none of it. */
export type PageCacheState = 'HIT' | 'STALE' | 'MISS' | 'BYPASS'
export const PAGE_CACHE_HEADER = 'x-page-cache'

/**
 * Shopware's hint cookie (`sw-states=logged-in`): set by the worker when the session holds a customer,
 * removed when it no longer does. Those shoppers are rendered for themselves. The hint only steers: a
 * copy holds nobody's data, so a missing hint costs a customer one more request, never someone's data.
 */
export const STATES_COOKIE = 'sw-states'
export const LOGGED_IN = 'logged-in'

// Headers of a kept copy that say when and from which catalog it was rendered; never sent to browsers.
const STORED_AT = 'x-page-cache-stored'
const VERSION = 'x-page-cache-version'
/** Query parameters of campaigns and ads: the page is the same with or without them. */
const IGNORED_PARAMS = /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl)$/i
/** Where copies are kept: a path no request of the shop can have, so a copy never answers a URL by itself. */
const KEY_PREFIX = '/_page-cache'

/**
 * The key of the copy a request may be answered with, or null when it must be rendered for the shopper:
 * not a GET, a customer's session (the hint), the root data a browser asks after a session change, or a
 * page that is not a catalog or content page. The key names the page (path and the query without campaign
 * parameters, sorted), the price display and theme it is rendered in, and whether it is rendered whole (a
 * crawler, a browser without JavaScript) or streamed; `scope` names the build and the backend (a copy
 * must not name another deployment's files, nor show the embedded catalog after the switch to Shopware).
 * @example sharedPageKey(new Request('https://shop.test/arbeitsjacken?utm_source=x&order=name-asc'), 'b1-embedded') // Request for https://shop.test/_page-cache/arbeitsjacken?order=name-asc&_variant=b1-embedded.private.light.stream
 */
export function sharedPageKey(request: Request, scope: string): Request | null {
  const url = new URL(request.url)
  if (!isSharedPage(pagePathOfPayload(url.pathname) ?? url.pathname)) return null
  return sharedAnswerKey(request, scope)
}

/**
 * The key of a kept copy of any answer that shows nobody's data (a page, the search box's suggestions),
 * or null when the request must be answered for the shopper: not a GET, a customer's session (the hint),
 * or the root data a browser asks after a session change. The caller decides that the answer is shared.
 */
export function sharedAnswerKey(request: Request, scope: string): Request | null {
  if (request.method !== 'GET') return null
  const cookies = request.headers.get('cookie')
  if (cookieValue(cookies, STATES_COOKIE) === LOGGED_IN) return null
  if (request.headers.get(ROOT_DATA_HEADER) === '1') return null
  const url = new URL(request.url)
  const whole = url.searchParams.has(NO_SCRIPT_PARAM) || isBot(request)
  const variant = [scope, areaOfCookie(cookies), themeOfCookie(cookies), whole ? 'whole' : 'stream'].join('.')
  const query = [...url.searchParams].filter(([name]) => !IGNORED_PARAMS.test(name) && name !== '_variant')
  query.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  query.push(['_variant', variant])
  return new Request(`${url.origin}${KEY_PREFIX}${url.pathname}?${new URLSearchParams(query)}`)
}

/**
 * The route table's pages as patterns, each with whether it is shared; the catch-all (`*`) is what none
 * of them matches. No two of the table's paths match the same path, so the first match is react-router's
 * ranked one (tests/worker/edge/page-cache-match.test.ts holds the two together). matchRoutes ranks the
 * whole table on every call: ~0.5 ms, a tenth of answering a kept page.
 */
const PAGE_PATTERNS = PAGES.filter((page) => page.path !== '*').map((page) => ({
  shared: page.shared === true,
  pattern: new RegExp(
    `^/${(page.path ?? '')
      .split('/')
      .filter(Boolean)
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}/?$`,
    'i',
  ),
}))
const CATCH_ALL_SHARED = PAGES.some((page) => page.path === '*' && page.shared === true)

/** Whether a page path (with its locale prefix) is a page without anyone's data: the route table's `shared` pages. */
export function isSharedPage(pathname: string): boolean {
  const { path } = splitLocalePath(pathname)
  return PAGE_PATTERNS.find(({ pattern }) => pattern.test(path))?.shared ?? CATCH_ALL_SHARED
}

/**
 * The request a shared copy is rendered from: the page's URL, what a crawler check reads (user agent),
 * and of the cookies only those the copy is keyed by. No context token, so nothing of a session can
 * reach the copy even by mistake.
 */
export function anonymousRequest(request: Request): Request {
  const cookies = request.headers.get('cookie')
  const headers = new Headers({
    cookie: `${AREA_COOKIE}=${areaOfCookie(cookies)}; ${THEME_COOKIE}=${themeOfCookie(cookies)}`,
  })
  for (const name of ['user-agent', 'accept', 'accept-language', 'cf-connecting-ip']) {
    const value = request.headers.get(name)
    if (value) headers.set(name, value)
  }
  // No signal: a render the shopper leaves still fills the cache for the next one.
  return new Request(request.url, { headers })
}

/**
 * A render for nobody, and whether a Store API read of it failed (`faulted`, asked once its body is
 * whole): a loader that shows a read's failure as a notice still answers 200, and that notice must not
 * be kept for every shopper.
 */
export interface SharedRender {
  response: Response
  faulted?: () => boolean
}

export interface SharedPageOptions {
  key: Request
  /** The catalog version now (worker/page-cache/version.ts). */
  version: string
  ctx: ExecutionContext
  /** Renders the page anonymously: for this request on a miss, in the background for a stale copy. */
  render: (background: boolean) => Promise<SharedRender>
  /** Whether the shop is closed for this request (read beside the copy): then no copy and no render, null. */
  closed?: Promise<boolean>
  /** The page's timings: the copy's lookup is `lookup` (Server-Timing). */
  timings?: Timings
}

const cache = () => (caches as unknown as { default: Cache }).default
/** Keys being rendered anew in this isolate: one background render per stale copy, not one per request. */
const revalidating = new Set<string>()

/**
 * The answer from the kept copy, or a fresh render that is kept while it streams to the shopper.
 * Only a 200 without cookies is kept; anything else goes out as rendered and is not kept.
 */
export async function sharedPage({
  key,
  version,
  ctx,
  render,
  closed,
  timings = new Timings(),
}: SharedPageOptions): Promise<[Response, PageCacheState] | null> {
  const [copy, shut] = await timings.time('lookup', () =>
    Promise.all([
      cache()
        .match(key)
        .catch(() => undefined),
      closed,
    ]),
  )
  if (shut) {
    await copy?.body?.cancel()
    return null
  }
  if (copy) {
    const age = (Date.now() - Number(copy.headers.get(STORED_AT) ?? 0)) / 1000
    const fresh = age < FRESH_SECONDS && copy.headers.get(VERSION) === version
    if (!fresh && !revalidating.has(key.url)) {
      revalidating.add(key.url)
      ctx.waitUntil(
        render(true)
          .then((rendered) => renew(key, rendered, version))
          .catch((error) => console.error('Page cache: render anew failed', error))
          .finally(() => revalidating.delete(key.url)),
      )
    }
    return [served(copy, Math.floor(age)), fresh ? 'HIT' : 'STALE']
  }
  const { response, faulted } = await render(false)
  if (!keepable(response) || !response.body) return [response, 'MISS']
  const [body, kept] = response.body.tee()
  ctx.waitUntil(
    keep(key, { response: new Response(kept, response), faulted }, version).catch((error) =>
      console.error('Page cache: keeping failed', error),
    ),
  )
  return [new Response(body, response), 'MISS']
}

/** A stale copy rendered anew: kept; a shop closed for maintenance (503) shows its notice from the next request on; other faults keep the old copy. */
async function renew(key: Request, rendered: SharedRender, version: string): Promise<void> {
  if (rendered.response.status !== 503) return keep(key, rendered, version)
  await rendered.response.body?.cancel()
  await cache().delete(key)
}

/** A rendered answer that may be kept for everyone: a 200 that sets no cookie. */
const keepable = (response: Response): boolean => response.status === 200 && !response.headers.has('set-cookie')

async function keep(key: Request, { response, faulted }: SharedRender, version: string): Promise<void> {
  if (!keepable(response)) {
    await response.body?.cancel()
    return
  }
  // Whole before it is kept: a read that failed while the page streamed leaves the copy unkept.
  const body = await response.arrayBuffer()
  if (faulted?.()) return
  const headers = new Headers(response.headers)
  for (const name of ['set-cookie', 'vary', 'server-timing', 'cache-control']) headers.delete(name)
  headers.set('cache-control', `public, s-maxage=${FRESH_SECONDS + STALE_SECONDS}`)
  headers.set(STORED_AT, String(Date.now()))
  headers.set(VERSION, version)
  await cache().put(key, new Response(body, { status: 200, headers }))
}

/** A kept copy as an answer: without the cache's own headers, with its age. */
function served(copy: Response, age: number): Response {
  const headers = new Headers(copy.headers)
  for (const name of [STORED_AT, VERSION, 'cache-control', 'cf-cache-status', 'age']) headers.delete(name)
  headers.set('age', String(Math.max(0, age)))
  return new Response(copy.body, { status: copy.status, headers })
}

/**
 * A shared HTML page as this shopper's answer: every inline script's nonce becomes this answer's CSP
 * nonce (a kept copy carries the nonce of the request it was rendered for), and a shopper with a session
 * gets `data-session` on <html>, which tells the browser to fetch their cart and session after hydration.
 */
export function personalised(response: Response, { nonce, session }: { nonce: string; session: boolean }): Response {
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response
  const rewriter = new HTMLRewriter().on('[nonce]', {
    element(element) {
      element.setAttribute('nonce', nonce)
    },
  })
  if (session)
    rewriter.on('html', {
      element(element) {
        element.setAttribute('data-session', '')
      },
    })
  return rewriter.transform(response)
}

/**
 * Keeps the hint cookie in step with what this request learnt of the session: when it read the session
 * (a page rendered for the shopper) or its token changed (login, logout, register: read now), the hint is
 * set or removed as the session holds a customer or not. A request that learnt nothing leaves it alone.
 */
export async function followCustomerState(
  response: Response,
  request: Request,
  context: Pick<ServerLoadContext, 'renewedToken' | 'sessionRead' | 'session'>,
): Promise<void> {
  if (!context.renewedToken() && !context.sessionRead()) return
  const customer = !!(await context.session())?.customer
  const hinted = cookieValue(request.headers.get('cookie'), STATES_COOKIE) === LOGGED_IN
  if (customer === hinted) return
  const secure = new URL(request.url).protocol === 'https:'
  response.headers.append('set-cookie', statesCookie(customer, secure))
}

/**
 * The hint's Set-Cookie: a year like the context token when a customer is in the session, expired otherwise.
 * @example statesCookie(true, true) // 'sw-states=logged-in; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure'
 */
export const statesCookie = (customer: boolean, secure: boolean): string =>
  `${STATES_COOKIE}=${customer ? LOGGED_IN : ''}; Path=/; Max-Age=${customer ? COOKIE_MAX_AGE_SECONDS : 0}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
