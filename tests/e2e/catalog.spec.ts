/** Finding products: filter, sort, paginate and go back; switch a variant; search suggestions by keyboard; the designer. */
import { expect, test, type Page } from '@playwright/test'

test.use({ locale: 'de-DE' })

const cardNames = (page: Page) => page.locator('.product-card-name').allTextContents()
const prices = async (page: Page) =>
  (await page.locator('.product-card .current-price').allTextContents()).map((text) =>
    Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
  )

test('filter, sort and paginate a listing, all in the URL, and the back button restores each step', async ({
  page,
}) => {
  await page.goto('/arbeitsjacken')
  await expect(page.locator('.product-card').first()).toBeVisible()
  const firstPage = await cardNames(page)

  await page.getByLabel('Sortieren nach').selectOption('price-asc')
  await expect(page).toHaveURL(/order=price-asc/)
  await expect
    .poll(async () => {
      const list = await prices(page)
      return list.length > 1 && list.every((price, i) => i === 0 || list[i - 1]! <= price)
    })
    .toBe(true)

  await page.getByLabel('von €').fill('40')
  await expect(page).toHaveURL(/min-price=40/)
  await expect.poll(async () => (await prices(page)).every((price) => price >= 40)).toBe(true)
  const filtered = await cardNames(page)

  const next = page.getByRole('link', { name: 'Nächste Seite' })
  if (await next.count()) {
    await next.click()
    await expect(page).toHaveURL(/p=2/)
    await expect(page).toHaveURL(/min-price=40/)
    await page.goBack()
    await expect(page).not.toHaveURL(/p=2/)
    await expect.poll(() => cardNames(page)).toEqual(filtered)
  }

  await page.goBack()
  await expect(page).not.toHaveURL(/min-price/)
  await page.goBack()
  await expect(page).not.toHaveURL(/order=/)
  await expect.poll(() => cardNames(page)).toEqual(firstPage)
})

test('switching a variant updates the URL, the item number and the price area', async ({ page }) => {
  await page.goto('/arbeitsjacken')
  await page.locator('.product-card').first().getByRole('link').click()
  const { number, before, size } = await chooseAnotherSize(page)
  await expect(page).toHaveURL(/[?&]o=[0-9a-f]{32}/)
  await expect(number).not.toHaveText(before!)
  await expect(size).toBeChecked()
  await page.goBack()
  await expect(number).toHaveText(before!)
})

test('a size chosen before the switch had its code is applied once the code arrives', async ({ page }) => {
  await page.goto('/arbeitsjacken')
  const path = await page.locator('.product-card').first().getByRole('link').first().getAttribute('href')
  // The product page's islands (the variant switch among them) wait until the test lets them through.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let asked = false
  await page.route('**/assets/islands-*.js', async (route) => {
    asked = true
    await held
    await route.continue()
  })
  await page.goto(path!)
  // The page has hydrated and, idle after its load, asks for the islands' code, which is held.
  await expect.poll(() => asked).toBe(true)
  const { number, before, size } = await chooseAnotherSize(page)
  // Without the switch's code nothing is switched yet; the shopper's choice stays checked.
  await expect(page).not.toHaveURL(/[?&]o=/)
  await expect(size).toBeChecked()
  release()
  await expect(page).toHaveURL(/[?&]o=[0-9a-f]{32}/)
  await expect(number).not.toHaveText(before!)
  await expect(size).toBeChecked()
})

/** Clicks a size the product page does not show checked; the item number as it was, and that size's radio. */
async function chooseAnotherSize(page: Page) {
  const number = page.locator('.product-number')
  const before = await number.textContent()
  const sizes = page.getByRole('group', { name: 'Größe' })
  const unchecked = sizes.locator('input[type=radio]:not(:checked)').first()
  const label = (await unchecked.locator('xpath=..').textContent())!.trim()
  const size = sizes.getByRole('radio', { name: label, exact: true })
  await size.click()
  return { number, before, size }
}

test('search suggestions can be used with the keyboard alone', async ({ page }) => {
  await page.goto('/')
  const box = page.getByRole('combobox', { name: 'Suche' })
  await box.fill('jacke')
  const listbox = page.getByRole('listbox', { name: 'Vorschläge' })
  await expect(listbox.getByRole('option').first()).toBeVisible()
  // The categories of the products found come first, then the products.
  const categories = await listbox.locator('.suggestion-category').count()
  expect(categories).toBeGreaterThan(0)
  for (let i = 0; i <= categories; i++) await box.press('ArrowDown')
  const product = listbox.getByRole('option').nth(categories)
  await expect(product).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute('aria-activedescendant', (await product.getAttribute('id'))!)
  const name = (await product.locator('.suggestion-name').textContent())!
  await box.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  await box.fill('sicherheit')
  await expect(listbox.getByRole('option').first()).toBeVisible()
  await box.press('Escape')
  await expect(listbox).toBeHidden()
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?search=sicherheit/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('sicherheit')
})

