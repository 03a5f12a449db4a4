/** The browser's Store API client itself, loaded with a page's first call (./store-api.ts). */
import { createStoreApiClient, type StoreApiClient, StoreApiError, type Transport } from '../../shared/store-api/client'
import type { StoreApiErrorEntry } from '../../shared/store-api/errors'
import { fetchFailure, PRECONDITION_TIMER_MS, STORE_API_TIMEOUT_MS, withRetry } from '../../shared/store-api/faults'
import { setMaintenanceFlag } from './maintenance'
import { refreshTags, refusalsHeard, reportRefresh, reportRefusal } from './store-api'

/**
 * One call through the proxy: the call timeout, the faults a status notes, the proxy's refresh tags, and
 * a 403 reported to whoever listens.
 */
async function sendToProxy(sent: Request): Promise<Response> {
  const { request, copy } = refusalsHeard() ? await withCopy(sent) : { request: sent, copy: null }
  const response = await fetch(request, {
    credentials: 'same-origin',
    signal: AbortSignal.timeout(STORE_API_TIMEOUT_MS),
  }).catch(fetchFailure)
  noteFault(response.status)
  const tags = refreshTags(response.headers.get('x-storefront-refresh'))
  if (tags.length) reportRefresh(tags, response)
  if (response.status === 403 && copy) reportRefusal({ response: response.clone(), request: copy, send: transport })
  return response
}

/**
 * The request and a copy kept for a 403 (fetch consumes the body of the one that leaves). Both are built
 * from the body's bytes: `Request.clone()` would tee the body into a stream, which the browser then
 * uploads chunked, and which developer tools and test tooling cannot read.
 */
async function withCopy(request: Request): Promise<{ request: Request; copy: Request }> {
  const body = request.body ? await request.arrayBuffer() : undefined
  const init: RequestInit = { method: request.method, headers: request.headers, body }
  return { request: new Request(request.url, init), copy: new Request(request.url, init) }
}

/** The browser's transport: the same retry rule as the worker's loaders (shared/store-api/faults.ts). */
const transport: Transport = withRetry(sendToProxy)

/** The page's client over the proxy. */
export function createBrowserStoreApi(languageId: string): StoreApiClient {
  return createStoreApiClient({ baseURL: `${location.origin}/store-api`, languageId, transport })
}

let preconditionTimer: ReturnType<typeof setTimeout> | undefined

/**
 * What a status does beside the caller's own handling: a 503 sets the maintenance flag; a
 * 412 starts the silent 2-second timer, which has no visible effect (no page, no message).
 */
function noteFault(status: number): void {
  if (status === 503) setMaintenanceFlag()
  if (status === 412) {
    clearTimeout(preconditionTimer)
    preconditionTimer = setTimeout(() => undefined, PRECONDITION_TIMER_MS)
  }
}

/** The errors of a call the Store API refused (a 4xx answer); null for anything else (a 5xx, no answer). */
export const refusalErrors = (error: unknown): Partial<StoreApiErrorEntry>[] | null =>
  error instanceof StoreApiError && error.status < 500 ? error.errors : null
