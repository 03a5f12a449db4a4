/**
 * The shopper's D1 bookmark (decision 042): an HttpOnly cookie written by the proxy, pages and forms
 * only where a context token took part; carried on every embedded call of a request, newest first;
 * garbage ignored; never sent to a real Shopware.
 */
import { createExecutionContext, env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createStoreApiClient } from '../../../shared/store-api/client'
import { D1_BOOKMARK_COOKIE, d1Bookmark } from '../../../worker/store-api/d1-bookmark'
import { loaderTransport } from '../../../worker/store-api/transport'
import { plainProduct, recordingSessions } from '../../../embedded/tests/worker/fixtures'
import { cookies, GERMAN_BROWSER, ORIGIN, request } from '../helpers'

type Json = Record<string, any>
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/
const { variant } = plainProduct()
const JSON_HEADERS = { 'content-type': 'application/json', origin: ORIGIN }
const ITEM = { id: variant.id, referencedId: variant.id, quantity: 1, type: 'product' }
const UPSTREAM = {
  STORE_API_URL: 'https://shop.example/store-api',
  STORE_API_ACCESS_KEY: 'SWSCTESTTESTTESTTESTTESTTEST01',
}

afterEach(() => vi.unstubAllGlobals())

/** The cookie's value (name=value) from an answer, if it set one. */
const cookieOf = (response: Response, name: string) => cookies(response)[name]?.split(';')[0]
const bookmarkOf = (response: Response) => cookieOf(response, D1_BOOKMARK_COOKIE)?.split('=')[1]

/** A browser's first add to cart through the proxy: its token and bookmark cookies. */
async function shopperWithCart(host = ORIGIN) {
  const added = await request(`${host}/store-api/checkout/cart/line-item`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, origin: host },
    body: JSON.stringify({ items: [ITEM] }),
  })
  expect(added.status).toBe(200)
  return { added, token: cookieOf(added, 'sw-context-token')!, bookmark: cookieOf(added, D1_BOOKMARK_COOKIE)! }
}

describe('the bookmark cookie on the proxy', () => {
  it("is set, HttpOnly, SameSite=Lax, a day long, on a shopper's write; the next read starts at it and sees the line", async () => {
    const { added, token, bookmark } = await shopperWithCart()
    expect(cookies(added)[D1_BOOKMARK_COOKIE]).toMatch(
      new RegExp(`^${D1_BOOKMARK_COOKIE}=[0-9a-f-]{59}; Max-Age=86400; Path=/; HttpOnly; SameSite=Lax$`),
    )
    const { starts, overrides } = recordingSessions()
    const read = await request('/store-api/checkout/cart', { headers: { cookie: `${token}; ${bookmark}` } }, overrides)
    expect(read.status).toBe(200)
    expect(((await read.json()) as Json).lineItems.map((l: Json) => l.referencedId)).toEqual([variant.id])
    expect(starts).toEqual([bookmark.split('=')[1]])
    // Answers never show the bookmark to scripts: only the cookie carries it.
    expect(read.headers.get('x-d1-bookmark')).toBeNull()
  })

  it('is Secure on https', async () => {
    const { added } = await shopperWithCart('https://shop.test')
    expect(cookies(added)[D1_BOOKMARK_COOKIE]).toMatch(/; Secure/)
  })

  it('is never set on an anonymous catalog answer', async () => {
    const { starts, overrides } = recordingSessions()
    const catalog = await request(
      '/store-api/navigation/main-navigation/main-navigation',
      { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ depth: 1 }) },
      overrides,
    )
    expect(catalog.status).toBe(200)
    expect(catalog.headers.getSetCookie()).toEqual([])
    expect(starts).toEqual(['first-unconstrained'])
  })

  it('ignores a garbage bookmark cookie: the shopper starts on the primary, and gets a real bookmark', async () => {
    const { token } = await shopperWithCart()
    const { starts, overrides } = recordingSessions()
    const read = await request(
      '/store-api/checkout/cart',
      { headers: { cookie: `${token}; ${D1_BOOKMARK_COOKIE}=zzzz-not-a-bookmark` } },
      overrides,
    )
    expect(read.status).toBe(200)
    expect(starts).toEqual(['first-primary'])
    expect(bookmarkOf(read)).toMatch(BOOKMARK)
  })

  it('answers an API client (header mode) in the x-d1-bookmark header, without a cookie', async () => {
    const { token } = await shopperWithCart()
    const own = token.split('=')[1]!
    const read = await request('/store-api/checkout/cart', { headers: { 'sw-context-token': own } })
    expect(read.headers.get('x-d1-bookmark')).toMatch(BOOKMARK)
    expect(read.headers.getSetCookie()).toEqual([])
  })

  it('is never sent to a real Shopware, nor set from its answers (upstream mode)', async () => {
    const seen: Request[] = []
    vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
      seen.push(new Request(input, init))
      return Response.json(
        { lineItems: [] },
        {
          headers: {
            'sw-context-token': 'a'.repeat(32),
            'x-d1-bookmark': `${'0'.repeat(8)}-00000001-00000000-${'0'.repeat(32)}`,
          },
        },
      )
    })
    const stale = `${'0'.repeat(8)}-00000002-00000000-${'0'.repeat(32)}`
    const cookie = `sw-context-token=${'b'.repeat(32)}; ${D1_BOOKMARK_COOKIE}=${stale}`
    const read = await request('/store-api/checkout/cart', { headers: { cookie } }, UPSTREAM)
    // The cart read, and the context read that follows its renewed token (the page cache's hint): neither carries one.
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.map((r) => r.headers.get('x-d1-bookmark')).every((value) => value === null)).toBe(true)
    expect(cookies(read)[D1_BOOKMARK_COOKIE]).toBeUndefined()
  })
})

