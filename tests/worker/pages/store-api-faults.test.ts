/**
 * Store API faults as pages show them (decision 033), against a stubbed Shopware: the single
 * retry of reads, writes never repeated, unreachable → 502, too slow → 408, maintenance → 503 with
 * Retry-After in both languages, crawlers get the bare error page and the fault is only reported.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CRAWLER, ENGLISH_BROWSER, GERMAN_BROWSER, request, sessionCookie } from '../helpers'

let shops = 0
/** A Shopware of its own per test: the KV edge cache keys by backend, so no test reads another's answers. */
const upstream = () => ({
  STORE_API_URL: `https://shop${++shops}.example/store-api`,
  STORE_API_ACCESS_KEY: 'SWSCFAULTTESTKEY000000000001',
})

const MAINTENANCE = {
  errors: [
    {
      status: '503',
      code: 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE',
      title: 'Service Unavailable',
      detail: 'The sales channel is in maintenance mode.',
      meta: { parameters: [] },
    },
  ],
}

/** What the stub answers a path with; undefined: an empty, healthy shop. */
type Fault = (path: string, request: Request) => Response | Promise<Response> | undefined

/** A healthy, empty Shopware unless `fault` says otherwise; returns the calls it saw, as "METHOD /path". */
function stubShopware(fault: Fault = () => undefined) {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
    const req = new Request(input, init)
    const path = new URL(req.url).pathname.replace('/store-api', '')
    asked.push(`${req.method} ${path}`)
    const answer = await fault(path, req)
    if (answer) return answer
    if (path === '/context') return Response.json({ token: 'a'.repeat(32), taxState: 'gross' })
    if (path === '/checkout/cart') return Response.json({ token: 'a'.repeat(32), lineItems: [], errors: {} })
    if (path.startsWith('/navigation/')) return Response.json([])
    return Response.json({ elements: [], total: 0 })
  })
  return asked
}

const count = (asked: string[], call: string) => asked.filter((seen) => seen === call).length
const NAVIGATION = /^POST \/navigation\/main-navigation\//

/** The add-to-cart form posted without JavaScript, with the browser's headers. */
const addToCart = (path: string, headers: Record<string, string>, vars = {}) =>
  request(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ productId: 'b'.repeat(32), quantity: '1' }),
    },
    vars,
  )

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('retries', () => {
  it('asks a read once more after a 500 and shows the page when the second answer is good', async () => {
    let failed = 0
    const asked = stubShopware((path) => {
      if (path.startsWith('/navigation/main-navigation') && failed++ === 0) return new Response(null, { status: 500 })
    })
    const response = await request('/', { headers: { ...GERMAN_BROWSER, cookie: 'locale=de-DE' } }, upstream())
    expect(response.status).toBe(200)
    expect(asked.filter((call) => NAVIGATION.test(call))).toHaveLength(2)
  })

  it('retries once only: a read failing twice is an error page, asked twice', async () => {
    const asked = stubShopware((path) =>
      path.startsWith('/navigation/main-navigation') ? new Response(null, { status: 504 }) : undefined,
    )
    const response = await request('/', { headers: { ...GERMAN_BROWSER, cookie: 'locale=de-DE' } }, upstream())
    expect(response.status).toBe(504)
    expect(asked.filter((call) => NAVIGATION.test(call))).toHaveLength(2)
  })

  it('never repeats a write: a failed add to cart is asked once', async () => {
    const asked = stubShopware((path, req) =>
      path === '/checkout/cart/line-item' && req.method === 'POST' ? new Response(null, { status: 503 }) : undefined,
    )
    const response = await addToCart(
      '/checkout/cart/add',
      { ...GERMAN_BROWSER, origin: 'http://shop.test' },
      upstream(),
    )
    expect(count(asked, 'POST /checkout/cart/line-item')).toBe(1)
    expect(response.status).toBe(503)
  })
})

describe('unreachable and slow', () => {
  it('shows the 502 page when the Store API cannot be reached, in German', async () => {
    stubShopware(() => {
      throw new TypeError('connection refused')
    })
    const response = await request('/', { headers: { ...GERMAN_BROWSER, cookie: 'locale=de-DE' } }, upstream())
    expect(response.status).toBe(502)
    expect(await response.text()).toContain('Der Server konnte die Anfrage nicht abschließen')
  })

  it('shows the 408 page when the Store API does not answer within the call timeout', async () => {
    const signals: Array<AbortSignal | null> = []
    stubShopware((_path, req) => {
      signals.push(req.signal)
      // What fetch does when the call's AbortSignal.timeout fires.
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError')
    })
    const response = await request('/en-GB', { headers: { ...ENGLISH_BROWSER, cookie: 'locale=en-GB' } }, upstream())
    expect(response.status).toBe(408)
    expect(await response.text()).toContain('The API took too long to answer.')
    expect(signals.every((signal) => signal !== null)).toBe(true)
  })
})

