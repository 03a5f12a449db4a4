/** Store API transports: upstream (a real Shopware, access key added here) or embedded (in-process, D1). */
import type { Transport } from '../../shared/store-api/client'
import { storeApiErrorEntry, storeApiErrorResponse } from '../../shared/store-api/errors'
import { CacheError, cacheHeaders } from '../cache'
import { embeddedStoreApi } from '../embedded'
import type { Env } from '../env'

/** Upstream calls slower than this answer 408, the spec's "API too slow". */
const UPSTREAM_TIMEOUT_MS = 10_000

/** Operators see this when upstream mode is half configured (spec §5). */
export const MISSING_CONFIGURATION = 'Make sure that endpoint and accessToken are settled in the configuration'

export const isUpstream = (env: Env): boolean => !!env.STORE_API_URL?.trim()

/**
 * The transport for this deployment. Requests address `…/store-api/<path>`; the upstream transport
 * rewrites them onto STORE_API_URL and adds the secret access key, which never leaves the worker.
 */
export function storeApiTransport(env: Env, ctx: ExecutionContext): Transport {
  if (!isUpstream(env)) return async (request) => embeddedStoreApi.fetch(request, env, ctx)
  const base = env.STORE_API_URL!.trim().replace(/\/+$/, '')
  const accessKey = env.STORE_API_ACCESS_KEY
  return async (request) => {
    if (!accessKey) return failure(500, 'STOREFRONT__MISSING_CONFIGURATION', MISSING_CONFIGURATION)
    const url = new URL(request.url)
    const target = base + url.pathname.replace(/^\/store-api/, '') + url.search
    const headers = new Headers(request.headers)
    headers.set('sw-access-key', accessKey)
    try {
      return await fetch(target, {
        method: request.method,
        headers,
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer(),
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      })
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      return timedOut
        ? failure(408, 'STOREFRONT__UPSTREAM_TIMEOUT', 'The Store API did not answer in time.')
        : failure(502, 'STOREFRONT__UPSTREAM_UNREACHABLE', 'The Store API could not be reached.')
    }
  }
}

/** An error raised on our side of the wire, in the Store API's envelope. */
const failure = (status: number, code: string, detail: string) =>
  storeApiErrorResponse(status, storeApiErrorEntry(status, code, detail), cacheHeaders(CacheError))
