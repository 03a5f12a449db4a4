/** The browser's Store API client: same typed client as the worker, talking only to our /store-api proxy. */
import { createStoreApiClient, type StoreApiClient } from '../../shared/store-api/client'
import { fetchFailure, PRECONDITION_TIMER_MS, STORE_API_TIMEOUT_MS, withRetry } from '../../shared/store-api/faults'
import { setMaintenanceFlag } from './maintenance'

/** What a state-changing answer changed, as the proxy tags it (worker/middleware/store-api-proxy). */
export type RefreshTag = 'cart' | 'context'

let client: StoreApiClient | undefined
const listeners = new Set<(tags: RefreshTag[], response: Response) => void>()

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
export function onRefreshTag(listener: (tags: RefreshTag[], response: Response) => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The page's client. The context token stays in an HttpOnly cookie, so the browser never holds it. */
export function browserStoreApi(languageId: string): StoreApiClient {
  client ??= createStoreApiClient({
    baseURL: `${location.origin}/store-api`,
    languageId,
    // The retry rule of spec §7, as the worker's loaders follow it (shared/store-api/faults.ts).
    transport: withRetry(async (request) => {
      const response = await fetch(request, {
        credentials: 'same-origin',
        signal: AbortSignal.timeout(STORE_API_TIMEOUT_MS),
      }).catch(fetchFailure)
      noteFault(response.status)
      const tags = refreshTags(response.headers.get('x-storefront-refresh'))
      if (tags.length) for (const listener of listeners) listener(tags, response.clone())
      return response
    }),
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