test('the search field left and entered again at once keeps its suggestions', async ({ page }) => {
  await page.goto('/')
  await page.locator('html[data-hydrated]').waitFor()
  const box = page.getByRole('combobox', { name: 'Suche' })
  await box.fill('jacke')
  const listbox = page.getByRole('listbox', { name: 'Vorschläge' })
  await expect(listbox.getByRole('option').first()).toBeVisible()
  // Focus leaves (as a client navigation moves it to the new page's content) and comes straight back.
  await page.locator('#main').focus()
  await box.fill('sicherheit')
  await page.waitForTimeout(400)
  await expect(listbox.getByRole('option').first()).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
})

test.describe('search in English', () => {
  test.use({ locale: 'en-GB' })

  test('a filter leaves exactly as many results as its count said, and back restores them', async ({ page }) => {
    await page.goto('/en-GB/search?search=jacket')
    const total = async () => Number((await page.locator('.result-count').textContent())!.replace(/\D/g, ''))
    await expect(page.locator('.result-count')).toBeVisible()
    const all = await total()
    expect(all).toBeGreaterThan(1)
    const filters = page.getByRole('form', { name: 'Filters and sorting' })
    await expect(filters.locator('.count').first()).toBeVisible()
    // An option that narrows the results: its count is below the total.
    const options = filters.locator('label.check:has(.count)')
    const counts = (await options.locator('.count').allTextContents()).map((text) => Number(text.replace(/\D/g, '')))
    const index = counts.findIndex((n) => n > 0 && n < all)
    expect(index).toBeGreaterThanOrEqual(0)
    await options.nth(index).locator('input').check()
    await expect(page).toHaveURL(/properties=[0-9a-f]{32}/)
    await expect(page).toHaveURL(/search=jacket/)
    await expect.poll(total).toBe(counts[index])
    await page.goBack()
    await expect.poll(total).toBe(all)
  })
})

test('personalise a product with a logo: preview on the picture, the cart keeps it', async ({ page }) => {
  await page.goto('/arbeitsjacken')
  await page.locator('.product-card').first().getByRole('link').click()
  await page.getByText('Mit Ihrem Logo personalisieren').click()
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000d4944415478da63f8cfc0f01f0005000200' +
      'a5f3c3a60000000049454e44ae426082',
    'hex',
  )
  await page.getByLabel('Logo-Datei').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png })
  await page.getByLabel('Rücken').check()
  await expect(page.getByText('Vorschau: Logo auf Rücken')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Ihr Logo' })).toBeVisible()

  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await page.getByRole('link', { name: /^Warenkorb, \d+ Artikel$/ }).click()
  await expect(page.getByText('Logo: Rücken')).toBeVisible()
})

test('a wrong logo file is refused with a clear message, nothing is lost', async ({ page }) => {
  await page.goto('/arbeitsjacken')
  await page.locator('.product-card').first().getByRole('link').click()
  await page.getByText('Mit Ihrem Logo personalisieren').click()
  await page
    .getByLabel('Logo-Datei')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<svg/>') })
  await expect(page.getByRole('alert')).toHaveText('Bitte wählen Sie ein Bild im Format PNG, JPEG oder WebP.')
  await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeEnabled()
})

test('the quantity stepper stops at its bounds, and the cart sends a quantity once the shopper stops', async ({
  page,
}) => {
  await page.goto('/arbeitsjacken')
  await page.locator('.product-card').first().getByRole('link').click()
  const less = page.getByRole('button', { name: 'Menge: Menge verringern' })
  const more = page.getByRole('button', { name: 'Menge: Menge erhöhen' })
  const quantity = page.getByLabel('Menge', { exact: true })
  await expect(less).toBeDisabled()
  await more.click()
  await more.click()
  await expect(quantity).toHaveValue('3')
  await expect(less).toBeEnabled()
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('3')

  await page.getByRole('link', { name: /^Warenkorb, \d+ Artikel$/ }).click()
  const total = page.getByTestId('cart-total')
  const before = await total.textContent()
  const increase = page.getByRole('button', { name: /Menge erhöhen$/ })
  await increase.click()
  await increase.click()
  // Two clicks, one update: the header follows once the debounced PATCH answers.
  await expect(page.getByTestId('cart-count')).toHaveText('5')
  await expect(total).not.toHaveText(before!)
})
