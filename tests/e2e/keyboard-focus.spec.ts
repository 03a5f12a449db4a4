/**
 * A keyboard shopper keeps their place: a button pressed by keyboard keeps the focus while its request is
 * on its way and after (a disabled control would hand it to <body>), and a stepper button that reaches its
 * bound says so but keeps the focus. German and English.
 */
import { expect, test, type Page } from '@playwright/test'
import { holdAnswers } from './requests'

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? active?.tagName ?? ''
  })

/** The first jacket a search finds, opened from its card, its page hydrated. */
async function openFirstJacket(page: Page, prefix: string, term: string) {
  await page.goto(`${prefix}/search?search=${term}`)
  await page.locator('.product-card').first().getByRole('link').click()
  await expect(page.locator('.product-number')).toBeVisible()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
}

for (const { locale, prefix, term, add, adding, less, more, count } of [
  {
    locale: 'de-DE',
    prefix: '',
    term: 'softshelljacke',
    add: 'In den Warenkorb',
    adding: 'Wird hinzugefügt …',
    less: 'Menge: Menge verringern',
    more: 'Menge: Menge erhöhen',
    count: 'cart-count',
  },
  {
    locale: 'en-GB',
    prefix: '/en-GB',
    term: 'softshell',
    add: 'Add to cart',
    adding: 'Adding …',
    less: 'Quantity: decrease quantity',
    more: 'Quantity: increase quantity',
    count: 'cart-count',
  },
]) {
  test.describe(locale, () => {
    test.use({ locale })

    test('add to cart by keyboard: the button keeps the focus while it sends and after', async ({ page }) => {
      await openFirstJacket(page, prefix, term)
      const button = page.locator('.product-buy').getByRole('button', { name: add, exact: true })
      // The answer waits until the button has shown that it is busy.
      const { release } = await holdAnswers(page, '**/store-api/checkout/cart/line-item')
      await button.focus()
      await page.keyboard.press('Enter')
      const busy = page.locator('.product-buy').getByRole('button', { name: adding })
      await expect(busy).toHaveAttribute('aria-disabled', 'true')
      await expect(busy).toBeFocused()
      // A second press while busy sends nothing more.
      await page.keyboard.press('Enter')
      release()
      await expect(page.getByTestId(count)).toHaveText('1')
      await expect(button).toBeFocused()
      await expect(button).not.toHaveAttribute('aria-disabled')
    })

    test('the stepper’s buttons keep the focus at their bounds', async ({ page }) => {
      await openFirstJacket(page, prefix, term)
      const lessButton = page.getByRole('button', { name: less })
      const moreButton = page.getByRole('button', { name: more })
      const quantity = page.getByLabel(locale === 'de-DE' ? 'Menge' : 'Quantity', { exact: true })
      await expect(lessButton).toHaveAttribute('aria-disabled', 'true')
      await moreButton.focus()
      await page.keyboard.press('Enter')
      await expect(quantity).toHaveValue('2')
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Shift+Tab')
      await expect(lessButton).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(quantity).toHaveValue('1')
      await expect(lessButton).toHaveAttribute('aria-disabled', 'true')
      await expect(lessButton).toBeFocused()
      // At the bound a press changes nothing.
      await page.keyboard.press('Enter')
      await expect(quantity).toHaveValue('1')
      expect(await focusedLabel(page)).toBe(less)
    })
  })
}
