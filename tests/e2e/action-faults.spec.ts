/**
 * A form whose action fails on the server says so in the shopper's language, with JavaScript too: the
 * server's message in the form (what was typed kept), the route's error page when the action itself
 * broke, and the network's 502 text when the answer never came. Each answer is the worker's own shape,
 * served in place of the real one.
 */
import { expect, type Page, type Route, test } from '@playwright/test'
import { field } from './account-fixtures'

const cases = [
  {
    locale: 'de-DE',
    path: '/login',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    serious: 'Es ist ein schwerwiegender Fehler aufgetreten.',
    title: 'Fehler 500',
    network: 'Der Server konnte die Anfrage nicht abschließen',
  },
  {
    locale: 'en-GB',
    path: '/en-GB/login',
    email: 'Email address',
    password: 'Password',
    submit: 'Log in',
    serious: 'A serious error has occurred.',
    title: 'Error 500',
    network: 'The server could not complete the request',
  },
] as const

/** The worker's 500 answer to a form's payload POST, with the action's data or route errors given. */
const payload500 = (answer: { actionData: unknown; errors: unknown }) => (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ loaderData: {}, ...answer, status: 500 }),
  })

for (const c of cases) {
  test.describe(c.locale, () => {
    test.use({ locale: c.locale })

    async function submitLogin(page: Page, answer: (route: Route) => Promise<void>) {
      await page.goto(c.path)
      await page.waitForLoadState('networkidle')
      await page.route('**/login/_payload.json', (route) =>
        route.request().method() === 'POST' ? answer(route) : route.continue(),
      )
      await field(page, c.email).fill('kundin@example.com')
      await field(page, c.password).fill('geheim1234')
      await page.getByRole('main').getByRole('button', { name: c.submit }).click()
    }

    test('the server’s fault is the form’s message, the e-mail kept', async ({ page }) => {
      await submitLogin(
        page,
        payload500({
          actionData: {
            login: { errors: { fields: {}, form: { key: 'error.500' } }, values: { email: 'kundin@example.com' } },
          },
          errors: null,
        }),
      )
      await expect(page.getByRole('alert')).toContainText(c.serious)
      await expect(field(page, c.email)).toHaveValue('kundin@example.com')
    })

    test('an action that broke shows its error page, a lost answer the network text', async ({ page }) => {
      await submitLogin(
        page,
        payload500({
          actionData: null,
          errors: {
            login: { status: 500, statusText: 'Internal Server Error', data: { code: 'FRAMEWORK__INTERNAL_ERROR' } },
          },
        }),
      )
      await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible()
      await expect(page.getByRole('main')).toContainText(c.serious)
      await submitLogin(page, (route) => route.abort('connectionreset'))
      await expect(page.getByRole('main')).toContainText(c.network)
    })
  })
}
