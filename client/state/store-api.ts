/** The browser's Store API client: same typed client as the worker, talking only to our /store-api proxy. */
import { createStoreApiClient, type StoreApiClient, type Transport } from '../../shared/store-api/client'
import { fetchFailure, PRECONDITION_TIMER_MS, STORE_API_TIMEOUT_MS, withRetry } from '../../shared/store-api/faults'
import { setMaintenanceFlag } from './maintenance'

/** What a state-changing answer changed, as the proxy tags it (worker/middleware/store-api-proxy). */
export type RefreshTag = 'cart' | 'context'

/**
 * A call the Store API refused (403): the answer (a copy to read), a copy of the request as it was sent
 * and the client's transport, so whoever hears of it can send it again under the same rules.
 */
export interface Refusal {
  response: Response
  request: Request
  send: Transport
}

let client: StoreApiClient | undefined
const listeners = new Set<(tags: RefreshTag[], response: Response) => void>()
const refusalListeners = new Set<(refusal: Refusal) => void>()

/** Adds a listener to a set; answers the function that takes it out again. */
function listen<T>(set: Set<T>, listener: T): () => void {
  set.add(listener)
  return () => {
    set.delete(listener)
  }
}

/**
 * The tags of an `x-storefront-refresh` header; unknown ones are dropped.
 * @example refreshTags('cart, context') // ['cart', 'context']
 */
export function refreshTags(header: string | null): RefreshTag[] {
  return (header ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag): tag is RefreshTag => tag === 'cart' || tag === 'context')
}

/** Hears responses the proxy tagged as cart- or context-changing (header x-storefront-refresh). */
export const onRefreshTag = (listener: (tags: RefreshTag[], response: Response) => void): (() => void) =>
  listen(listeners, listener)

/** Hears every call of the page the Store API refused with 403 (client/state/session-end.ts decides what the shopper is told). */
export const onRefusal = (listener: (refusal: Refusal) => void): (() => void) => listen(refusalListeners, listener)

/**
 * One call through the proxy: the call timeout, the faults a status notes, the proxy's refresh tags, and
 * a 403 reported to whoever listens.
 */
async function sendToProxy(sent: Request): Promise<Response> {
  const { request, copy } = refusalListeners.size ? await withCopy(sent) : { request: sent, copy: null }
  const response = await fetch(request, {
    credentials: 'same-origin',
    signal: AbortSignal.timeout(STORE_API_TIMEOUT_MS),
  }).catch(fetchFailure)
  noteFault(response.status)
  const tags = refreshTags(response.headers.get('x-storefront-refresh'))
  if (tags.length) for (const listener of listeners) listener(tags, response.clone())
  if (response.status === 403 && copy)
    for (const listener of refusalListeners) listener({ response: response.clone(), request: copy, send: transport })
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

/** The browser's transport: the retry rule of spec §7, as the worker's loaders follow it (shared/store-api/faults.ts). */
const transport: Transport = withRetry(sendToProxy)

/** The page's client. The context token stays in an HttpOnly cookie, so the browser never holds it. */
export function browserStoreApi(languageId: string): StoreApiClient {
  client ??= createStoreApiClient({
    baseURL: `${location.origin}/store-api`,
    languageId,
    transport,
  })
  return client
}

let preconditionTimer: ReturnType<typeof setTimeout> | undefined

/**
 * What a status does beside the caller's own handling (spec §4, §8): a 503 sets the maintenance flag; a
 * 412 starts the silent 2-second timer, which has no visible effect (no page, no message).
 */
function noteFault(status: number): void {
  if (status === 503) setMaintenanceFlag()
  if (status === 412) {
    clearTimeout(preconditionTimer)
    preconditionTimer = setTimeout(() => undefined, PRECONDITION_TIMER_MS)
  }
}
