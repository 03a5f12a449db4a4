/** Search as shoppers type it: plurals, compounds and typos find products; "Meinten Sie …?" where nothing does. */
import { expect, test } from '@playwright/test'

test.describe('German', () => {
  test.use({ locale: 'de-DE' })

  test('plurals and compounds find their products', async ({ page }) => {
    await page.goto('/search?search=arbeitsschuhe')
    const names = page.locator('.product-card-name')
    await expect(names.first()).toBeVisible()
    expect(await names.allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Sicherheits(halbschuh|stiefel)/)]),
    )
    await page.goto('/search?search=helme')
    await expect(names.first()).toContainText('helm')
  })

  test('the suggestion box offers the corrected term and the categories, by keyboard', async ({ page }) => {
    await page.goto('/')
    const box = page.getByRole('combobox', { name: 'Suche' })
    await box.fill('fleecjacke')
    const listbox = page.getByRole('listbox', { name: 'Vorschläge' })
    const correction = listbox.getByRole('option', { name: 'Meinten Sie „fleecejacke“?' })
    await expect(correction).toBeVisible()
    await expect(listbox.getByRole('option', { name: 'Kategorie: Fleecejacken' })).toBeVisible()
    await expect(
      listbox
        .getByRole('option')
        .filter({ hasText: /^Fleecejacke \w+/ })
        .first(),
    ).toBeVisible()
    await box.press('ArrowDown')
    await expect(correction).toHaveAttribute('aria-selected', 'true')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\?search=fleecejacke$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „fleecejacke“')
    await expect(page.locator('.product-card-name').first()).toContainText('Fleecejacke')
  })

  test('a term that finds nothing asks "Meinten Sie …?" and the link searches for it', async ({ page }) => {
    await page.goto('/search?search=jaket')
    await expect(page.getByText('Keine Produkte zu „jaket“ gefunden.')).toBeVisible()
    await page.locator('.did-you-mean').getByRole('link', { name: 'jacke' }).click()
    await expect(page).toHaveURL(/\/search\?search=jacke$/)
    await expect(page.locator('.product-card').first()).toBeVisible()
    await expect(page.locator('.did-you-mean')).toHaveCount(0)
  })
})

test.describe('English', () => {
  test.use({ locale: 'en-GB' })

  test('a typo finds its products and names the word it meant', async ({ page }) => {
    await page.goto('/en-GB/search?search=helmat')
    await expect(page.locator('.product-card-name').first()).toContainText('helmet')
    await expect(page.locator('.did-you-mean')).toHaveText('Did you mean “helmet”?')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('plurals find their products and "Did you mean" links the search', async ({ page }) => {
      await page.goto('/en-GB/search?search=gloves')
      await expect(page.locator('.product-card-name').first()).toContainText('glove')
      await page.goto('/en-GB/search?search=jackit%20wintr')
      await expect(page.locator('.did-you-mean')).toHaveText('Did you mean “jacket winter”?')
      await page.locator('.did-you-mean a').click()
      await expect(page).toHaveURL(/search=jacket(%20|\+)winter/)
      await expect(page.locator('.product-card-name').first()).toContainText('Winter jacket')
    })
  })
})
