/** The browser's Store API client: same typed client as the worker, talking only to our /store-api proxy. */
import { createStoreApiClient, type StoreApiClient } from '../../shared/store-api/client'

let client: StoreApiClient | undefined
const listeners = new Set<(tag: string, response: Response) => void>()

/** Hears responses the proxy tagged as cart- or context-changing (header x-storefront-refresh). */
export function onRefreshTag(listener: (tag: string, response: Response) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The page's client. The context token stays in an HttpOnly cookie, so the browser never holds it. */
export function browserStoreApi(languageId: string): StoreApiClient {
  client ??= createStoreApiClient({
    baseURL: `${location.origin}/store-api`,
    languageId,
    transport: async (request) => {
      const response = await fetch(request, { credentials: 'same-origin' })
      const tag = response.headers.get('x-storefront-refresh')
      if (tag) for (const listener of listeners) listener(tag, response.clone())
      return response
    },
  })
  return client
}
