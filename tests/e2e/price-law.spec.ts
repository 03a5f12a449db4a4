/**
 * Price law as a shopper sees it: a pack of twelve pairs shows the price of one pair (PAngV §4) on its
 * card, its page and in the cart, the tax note leads to the shipping costs, and a reduced product's
 * former price is struck through only beside the lowest price of the last 30 days (PAngV §11).
 */
import { expect, test } from '@playwright/test'

const PACK_PATH = '/montagehandschuh-arber-sw10020'

test.use({ locale: 'de-DE' })

test('a pack shows its unit price on the page, on its card and in the cart; "Versand" links the shipping costs', async ({
  page,
}) => {
  await page.goto(PACK_PATH)
  const buy = page.locator('.product-buy')
  await expect(buy.getByTestId('unit-price')).toHaveText('Grundpreis: 1,08 € / 1 Paar')
  await expect(buy.locator('.tax-note').getByRole('link', { name: 'Versand', exact: true })).toHaveAttribute(
    'href',
    '/zahlung-und-versand',
  )
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')

  await page.goto('/checkout/cart')
  const row = page.getByRole('row').filter({ hasText: 'Montagehandschuh Arber' })
  await expect(row.getByTestId('unit-price')).toHaveText('Grundpreis: 1,08 € / 1 Paar')

  await page.goto('/search?search=montagehandschuh')
  const card = page.locator('article.product-card').filter({ hasText: 'Montagehandschuh Arber' })
  await expect(card.getByTestId('unit-price')).toHaveText('Grundpreis: 1,08 € / 1 Paar')
})

test('a reduced product shows its former price struck through beside the lowest price of the last 30 days', async ({
  page,
}) => {
  await page.goto('/latzhose-spessart-sw10024')
  const reduction = page.locator('.product-buy').getByTestId('price-reduction')
  await expect(reduction).toHaveText(/^Bisheriger Preis: 77,90\s€\s+Niedrigster Preis der letzten 30 Tage: 69,90\s€$/)
  await expect(reduction.locator('s')).toHaveText('77,90 €')

  await page.goto('/search?search=latzhose+spessart')
  const card = page.locator('article.product-card').filter({ hasText: 'Latzhose Spessart' })
  await expect(card.getByTestId('price-reduction')).toContainText('69,90 €')
  await expect(card.getByTestId('price-reduction').locator('s')).toHaveText('77,90 €')
  // A product sold at its price shows no former price.
  await page.goto('/search?search=montagehandschuh+arber')
  await expect(page.locator('article.product-card').first().getByTestId('price-reduction')).toHaveCount(0)
})

test.describe('in English', () => {
  test.use({ locale: 'en-GB' })
  test('the reduction reads in English', async ({ page }) => {
    await page.goto('/en-GB/bib-trousers-spessart-sw10024')
    const reduction = page.locator('.product-buy').getByTestId('price-reduction')
    await expect(reduction).toHaveText(/^Former price: €77\.90\s+Lowest price in the last 30 days: €69\.90$/)
  })
})
