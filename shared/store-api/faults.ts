/**
 * Store API faults: which requests are retried and on which statuses, the per-call
 * timeout, the maintenance answer and the 412 timer. The one place for these rules; the worker's
 * loader transport and the browser's client both wrap their transport with `withRetry`.
 */
import { RETRY_MARK_HEADER, type Transport } from './client'
import { type StoreApiErrorEntry, storeApiErrorEntry, storeApiErrorResponse } from './errors'

/** Statuses a retry-safe request is retried once on. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])

/** A Store API call slower than this answers 408 ("API too slow"); the figure is the shop's own choice. */
export const STORE_API_TIMEOUT_MS = 10_000

/**
 * The worker's call timeout: the operator's setting (the var STORE_API_TIMEOUT_MS, a whole number of
 * milliseconds above zero) or the default; anything else is the default.
 * @example callTimeoutMs('3000') // 3000
 * @example callTimeoutMs(undefined) // 10000
 * @example callTimeoutMs('soon') // 10000
 */
export function callTimeoutMs(setting: string | undefined): number {
  const ms = Number(setting?.trim() || Number.NaN)
  return Number.isSafeInteger(ms) && ms > 0 ? ms : STORE_API_TIMEOUT_MS
}

/** Shopware's answer while its sales channel is in maintenance (503). */
export const MAINTENANCE_CODE = 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE'
export const MAINTENANCE_DETAIL = 'The sales channel is in maintenance mode.'
/** How long a maintenance page asks browsers and crawlers to wait before asking again (Retry-After). */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300

/** A 412 starts a silent timer of this length: no visible effect. */
export const PRECONDITION_TIMER_MS = 2_000

/** Methods that never change anything: always safe to repeat. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Store API reads sent as POST (Shopware reads with a criteria body): safe to repeat. Any other POST,
 * PATCH or DELETE is a write and is not retried unless marked.
 */
const POST_READS: RegExp[] = [
  /^\/(product|search|search-suggest|category|country|country-state|salutation|currency|language|payment-method|shipping-method|seo-url)$/,
  /^\/(product|category|cms|landing-page|product-listing)\/[^/]+$/,
  /^\/product\/[^/]+\/(reviews|cross-selling|find-variant)$/,
  /^\/navigation\/[^/]+\/[^/]+$/,
  /^\/(order|account\/list-address|account\/customer|customer\/wishlist|shopping-lists)$/,
  // The plugin's reads (docs/plugin-api.openapi.json): every asx- route that changes nothing.
  /^\/asx-(seo-redirect|redirect|coupons|loyalty|customer-reviewed-products)$/,
  /^\/asx-(lexicon|blog)(\/[^/]+)?$/,
  /^\/asx-shopping-list\/[^/]+$/,
]

/**
 * Whether a request may be sent twice: reads (safe methods and Shopware's POST reads) yes, writes no,
 * unless the caller marked it with `RETRY_MARK_HEADER`.
 * @example isRetrySafe('POST', '/search') // true
 * @example isRetrySafe('POST', '/checkout/cart/line-item') // false
 * @example isRetrySafe('POST', '/checkout/cart/line-item', 'true') // true
 */
export function isRetrySafe(method: string, path: string, mark?: string | null): boolean {
  if (mark === 'true') return true
  if (mark === 'false') return false
  const upper = method.toUpperCase()
  if (SAFE_METHODS.has(upper)) return true
  return upper === 'POST' && POST_READS.some((pattern) => pattern.test(path))
}

/**
 * Whether an answer is retried: a retry-safe request, a status in RETRY_STATUSES, and not a retry already.
 * @example shouldRetry({ method: 'POST', path: '/search' }, 503, 0) // true
 */
export function shouldRetry(
  request: { method: string; path: string; mark?: string | null },
  status: number,
  attempt: number,
): boolean {
  return attempt === 0 && RETRY_STATUSES.has(status) && isRetrySafe(request.method, request.path, request.mark)
}

/** The Store API path of a request URL (`…/store-api/search` → `/search`). */
export const storeApiPath = (url: string): string => new URL(url).pathname.replace(/^.*?\/store-api(?=\/|$)/, '') || '/'

/**
 * Wraps a transport with the retry rule: a retry-safe request answered with a status in RETRY_STATUSES is
 * sent once more, at once, and the second answer stands.
 */
export function withRetry(transport: Transport): Transport {
  return async (request) => {
    const mark = request.headers.get(RETRY_MARK_HEADER)
    let first = request
    if (mark !== null) {
      const headers = new Headers(request.headers)
      headers.delete(RETRY_MARK_HEADER)
      first = new Request(request, { headers })
    }
    const info = { method: first.method, path: storeApiPath(first.url), mark }
    if (!isRetrySafe(info.method, info.path, mark)) return transport(first)
    const again = first.clone() as Request
    const response = await transport(first)
    if (!shouldRetry(info, response.status, 0)) return response
    await response.body?.cancel()
    return transport(again)
  }
}

/**
 * Whether an error list is Shopware's maintenance answer.
 * @example isMaintenance([{ code: 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE' }]) // true
 */
export function isMaintenance(errors: ReadonlyArray<Partial<StoreApiErrorEntry>> | undefined): boolean {
  return !!errors?.some((error) => error.code === MAINTENANCE_CODE)
}

/** Statuses the error catalogue has a page text for; others read 'Unknown error' or the server's message. */
const PAGE_TEXTS = new Set([403, 404, 408, 500, 502, 503])

/**
 * The dictionary key of an error page's text, or null when the catalogue has none for the status.
 * @example errorTextKey(408) // 'error.408'
 */
export const errorTextKey = (status: number): string | null => (PAGE_TEXTS.has(status) ? `error.${status}` : null)

/** Codes of a 403 that means the shopper's session ended (Shopware's own, and our CSRF refusal of a stale page). */
const SESSION_ENDED = new Set(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN', 'STOREFRONT__CROSS_ORIGIN'])

/**
 * Whether a failure is "403 after an expired session" (message-403).
 * @example sessionExpired(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN') // true
 */
export const sessionExpired = (status: number, code: string | undefined): boolean =>
  status === 403 && !!code && SESSION_ENDED.has(code)

/**
 * The answer a call gets when fetch itself failed: 408 when the call's timeout fired ("API too
 * slow"), 502 when the Store API could not be reached. Both in the Store API's envelope, kept nowhere.
 * @example fetchFailure(new DOMException('timeout', 'TimeoutError')).status // 408
 */
export function fetchFailure(error: unknown): Response {
  const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
  const entry = timedOut
    ? storeApiErrorEntry(408, 'STOREFRONT__UPSTREAM_TIMEOUT', 'The Store API did not answer in time.')
    : storeApiErrorEntry(502, 'STOREFRONT__UPSTREAM_UNREACHABLE', 'The Store API could not be reached.')
  return storeApiErrorResponse(Number(entry.status), entry, { 'cache-control': 'no-store' })
}
