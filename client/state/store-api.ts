/** The browser's Store API client: same typed client as the worker, talking only to our /store-api proxy. */
import { createStoreApiClient, type StoreApiClient } from '../../shared/store-api/client'

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
    transport: async (request) => {
      const response = await fetch(request, { credentials: 'same-origin' })
      const tags = refreshTags(response.headers.get('x-storefront-refresh'))
      if (tags.length) for (const listener of listeners) listener(tags, response.clone())
      return response
    },
  })
  return client
}
