/** The /store-api proxy: key added and never returned, token in an HttpOnly cookie, renewals, CSRF, validation. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LANGUAGE_IDS } from '../../../shared/constants'
import { DEMO_CUSTOMERS } from '../../../embedded/seed'
import { ORIGIN, catalogFixture, cookies, request } from '../helpers'

const TEST_KEY = 'SWSCTESTTESTTESTTESTTESTTEST01'
const UPSTREAM = { STORE_API_URL: 'https://shop.example/store-api', STORE_API_ACCESS_KEY: TEST_KEY }
const json = { 'content-type': 'application/json', origin: ORIGIN }

afterEach(() => vi.unstubAllGlobals())

/** A browser's first write (the context changed): it starts the session its cookie then names. */
const startSession = (origin = ORIGIN, cookie?: string) =>
  request(`${origin}/store-api/context`, {
    method: 'PATCH',
    headers: { ...json, origin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ languageId: LANGUAGE_IDS['de-DE'] }),
  })

describe('context token cookie', () => {
  it('keeps a new context token in an HttpOnly, SameSite=Lax, year-long cookie and out of the body', async () => {
    const response = await startSession()
    expect(response.status).toBe(200)
    const cookie = cookies(response)['sw-context-token']
    expect(cookie).toMatch(/^sw-context-token=[0-9a-f]{32}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/)
    expect(response.headers.get('sw-context-token')).toBeNull()
    const body = (await response.json()) as Record<string, unknown>
    expect(body.contextToken).toBeUndefined()
  })

  it("gives no cookie for a read without one: a token handed out for a read is nobody's session", async () => {
    const response = await request('/store-api/context')
    expect(response.status).toBe(200)
    expect(cookies(response)['sw-context-token']).toBeUndefined()
    expect(response.headers.get('sw-context-token')).toBeNull()
    const body = (await response.json()) as Record<string, unknown>
    expect(body.token).toBeUndefined()
    expect(body.apiAlias).toBe('sales_channel_context')
  })

  it('marks the cookie Secure on https', async () => {
    const response = await startSession('https://shop.test')
    expect(cookies(response)['sw-context-token']).toMatch(/; Secure/)
  })

  it('reuses the cookie token: the cart added to is the cart read back, without a new cookie', async () => {
    const first = await startSession()
    const token = cookies(first)['sw-context-token']!.split(';')[0]!
    const second = await request('/store-api/checkout/cart', { headers: { cookie: token } })
    expect(second.status).toBe(200)
    expect(cookies(second)['sw-context-token']).toBeUndefined()
  })

  it('replaces an unknown or expired token with the renewed one', async () => {
    const response = await request('/store-api/checkout/cart', {
      headers: { cookie: 'sw-context-token=ffffffffffffffffffffffffffffffff' },
    })
    const cookie = cookies(response)['sw-context-token']
    expect(cookie).toBeDefined()
    expect(cookie).not.toContain('ffffffffffffffffffffffffffffffff')
  })

  it('takes a cookie value no header can carry for no token: a new session, never a 500', async () => {
    const { product } = await catalogFixture()
    // The cookie's value is percent-decoded: a null byte, a line break, a letter beyond ASCII.
    for (const junk of ['%00', `${'f'.repeat(32)}%00`, '%0D%0Aset-cookie:%20x', '%C3%A4']) {
      const cookie = `sw-context-token=${junk}`
      const response = await startSession(ORIGIN, cookie)
      expect(response.status, junk).toBe(200)
      expect(cookies(response)['sw-context-token'], junk).toMatch(/^sw-context-token=[0-9a-f]{32};/)
      // A page's form reads the same cookie.
      const added = await request('/checkout/cart/add', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie },
        body: `productId=${product.id}&quantity=1`,
      })
      expect(added.status, junk).toBe(303)
    }
  })

  it('lets API clients that manage the token use the header, and renews it in the header', async () => {
    const created = await request('/store-api/context', {
      headers: { 'sw-context-token': 'ffffffffffffffffffffffffffffffff' },
    })
    const renewed = created.headers.get('sw-context-token')
    expect(renewed).toMatch(/^[0-9a-f]{32}$/)
    expect(renewed).not.toBe('ffffffffffffffffffffffffffffffff')
    expect(cookies(created)['sw-context-token']).toBeUndefined()
    const body = (await created.json()) as { token?: string }
    expect(body.token).toBe(renewed)
  })
})

