/**
 * /account/coupon and /account/loyalty-program against a real Shopware without our extension: its Store
 * API has no asx-coupons / asx-loyalty route and answers 404 (Shopware's JSON, or a gateway's page). The
 * pages then say the shop does not offer it, in both languages, inside the account layout whose
 * navigation keeps working; other failures of those routes stay errors.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ENGLISH_BROWSER, GERMAN_BROWSER, request, sessionCookie } from '../helpers'

const UPSTREAM = {
  STORE_API_URL: 'https://shop.example/store-api',
  STORE_API_ACCESS_KEY: 'SWSCUPSTREAMTESTKEY00000000001',
}
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

/** How the Shopware answers the shop's own routes. */
type AsxAnswer = () => Response

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
    if (path.startsWith('/asx-coupons') || path.startsWith('/asx-loyalty')) return asx()
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

const page = (path: string, locale = 'de-DE') =>
  request(
    path,
    {
      headers: { ...(locale === 'en-GB' ? ENGLISH_BROWSER : GERMAN_BROWSER), cookie: sessionCookie(TOKEN, locale) },
      redirect: 'manual',
    },
    UPSTREAM,
  )

afterEach(() => vi.unstubAllGlobals())

describe('coupons and loyalty on a Shopware without our routes', () => {
  it.each([
    ['/account/coupon', '/asx-coupons', 'Gutscheine', 'Gutscheine sind in diesem Shop nicht verfügbar.'],
    [
      '/account/loyalty-program',
      '/asx-loyalty',
      'Treueprogramm',
      'Das Treueprogramm ist in diesem Shop nicht verfügbar.',
    ],
  ])('%s says the shop does not offer it (200), in the account layout', async (path, route, title, text) => {
    const asked = stubShopware(routeNotFound)
    const response = await page(path)
    expect(response.status).toBe(200)
    expect(asked).toContain(route)
    const html = await response.text()
    expect(html).toContain(`<h2 id="account-heading">${title}</h2>`)
    expect(html).toContain(`<p class="message message-info" role="status">${text}</p>`)
    // The account navigation still leads everywhere, the page marked as the current one.
    expect(html).toMatch(/<nav aria-label="[^"]+" class="account-nav">/)
    for (const link of ['/account/order', '/account/coupon', '/account/loyalty-program'])
      expect(html).toContain(`href="${link}"`)
    expect(html).toMatch(new RegExp(`aria-current="page"[^>]*href="${path}"`))
  })

  it('says so in English too, also when a gateway answers the 404 with its own page', async () => {
    stubShopware(() => new Response('<html><body>404 Not Found</body></html>', { status: 404 }))
    const coupons = await (await page('/en-GB/account/coupon', 'en-GB')).text()
    expect(coupons).toContain(
      '<p class="message message-info" role="status">Coupons are not available in this shop.</p>',
    )
    const loyalty = await page('/en-GB/account/loyalty-program', 'en-GB')
    expect(loyalty.status).toBe(200)
    expect(await loyalty.text()).toContain(
      '<p class="message message-info" role="status">The loyalty programme is not available in this shop.</p>',
    )
  })

  it('keeps any other failure of those routes an error page with its status', async () => {
    stubShopware(() =>
      Response.json(
        { errors: [{ status: '503', code: 'FRAMEWORK__MAINTENANCE', title: 'Unavailable' }] },
        { status: 503 },
      ),
    )
    const response = await page('/account/loyalty-program')
    expect(response.status).toBe(503)
    expect(await response.text()).not.toContain('class="message message-info" role="status">Das Treueprogramm')
  })
})
