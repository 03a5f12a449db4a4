/** Cache strategies as data (rule 5): one name per strategy, mapped to Cache-Control and KV TTLs by one function. */
import type { Transport } from '../shared/store-api/client'

export interface CacheStrategy {
  /** Seconds a KV entry lives (KV's minimum is 60); 0 means never stored. */
  kvTtl: number
  /** The Cache-Control a response with this strategy carries. */
  cacheControl: string
}

export const CacheNone: CacheStrategy = { kvTtl: 0, cacheControl: 'private, no-store' }
/** Catalog reads and pages: fresh within a minute, served stale while revalidating. */
export const CacheShort: CacheStrategy = {
  kvTtl: 60,
  cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
}
/** Rarely changing data: languages, navigation, SEO paths. */
export const CacheLong: CacheStrategy = {
  kvTtl: 3600,
  cacheControl: 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
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
  [/^\/search-suggest$/, CacheShort],
  // Content changes rarely and is the same for every shopper.
  [/^\/(landing-page|cms)\/[0-9a-f]{32}$/, CacheLong],
  [/^\/asx-(lexicon|blog)(\/[0-9a-f]{32})?$/, CacheLong],
]

/** The strategy for a Store API request; only anonymous catalog reads (no context token) are ever shared. */
export function strategyFor(request: Request): CacheStrategy {
  if (request.headers.has('sw-context-token')) return CacheNone
  const path = new URL(request.url).pathname.replace(/^\/store-api/, '')
  return STORE_API_READS.find(([pattern]) => pattern.test(path))?.[1] ?? CacheNone
}

/**
 * Wraps a transport with the KV edge cache: keyed per backend, path, body, language and tax state, so
 * German and English (gross and net) never share an entry. Only 200 and 204 answers are stored.
 */
export function withKvCache(
  transport: Transport,
  kv: KVNamespace,
  ctx: ExecutionContext,
  scope: { backend: string; taxState?: string },
): Transport {
  return async (request) => {
    const strategy = strategyFor(request)
    if (!strategy.kvTtl) return transport(request)
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
    ])
    const hit = await kv.get(key, 'text')
    if (hit === NO_CONTENT) return new Response(null, { status: 204, headers: { 'x-cache': 'HIT' } })
    if (hit !== null) return new Response(hit, { headers: { 'content-type': 'application/json', 'x-cache': 'HIT' } })
    const response = await transport(request)
    if (response.status === 200 || response.status === 204) {
      const text = response.status === 204 ? NO_CONTENT : await response.clone().text()
      ctx.waitUntil(kv.put(key, text, { expirationTtl: strategy.kvTtl }).catch(() => undefined))
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