describe('a browser never sees its token', () => {
  const { private: demo } = DEMO_CUSTOMERS
  /** Every answer of a browser's session: its body must not name the cookie's token, old or new. */
  async function expectNoToken(response: Response, tokens: string[]) {
    const text = await response.text()
    for (const token of tokens) expect(text).not.toContain(token)
    expect(response.headers.get('sw-context-token')).toBeNull()
  }
  const cookieToken = (response: Response) => cookies(response)['sw-context-token']?.split(';')[0]?.split('=')[1]

  it('in the bodies of login, change-password and logout, with the token only in the HttpOnly cookie', async () => {
    const first = await request('/store-api/context')
    let token = cookieToken(first)!
    const login = await request('/store-api/account/login', {
      method: 'POST',
      headers: { ...json, cookie: `sw-context-token=${token}`, 'cf-connecting-ip': '10.77.0.1' },
      body: JSON.stringify({ username: demo.email, password: demo.password }),
    })
    expect(login.status).toBe(200)
    const loggedIn = cookieToken(login)!
    expect(loggedIn).not.toBe(token)
    await expectNoToken(login, [token, loggedIn])
    token = loggedIn
    const changed = await request('/store-api/account/change-password', {
      method: 'POST',
      headers: { ...json, cookie: `sw-context-token=${token}` },
      body: JSON.stringify({ password: demo.password, newPassword: demo.password, newPasswordConfirm: demo.password }),
    })
    expect(changed.status).toBe(200)
    const renewed = cookieToken(changed)!
    await expectNoToken(changed, [token, renewed])
    const logout = await request('/store-api/account/logout', {
      method: 'POST',
      headers: { ...json, cookie: `sw-context-token=${renewed}` },
      body: '{}',
    })
    expect(logout.status).toBe(200)
    await expectNoToken(logout, [renewed, cookieToken(logout)!])
  })

  it('while an API client that sends its token still reads it in the body and the header', async () => {
    const first = await request('/store-api/context', {
      headers: { 'sw-context-token': 'ffffffffffffffffffffffffffffffff' },
    })
    const token = first.headers.get('sw-context-token')!
    const login = await request('/store-api/account/login', {
      method: 'POST',
      headers: { ...json, 'sw-context-token': token, 'cf-connecting-ip': '10.77.0.2' },
      body: JSON.stringify({ username: demo.email, password: demo.password }),
    })
    const renewed = login.headers.get('sw-context-token')!
    expect(renewed).not.toBe(token)
    expect(await login.json()).toEqual({ contextToken: renewed })
  })
})

describe('API clients (sw-access-key or sw-context-token sent)', () => {
  const KEY = { 'sw-access-key': 'SWSCCALLERSUPPLIEDKEY0000000000' }

  it('gives a client that sent only its access key its first token in the header, without a cookie', async () => {
    const response = await request('/store-api/context', { headers: KEY })
    expect(response.status).toBe(200)
    const token = response.headers.get('sw-context-token')
    expect(token).toMatch(/^[0-9a-f]{32}$/)
    expect(response.headers.get('set-cookie')).toBeNull()
    const body = (await response.json()) as { token?: string }
    expect(body.token).toBe(token)
  })

  it('names the token in the header of every answer, also when it was not renewed', async () => {
    const first = await request('/store-api/context', { headers: KEY })
    const token = first.headers.get('sw-context-token')!
    const again = await request('/store-api/checkout/cart', { headers: { 'sw-context-token': token } })
    expect(again.status).toBe(200)
    expect(again.headers.get('sw-context-token')).toBe(token)
    expect(again.headers.get('set-cookie')).toBeNull()
  })

  it("uses the client's own token and ignores a cookie it happens to carry", async () => {
    const browser = await startSession()
    const cookie = cookies(browser)['sw-context-token']!.split(';')[0]!
    const cookieToken = cookie.split('=')[1]!
    const client = await request('/store-api/context', { headers: KEY })
    const own = client.headers.get('sw-context-token')!
    const response = await request('/store-api/context', { headers: { 'sw-context-token': own, cookie } })
    expect(response.headers.get('sw-context-token')).toBe(own)
    expect(response.headers.get('set-cookie')).toBeNull()
    const body = (await response.json()) as { token?: string }
    expect(body.token).toBe(own)
    expect(JSON.stringify(body)).not.toContain(cookieToken)
  })

  it('never shows a browser (no key, no token header) the token in a header or the body', async () => {
    const first = await startSession()
    const cookie = cookies(first)['sw-context-token']!.split(';')[0]!
    const token = cookie.split('=')[1]!
    expect(first.headers.get('sw-context-token')).toBeNull()
    for (const path of ['/store-api/context', '/store-api/checkout/cart']) {
      const response = await request(path, { headers: { cookie } })
      expect(response.headers.get('sw-context-token')).toBeNull()
      expect([...response.headers].some(([, value]) => value.includes(token))).toBe(false)
      expect(await response.text()).not.toContain(token)
    }
  })
})

