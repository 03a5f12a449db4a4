/**
 * The edge's caching: which strategy a page or Store API read gets, and the KV cache in front of the Store
 * API. The strategies themselves are data in shared/http/cache-strategy.ts.
 */
import { splitLocalePath } from '../shared/locale'
import { pagePathOfPayload } from '../shared/paths'
import { CacheLong, CacheNone, CachePage, CacheShort, type CacheStrategy, kvTtl } from '../shared/http/cache-strategy'
import type { Transport } from '../shared/store-api/client'

export * from '../shared/http/cache-strategy'

/** Page areas that show a shopper's own data (cart, checkout, account, wishlist, lists), a guest's too. */
const PRIVATE_PAGES = /^\/(checkout|account|wishlist|meine-produkte|shopping-list)(\/|$)/

/**
 * THE rule for pages and their payloads (decision 030): customer data is kept nowhere (`private, no-store`):
 * a form's answer, a page of a private area, and any answer made for a session (a context token: its
 * cart, its customer's prices and data). Pages of anonymous visitors the browser may keep but must ask
 * again. Store API answers through the proxy are always CacheNone.
 * @example pageStrategy({ method: 'GET', path: '/en-GB/checkout/cart/_payload.json', session: false }) // CacheNone
 */
export function pageStrategy(page: { method: string; path: string; session: boolean }): CacheStrategy {
  const { path } = splitLocalePath(pagePathOfPayload(page.path) ?? page.path)
  return page.method === 'POST' || page.session || PRIVATE_PAGES.test(path) ? CacheNone : CachePage
}

/**
 * A public GET answered from the edge's Cache API when a copy is there; otherwise produced, and a copy
 * stored (as its Cache-Control allows) while the original streams to the client. Null is not stored.
 * Keyed by origin and path only: a made-up query string must not force another costly answer.
 */
export async function edgeCached<Answer extends Response | null>(
  request: Request,
  ctx: ExecutionContext,
  produce: () => Promise<Answer>,
): Promise<Response | Answer> {
  // The DOM library's CacheStorage type hides the Workers runtime's default cache.
  const cache = (caches as unknown as { default: Cache }).default
  const url = new URL(request.url)
  const key = new Request(url.origin + url.pathname)
  const hit = await cache.match(key)
  if (hit) return hit
  const response = await produce()
  if (response?.ok) ctx.waitUntil(cache.put(key, response.clone()).catch(() => undefined))
  return response
}

