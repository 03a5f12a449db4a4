/**
 * message-403-ajax (docs/decisions/036): a logged-in customer whose session ends while the page
 * is open presses the wishlist button; the refused call is announced once (a persistent alert) with
 * "Try again" and the login that comes back to the page, in German and in English.
 */
import { expect, type Page, test } from '@playwright/test'
import { field, PRIVATE_CUSTOMER } from './account-fixtures'

const locales = [
  {
    locale: 'de-DE',
    home: '/',
    login: '/login?redirectTo=%2F',
    wishlist: 'Zur Merkliste hinzufügen',
    text: 'Ihre Sitzung ist abgelaufen. Bitte kehren Sie zur letzten Seite zurück und wiederholen Sie die Aktion.',
    retry: 'Erneut versuchen',
    logIn: 'Anmelden',
    added: 'Der Artikel ist auf Ihrer Merkliste.',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
  },
  {
    locale: 'en-GB',
    home: '/en-GB',
    login: '/en-GB/login?redirectTo=%2F',
    wishlist: 'Add to wishlist',
    text: 'Your session has expired. Please go back to the last page and try the action again.',
    retry: 'Try again',
    logIn: 'Log in',
    added: 'The product is on your wishlist.',
    email: 'Email address',
    password: 'Password',
  },
] as const

const wishlistCall = (path: RegExp, status?: number) => (page: Page) =>
  page.waitForResponse(
    (response) => path.test(new URL(response.url()).pathname) && (status === undefined || response.status() === status),
  )
// The list is read through the worker (/_wishlist.json under the page's prefix), written through /store-api.
const wishlistRead = wishlistCall(/^(\/en-GB)?\/_wishlist\.json$/)
const refusedWrite = wishlistCall(/^\/store-api\/customer\/wishlist\/(add|delete)\//, 403)

for (const l of locales) {
  test.describe(l.locale, () => {
    test.use({ locale: l.locale })

    test('an ended session is announced when the wishlist button is pressed, with try again and the login', async ({
      page,
      context,
    }) => {
      // Logged in on the locale's login page, back home; the customer's list is read after mount.
      await page.goto(l.login)
      await field(page, l.email).fill(PRIVATE_CUSTOMER.email)
      await field(page, l.password).fill(PRIVATE_CUSTOMER.password)
      const read = wishlistRead(page)
      await page.getByRole('button', { name: l.logIn }).click()
      await expect(page.getByTestId('account-name')).toBeVisible()
      await read
      await page.waitForSelector('html[data-hydrated]')

      // The session ends behind the page's back: its cookie is gone, the page still shows the customer.
      await context.clearCookies()
      const refused = refusedWrite(page)
      await page.locator('.product-card').first().getByRole('button', { name: l.wishlist }).click()
      await refused

      const notice = page.getByRole('alert').filter({ hasText: l.text })
      await expect(notice).toBeVisible()
      await expect(page.locator('.notifications [aria-live="assertive"]')).toContainText(l.text)
      await expect(notice.getByRole('link', { name: l.logIn })).toHaveAttribute('href', l.login)

      // Try again sends the call once more; still logged out, it is refused and announced again.
      const again = refusedWrite(page)
      await notice.getByRole('button', { name: l.retry }).click()
      await again
      await expect(notice).toHaveCount(1)
      await expect(notice.getByRole('button', { name: l.retry })).toBeVisible()

      await notice.getByRole('link', { name: l.logIn }).click()
      await expect(page).toHaveURL(new RegExp(`${l.login.replace(/[?]/g, '\\?')}$`))
    })

    test('a visitor who never logged in keeps the list in the browser: no word of an ended session', async ({
      page,
    }) => {
      await page.goto(l.home)
      await page.waitForSelector('html[data-hydrated]')
      await page.locator('.product-card').first().getByRole('button', { name: l.wishlist }).click()
      await expect(page.getByRole('status').filter({ hasText: l.added })).toBeVisible()
      await expect(page.locator('.notifications')).not.toContainText(l.text)
    })
  })
}