describe('timing', () => {
  it("names the worker's whole time and the Store API's own in Server-Timing", async () => {
    const response = await request('/store-api/language', { method: 'POST', headers: json, body: '{}' })
    const timing = response.headers.get('server-timing') ?? ''
    const worker = Number(/worker;dur=([\d.]+)/.exec(timing)?.[1])
    const app = Number(/app;dur=([\d.]+)/.exec(timing)?.[1])
    expect([Number.isFinite(worker), Number.isFinite(app)]).toEqual([true, true])
    expect(worker).toBeGreaterThanOrEqual(app)
  })
})

describe('cross-origin and validation', () => {
  it('rejects state-changing requests from another origin', async () => {
    const response = await request('/store-api/checkout/cart/line-item/delete', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ ids: ['a'] }),
    })
    expect(response.status).toBe(403)
    const body = (await response.json()) as { errors: Array<{ code: string }> }
    expect(body.errors[0]!.code).toBe('STOREFRONT__CROSS_ORIGIN')
  })

  it('rejects cross-site requests that only say so through Sec-Fetch-Site', async () => {
    const response = await request('/store-api/context', {
      method: 'PATCH',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: '{"languageId":"x"}',
    })
    expect(response.status).toBe(403)
  })

  it('answers a non-positive quantity with a 400 naming the field', async () => {
    const response = await request('/store-api/checkout/cart/line-item', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        items: [{ id: 'a'.repeat(32), referencedId: 'a'.repeat(32), quantity: 0, type: 'product' }],
      }),
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: Array<{ code: string; source: { pointer: string } }> }
    expect(body.errors[0]).toMatchObject({
      code: 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY',
      source: { pointer: '/items/0/quantity' },
    })
  })

  it('answers malformed JSON and non-object bodies with 400, never 500', async () => {
    for (const body of ['{"items":', '[1,2]', '"text"']) {
      const response = await request('/store-api/checkout/cart/line-item', { method: 'POST', headers: json, body })
      expect(response.status, body).toBe(400)
    }
  })

  it('requires one of the context fields on PATCH /context', async () => {
    const response = await request('/store-api/context', { method: 'PATCH', headers: json, body: '{}' })
    expect(response.status).toBe(400)
  })

  it('tags cart changes so the browser refreshes its cart atom, and keeps the token out of the cart', async () => {
    const { product } = await catalogFixture()
    const added = await request('/store-api/checkout/cart/line-item', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ items: [{ id: product.id, referencedId: product.id, quantity: 2, type: 'product' }] }),
    })
    expect(added.status).toBe(200)
    expect(added.headers.get('x-storefront-refresh')).toBe('cart')
    const cart = (await added.json()) as {
      token?: string
      lineItems: Array<{ id: string; referencedId: string; quantity: number }>
    }
    expect(cart.token).toBeUndefined()
    expect(cart.lineItems).toMatchObject([{ referencedId: product.id, quantity: 2 }])

    const cookie = cookies(added)['sw-context-token']!.split(';')[0]!
    const removed = await request('/store-api/checkout/cart/line-item/delete', {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ ids: [cart.lineItems[0]!.id] }),
    })
    expect(removed.headers.get('x-storefront-refresh')).toBe('cart')
    expect(((await removed.json()) as { lineItems: unknown[] }).lineItems).toEqual([])
    // Reading is not a change: no tag.
    expect(
      (await request('/store-api/checkout/cart', { headers: { cookie } })).headers.get('x-storefront-refresh'),
    ).toBeNull()
  })

  it('tags address and payment-method changes so the session follows', async () => {
    const login = await request('/store-api/account/login', {
      method: 'POST',
      headers: { ...json, 'cf-connecting-ip': '10.3.0.1' },
      body: JSON.stringify({ username: 'privat@example.com', password: 'shopware123' }),
    })
    expect(login.headers.get('x-storefront-refresh')).toBe('cart, context')
    const cookie = cookies(login)['sw-context-token']!.split(';')[0]!
    const addresses = await request('/store-api/account/list-address', {
      method: 'POST',
      headers: { ...json, cookie },
      body: '{}',
    })
    expect(addresses.headers.get('x-storefront-refresh')).toBeNull()
    const [address] = ((await addresses.json()) as { elements: Array<{ id: string }> }).elements
    const switched = await request(`/store-api/account/address/default-shipping/${address!.id}`, {
      method: 'PATCH',
      headers: { ...json, cookie },
    })
    expect([switched.status, switched.headers.get('x-storefront-refresh')]).toEqual([204, 'cart, context'])
  })
})

