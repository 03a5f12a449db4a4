/**
 * The account area as a customer uses it: overview, profile, addresses (Packstation, default, delete),
 * payment and password, in both locales, and with JavaScript disabled. Destructive steps use a freshly
 * registered customer, so parallel tests never change each other's data.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { uuidFor } from '../../shared/ids'
import { DEMO_PASSWORD } from '../../embedded/seed/customer/customers'
import { isPrefetch } from './requests'

const GERMANY = uuidFor('country:DE')

/** Logs in through the shop's own Store API proxy: the session cookie lands in the page's browser context. */
async function login(request: APIRequestContext, baseURL: string, email: string, password: string) {
  const response = await request.post('/store-api/account/login', {
    headers: { origin: baseURL },
    data: { username: email, password },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** A new private customer with one address (default billing and shipping), logged in. */
async function newCustomer(request: APIRequestContext, baseURL: string) {
  const email = `konto-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const password = 'erstes-Passwort-1'
  const response = await request.post('/store-api/account/register', {
    headers: { origin: baseURL },
    data: {
      email,
      password,
      firstName: 'Kai',
      lastName: 'Konto',
      acceptedDataProtection: true,
      storefrontUrl: baseURL,
      billingAddress: { street: 'Hafenstraße 5', zipcode: '20457', city: 'Hamburg', countryId: GERMANY },
    },
  })
  expect(response.status(), await response.text()).toBe(200)
  await login(request, baseURL, email, password)
  return { email, password }
}

const accountNav = (page: Page, name: string) => page.getByRole('navigation', { name }).getByRole('link')

test.describe('account (German)', () => {
  test.use({ locale: 'de-DE' })

  test('a guest is sent to the login', async ({ page }) => {
    await page.goto('/account/address')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Faddress$/)
  })

  test('a client navigation to the account as a guest lands on the login without a document load', async ({
    page,
    baseURL,
  }) => {
    // The header still shows "Mein Konto" while the session is gone (ended in another tab, expired).
    await login(page.request, baseURL!, 'privat@example.com', DEMO_PASSWORD)
    await page.goto('/')
    await page.context().clearCookies()
    const documents: string[] = []
    const data: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
      if (request.url().includes('/_payload.json') && !isPrefetch(request)) data.push(new URL(request.url()).pathname)
    })
    await page.getByRole('link', { name: /Mein Konto/ }).click()
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible()
    expect(documents).toEqual([])
    // One request for the account (answering the redirect), one for the login page it leads to.
    expect(data).toEqual(['/account/_payload.json', '/login/_payload.json'])
  })

  test('the demo customer sees the overview with navigation and breadcrumb', async ({ page, baseURL }) => {
    await login(page.request, baseURL!, 'privat@example.com', DEMO_PASSWORD)
    await page.goto('/account')
    await expect(page.getByRole('heading', { name: 'Kontoübersicht' })).toBeVisible()
    await expect(page.getByText('privat@example.com').first()).toBeVisible()
    await expect(accountNav(page, 'Kontonavigation')).toHaveText([
      'Übersicht',
      'Persönliche Daten',
      'Adressen',
      'Zahlungsart',
      'Bestellungen',
      'Gutscheine',
      'Treueprogramm',
      'Meine Produkte',
    ])
    await expect(accountNav(page, 'Kontonavigation').first()).toHaveAttribute('aria-current', 'page')
    await page.getByRole('link', { name: 'Adressen verwalten' }).first().click()
    await expect(page).toHaveURL(/\/account\/address$/)
    const breadcrumb = page.getByRole('navigation', { name: 'Brotkrumennavigation' })
    await expect(breadcrumb.getByRole('listitem')).toHaveText(['Startseite', 'Mein Konto', 'Adresse'])
  })

  test('a customer edits the first name in the profile and sees it saved', async ({ page, baseURL }) => {
    await newCustomer(page.request, baseURL!)
    await page.goto('/account/profile')
    const personal = page.getByRole('region', { name: 'Ihre Angaben' })
    await personal.getByLabel('Vorname').fill('Karla')
    await personal.getByRole('button', { name: 'Änderungen speichern' }).click()
    await expect(personal.getByRole('status')).toHaveText('Ihre persönlichen Daten wurden gespeichert.')
    await expect(personal.getByLabel('Vorname')).toHaveValue('Karla')
  })

  test('a customer adds a Packstation, makes it default shipping and deletes the other address', async ({
    page,
    baseURL,
  }) => {
    await newCustomer(page.request, baseURL!)
    await page.goto('/account/address')
    await page.getByRole('link', { name: 'Packstation hinzufügen' }).click()
    const form = page.getByRole('region', { name: 'Neue Packstation-Adresse' })
    await form.getByLabel('Packstation-Nummer').fill('12')
    await form.getByLabel('Postnummer').fill('12345678')
    await form.getByLabel('PLZ').fill('20095')
    await form.getByLabel('Ort').fill('Hamburg')
    await form.getByRole('button', { name: 'Adresse speichern' }).click()
    await expect(form.getByLabel('Packstation-Nummer')).toHaveAccessibleDescription(/Ungültiges Format/)
    await expect(form.getByRole('alert')).toBeFocused()
    await expect(form.getByLabel('Postnummer')).toHaveValue('12345678')
    await form.getByLabel('Packstation-Nummer').fill('123')
    await form.getByRole('button', { name: 'Adresse speichern' }).click()
    await expect(page.getByRole('status')).toHaveText('Die Adresse wurde gespeichert.')

    const packstation = page.getByRole('listitem').filter({ hasText: 'Packstation 123' })
    await expect(packstation).toContainText('Postnummer: 12345678')
    await packstation.getByRole('button', { name: /als Standard-Lieferadresse verwenden/ }).click()
    await expect(page.getByRole('status')).toHaveText('Ihre Standardadresse wurde geändert.')
    await expect(packstation).toContainText('Standard-Lieferadresse')

    // The first address is still the default billing address: its delete button says why it is disabled.
    const first = page.getByRole('listitem').filter({ hasText: 'Hafenstraße 5' })
    const deleteFirst = first.getByRole('button', { name: /löschen/ })
    await expect(deleteFirst).toBeDisabled()
    await expect(deleteFirst).toHaveAccessibleDescription(/Standardadresse kann nicht gelöscht werden/)
    await packstation.getByRole('button', { name: /als Standard-Rechnungsadresse verwenden/ }).click()
    await expect(page.getByRole('status')).toHaveText('Ihre Standardadresse wurde geändert.')
    // Now the Packstation is both defaults and the street address is free to go.
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Hafenstraße 5' })
      .getByRole('button', { name: /löschen/ })
      .click()
    await expect(page.getByRole('status')).toHaveText('Die Adresse wurde gelöscht.')
    await expect(page.getByText('Hafenstraße 5')).toHaveCount(0)

    await page.goto('/account')
    await expect(page.getByRole('region', { name: 'Standard-Lieferadresse' })).toContainText('Packstation 123')
  })

  test('a customer changes the password and logs in with the new one', async ({ page, baseURL }) => {
    const { email, password } = await newCustomer(page.request, baseURL!)
    await page.goto('/account/profile')
    const section = page.getByRole('region', { name: 'Passwort ändern' })
    await section.getByLabel('Aktuelles Passwort').fill(password)
    await section.getByLabel('Neues Passwort').first().fill('zweites-Passwort-2')
    await section.getByLabel('Neues Passwort wiederholen').fill('anderes-Passwort-3')
    await section.getByRole('button', { name: 'Passwort ändern' }).click()
    await expect(section.getByLabel('Neues Passwort wiederholen')).toHaveAccessibleDescription(
      'Die Passwörter müssen identisch sein',
    )

    await section.getByLabel('Aktuelles Passwort').fill(password)
    await section.getByLabel('Neues Passwort').first().fill('zweites-Passwort-2')
    await section.getByLabel('Neues Passwort wiederholen').fill('zweites-Passwort-2')
    await section.getByRole('button', { name: 'Passwort ändern' }).click()
    await expect(section.getByRole('status')).toHaveText('Ihr Passwort wurde geändert.')

    // Log out through the header, then back in through the login page: the old password no longer works.
    await page.getByRole('button', { name: 'Abmelden' }).click()
    // Logged out once the header says so: a login page opened before that still sees the session and
    // sends the customer on to the profile.
    await expect(
      page.getByRole('navigation', { name: 'Kundenkonto' }).getByRole('link', { name: 'Anmelden' }),
    ).toBeVisible()
    await page.goto('/login?redirectTo=%2Faccount%2Fprofile')
    await page.getByLabel('E-Mail-Adresse').fill(email)
    await page.getByRole('textbox', { name: /^Passwort/ }).fill(password)
    await page.getByRole('button', { name: 'Anmelden' }).last().click()
    await expect(page.getByRole('alert')).toContainText('Ungültiger Benutzername und/oder Passwort.')
    await page.getByRole('textbox', { name: /^Passwort/ }).fill('zweites-Passwort-2')
    await page.getByRole('button', { name: 'Anmelden' }).last().click()
    await expect(page).toHaveURL(/\/account\/profile$/)
    await expect(page.getByText(`Ihre aktuelle E-Mail-Adresse: ${email}`)).toBeVisible()
  })

  test('the default payment method is chosen from the available ones', async ({ page, baseURL }) => {
    await newCustomer(page.request, baseURL!)
    await page.goto('/account/payment')
    const choices = page.getByRole('group', { name: 'Standard-Zahlungsart' }).getByRole('radio')
    expect(await choices.count()).toBeGreaterThan(1)
    const other = page
      .locator('.payment-option')
      .filter({ has: page.locator('input:not(:checked)') })
      .first()
    const label = (await other.locator('strong').innerText()).trim()
    await other.getByRole('radio').check()
    await page.getByRole('button', { name: 'Zahlungsart speichern' }).click()
    await expect(page.getByRole('status')).toHaveText('Ihre Standard-Zahlungsart wurde geändert.')
    await page.goto('/account')
    await expect(page.getByRole('region', { name: 'Standard-Zahlungsart' })).toContainText(label)
  })
})

test.describe('account (English)', () => {
  test.use({ locale: 'en-GB' })

  test('the overview and the address page speak English', async ({ page, baseURL }) => {
    await login(page.request, baseURL!, 'privat@example.com', DEMO_PASSWORD)
    await page.goto('/en-GB/account')
    await expect(page.getByRole('heading', { name: 'Account overview' })).toBeVisible()
    await accountNav(page, 'Account navigation').filter({ hasText: 'Addresses' }).click()
    await expect(page).toHaveURL(/\/en-GB\/account\/address$/)
    await expect(page.getByRole('heading', { name: 'Addresses', exact: true })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
      'Home',
      'My account',
      'Address',
    ])
  })
})

test.describe('account without JavaScript', () => {
  test.use({ locale: 'de-DE', javaScriptEnabled: false })

  test('an address is added with a real form POST, errors and typed values come back', async ({ page, baseURL }) => {
    await newCustomer(page.request, baseURL!)
    await page.goto('/account/address?form=default')
    const form = page.getByRole('region', { name: 'Neue Adresse' })
    await form.getByLabel('Straße und Hausnummer').fill('Lindenweg 7')
    await form.getByLabel('PLZ').fill('123')
    await form.getByLabel('Ort').fill('Bremen')
    await form.getByRole('button', { name: 'Adresse speichern' }).click()
    await expect(form.getByLabel('PLZ')).toHaveAccessibleDescription('Bitte geben Sie eine gültige Postleitzahl ein')
    await expect(form.getByLabel('Straße und Hausnummer')).toHaveValue('Lindenweg 7')
    await form.getByLabel('PLZ').fill('28195')
    await form.getByRole('button', { name: 'Adresse speichern' }).click()
    await expect(page).toHaveURL(/\/account\/address\?done=saved$/)
    await expect(page.getByRole('listitem').filter({ hasText: 'Lindenweg 7' })).toContainText('28195 Bremen')
  })
})
