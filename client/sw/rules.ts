/**
 * What the service worker does with a request and whether an answer may be kept: pure rules, unit-tested
 * (tests/unit/client/sw-rules.test.ts). Nothing with customer data is ever kept (decision 031).
 */
import { splitLocalePath } from '../../shared/locale'
import { PAYLOAD_SUFFIX } from '../../shared/paths'

/**
 * - `cache-first`: a static file of the build (hashed assets, precached public files).
 * - `navigation`: a page; always from the network, the offline page when the network is gone. Never kept.
 * - `network`: everything else, untouched by the service worker.
 */
export type FetchStrategy = 'cache-first' | 'navigation' | 'network'

export interface RequestFacts {
  url: string
  method: string
  mode: string
}

/** Paths (below the locale prefix) that show or change a customer's data: never answered from a cache. */
const CUSTOMER_PATHS = /^\/(account|checkout|wishlist|shopping-list|meine-produkte|login|register)(\/|$)/

/** Store API calls, page data, and the customer's own pages. */
export function carriesCustomerData(url: URL): boolean {
  if (url.pathname.startsWith('/store-api/') || url.pathname.endsWith(PAYLOAD_SUFFIX)) return true
  return CUSTOMER_PATHS.test(splitLocalePath(url.pathname).path)
}

/** How the service worker of `origin` answers a request, given the build's precached paths. */
export function strategyOf(request: RequestFacts, origin: string, precached: ReadonlySet<string>): FetchStrategy {
  if (request.method !== 'GET') return 'network'
  const url = new URL(request.url)
  if (url.origin !== origin) return 'network'
  if (request.mode === 'navigate') return 'navigation'
  if (carriesCustomerData(url) || url.search) return 'network'
  return precached.has(url.pathname) || url.pathname.startsWith('/assets/') ? 'cache-first' : 'network'
}

export interface ResponseFacts {
  status: number
  /** `basic` for our own origin; opaque and cors answers are never kept. */
  type: string
  headers: Pick<Headers, 'get' | 'has'>
}

/** May an answer go into the cache? Only a plain 200 of our origin that no one marked private or set a cookie on. */
export function isCacheable(response: ResponseFacts): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false
  if (response.headers.has('set-cookie')) return false
  return !/\b(private|no-store)\b/i.test(response.headers.get('cache-control') ?? '')
}

/** The cache of one build; any other name is an older build's and goes on activate. */
export const cacheNameOf = (buildId: string) => `static-${buildId}`
