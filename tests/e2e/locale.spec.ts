/** Language: the switch keeps the shopper on the same page; first visits follow the browser's language. */
import { expect, test } from '@playwright/test'

test.describe('language switch', () => {
  test.use({ locale: 'de-DE' })

  test('switching a product page to English shows the same product in English', async ({ page }) => {
    await page.goto('/arbeitsjacken')
    await page.locator('.product-card').first().getByRole('link').click()
    const germanNumber = await page.locator('.product-number').textContent()
    const number = germanNumber!.replace(/^.*:\s*/, '')

    await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/en-GB\/[a-z0-9-]+$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible()
    await expect(page.locator('.product-number')).toHaveText(`Item number: ${number}`)

    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
    await expect(page.locator('.product-number')).toHaveText(`Artikelnummer: ${number}`)
  })

  test('switching the cart page keeps the cart page', async ({ page }) => {
    await page.goto('/checkout/cart')
    await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/en-GB\/checkout\/cart$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible()
  })
})

test.describe('first visit in an English browser', () => {
  test.use({ locale: 'en-GB' })

  test('is sent to /en-GB, and a chosen German page then stays German', async ({ page }) => {
    // A German SEO path leads to the same category's English path, not to a German slug under /en-GB.
    await page.goto('/arbeitsjacken')
    await expect(page).toHaveURL(/\/en-GB\/work-jackets$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Work jackets' })).toBeVisible()
    await page.context().clearCookies()
    await page.goto('/')
    await expect(page).toHaveURL(/\/en-GB$/)
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
    await page.goto('/arbeitsjacken')
    await expect(page).toHaveURL(/\/arbeitsjacken$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Arbeitsjacken' })).toBeVisible()
  })
})

test.describe('not found', () => {
  for (const [locale, path, heading] of [
    ['de-DE', '/gibt-es-nicht', 'Seite nicht gefunden'],
    ['en-GB', '/en-GB/no-such-page', 'Page not found'],
  ] as const) {
    test(`${locale}: heading, text and a link home`, async ({ page }) => {
      await page.context().addCookies([{ name: 'locale', value: locale, url: 'http://127.0.0.1' }])
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await page.locator('.error-page').getByRole('link').click()
      await expect(page.locator('.hero h1')).toBeVisible()
    })
  }
})
