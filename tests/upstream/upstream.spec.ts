/**
 * Upstream mode proven end to end (issue 11, decision 034): the shop runs unchanged against a Store API
 * that checks the access key (the stand-in of tests/upstream/worker.ts), the key never reaches the
 * browser, and the fault proxy in between shows the storefront's pages for an upstream that is down or
 * in maintenance. The proxy also holds calls past the timeout and fails them N times; the assertions for
 * those (408 page, Retry-After, the single retry) wait for the fault part's transport (decision 034).
 */
import { expect, type Page, test } from '@playwright/test'
import { login, PRIVATE_CUSTOMER, reviewWithPaymentMethod } from '../e2e/account-fixtures'
import { UPSTREAM_TEST_ACCESS_KEY } from './access-key'
import { FaultProxy } from './fault-proxy'
import { UPSTREAM_PORTS } from './ports'

test.use({ locale: 'de-DE' })

const proxy = new FaultProxy(UPSTREAM_PORTS.proxy, new URL(`http://127.0.0.1:${UPSTREAM_PORTS.upstream}`))
const CART_PAGE = '/checkout/cart'

/** A shopper with a cart: the cart page must then ask the Store API (an anonymous one needs no call). */
async function withCart(page: Page) {
  await page.goto('/softshelljacke-nordkap-sw10001')
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

/** Every text the browser received (documents, scripts, styles, data), so none may hold the key. */
function everythingReceived(page: Page): string[] {
  const bodies: string[] = []
  page.on('response', async (response) => {
    const body = await response.text().catch(() => '')
    bodies.push(`${response.url()}\n${JSON.stringify(response.headers())}\n${body}`)
  })
  return bodies
}

test('a customer browses, fills the cart, logs in and orders with prepayment; the access key never reaches the browser', async ({
  page,
  context,
}) => {
  const received = everythingReceived(page)
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Arbeitsjacken' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Arbeitsjacken' })).toBeVisible()
  const firstProduct = page.locator('.product-card').first()
  const productName = (await firstProduct.getByRole('heading').textContent())!.trim()
  await firstProduct.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible()
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')

  await login(page, PRIVATE_CUSTOMER, '/checkout/cart')
  await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: productName })).toBeVisible()
  await page.getByRole('link', { name: 'Zur Kasse' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Adresse' })).toBeVisible()
  await reviewWithPaymentMethod(page, 'Vorkasse')
  await expect(page.getByRole('heading', { level: 1, name: 'Prüfen & Bestellen' })).toBeVisible()
  await page.getByRole('checkbox', { name: /AGB/ }).check()
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible()
  await expect(page.getByTestId('prepayment-instructions')).toContainText('IBAN')

  received.push(await page.content(), JSON.stringify(await context.cookies()))
  expect(received.length).toBeGreaterThan(20)
  for (const text of received) expect(text).not.toContain(UPSTREAM_TEST_ACCESS_KEY)
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
    await expect(page.getByRole('heading', { level: 1, name: 'Wartungsmodus' })).toBeVisible()
  })
})
