/**
 * The consent boxes link the legal pages they name; the pages open in a new tab, so what the shopper
 * typed into the form stays.
 */
import { expect, test } from '@playwright/test'

test.describe('legal links in the forms', () => {
  test.use({ locale: 'de-DE' })

  test('German: the register form links the AGB and the privacy policy in a new tab; the form keeps its input', async ({
    page,
  }) => {
    await page.goto('/register')
    await page.getByRole('textbox', { name: /^Vorname/ }).fill('Greta')
    const box = page.getByRole('checkbox', { name: /AGB/ })
    await expect(box).toHaveAccessibleName(
      'Ich habe die AGB (öffnet in neuem Tab) und die Datenschutzbestimmungen (öffnet in neuem Tab) gelesen und akzeptiere sie. (Pflichtfeld)',
    )
    const terms = page.getByRole('link', { name: 'AGB (öffnet in neuem Tab)' })
    await expect(terms).toHaveAttribute('href', '/agb')
    await expect(terms).toHaveAttribute('target', '_blank')
    await expect(page.getByRole('link', { name: 'Datenschutzbestimmungen (öffnet in neuem Tab)' })).toHaveAttribute(
      'href',
      '/datenschutz',
    )

    const opened = page.waitForEvent('popup')
    await terms.click()
    const tab = await opened
    await expect(tab.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible()
    await tab.close()
    // The click on the link did not tick the box, and nothing typed is lost.
    await expect(box).not.toBeChecked()
    await expect(page).toHaveURL(/\/register$/)
    await expect(page.getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Greta')
  })

  test('English: the links go to the English pages', async ({ page }) => {
    await page.goto('/en-GB/register')
    await expect(page.getByRole('link', { name: 'terms and conditions (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/en-GB/terms',
    )
    await expect(page.getByRole('link', { name: 'privacy policy (opens in a new tab)' }).first()).toHaveAttribute(
      'href',
      '/en-GB/privacy',
    )
    const opened = page.waitForEvent('popup')
    await page.getByRole('link', { name: 'privacy policy (opens in a new tab)' }).first().click()
    const tab = await opened
    await expect(tab.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the newsletter box in the footer links the privacy policy', async ({ page }) => {
      await page.goto('/')
      const newsletter = page.locator('form').filter({ hasText: 'Abonnieren' })
      await expect(
        newsletter.getByRole('link', { name: 'Datenschutzbestimmungen (öffnet in neuem Tab)' }),
      ).toHaveAttribute('href', '/datenschutz')
    })
  })
})
