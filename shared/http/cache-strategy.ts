/**
 * Cache strategies as data: one name per strategy, turned into Cache-Control and a KV TTL by one
 * function each. The edge (worker/cache.ts) and the embedded Store API name their answers' strategies here.
 */

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
