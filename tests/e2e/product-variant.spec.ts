/** The variant a product page shows is the one it sells: its options checked, its item number, its id in the cart. */
import { expect, test, type Locator, type Page } from '@playwright/test'

const pages = [
  {
    locale: 'de-DE',
    category: '/arbeitsjacken',
    size: 'Größe',
    colour: 'Farbe',
    number: 'Artikelnummer',
    add: 'In den Warenkorb',
  },
  {
    locale: 'en-GB',
    category: '/en-GB/work-jackets',
    size: 'Size',
    colour: 'Colour',
    number: 'Item number',
    add: 'Add to cart',
  },
] as const

/** The cart as the Store API holds it, read through the page's own session. */
const cartLines = (page: Page) =>
  page.evaluate(async () => {
    const cart = (await (await fetch('/store-api/checkout/cart')).json()) as { lineItems: any[] }
    return (cart.lineItems as any[]).map((item) => ({
      id: item.referencedId as string,
      number: item.payload.productNumber as string,
      options: (item.payload.options as Array<{ option: string }>).map((o) => o.option),
    }))
  })

for (const shop of pages) {
  test.describe(shop.locale, () => {
    test.use({ locale: shop.locale })

    test('a product with sizes shows its variant chosen, and that variant goes into the cart', async ({ page }) => {
      await page.goto(shop.category)
      await page.locator('.product-card').first().getByRole('link').click()
      const sizes = page.getByRole('group', { name: shop.size })
      const colours = page.getByRole('group', { name: shop.colour })
      // Every option group shows its choice: picking one group's option must not clear another's.
      await expect(sizes.getByRole('radio', { checked: true })).toHaveCount(1)
      await expect(colours.getByRole('radio', { checked: true })).toHaveCount(1)
      const labelOf = async (radio: Locator) => (await radio.locator('xpath=..').textContent())!.trim()
      const size = await labelOf(sizes.getByRole('radio', { checked: true }))
      const colour = await labelOf(colours.getByRole('radio', { checked: true }))
      const number = (await page.locator('.product-number').textContent())!.match(/SW[\d.]+/)![0]
      expect(await page.locator('.product-number').textContent()).toContain(shop.number)

      await page.getByRole('button', { name: shop.add }).click()
      await expect(page.getByTestId('cart-count')).toHaveText('1')
      const [line] = await cartLines(page)
      expect(line).toMatchObject({ number, options: expect.arrayContaining([size, colour]) })
      expect(await page.locator('.add-to-cart input[name=productId]').inputValue()).toBe(line!.id)

      // Another size: the number, the checked options and the product the cart gets change together.
      const other = sizes.getByRole('radio', { checked: false }).first()
      const otherSize = await labelOf(other)
      await other.click()
      await expect(sizes.getByRole('radio', { name: otherSize, exact: true })).toBeChecked()
      await expect(page.locator('.product-number')).not.toContainText(number)
      await expect(colours.getByRole('radio', { name: colour, exact: true })).toBeChecked()
      await page.getByRole('button', { name: shop.add }).click()
      await expect(page.getByTestId('cart-count')).toHaveText('2')
      const otherNumber = (await page.locator('.product-number').textContent())!.match(/SW[\d.]+/)![0]
      expect((await cartLines(page)).find((l) => l.number === otherNumber)?.options).toContain(otherSize)
    })
  })
}
