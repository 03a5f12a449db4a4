/**
 * The wishlist: a guest keeps products in local storage; logging in merges them to the
 * server, empties the local list and the count stays; another device of the same customer sees them.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD } from '../../embedded/seed/customer/customers'
import { registeredCustomer } from './account-fixtures'

const STORAGE_KEY = 'sw-wishlist-items'
const CUSTOMER = 'privat@example.com'

const localWishlist = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY).then((raw) => (raw ? JSON.parse(raw) : null))

/** Logs in through the login page, as a shopper does, and waits until the page follows the session. */
async function logIn(page: Page, returnTo: string) {
  await page.goto(`/login?redirectTo=${encodeURIComponent(returnTo)}`)
  const form = page.locator('main form')
  await form.getByLabel('E-Mail-Adresse').fill(CUSTOMER)
  await form.getByLabel('Passwort').fill(DEMO_PASSWORD)
  await form.getByRole('button', { name: 'Anmelden' }).click()
  await page.waitForURL((url) => url.pathname === returnTo)
}

test.describe('wishlist', () => {
  test.use({ locale: 'de-DE' })

  test('a guest keeps a product locally; login merges it to the server; another device sees it', async ({
    page,
    browser,
  }) => {
    await page.goto('/arbeitsjacken')
    const card = page.locator('.product-card').nth(2)
    const name = (await card.getByRole('heading').textContent())!.trim()
    const button = card.getByRole('button', { name: 'Zur Merkliste hinzufügen' })
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await button.click()
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('wishlist-count')).toHaveText('1')
    const stored = (await localWishlist(page)) as string[]
    expect(stored).toHaveLength(1)

    // The wishlist page shows the guest's product, read by id in the browser.
    await page.getByRole('link', { name: /^Merkliste, \d+ Artikel$/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Merkliste' })).toBeVisible()
    await expect(page.locator('main .product-card').getByRole('heading', { name })).toBeVisible()
    // Loaded as a document, too: the list's code comes with the products the browser reads.
    await page.reload()
    await expect(page.locator('main .product-card').getByRole('heading', { name })).toBeVisible()
    await expect(page.getByRole('button', { name: `${name} von der Merkliste entfernen` })).toBeVisible()

    await logIn(page, '/wishlist')
    // Merged to the server: the count stays, the local list is empty, the server page lists the product.
    await expect(page.getByTestId('wishlist-count')).toHaveText(/^[1-9]\d*$/)
    await expect.poll(() => localWishlist(page)).toBeNull()
    await expect(page.locator('main .product-card').getByRole('heading', { name })).toBeVisible()

    let other: BrowserContext | undefined
    try {
      other = await browser.newContext({ locale: 'de-DE' })
      const device = await other.newPage()
      await logIn(device, '/wishlist')
      await expect(device.locator('main .product-card').getByRole('heading', { name })).toBeVisible()
      expect(await localWishlist(device)).toBeNull()

      // Removing it there removes it for the customer everywhere.
      await device.getByRole('button', { name: `${name} von der Merkliste entfernen` }).click()
      await expect(device.locator('main .product-card').getByRole('heading', { name })).toHaveCount(0)
      await page.reload()
      await expect(page.locator('main .product-card').getByRole('heading', { name })).toHaveCount(0)
    } finally {
      await other?.close()
    }
  })

  test('on the English product page the button toggles, and the pressed state survives a reload', async ({ page }) => {
    await page.goto('/en-GB')
    await page.locator('.product-card').first().locator('.product-card-link').click()
    const button = page.locator('main .product-buy').getByRole('button', { name: 'Add to wishlist' })
    // Hydrated: the toggle has its pressed state (before, a guest's button opens the login).
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await button.click()
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    await expect(page.locator('main .product-buy').getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await button.click()
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByTestId('wishlist-count')).toHaveText('0')
    expect(await localWishlist(page)).toBeNull()
  })

  test('a new customer, who has no list yet, reads it as empty: no request of the page fails', async ({ page }) => {
    await page.goto('/')
    await registeredCustomer(page, {
      firstName: 'Tess',
      lastName: 'Testkundin',
      email: `e2e-wishlist-${Date.now()}@example.com`,
      password: 'e2e-sicher-123',
    })
    const failed: string[] = []
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`)
    })
    // The Store API answers such a customer's read 404, which the browser logs; the shop reads it as empty.
    const read = page.waitForResponse((response) => new URL(response.url()).pathname === '/_wishlist.json')
    await page.goto('/account')
    expect(await (await read).json()).toEqual({ ids: [], total: 0 })
    await expect(page.getByTestId('wishlist-count')).toHaveText('0')
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    expect(failed).toEqual([])
  })
})
