/**
 * Price law as a shopper sees it (PAngV §4): a pack of twelve pairs shows the price of one pair on its
 * card, its page and in the cart, and the tax note leads to the shipping costs.
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
