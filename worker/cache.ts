/** Cache strategies as data (rule 5): one name per strategy, turned into Cache-Control and a KV TTL by one function each. */
import { splitLocalePath } from '../shared/locale'
import { pagePathOfPayload } from '../shared/paths'
import type { Transport } from '../shared/store-api/client'

/** How long, and by whom, an answer may be kept; read it with `cacheControl` and `kvTtl`. */
export interface CacheStrategy {
  /** `public`: shared caches may keep it; `private`: only the shopper's browser. */
  mode?: 'public' | 'private'
  /** Kept nowhere. */
  noStore?: boolean
  /** Kept, but asked for anew before each use. */
  noCache?: boolean
  maxAge?: number
  /** Seconds a shared cache keeps it: the edge's KV TTL too. */
  sMaxAge?: number
  staleWhileRevalidate?: number
  /** Never changes under its URL. */
  immutable?: boolean
}

/** Anything with a customer, cart or order: never shared, never kept. */
export const CacheNone: CacheStrategy = { mode: 'private', noStore: true }
/** Error answers: kept nowhere. */
export const CacheError: CacheStrategy = { noStore: true }
/** Pages and their payloads: the browser may keep them but asks again each time (they may show the cart). */
export const CachePage: CacheStrategy = { mode: 'private', noCache: true }
/** Files that name what is deployed now (sw.js, builds/latest.json): anyone may keep them, but must ask again each time. */
export const CacheRevalidate: CacheStrategy = { mode: 'public', noCache: true }
/** Catalog reads: fresh within a minute at the edge, served stale while revalidating. */
export const CacheShort: CacheStrategy = { mode: 'public', maxAge: 0, sMaxAge: 60, staleWhileRevalidate: 300 }
/** Rarely changing data: languages, navigation, SEO paths, content. */
export const CacheLong: CacheStrategy = { mode: 'public', maxAge: 300, sMaxAge: 3600, staleWhileRevalidate: 86400 }
/** Anonymous answers a browser may reuse for a minute (search suggestions). */
export const CacheMinute: CacheStrategy = { mode: 'public', maxAge: 60 }
/** Files crawlers fetch (sitemaps): an hour. */
export const CacheHour: CacheStrategy = { mode: 'public', maxAge: 3600 }
/** Content addressed by its id (uploads, generated pictures): kept forever. */
export const CacheImmutable: CacheStrategy = { mode: 'public', maxAge: 31_536_000, immutable: true }

/**
 * The Cache-Control header of a strategy.
 * @example cacheControl(CacheShort) // 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
 */
export function cacheControl(strategy: CacheStrategy): string {
  const { mode, noStore, noCache, maxAge, sMaxAge, staleWhileRevalidate, immutable } = strategy
  return [
    mode,
    noStore && 'no-store',
    noCache && 'no-cache',
    maxAge !== undefined && `max-age=${maxAge}`,
    sMaxAge !== undefined && `s-maxage=${sMaxAge}`,
    staleWhileRevalidate !== undefined && `stale-while-revalidate=${staleWhileRevalidate}`,
    immutable && 'immutable',
  ]
    .filter(Boolean)
    .join(', ')
}

/** Headers carrying a strategy, for `new Response(body, { headers: cacheHeaders(CacheNone) })`. */
export const cacheHeaders = (strategy: CacheStrategy) => ({ 'cache-control': cacheControl(strategy) })

/** Seconds the edge keeps an answer in KV: its shared-cache lifetime (KV's minimum is 60); 0 is never. */
export function kvTtl(strategy: CacheStrategy): number {
  if (strategy.mode !== 'public' || strategy.noStore || !strategy.sMaxAge) return 0
  return Math.max(60, strategy.sMaxAge)
}

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
