/**
 * The account's orders, loyalty programme and coupons as a customer uses them: an order placed through
 * the shop's Store API (the page's own session cookie) shows in the history with its number and total,
 * its page cancels it and links each product line to the product; the demo customer's seeded points and
 * coupon show on their pages.
 */
import { expect, type APIRequestContext, type Page, test } from '@playwright/test'
import { uuidFor } from '../../shared/ids'
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../../embedded/seed/customer/customers'

const GERMANY = uuidFor('country:DE')

type Json = Record<string, any>

/** A Store API call through the shop's proxy with the page's cookies (the session lands in the browser). */
async function storeApi(request: APIRequestContext, baseURL: string, path: string, data: Json = {}): Promise<Json> {
  const response = await request.post(`/store-api${path}`, { headers: { origin: baseURL }, data })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as Json
}

/** A new private customer, logged in, who placed one order of a product in stock. */
async function customerWithOrder(page: Page, baseURL: string): Promise<Json> {
  const email = `bestellung-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  await storeApi(page.request, baseURL, '/account/register', {
    email,
    password: 'erstes-Passwort-1',
    firstName: 'Olga',
    lastName: 'Order',
    acceptedDataProtection: true,
    storefrontUrl: baseURL,
    billingAddress: { street: 'Hafenstraße 5', zipcode: '20457', city: 'Hamburg', countryId: GERMANY },
  })
  await storeApi(page.request, baseURL, '/account/login', { username: email, password: 'erstes-Passwort-1' })
  const products = await storeApi(page.request, baseURL, '/product', { limit: 24 })
  const product = (products.elements as Json[]).find(
    (p) => (p.availableStock ?? 0) > 10 && (p.minPurchase ?? 1) === 1 && !p.isCloseout,
  )!
  await storeApi(page.request, baseURL, '/checkout/cart/line-item', {
    items: [{ type: 'product', referencedId: product.id, quantity: 1 }],
  })
  return storeApi(page.request, baseURL, '/checkout/order', {})
}

// The German pages by the browser's language; the English ones by their /en-GB path.
test.use({ locale: 'de-DE' })

const euro = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount)

test('a customer finds the order in the history (German) and cancels it on its page (English)', async ({
  page,
  baseURL,
}) => {
  const order = await customerWithOrder(page, baseURL!)

  await page.goto('/account/order')
  await expect(page.getByRole('heading', { level: 2, name: 'Bestellungen' })).toBeVisible()
  const summary = page.getByRole('article', { name: `Bestellung ${order.orderNumber}` })
  await expect(summary.getByTestId('order-number')).toHaveText(order.orderNumber)
  await expect(summary.getByTestId('order-total')).toContainText(euro(order.amountTotal, 'de-DE'))
  await expect(summary.getByTestId('order-status')).toHaveText('Offen')
  await summary.getByRole('link', { name: `Details zur Bestellung ${order.orderNumber}` }).click()
  await expect(page).toHaveURL(new RegExp(`/account/order/${order.id}$`))
  await expect(page.getByRole('table', { name: 'Positionen' })).toContainText(order.lineItems[0].label)
  // A line leads back to the product as it is sold today.
  const [line] = order.lineItems as Json[]
  await page.getByRole('table', { name: 'Positionen' }).getByRole('link', { name: line!.label, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/detail/${line!.productId}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(line!.label)

  await page.goto(`/en-GB/account/order/${order.id}`)
  await expect(page.getByRole('heading', { level: 2, name: `Order ${order.orderNumber}` })).toBeVisible()
  await expect(page.getByRole('link', { name: line!.label, exact: true })).toHaveAttribute(
    'href',
    `/en-GB/detail/${line!.productId}`,
  )
  await page.locator('summary', { hasText: 'Cancel order' }).click()
  await page.getByRole('button', { name: `Cancel order ${order.orderNumber} now` }).click()
  await expect(page.getByText('Your order has been cancelled.')).toBeVisible()
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled')
  await expect(page.getByRole('button', { name: `Cancel order ${order.orderNumber} now` })).toHaveCount(0)
})

test.describe('the demo customer', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await storeApi(page.request, baseURL!, '/account/login', {
      username: DEMO_CUSTOMERS.private.email,
      password: DEMO_PASSWORD,
    })
  })

  test('sees the seeded points, the way to Bronze, the levels and the FAQ', async ({ page }) => {
    await page.goto('/account/loyalty-program')
    await expect(page.getByTestId('loyalty-balance')).toHaveText('420 Punkte')
    const progress = page.getByRole('progressbar', { name: 'Fortschritt zur nächsten Stufe' })
    await expect(progress).toHaveAttribute('value', '420')
    await expect(progress).toHaveAttribute('max', '999')
    await expect(page.getByTestId('loyalty-progress-text')).toHaveText('Noch 579 Punkte bis Bronze')
    for (const level of ['Bronze', 'Silber', 'Gold', 'Platin'])
      await expect(page.getByTestId('loyalty-level').filter({ hasText: level })).toBeVisible()
    await page.locator('summary', { hasText: 'Wie sammle ich Punkte?' }).click()
    await expect(page.getByText('Für jeden bezahlten Euro Ihrer Bestellungen erhalten Sie einen Punkt.')).toBeVisible()
    await expect(page.getByRole('table', { name: 'Punktebewegungen' }).getByRole('row')).toHaveCount(3)
  })

  test('sees the seeded coupon with start and residual value', async ({ page }) => {
    await page.goto('/account/coupon')
    await expect(page.getByTestId('coupon-code')).toHaveText('GS-10001')
    await expect(page.getByTestId('coupon-residual')).toHaveText(euro(50, 'de-DE'))
    await page.getByRole('navigation', { name: 'Kontonavigation' }).getByRole('link', { name: 'Treueprogramm' }).click()
    await expect(page).toHaveURL(/\/account\/loyalty-program$/)
  })
})