describe('the bookmark on pages and forms', () => {
  it("is set on a shopper's page, never on an anonymous catalog page", async () => {
    const { token } = await shopperWithCart()
    const cart = await request('/checkout/cart', { headers: { ...GERMAN_BROWSER, cookie: token } })
    expect(cart.status).toBe(200)
    expect(bookmarkOf(cart)).toMatch(BOOKMARK)
    const home = await request('/', { headers: GERMAN_BROWSER })
    expect(home.status).toBe(200)
    expect(cookies(home)[D1_BOOKMARK_COOKIE]).toBeUndefined()
  })

  it('is set by the add-to-cart form, and the cart page it leads to starts at it', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...GERMAN_BROWSER }
    const added = await request('/checkout/cart/add', {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({ productId: variant.id, quantity: '1' }),
      redirect: 'manual',
    })
    expect(added.status).toBe(303)
    const bookmark = cookieOf(added, D1_BOOKMARK_COOKIE)!
    expect(bookmark.split('=')[1]).toMatch(BOOKMARK)
    const { starts, overrides } = recordingSessions()
    const cookie = `${cookieOf(added, 'sw-context-token')}; ${bookmark}`
    const cart = await request('/checkout/cart', { headers: { ...GERMAN_BROWSER, cookie } }, overrides)
    expect(cart.status).toBe(200)
    expect(starts[0]).toBe(bookmark.split('=')[1])
  })
})

describe('the loader transport', () => {
  it('sends each in-process call with the newest bookmark of the request, and keeps it for the cookie', async () => {
    const { token } = await shopperWithCart()
    const { starts, overrides } = recordingSessions()
    const cookieBookmark = `${'0'.repeat(8)}-00000001-00000000-${'0'.repeat(32)}`
    const bookmark = d1Bookmark(cookieBookmark)
    const transport = loaderTransport({ ...env, ...overrides }, createExecutionContext(), '10.1.2.3', bookmark)
    const api = createStoreApiClient({ transport, contextToken: token.split('=')[1] })
    await api.invoke('addLineItem post /checkout/cart/line-item', { body: { items: [ITEM] } as never })
    const afterWrite = bookmark.current()!
    expect(afterWrite > cookieBookmark).toBe(true)
    await api.invoke('readCart get /checkout/cart')
    expect(starts).toEqual([cookieBookmark, afterWrite])
    expect(bookmark.toKeep()).toBe(bookmark.current())
  })

  it('keeps nothing for the cookie from anonymous calls', async () => {
    const bookmark = d1Bookmark(undefined)
    const transport = loaderTransport(env, createExecutionContext(), '10.1.2.4', bookmark)
    const api = createStoreApiClient({ transport })
    await api.invoke('readNavigation post /navigation/{activeId}/{rootId}', {
      pathParams: { activeId: 'main-navigation', rootId: 'main-navigation' },
      body: { depth: 1 },
    })
    expect(bookmark.toKeep()).toBeUndefined()
  })
})
