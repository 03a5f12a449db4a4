/**
 * Upstream mode proven end to end (decision 034): the shop runs unchanged against a Store API
 * that checks the access key (the stand-in of tests/upstream/worker.ts), the key never reaches the
 * browser, and the fault proxy in between shows the storefront's pages for an upstream in trouble
 * (decision 033): down → 502, held past the call timeout → 408, maintenance → 503 with Retry-After, a
 * read failing once → the page after exactly one retry, failing for good → the error page after two
 * calls, a failing write → sent once.
 */
import { expect, type Page, test } from '@playwright/test'
import { FaultProxy, UPSTREAM_CALL_TIMEOUT_MS } from './fault-proxy'
import { customerJourney } from './journey'
import { UPSTREAM_PORTS } from './ports'

test.use({ locale: 'de-DE' })

const proxy = new FaultProxy(UPSTREAM_PORTS.proxy, new URL(`http://127.0.0.1:${UPSTREAM_PORTS.upstream}`))
const CART_PAGE = '/checkout/cart'
const PRODUCT_PAGE = '/softshelljacke-nordkap-sw10001'
/**
 * Store API paths as the proxy counts them. The cart page of a shopper with a session reads the cart,
 * never kept (a token keeps it out of every cache), and cannot be drawn without it. (The navigation is the
 * same for everyone and kept at the edge, decision 045: a page need not ask for it.)
 */
const CART_CALL = '/store-api/checkout/cart'
const ADD_TO_CART_CALL = '/store-api/checkout/cart/line-item'

/** A shopper with a cart: the cart page must then ask the Store API (an anonymous one needs no call). */
async function withCart(page: Page) {
  await page.goto(PRODUCT_PAGE)
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  proxy.clear()
}

test.beforeAll(async () => {
  await proxy.up()
  await standInReady()
})
test.afterEach(async () => {
  proxy.clear()
  await proxy.up()
})
test.afterAll(() => proxy.down())

/** The webServer waits for the storefront; the stand-in (wrangler dev) may still be starting. */
async function standInReady() {
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${UPSTREAM_PORTS.upstream}/store-api/context`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(401)
}

test('a customer browses, fills the cart, logs in and orders with prepayment; the access key never reaches the browser', async ({
  page,
  context,
}) => {
  await customerJourney(page, context)
})

test.describe('an upstream in trouble', () => {
  test('down (connection refused): the 502 page', async ({ page }) => {
    await withCart(page)
    await proxy.down()
    const response = await page.goto(CART_PAGE)
    expect(response?.status()).toBe(502)
    await expect(page.getByText('Der Server konnte die Anfrage nicht abschließen')).toBeVisible()
  })

  test("in maintenance (Shopware's 503 FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE): the Wartungsmodus page with 503", async ({
    page,
  }) => {
    await withCart(page)
    proxy.set('*', { kind: 'maintenance' })
    const response = await page.goto(CART_PAGE)
    expect(response?.status()).toBe(503)
    expect(Number(response?.headers()['retry-after'])).toBeGreaterThan(0)
    await expect(page.getByRole('heading', { level: 1, name: 'Wartungsmodus' })).toBeVisible()
  })

  test('a failing write (add to cart answered 500) is sent once only', async ({ page }) => {
    await page.goto(PRODUCT_PAGE)
    proxy.set(ADD_TO_CART_CALL, { kind: 'failing', status: 500, times: 2 })
    await page.getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(page.getByText('Der Artikel konnte nicht in den Warenkorb gelegt werden.')).toBeVisible()
    expect(proxy.callsTo(ADD_TO_CART_CALL)).toBe(1)
  })
})

/**
 * Pages as the worker renders them, without the browser's own Store API calls after start-up (the client
 * refreshes the cart after mount), so the proxy counts exactly the page loaders' calls.
 */
test.describe('an upstream in trouble, calls counted', () => {
  test.use({ javaScriptEnabled: false })

  // Asked with the page's cookies outside Chromium: Chromium sends a request again by itself when a reused
  // keep-alive connection answers 408, which would count a second page load.
  test('too slow (held past the call timeout): the 408 page after the read was asked twice', async ({ page }) => {
    await withCart(page)
    proxy.set(CART_CALL, { kind: 'slow', ms: UPSTREAM_CALL_TIMEOUT_MS + 1_000 })
    const response = await page.request.get(CART_PAGE)
    expect(response.status()).toBe(408)
    expect(await response.text()).toContain('Die Schnittstelle hat zu langsam geantwortet.')
    expect(proxy.callsTo(CART_CALL)).toBe(2)
  })

  test('500 once, then 200: the cart page after exactly one retry', async ({ page }) => {
    await withCart(page)
    proxy.set(CART_CALL, { kind: 'failing', status: 500, times: 1 })
    const response = await page.goto(CART_PAGE)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('row').filter({ hasText: 'Softshelljacke' })).toBeVisible()
    expect(proxy.callsTo(CART_CALL)).toBe(2)
  })

  test('a lasting 500: the error page after exactly two calls', async ({ page }) => {
    await withCart(page)
    proxy.set(CART_CALL, { kind: 'failing', status: 500, times: 3 })
    const response = await page.goto(CART_PAGE)
    expect(response?.status()).toBe(500)
    await expect(page.getByText('Es ist ein schwerwiegender Fehler aufgetreten.')).toBeVisible()
    expect(proxy.callsTo(CART_CALL)).toBe(2)
  })
})