describe('the call timeout setting', () => {
  it('gives up on a call after STORE_API_TIMEOUT_MS and shows the 408 page', async () => {
    // A Shopware that never answers: only the call's own timeout ends the wait.
    stubShopware(
      (_path, req) =>
        new Promise<Response>((_resolve, reject) =>
          req.signal.addEventListener('abort', () => reject(req.signal.reason)),
        ),
    )
    const response = await request(
      '/en-GB',
      { headers: { ...ENGLISH_BROWSER, cookie: 'locale=en-GB' } },
      { ...upstream(), STORE_API_TIMEOUT_MS: '20' },
    )
    expect(response.status).toBe(408)
    expect(await response.text()).toContain('The API took too long to answer.')
  })
})

describe('maintenance', () => {
  it.each([
    ['/', GERMAN_BROWSER, 'de-DE', 'Wartungsmodus'],
    ['/en-GB', ENGLISH_BROWSER, 'en-GB', 'Maintenance mode'],
  ])(
    '%s shows the maintenance page: 503, Retry-After, noindex, the server detail',
    async (path, headers, locale, title) => {
      stubShopware(() => Response.json(MAINTENANCE, { status: 503 }))
      const response = await request(path, { headers: { ...headers, cookie: `locale=${locale}` } }, upstream())
      expect(response.status).toBe(503)
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      const html = await response.text()
      expect(html).toContain(`<h1 id="error-heading">${title}</h1>`)
      expect(html).toContain('<meta name="robots" content="noindex"/>')
      expect(html).toContain('The sales channel is in maintenance mode.')
      expect(html).toContain('data-maintenance')
    },
  )

  it('keeps a 503 without the maintenance code the "server busy" page', async () => {
    stubShopware(() => new Response(null, { status: 503 }))
    const response = await request('/en-GB', { headers: { ...ENGLISH_BROWSER, cookie: 'locale=en-GB' } }, upstream())
    expect(response.status).toBe(503)
    const html = await response.text()
    expect(html).toContain('<h1 id="error-heading">Error 503</h1>')
    expect(html).toContain('The server is busy right now.')
    // An API failure without a body is 'Unknown error'.
    expect(html).toContain('"data":{"message":"Unknown error"}')
  })
})

describe('crawlers (errors seen by bots are only reported)', () => {
  it('gives a crawler the bare error page with its status, no retry and no script, and reports the fault', async () => {
    stubShopware(() => Response.json(MAINTENANCE, { status: 503 }))
    const reported = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const response = await request('/', { headers: { ...CRAWLER, 'accept-language': 'de-DE' } }, upstream())
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).not.toBeNull()
    const html = await response.text()
    expect(html).toContain('Wartungsmodus')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<button')
    expect(html).not.toContain('error-retry')
    expect(reported).toHaveBeenCalledWith('Store API fault seen by a bot', expect.stringContaining('503'))
  })

  it('shows a shopper the same fault with a way to try again', async () => {
    stubShopware(() => new Response(null, { status: 502 }))
    const response = await request('/', { headers: { ...GERMAN_BROWSER, cookie: 'locale=de-DE' } }, upstream())
    expect(response.status).toBe(502)
    expect(await response.text()).toContain('error-retry')
  })
})

describe('the edge page cache and faults', () => {
  it('keeps no page that shows a failed read: the next visitor is rendered anew, and the good page is kept', async () => {
    let failing = true
    stubShopware((path) => (failing && path === '/search' ? new Response(null, { status: 500 }) : undefined))
    const vars = upstream()
    const search = () =>
      request('/search?search=helm', { headers: { ...GERMAN_BROWSER, cookie: 'locale=de-DE' } }, vars)
    const NOTICE = /role="alert">Der Server konnte die Anfrage nicht abschließen/
    const failed = await search()
    expect([failed.status, failed.headers.get('x-page-cache')]).toEqual([200, 'MISS'])
    expect(await failed.text()).toMatch(NOTICE)
    const again = await search()
    expect(again.headers.get('x-page-cache')).toBe('MISS')
    expect(await again.text()).toMatch(NOTICE)
    failing = false
    const good = await search()
    expect(good.headers.get('x-page-cache')).toBe('MISS')
    expect(await good.text()).not.toMatch(NOTICE)
    const kept = await search()
    expect(kept.headers.get('x-page-cache')).toBe('HIT')
    expect(await kept.text()).not.toMatch(NOTICE)
  })
})

