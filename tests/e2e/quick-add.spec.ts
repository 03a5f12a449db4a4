/**
 * A card's quick add: a product with nothing to choose (the seeded guides, simple products) goes into
 * the cart from the list, with JavaScript (the shopper stays, a notification says so) and without (the
 * form posts and the cart answers); a product with variants offers none, its page chooses the variant.
 */
import { expect, test } from '@playwright/test'

const GUIDE = { de: 'Unterweisung Arbeitsschutz', en: 'Safety briefing' }

test.describe('quick add in German', () => {
  test.use({ locale: 'de-DE' })

  test('puts a guide into the cart from its list and stays there', async ({ page }) => {
    await page.goto('/unterweisungen')
    // Hydrated: the form adds through the Store API (before that it posts, as without JavaScript).
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: GUIDE.de }) })
    const add = card.getByRole('button', { name: 'In den Warenkorb' })
    // The button says what it adds: the card's name describes it.
    await expect(add).toHaveAccessibleDescription(GUIDE.de)
    await add.click()
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    await expect(page.getByText('Der Artikel wurde in den Warenkorb gelegt.')).toBeVisible()
    await expect(page).toHaveURL(/\/unterweisungen$/)
  })

  test('offers no quick add where a variant must be chosen', async ({ page }) => {
    await page.goto('/arbeitsjacken')
    await expect(page.getByRole('article').first()).toBeVisible()
    await expect(page.getByRole('article').getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0)
  })
})

test.describe('quick add in English on a phone', () => {
  test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } })

  test('puts a guide into the cart from its list', async ({ page }) => {
    await page.goto('/en-GB/safety-training')
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: GUIDE.en }) })
    const add = card.getByRole('button', { name: 'Add to cart' })
    // The whole label fits the card's column.
    const [button, article] = await Promise.all([add.boundingBox(), card.boundingBox()])
    expect(button!.x + button!.width).toBeLessThanOrEqual(article!.x + article!.width)
    expect(button!.height).toBeGreaterThanOrEqual(24)
    await add.click()
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    await expect(page.getByText('The item has been added to your cart.')).toBeVisible()
  })
})

test.describe('quick add without JavaScript', () => {
  test.use({ locale: 'de-DE', javaScriptEnabled: false })

  test('posts the form and answers with the cart holding the guide', async ({ page }) => {
    await page.goto('/unterweisungen')
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: GUIDE.de }) })
    await card.getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(page).toHaveURL(/\/checkout\/cart$/)
    await expect(page.getByRole('main').getByRole('row', { name: new RegExp(`^${GUIDE.de} 19,90`) })).toBeVisible()
    await expect(page.getByRole('spinbutton', { name: `${GUIDE.de}: Menge` })).toHaveValue('1')
  })
})