/** Which Store API reads may be shared between shoppers, and for how long. Anything else is CacheNone. */
const STORE_API_READS: Array<[RegExp, CacheStrategy]> = [
  [/^\/language$/, CacheLong],
  [/^\/navigation\//, CacheLong],
  [/^\/seo-url$/, CacheLong],
  // Route guards ask these on every page view; "no redirect" (204) is the usual answer and is cached too.
  [/^\/asx-seo-redirect$/, CacheLong],
  [/^\/asx-redirect$/, CacheLong],
  [/^\/product-listing\//, CacheShort],
  [/^\/product\/[0-9a-f]{32}$/, CacheShort],
  // A category with its CMS layout (`home`: the navigation root), whose product boxes and sliders hold prices.
  [/^\/category\/([0-9a-f]{32}|home)$/, CacheShort],
  [/^\/search-suggest$/, CacheShort],
  // Content changes rarely and is the same for every shopper.
  [/^\/(landing-page|cms)\/[0-9a-f]{32}$/, CacheLong],
  [/^\/asx-(lexicon|blog)(\/[0-9a-f]{32})?$/, CacheLong],
]

/** A Store API request's path below /store-api, e.g. `/navigation/main-navigation/main-navigation`. */
const storeApiPath = (request: Request) => new URL(request.url).pathname.replace(/^\/store-api/, '')

/** The strategy for a Store API request; only anonymous catalog reads (no context token) are ever shared. */
export function strategyFor(request: Request): CacheStrategy {
  if (request.headers.has('sw-context-token')) return CacheNone
  const path = storeApiPath(request)
  return STORE_API_READS.find(([pattern]) => pattern.test(path))?.[1] ?? CacheNone
}

/** Reads every page makes the same way (the header's and footer's navigation, languages, the redirect list). */
const EVERY_PAGE_READS = [/^\/navigation\//, /^\/language$/, /^\/asx-redirect$/]

/**
 * Whether a read is one every page makes (decision 045): such answers are also kept in the isolate, and
 * they are the only ones the embedded backend keeps in KV. A page's own reads (its product, listing, SEO
 * path) are read once per page render, and the edge page cache keeps the page.
 */
export const isEveryPageRead = (request: Request): boolean => {
  const path = storeApiPath(request)
  return EVERY_PAGE_READS.some((pattern) => pattern.test(path))
}

/** Answers of every-page reads this isolate holds, by KV key; few and small (navigation, languages). */
const isolateKept = new Map<string, { text: string; until: number }>()
const ISOLATE_KEPT_MAX = 64

function isolateHit(key: string): string | undefined {
  const kept = isolateKept.get(key)
  if (kept && kept.until > Date.now()) return kept.text
  isolateKept.delete(key)
  return undefined
}

function isolateKeep(key: string, text: string, ttlSeconds: number): void {
  if (isolateKept.size >= ISOLATE_KEPT_MAX) isolateKept.delete(isolateKept.keys().next().value!)
  isolateKept.set(key, { text, until: Date.now() + ttlSeconds * 1000 })
}

const cachedAnswer = (text: string) =>
  text === NO_CONTENT
    ? new Response(null, { status: 204, headers: { 'x-cache': 'HIT' } })
    : new Response(text, { headers: { 'content-type': 'application/json', 'x-cache': 'HIT' } })

/**
 * Wraps a transport with the KV edge cache: keyed per backend, path, body, language, tax state and catalog
 * version, so German and English (gross and net) never share an entry and a catalog change is read anew.
 * Only 200 and 204 answers are stored. Every-page reads are kept in the isolate too, under the same key
 * and for the same time. `kept` narrows which reads KV keeps (all cacheable ones when absent).
 */
export function withKvCache(
  transport: Transport,
  kv: KVNamespace,
  ctx: ExecutionContext,
  scope: {
    backend: string
    taxState?: string
    version?: () => Promise<string>
    kept?: (request: Request) => boolean
  },
): Transport {
  return async (request) => {
    const ttl = kvTtl(strategyFor(request))
    if (!ttl || (scope.kept && !scope.kept(request))) return transport(request)
    const body = request.method === 'GET' ? '' : await request.clone().text()
    const url = new URL(request.url)
    // The backend is part of the key: switching to a real Shopware must not serve the embedded catalog.
    const key = await cacheKey([
      scope.backend,
      request.method,
      url.pathname,
      url.search,
      body,
      request.headers.get('sw-language-id') ?? '',
      scope.taxState ?? 'gross',
      (await scope.version?.()) ?? '',
    ])
    const everyPage = isEveryPageRead(request)
    const inIsolate = everyPage ? isolateHit(key) : undefined
    if (inIsolate !== undefined) return cachedAnswer(inIsolate)
    const hit = await kv.get(key, 'text')
    if (hit !== null) {
      if (everyPage) isolateKeep(key, hit, ttl)
      return cachedAnswer(hit)
    }
    const response = await transport(request)
    if (response.status === 200 || response.status === 204) {
      const text = response.status === 204 ? NO_CONTENT : await response.clone().text()
      if (everyPage) isolateKeep(key, text, ttl)
      ctx.waitUntil(kv.put(key, text, { expirationTtl: ttl }).catch(() => undefined))
    }
    return response
  }
}

/** How a cached 204 is stored (a JSON body is never empty). */
const NO_CONTENT = ''

async function cacheKey(parts: string[]): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.join('\u0000')))
  return `store-api:${Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')}`
}