describe('a 403 after an expired session', () => {
  it('says the session expired and offers the last page and a retry, in both languages', async () => {
    const refused = await addToCart('/en-GB/checkout/cart/add', {
      ...ENGLISH_BROWSER,
      origin: 'https://stale.example',
      referer: 'http://shop.test/en-GB/some-product',
    })
    expect(refused.status).toBe(403)
    const html = await refused.text()
    expect(html).toContain('Your session has expired. Please return to the last page and try again.')
    expect(html).toContain('href="/en-GB/some-product"')
    expect(html).toMatch(/class="error-retry"/)

    const german = await addToCart('/checkout/cart/add', {
      ...GERMAN_BROWSER,
      origin: 'https://x.example',
      referer: 'http://shop.test/warenkorb',
    })
    const text = await german.text()
    expect(text).toContain('Ihre Sitzung ist abgelaufen.')
    expect(text).toContain('Zur letzten Seite')
  })

  it('never offers a last page on another site', async () => {
    const refused = await addToCart('/checkout/cart/add', {
      ...GERMAN_BROWSER,
      origin: 'https://evil.example',
      referer: 'https://evil.example/phish',
    })
    expect(await refused.text()).not.toContain('evil.example')
  })

  it('a form whose session ended in the Store API (CHECKOUT__CUSTOMER_NOT_LOGGED_IN) shows the 403 page', async () => {
    stubShopware((path) =>
      path === '/checkout/cart/line-item'
        ? Response.json(
            {
              errors: [
                {
                  status: '403',
                  code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
                  title: 'Forbidden',
                  detail: 'Customer is not logged in.',
                },
              ],
            },
            { status: 403 },
          )
        : undefined,
    )
    const response = await addToCart(
      '/checkout/cart/add',
      {
        ...GERMAN_BROWSER,
        origin: 'http://shop.test',
        cookie: sessionCookie('a'.repeat(32)),
      },
      upstream(),
    )
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('Ihre Sitzung ist abgelaufen.')
  })

  it('a form of the account whose session ended meanwhile shows the 403 page, not field errors', async () => {
    const customer = { id: 'c'.repeat(32), firstName: 'Erika', lastName: 'M', guest: false, active: true }
    const asked = stubShopware((path) => {
      if (path === '/context') return Response.json({ token: 'a'.repeat(32), customer, taxState: 'gross' })
      if (path === '/account/change-profile')
        return Response.json(
          { errors: [{ status: '403', code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', title: 'Forbidden', detail: 'x' }] },
          { status: 403 },
        )
    })
    const response = await request(
      '/en-GB/account/profile',
      {
        method: 'POST',
        headers: {
          ...ENGLISH_BROWSER,
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://shop.test',
          cookie: sessionCookie('a'.repeat(32), 'en-GB'),
        },
        body: new URLSearchParams({ intent: 'profile', firstName: 'Erika', lastName: 'Muster' }),
      },
      upstream(),
    )
    expect(count(asked, 'POST /account/change-profile')).toBe(1)
    expect(response.status).toBe(403)
    const html = await response.text()
    expect(html).toContain('Your session has expired. Please return to the last page and try again.')
    expect(html).toContain('Back to the last page')
    expect(html).toContain('error-retry')
  })
})

describe('a form whose action the server fails', () => {
  const loginPost = (path: string, accept: string, vars = {}) =>
    request(
      path,
      {
        method: 'POST',
        headers: {
          ...GERMAN_BROWSER,
          accept,
          origin: 'http://shop.test',
          referer: 'http://shop.test/login',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ email: 'kundin@example.com', password: 'geheim1234' }),
      },
      vars,
    )
  const failingLogin = () =>
    stubShopware((path) =>
      path === '/account/login'
        ? Response.json(
            {
              errors: [
                { status: '500', code: 'FRAMEWORK__INTERNAL_ERROR', title: 'Internal Server Error', detail: 'x' },
              ],
            },
            { status: 500 },
          )
        : undefined,
    )

  it('without JavaScript: the login page again, in the shop, with the message and the e-mail kept', async () => {
    failingLogin()
    const response = await loginPost('/login', 'text/html', upstream())
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain('class="site-header"')
    expect(html).toContain('Es ist ein schwerwiegender Fehler aufgetreten.')
    expect(html).toContain('value="kundin@example.com"')
    expect(html).not.toContain('geheim1234')
  })

  it('with JavaScript: the payload carries the message as the form’s answer, not a route error', async () => {
    failingLogin()
    const response = await loginPost('/en-GB/login/_payload.json', 'application/json', upstream())
    expect(response.status).toBe(500)
    const payload = (await response.json()) as {
      actionData: Record<string, { errors: { form: { key: string } }; values: Record<string, string> }>
      errors: unknown
    }
    const [answer] = Object.values(payload.actionData)
    expect(answer!.errors.form.key).toBe('error.500')
    expect(answer!.values.email).toBe('kundin@example.com')
    expect(payload.errors).toBeNull()
  })
})

describe('the last-resort error page', () => {
  it('carries the shop’s stylesheet and its header with the way home for a shopper, none for a bot', async () => {
    const { errorPage } = await import('../../../worker/ssr/error-page')
    const shopper = await errorPage(new Request('http://shop.test/en-GB/x', { headers: ENGLISH_BROWSER }), 500, {
      stylesheets: ['/assets/entry-test.css'],
    })
    const html = await shopper.text()
    expect(html).toContain('<link rel="stylesheet" href="/assets/entry-test.css">')
    expect(html).toMatch(/<header class="site-header">.*<a class="logo" href="\/en-GB">/)
    const bot = await errorPage(new Request('http://shop.test/x', { headers: CRAWLER }), 500, {
      stylesheets: ['/assets/entry-test.css'],
    })
    expect(await bot.text()).not.toContain('stylesheet')
  })
})
