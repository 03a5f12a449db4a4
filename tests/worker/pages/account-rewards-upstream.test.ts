/**
 * /account/coupon and /account/loyalty-program against a real Shopware without our extension: its Store
 * API has no asx-coupons / asx-loyalty route and answers 404 (Shopware's JSON, or a gateway's page). The
 * shop learns that once (decision 054): the pages are not there (404, in both languages) and the account
 * navigation, which keeps working, does not link to them. Should a route go missing after the shop was
 * found to have it, the page says the shop does not offer it; other failures of those routes stay errors.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ENGLISH_BROWSER, GERMAN_BROWSER, request, sessionCookie } from '../helpers'

/** Each test its own backend: what a shop offers is learnt once per backend and kept. */
const upstream = (host: string) => ({
  STORE_API_URL: `https://${host}/store-api`,
  STORE_API_ACCESS_KEY: 'SWSCUPSTREAMTESTKEY00000000001',
})
const TOKEN = 'a'.repeat(32)
const CUSTOMER = {
  id: 'c'.repeat(32),
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'erika@example.com',
  guest: false,
  active: true,
  accountType: 'private',
  apiAlias: 'customer',
}

/** How the Shopware answers the shop's own routes (`session`: the call carries a context token). */
type AsxAnswer = (session?: boolean) => Response

/** Shopware's own answer to a route it does not have. */
const routeNotFound: AsxAnswer = () =>
  Response.json(
    { errors: [{ status: '404', code: 'FRAMEWORK__ROUTE_NOT_FOUND', title: 'Not Found', detail: 'No route found' }] },
    { status: 404 },
  )

/** A logged-in customer's Shopware; records which Store API paths were asked. */
function stubShopware(asx: AsxAnswer) {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
    const req = new Request(input, init)
    const path = new URL(req.url).pathname.replace('/store-api', '')
    asked.push(path)
    if (path.startsWith('/asx-coupons') || path.startsWith('/asx-loyalty'))
      return asx(req.headers.has('sw-context-token'))
    if (path.startsWith('/asx-')) return routeNotFound()
    if (path === '/context')
      return Response.json({ token: TOKEN, customer: CUSTOMER, taxState: 'gross', apiAlias: 'sales_channel_context' })
    if (path === '/checkout/cart')
      return Response.json({ token: TOKEN, lineItems: [], errors: {}, price: { totalPrice: 0 }, apiAlias: 'cart' })
    if (path.startsWith('/navigation/')) return Response.json([])
    return Response.json({ elements: [], total: 0 })
  })
  return asked
}

const page = (host: string, path: string, locale = 'de-DE') =>
  request(
    path,
    {
      headers: { ...(locale === 'en-GB' ? ENGLISH_BROWSER : GERMAN_BROWSER), cookie: sessionCookie(TOKEN, locale) },
      redirect: 'manual',
    },
    upstream(host),
  )

afterEach(() => vi.unstubAllGlobals())

describe('coupons and loyalty on a Shopware without our routes', () => {
  it.each([
    ['/account/coupon', 'coupons-de.example'],
    ['/account/loyalty-program', 'loyalty-de.example'],
  ])('%s is not there (404), and the account navigation does not link to it', async (path, host) => {
    const asked = stubShopware(routeNotFound)
    const response = await page(host, path)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Seite nicht gefunden')
    // Learnt once: the page itself asked nothing of the route.
    expect(asked.filter((p) => p === '/asx-coupons' || p === '/asx-loyalty').sort()).toEqual([
      '/asx-coupons',
      '/asx-loyalty',
    ])
    const html = await (await page(host, '/account/order')).text()
    expect(html).toMatch(/<nav aria-label="[^"]+" class="account-nav">/)
    for (const link of ['/account/order', '/account/address', '/account/profile'])
      expect(html).toContain(`href="${link}"`)
    for (const link of ['/account/coupon', '/account/loyalty-program']) expect(html).not.toContain(`href="${link}"`)
  })

  it('is not there in English either, also when a gateway answers the 404 with its own page', async () => {
    stubShopware(() => new Response('<html><body>404 Not Found</body></html>', { status: 404 }))
    expect((await page('gateway.example', '/en-GB/account/coupon', 'en-GB')).status).toBe(404)
    const loyalty = await page('gateway.example', '/en-GB/account/loyalty-program', 'en-GB')
    expect(loyalty.status).toBe(404)
    expect(await loyalty.text()).toContain('Page not found')
  })

  it.each([
    ['/account/coupon', 'Gutscheine', 'Gutscheine sind in diesem Shop nicht verfügbar.'],
    ['/account/loyalty-program', 'Treueprogramm', 'Das Treueprogramm ist in diesem Shop nicht verfügbar.'],
  ])(
    '%s says the shop does not offer it when its route went missing after the shop was found to have it',
    async (path, title, text) => {
      // The probe (no session) finds the route; the customer's call (a session) meets its 404.
      stubShopware((session) =>
        session
          ? routeNotFound()
          : Response.json({ errors: [{ status: '403', code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN' }] }, { status: 403 }),
      )
      const response = await page('went-missing.example', path)
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toContain(`<h2 id="account-heading">${title}</h2>`)
      expect(html).toContain(`<p class="message message-info" role="status">${text}</p>`)
      expect(html).toMatch(new RegExp(`aria-current="page"[^>]*href="${path}"`))
    },
  )

  it('keeps any other failure of those routes an error page with its status (a fault hides nothing)', async () => {
    stubShopware(() =>
      Response.json(
        { errors: [{ status: '503', code: 'FRAMEWORK__MAINTENANCE', title: 'Unavailable' }] },
        { status: 503 },
      ),
    )
    const response = await page('unavailable.example', '/account/loyalty-program')
    expect(response.status).toBe(503)
    expect(await response.text()).not.toContain('class="message message-info" role="status">Das Treueprogramm')
  })
})
