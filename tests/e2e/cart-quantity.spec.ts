/**
 * The cart's quantities with JavaScript disabled (every step works before hydration): a line's
 * quantity changed by a real form POST moves the line total and the grand total, in German and in
 * English; a quantity above the stock of a closeout is adjusted with the message 'only {quantity} available'.
 * A line's name leads back to its product with the line's variant chosen, with and without JavaScript.
 */
import { expect, type Page, test } from '@playwright/test'
import { DEFAULT_SEED, planProduct } from '../../embedded/seed'
import { productSeoPath } from '../../embedded/seed/catalog/products'

/** Winterhandschuh Helgoland, 12,90 €: plenty in stock. */
const GLOVE_PATH = '/winterhandschuh-helgoland-sw10015'

/** A closeout of the seed whose main variant has a few left: stock is enforced for it. */
const closeout = Array.from({ length: DEFAULT_SEED.products }, (_, i) => planProduct(i + 1)).find(
  (plan) => plan.closeout && plan.minPurchase === 1 && plan.purchaseSteps === 1 && plan.main.stock >= 2,
)!

const texts = {
  'de-DE': {
    cart: '/checkout/cart',
    productQuantity: 'Menge',
    addToCart: 'In den Warenkorb',
    glove: 'Winterhandschuh Helgoland',
    quantity: (label: string) => `${label}: Menge`,
    update: (label: string) => `${label}: Menge aktualisieren`,
    price: (amount: string) => new RegExp(`^${amount.replace('.', ',')}\\s€$`),
    onlyAvailable: (label: string) => new RegExp(`Von „${label}“ sind nur (\\d+) verfügbar\\.`),
  },
  'en-GB': {
    cart: '/en-GB/checkout/cart',
    productQuantity: 'Quantity',
    addToCart: 'Add to cart',
    glove: 'Winter glove Helgoland',
    quantity: (label: string) => `${label}: quantity`,
    update: (label: string) => `${label}: update quantity`,
    price: (amount: string) => new RegExp(`^€${amount.replace('.', '\\.')}$`),
    onlyAvailable: (label: string) => new RegExp(`Only (\\d+) of “${label}” available\\.`),
  },
} as const

type Locale = keyof typeof texts

/**
 * Puts one of the product on `path` in the cart from its page (a real form POST that lands on the cart);
 * an English browser lands on the page's English twin.
 */
async function addProduct(page: Page, locale: Locale, path: string) {
  await page.goto(path)
  await page.getByLabel(texts[locale].productQuantity, { exact: true }).fill('1')
  await page.getByRole('button', { name: texts[locale].addToCart }).click()
  await expect(page).toHaveURL(/\/checkout\/cart$/)
}

