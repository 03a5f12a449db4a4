/**
 * A session's cart and its account in the browser: a guest who emptied the cart logs in, and a customer
 * with a full cart logs out (on a shared computer the next person finds nobody logged in and an empty
 * cart), with and without JavaScript.
 */
import { expect, type Page, test } from '@playwright/test'
import { buyBoxButton, field, login, PRIVATE_CUSTOMER } from './account-fixtures'

test.use({ locale: 'de-DE' })

const PRODUCT = '/unterweisung-arbeitsschutz-swd1001'
const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Kundenkonto' })

async function addToCart(page: Page) {
  await page.goto(PRODUCT)
  await buyBoxButton(page).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
}

test('a guest who added and removed a product logs in', async ({ page }) => {
  await addToCart(page)
  await page.goto('/checkout/cart')
  await page
    .getByRole('button', { name: /entfernen$/ })
    .first()
    .click()
  await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible()
  await page.goto('/login')
  await field(page, 'E-Mail-Adresse').fill(PRIVATE_CUSTOMER.email)
  await field(page, 'Passwort').fill(PRIVATE_CUSTOMER.password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page.getByTestId('account-name')).toHaveText(/Max Mustermann/)
})

test('a customer with a product in the cart logs out: nobody logged in, the cart empty', async ({ page }) => {
  await login(page, PRIVATE_CUSTOMER, '/account')
  await expect(page.getByTestId('account-name')).toHaveText(/Max Mustermann/)
  await addToCart(page)
  await accountMenu(page).getByRole('button', { name: 'Abmelden' }).click()
  await expect(accountMenu(page).getByRole('link', { name: 'Anmelden' })).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('0')
  await page.goto('/account')
  await expect(page).toHaveURL(/\/login/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a customer with a product in the cart logs out as a plain form post', async ({ page }) => {
    await page.goto('/login')
    await field(page, 'E-Mail-Adresse').fill(PRIVATE_CUSTOMER.email)
    await field(page, 'Passwort').fill(PRIVATE_CUSTOMER.password)
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page.getByTestId('account-name')).toHaveText(/Max Mustermann/)
    await page.goto(PRODUCT)
    await buyBoxButton(page).click()
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    await accountMenu(page).getByRole('button', { name: 'Abmelden' }).click()
    await expect(accountMenu(page).getByRole('link', { name: 'Anmelden' })).toBeVisible()
    await expect(page.getByTestId('cart-count')).toHaveText('0')
  })
})
