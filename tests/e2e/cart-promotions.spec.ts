/**
 * The cart page's promotion code, messages and free-shipping bar as shoppers use them:
 * SAVE5 (5 € from 50 €) entered too early is stored and applies by itself once the cart qualifies, an
 * unknown code says so, the free-shipping bar shrinks as items are added, in German and in English; and
 * WILLKOMMEN10 redeemed with JavaScript disabled (a real POST to the page).
 */
import { expect, type Page, test } from '@playwright/test'

/** Winterhandschuh Helgoland, 12,90 €: two of them stay below 50 €, four reach it, below 75 € free shipping. */
const PRODUCT_PATH = '/winterhandschuh-helgoland-sw10015'

const texts = {
  'de-DE': {
    cart: '/checkout/cart',
    quantity: 'Menge',
    addToCart: 'In den Warenkorb',
    code: 'Aktionscode',
    redeem: 'Einlösen',
    more: 'Winterhandschuh Helgoland: Menge erhöhen',
    notEligible: /Die Aktion „5 € Rabatt ab 50 €“ gilt noch nicht für Ihren Warenkorb/,
    discount: /5 € Rabatt ab 50 €/,
    unknown: 'Der Aktionscode „GIBTSNICHT“ ist uns nicht bekannt.',
    remaining: (amount: string) => new RegExp(`^Noch ${amount}\\s€ bis zur versandkostenfreien Lieferung$`),
  },
  'en-GB': {
    cart: '/en-GB/checkout/cart',
    quantity: 'Quantity',
    addToCart: 'Add to cart',
    code: 'Promotion code',
    redeem: 'Redeem',
    more: 'Winter glove Helgoland: increase quantity',
    notEligible: /Your cart is not eligible yet for the promotion “€5 off from €50”/,
    discount: /€5 off from €50/,
    unknown: 'The promotion code “GIBTSNICHT” does not exist.',
    remaining: (amount: string) => new RegExp(`^€${amount.replace(',', '.')} more for free shipping$`),
  },
} as const

/** Puts `quantity` of the product in the cart from its product page (an English browser lands on its English twin). */
async function addProduct(page: Page, locale: keyof typeof texts, quantity: number) {
  await page.goto(PRODUCT_PATH)
  await page.getByLabel(texts[locale].quantity, { exact: true }).fill(String(quantity))
  await page.getByRole('button', { name: texts[locale].addToCart }).click()
  await expect(page.getByTestId('cart-count')).toHaveText(String(quantity))
}

async function redeem(page: Page, locale: keyof typeof texts, code: string, { javaScript = true } = {}) {
  // The code field is an island (its code arrives after the load event, or as the shopper focuses it): with
  // JavaScript, the code is redeemed in the app once it is there, as for a shopper typing it. Before, it posts.
  if (javaScript) await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByLabel(texts[locale].code, { exact: true }).fill(code)
  await page.getByRole('button', { name: texts[locale].redeem }).click()
}

const discountRow = (page: Page) => page.getByTestId('cart-promotion')

for (const locale of ['de-DE', 'en-GB'] as const) {
  test.describe(locale, () => {
    test.use({ locale })
    const t = texts[locale]

    test('a code entered too early waits and applies by itself; the free-shipping bar shrinks', async ({ page }) => {
      await addProduct(page, locale, 2)
      await page.goto(t.cart)
      const bar = page.getByRole('progressbar')
      await expect(page.locator('.free-shipping-text')).toHaveText(t.remaining('49,20'))
      await expect(bar).toHaveAttribute('aria-valuenow', '25.8')

      await redeem(page, locale, 'SAVE5')
      await expect(page.getByRole('status').filter({ hasText: t.notEligible })).toBeVisible()
      await expect(discountRow(page)).toHaveCount(0)

      // Two more pairs: 51,60 € of goods, the stored code applies without being entered again.
      const more = page.getByRole('button', { name: t.more })
      await more.click()
      await more.click()
      await expect(discountRow(page)).toContainText(t.discount)
      await expect(page.locator('.free-shipping-text')).toHaveText(t.remaining('23,40'))
      await expect(bar).toHaveAttribute('aria-valuenow', '51.6')
    })

    test('an unknown code says so', async ({ page }) => {
      await addProduct(page, locale, 1)
      await page.goto(t.cart)
      await redeem(page, locale, 'GIBTSNICHT')
      await expect(page.getByRole('alert').filter({ hasText: t.unknown })).toBeVisible()
      await expect(discountRow(page)).toHaveCount(0)
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ locale: 'de-DE', javaScriptEnabled: false })

  test('WILLKOMMEN10 is redeemed by a real form post and its discount line can be removed', async ({ page }) => {
    await addProduct(page, 'de-DE', 1)
    await page.goto('/checkout/cart')
    await redeem(page, 'de-DE', 'WILLKOMMEN10', { javaScript: false })
    await expect(
      page.getByRole('status').filter({ hasText: 'Der Aktionscode „WILLKOMMEN10“ wurde eingelöst.' }),
    ).toBeVisible()
    await expect(discountRow(page)).toContainText('Willkommensrabatt 10 %')
    await expect(discountRow(page)).toContainText('-1,29')

    await page.getByRole('button', { name: 'Aktion Willkommensrabatt 10 % entfernen' }).click()
    await expect(page).toHaveURL(/\/checkout\/cart$/)
    await expect(discountRow(page)).toHaveCount(0)
  })
})
