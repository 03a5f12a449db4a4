/**
 * The browser's Store API client: same typed client as the worker, talking only to our /store-api proxy.
 * The client itself (transport, retry rule, error types) loads with the first call (./store-api-client.ts):
 * a page that calls nothing never loads it. Who listens to what the calls answered is kept here.
 */
import type { StoreApiClient, Transport } from '../../shared/store-api/client'
import type { StoreApiErrorEntry } from '../../shared/store-api/errors'

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

let client: Promise<StoreApiClient> | undefined
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

/** Tells the listeners of refresh tags what a call answered (./store-api-client.ts). */
export function reportRefresh(tags: RefreshTag[], response: Response): void {
  for (const listener of listeners) listener(tags, response.clone())
}

/** Whether anyone listens to refusals: only then a call keeps a copy of its request. */
export const refusalsHeard = (): boolean => refusalListeners.size > 0

/** Tells the listeners of refusals about a 403. */
export function reportRefusal(refusal: Refusal): void {
  for (const listener of refusalListeners) listener(refusal)
}

/**
 * The page's client. The context token stays in an HttpOnly cookie, so the browser never holds it. Its
 * code loads with the first call.
 */
export function browserStoreApi(languageId: string): StoreApiClient {
  const real = () => {
    client ??= import('./store-api-client').then((module) => module.createBrowserStoreApi(languageId))
    return client
  }
  return {
    invoke: async (operation, options) => (await real()).invoke(operation, options),
    request: async (method, path, options) => (await real()).request(method, path, options),
    contextToken: undefined,
  }
}

/**
 * The errors of a call the Store API refused (a 4xx answer), null for anything else. Reads the client's
 * error type from the client's code, which the failed call loaded: a page's first load carries neither.
 */
export const refusalErrors = (error: unknown): Promise<Partial<StoreApiErrorEntry>[] | null> =>
  import('./store-api-client')
    .then((module) => module.refusalErrors(error))
    // No client code (offline): not a refusal the shopper can act on.
    .catch(() => null)
