/** Store API transports: upstream (a real Shopware, access key added here) or embedded (in-process, D1). */
import type { Transport } from '../../shared/store-api/client'
import { storeApiErrorEntry, storeApiErrorResponse } from '../../shared/store-api/errors'
import { callTimeoutMs, fetchFailure, withRetry } from '../../shared/store-api/faults'
import { CacheError, cacheHeaders, isEveryPageRead, withKvCache } from '../cache'
import { closedFor, embeddedStoreApi, maintenanceError } from '@edge-storefront/embedded'
import { catalogVersion } from './catalog-version'
import type { Env } from '../env'
import { carryBookmark, type D1Bookmark } from './d1-bookmark'
import { isUpstream } from './mode'

/** Operators see this when upstream mode is half configured. */
export const MISSING_CONFIGURATION = 'Make sure that endpoint and accessToken are settled in the configuration'

/** The header that makes Shopware send the SEO URLs of products and categories (seoUrls), null otherwise. */
const INCLUDE_SEO_URLS = 'sw-include-seo-urls'

export { isUpstream }

/**
 * The transport for this deployment. Requests address `…/store-api/<path>`; the upstream transport
 * rewrites them onto STORE_API_URL and adds the secret access key, which never leaves the worker.
 * The embedded one carries the request's D1 bookmark when given (decision 042); a real Shopware never
 * sees it.
 */
export function storeApiTransport(env: Env, ctx: ExecutionContext, bookmark?: D1Bookmark): Transport {
  if (!isUpstream(env)) {
    const embedded: Transport = async (request) => embeddedStoreApi.fetch(request, env, ctx)
    return bookmark ? carryBookmark(embedded, bookmark) : embedded
  }
  const base = env.STORE_API_URL!.trim().replace(/\/+$/, '')
  const accessKey = env.STORE_API_ACCESS_KEY
  const timeoutMs = callTimeoutMs(env.STORE_API_TIMEOUT_MS)
  return async (request) => {
    if (!accessKey) return failure(500, 'STOREFRONT__MISSING_CONFIGURATION', MISSING_CONFIGURATION)
    const url = new URL(request.url)
    const target = base + url.pathname.replace(/^\/store-api/, '') + url.search
    const headers = new Headers(request.headers)
    headers.set('sw-access-key', accessKey)
    // Shopware leaves `seoUrls` null unless asked: every link the shop draws is a SEO path.
    if (!headers.has(INCLUDE_SEO_URLS)) headers.set(INCLUDE_SEO_URLS, 'true')
    try {
      return await fetch(target, {
        method: request.method,
        headers,
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer(),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      return fetchFailure(error)
    }
  }
}

/**
 * The transport of the page loaders: the deployment's transport with the shopper's address (the
 * embedded maintenance allow-list reads it, as it does on the proxy's calls), the retry rule
 * and the KV edge cache. In embedded mode the maintenance switch is read once per page first, so cached
 * catalog reads cannot show a closed shop. The proxy asks once: the browser's client retries. The
 * request's D1 bookmark rides below the KV cache: a cached answer names none.
 */
export function loaderTransport(
  env: Env,
  ctx: ExecutionContext,
  clientIp: string | undefined,
  bookmark?: D1Bookmark,
): Transport {
  const transport = storeApiTransport(env, ctx, bookmark)
  const withIp: Transport = async (request) => {
    if (!clientIp || request.headers.has('cf-connecting-ip')) return transport(request)
    const headers = new Headers(request.headers)
    headers.set('cf-connecting-ip', clientIp)
    return transport(new Request(request, { headers }))
  }
  const backend = isUpstream(env) ? env.STORE_API_URL!.trim() : 'embedded'
  // The catalog version is part of every kept read's key: a catalog change is visible on the next page.
  // Embedded, KV keeps only the reads every page makes: a page's own reads cost a KV miss and a write
  // more than the D1 read they would save, and the edge page cache keeps the page (decision 045).
  const cached = withKvCache(withRetry(withIp), env.CACHE, ctx, {
    backend,
    version: () => catalogVersion(env),
    kept: isUpstream(env) ? undefined : isEveryPageRead,
  })
  if (isUpstream(env)) return cached
  // Read once per page, on its first call; the embedded calls of the same request share that read (its ctx).
  let closed: Promise<boolean> | undefined
  return async (request) => {
    closed ??= closedFor(env, clientIp, ctx)
    return (await closed) ? maintenanceError().toResponse(cacheHeaders(CacheError)) : cached(request)
  }
}

/** An error raised on our side of the wire, in the Store API's envelope. */
const failure = (status: number, code: string, detail: string) =>
  storeApiErrorResponse(status, storeApiErrorEntry(status, code, detail), cacheHeaders(CacheError))