async function changeQuantity(page: Page, locale: Locale, label: string, quantity: number) {
  await page.getByLabel(texts[locale].quantity(label), { exact: true }).fill(String(quantity))
  await page.getByRole('button', { name: texts[locale].update(label) }).click()
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const locale of ['de-DE', 'en-GB'] as const) {
    test.describe(locale, () => {
      test.use({ locale })
      const t = texts[locale]

      test('a changed quantity is posted with the Update button and the totals follow', async ({ page }) => {
        await addProduct(page, locale, GLOVE_PATH)
        await page.goto(t.cart)
        const row = page.getByRole('row').filter({ hasText: t.glove })
        await expect(row.getByTestId('cart-line-total')).toHaveText(t.price('12.90'))
        const total = await page.getByTestId('cart-total').textContent()

        await changeQuantity(page, locale, t.glove, 3)
        await expect(page).toHaveURL(new RegExp(`${t.cart}$`))
        await expect(row.getByTestId('cart-line-total')).toHaveText(t.price('38.70'))
        await expect(page.getByLabel(t.quantity(t.glove), { exact: true })).toHaveValue('3')
        await expect(page.getByTestId('cart-total')).not.toHaveText(total!)
      })

      test("a line's name leads back to its product, the variant in the cart chosen", async ({ page }) => {
        await page.goto(GLOVE_PATH)
        const number = await page.locator('.product-number').textContent()
        await page.getByRole('button', { name: t.addToCart }).click()
        await expect(page).toHaveURL(/\/checkout\/cart$/)
        const row = page.getByRole('row').filter({ hasText: t.glove })
        await row.getByRole('link', { name: t.glove, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${locale === 'en-GB' ? '/en-GB' : ''}/detail/[0-9a-f]{32}(\\?|$)`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.glove)
        await expect(page.locator('.product-number')).toHaveText(number!)
      })

      test('a quantity above the stock is adjusted and says only so many are available', async ({ page }) => {
        const label = closeout.name[locale]
        await addProduct(page, locale, `/${productSeoPath(closeout, 'de-DE')}`)
        await page.goto(t.cart)
        await changeQuantity(page, locale, label, closeout.main.stock + 10)
        const message = page.getByRole('alert').filter({ hasText: t.onlyAvailable(label) })
        await expect(message).toBeVisible()
        const left = t.onlyAvailable(label).exec((await message.textContent()) ?? '')![1]!
        expect(Number(left)).toBeLessThanOrEqual(closeout.main.stock)
        await expect(page.getByLabel(t.quantity(label), { exact: true })).toHaveValue(left)
      })
    })
  }
})

test.describe('with JavaScript', () => {
  test.use({ locale: 'de-DE' })

  test('the stepper sends the quantity once the shopper stops, in one request; no Update button', async ({ page }) => {
    await page.goto(GLOVE_PATH)
    await page.getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    await page.goto('/checkout/cart')
    await page.locator('html[data-hydrated]').waitFor()
    await expect(page.getByRole('button', { name: texts['de-DE'].update(texts['de-DE'].glove) })).toHaveCount(0)

    const updates: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().endsWith('/store-api/checkout/cart/line-item'))
        updates.push(request.postData() ?? '')
    })
    const more = page.getByRole('button', { name: 'Winterhandschuh Helgoland: Menge erhöhen' })
    // The page's clock stands still while the shopper clicks, so a busy browser (two test workers on two
    // cores) cannot stretch the three clicks past the 500 ms pause; then it runs on and the pause is over.
    // An installed clock keeps ticking in real time until it is paused.
    await page.clock.install()
    await page.clock.pauseAt(new Date(Date.now() + 1_000))
    for (let i = 0; i < 3; i++) await more.click()
    await expect(page.getByLabel(texts['de-DE'].quantity(texts['de-DE'].glove), { exact: true })).toHaveValue('4')
    expect(updates).toHaveLength(0)
    await page.clock.runFor(600)
    const row = page.getByRole('row').filter({ hasText: 'Winterhandschuh Helgoland' })
    await expect(row.getByTestId('cart-line-total')).toHaveText(texts['de-DE'].price('51.60'))
    expect(updates).toHaveLength(1)
    expect(JSON.parse(updates[0]!).items[0].quantity).toBe(4)
  })

  test("a line's name opens its product in the app, the variant in the cart chosen", async ({ page }) => {
    await page.goto(GLOVE_PATH)
    await page.locator('html[data-hydrated]').waitFor()
    const defaultNumber = await page.locator('.product-number').textContent()
    await page.getByRole('group', { name: 'Größe' }).getByRole('radio', { name: '11', exact: true }).click()
    await expect(page.locator('.product-number')).not.toHaveText(defaultNumber!)
    const number = await page.locator('.product-number').textContent()
    await page.getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    await page.goto('/checkout/cart')
    await page.locator('html[data-hydrated]').waitFor()
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    await page.getByRole('row').filter({ hasText: texts['de-DE'].glove }).getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts['de-DE'].glove)
    await expect(page).toHaveURL(/\/detail\/[0-9a-f]{32}$/)
    await expect(page.locator('.product-number')).toHaveText(number!)
    await expect(
      page.getByRole('group', { name: 'Größe' }).getByRole('radio', { name: '11', exact: true }),
    ).toBeChecked()
    expect(documents).toEqual([])
  })
})