describe('upstream mode', () => {
  function stubUpstream(answer: (request: Request) => Response) {
    const seen: Request[] = []
    vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
      const upstreamRequest = new Request(input, init)
      seen.push(upstreamRequest)
      return answer(upstreamRequest)
    })
    return seen
  }

  it("adds the server key, drops the caller's, and never returns it", async () => {
    const seen = stubUpstream((req) =>
      Response.json(
        { elements: [] },
        { headers: { 'sw-access-key': req.headers.get('sw-access-key')!, 'sw-context-token': 'b'.repeat(32) } },
      ),
    )
    const response = await request(
      `/store-api/product-listing/${'c'.repeat(32)}?p=2`,
      {
        method: 'POST',
        headers: { ...json, 'sw-access-key': 'SWSCCALLERSUPPLIEDKEY0000000000' },
        body: '{"limit":10}',
      },
      UPSTREAM,
    )
    expect(seen).toHaveLength(1)
    expect(seen[0]!.url).toBe(`https://shop.example/store-api/product-listing/${'c'.repeat(32)}?p=2`)
    expect(seen[0]!.headers.get('sw-access-key')).toBe(TEST_KEY)
    expect(await seen[0]!.text()).toBe('{"limit":10}')
    expect(response.status).toBe(200)
    expect(response.headers.get('sw-access-key')).toBeNull()
    expect([...response.headers].some(([, value]) => value.includes(TEST_KEY))).toBe(false)
    // The caller sent a key, so it is an API client: the token comes back in the header, never as a cookie.
    expect(response.headers.get('sw-context-token')).toBe('b'.repeat(32))
    expect(cookies(response)['sw-context-token']).toBeUndefined()
  })

  it('passes the headers Store API callers choose behavior with: language, SEO URLs, no-cache', async () => {
    const seen = stubUpstream(() => Response.json({ elements: [] }))
    const chosen = { 'sw-language-id': 'a'.repeat(32), 'sw-include-seo-urls': 'true', 'cache-control': 'no-cache' }
    await request(
      '/store-api/search',
      { method: 'POST', headers: { ...json, ...chosen, 'x-unrelated': 'dropped' }, body: '{"search":"jacke"}' },
      UPSTREAM,
    )
    expect(Object.fromEntries(Object.keys(chosen).map((name) => [name, seen[0]!.headers.get(name)]))).toEqual(chosen)
    expect(seen[0]!.headers.get('x-unrelated')).toBeNull()
  })

  it('passes /handle-payment and document downloads through as Shopware answers them', async () => {
    const redirectUrl = 'https://psp.example/pay/abc'
    const pdf = new Uint8Array([37, 80, 68, 70, 45])
    const seen = stubUpstream((req) =>
      req.url.includes('/handle-payment')
        ? Response.json({ redirectUrl })
        : new Response(pdf, {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'inline; filename="invoice_1000.pdf"',
            },
          }),
    )
    const body = JSON.stringify({
      orderId: 'a'.repeat(32),
      finishUrl: '/checkout/finish',
      errorUrl: '/checkout/unpaid',
    })
    const handled = await request('/store-api/handle-payment', { method: 'POST', headers: json, body }, UPSTREAM)
    expect(await seen[0]!.text()).toBe(body)
    expect([handled.status, await handled.json()]).toEqual([200, { redirectUrl }])
    const document = await request(
      `/store-api/document/download/${'d'.repeat(32)}/code`,
      { method: 'POST', headers: json, body: '{}' },
      UPSTREAM,
    )
    expect(document.headers.get('content-disposition')).toBe('inline; filename="invoice_1000.pdf"')
    expect(new Uint8Array(await document.arrayBuffer())).toEqual(pdf)
    // The embedded provider page is not there: a real Shopware's handlers name their own provider.
    expect((await request(`/payment-provider/${'x'.repeat(20)}`, {}, UPSTREAM)).status).toBe(404)
  })

  it('answers 503 without the configuration text when the access key is not set (the operator reads it in the log)', async () => {
    stubUpstream(() => Response.json({}))
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const response = await request(
      '/store-api/context',
      {},
      { STORE_API_URL: UPSTREAM.STORE_API_URL, STORE_API_ACCESS_KEY: undefined },
    )
    expect(response.status).toBe(503)
    const body = (await response.json()) as { errors: Array<{ code: string; detail: string }> }
    expect(body.errors[0]!.code).toBe('STOREFRONT__NOT_CONFIGURED')
    expect(JSON.stringify(body)).not.toContain('accessToken')
    expect(log.mock.calls.flat().join(' ')).toContain(
      'Make sure that endpoint and accessToken are settled in the configuration',
    )
    log.mockRestore()
  })

  it('answers 502 in Store API shape when the upstream cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('connection refused')
    })
    const response = await request('/store-api/context', {}, UPSTREAM)
    expect(response.status).toBe(502)
    const body = (await response.json()) as { errors: Array<{ code: string }> }
    expect(body.errors[0]!.code).toBe('STOREFRONT__UPSTREAM_UNREACHABLE')
  })
})
