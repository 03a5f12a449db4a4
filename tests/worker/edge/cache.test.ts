/** Shared caches (KV, the Cache API) hold only what every anonymous shopper sees; a customer's or a cart's answer never. */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_IDS } from '../../../shared/constants'
import { createStoreApiClient } from '../../../shared/store-api/client'
import { isEveryPageRead, withKvCache } from '../../../worker/cache'
import { storeApiTransport } from '../../../worker/store-api/transport'
import { CRAWLER, GERMAN_BROWSER, ORIGIN, catalogFixture, cookies, request } from '../helpers'

/** Every key in the edge cache namespace. */
async function cachedKeys(): Promise<Set<string>> {
  const keys = new Set<string>()
  let cursor: string | undefined
  do {
    const page = await env.CACHE.list({ cursor })
    for (const key of page.keys) keys.add(key.name)
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
  return keys
}

/** The keys a piece of work added to the edge cache. */
async function storedBy(work: () => Promise<unknown>): Promise<string[]> {
  const before = await cachedKeys()
  await work()
  return [...(await cachedKeys())].filter((key) => !before.has(key))
}

/** Store API reads through the loaders' transport (KV cache included), as a shopper with or without a token. */
async function loaderRead(read: (api: ReturnType<typeof createStoreApiClient>) => Promise<unknown>, token?: string) {
  const ctx = createExecutionContext()
  const transport = withKvCache(storeApiTransport(env, ctx), env.CACHE, ctx, { backend: 'embedded' })
  await read(createStoreApiClient({ transport, contextToken: token, languageId: LANGUAGE_IDS['de-DE'] }))
  await waitOnExecutionContext(ctx)
}

const listing = (categoryId: string) => (api: ReturnType<typeof createStoreApiClient>) =>
  api.invoke('readProductListing post /product-listing/{categoryId}', {
    pathParams: { categoryId },
    body: { limit: 5 },
  })

describe('the edge cache', () => {
  it('keeps an anonymous catalog read (so the checks below can fail)', async () => {
    const { category } = await catalogFixture()
    expect(await storedBy(() => loaderRead(listing(category.id)))).toHaveLength(1)
  })

  it('never stores a read made with a context token: cart, context, or a catalog read priced for a customer', async () => {
    const { category, product } = await catalogFixture()
    const added = await request('/store-api/checkout/cart/line-item', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ items: [{ id: product.id, referencedId: product.id, quantity: 1, type: 'product' }] }),
    })
    const cookie = cookies(added)['sw-context-token']!.split(';')[0]!
    const token = cookie.split('=')[1]!
    // The navigation is the same for everyone and read without the token (decision 045): kept before this check.
    await request('/', { headers: { ...GERMAN_BROWSER, ...CRAWLER } })

    const stored = await storedBy(async () => {
      await loaderRead((api) => api.invoke('readCart get /checkout/cart', {}), token)
      await loaderRead((api) => api.invoke('readContext get /context', {}), token)
      await loaderRead(listing(category.id), token)
      // The proxy and pages showing the cart, as the browser asks for them.
      for (const path of ['/store-api/checkout/cart', '/store-api/context'])
        expect((await request(path, { headers: { cookie } })).headers.get('cache-control'), path).toBe(
          'private, no-store',
        )
      const page = await request('/checkout/cart', { headers: { ...GERMAN_BROWSER, ...CRAWLER, cookie } })
      expect(await page.text()).toContain('data-testid="cart-count">1</span>')
      // A session's page shows its cart: kept nowhere (decision 030).
      expect(page.headers.get('cache-control')).toBe('private, no-store')
    })
    expect(stored).toEqual([])

    // The worker never puts these in the Cache API either (the DOM's CacheStorage type lacks workerd's default).
    const edge = (caches as unknown as { default: Cache }).default
    for (const path of ['/store-api/checkout/cart', '/store-api/context', '/checkout/cart'])
      expect(await edge.match(`${ORIGIN}${path}`), path).toBeUndefined()
  })
})

describe('what the embedded shop keeps in KV (decision 045)', () => {
  /** The KV namespace, counting its reads and writes. */
  function countingKv() {
    const reads: string[] = []
    const writes: string[] = []
    const kv = new Proxy(env.CACHE, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target)
        if (prop === 'get' || prop === 'put')
          return (key: string, ...rest: unknown[]) => {
            ;(prop === 'get' ? reads : writes).push(key)
            return (value as (...args: unknown[]) => unknown).call(target, key, ...rest)
          }
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    return { kv, reads, writes }
  }

  it("keeps the reads every page makes, not a page's own (its product, its SEO path)", async () => {
    const { product, category } = await catalogFixture()
    // Any page of the locale brings the navigation into KV and the isolate.
    await request(category.path, { headers: GERMAN_BROWSER })
    const { kv, reads, writes } = countingKv()
    const response = await request(product.path, { headers: GERMAN_BROWSER }, { CACHE: kv })
    expect(response.headers.get('x-page-cache')).toBe('MISS')
    expect(await response.text()).toContain(product.name)
    // A first visit of a product page: its product and SEO paths come from D1, the navigation from the isolate.
    expect(reads.filter((key) => key.startsWith('store-api:'))).toEqual([])
    expect(writes.filter((key) => key.startsWith('store-api:'))).toEqual([])
  })

  it('answers an every-page read from the isolate after its first read, under the same key', async () => {
    const { kv, reads } = countingKv()
    const ctx = createExecutionContext()
    const transport = withKvCache(storeApiTransport(env, ctx), kv, ctx, { backend: 'embedded-isolate-test' })
    const api = createStoreApiClient({ transport, languageId: LANGUAGE_IDS['de-DE'] })
    const navigation = () =>
      api.invoke('readNavigation post /navigation/{activeId}/{rootId}', {
        pathParams: { activeId: 'main-navigation', rootId: 'main-navigation' },
        body: { depth: 1 },
      })
    const first = await navigation()
    expect(await navigation()).toEqual(first)
    await waitOnExecutionContext(ctx)
    expect(reads).toHaveLength(1)
  })

  it('names navigation, languages and the redirect list as every-page reads, nothing else', () => {
    const read = (path: string) => new Request(`http://store-api.internal/store-api${path}`, { method: 'POST' })
    expect(
      ['/navigation/main-navigation/main-navigation', '/language', '/asx-redirect'].map((p) =>
        isEveryPageRead(read(p)),
      ),
    ).toEqual([true, true, true])
    expect(
      ['/product/0190aaaaaaaa7aaa8aaaaaaaaaaaaaaa', '/seo-url', '/product-listing/x', '/asx-seo-redirect'].map((p) =>
        isEveryPageRead(read(p)),
      ),
    ).toEqual([false, false, false, false])
  })
})
