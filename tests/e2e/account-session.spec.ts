/** Accounts in the browser: login, logout, register, recovery, net prices and the area switch; with and without JavaScript. */
import type { APIRequestContext, Page } from '@playwright/test'
import { uuidFor } from '../../shared/ids'
import {
  type Account,
  BILLING_ADDRESS,
  BUSINESS_CUSTOMER,
  expect,
  field,
  login,
  mailLinks,
  PRIVATE_CUSTOMER,
  register,
  test,
} from './account-fixtures'

test.use({ locale: 'de-DE' })

const amount = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'))
const accountName = (page: Page) => page.getByTestId('account-name')
const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Kundenkonto' })

test('a registered private customer logs in, the header shows the name at once, and logs out', async ({ page }) => {
  await page.goto('/arbeitsjacken')
  const posts: string[] = []
  page.on('request', (request) => {
    // The login's form POSTs; the Store API reads that follow a session change (the wishlist refresh) are not the form's.
    const path = new URL(request.url()).pathname
    if (request.method() === 'POST' && !path.startsWith('/store-api/')) posts.push(path)
  })
  await accountMenu(page).getByRole('link', { name: 'Anmelden' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible()
  await field(page, 'E-Mail-Adresse').fill(PRIVATE_CUSTOMER.email)
  await field(page, 'Passwort').fill(PRIVATE_CUSTOMER.password)
  await page.getByRole('button', { name: 'Anmelden' }).click()

  // Back where the shopper came from, logged in, without a document load: one POST to the page's payload.
  await expect(page).toHaveURL(/\/arbeitsjacken$/)
  await expect(accountName(page)).toHaveText(/Max Mustermann/)
  expect(posts).toEqual(['/login/_payload.json'])

  await accountMenu(page).getByRole('button', { name: 'Abmelden' }).click()
  await expect(accountMenu(page).getByRole('link', { name: 'Anmelden' })).toBeVisible()
  await expect(accountName(page)).toHaveCount(0)
})

test('a wrong password shows the spec text in German and English, the email kept, the password emptied', async ({
  page,
}) => {
  await page.goto('/login')
  await field(page, 'E-Mail-Adresse').fill(PRIVATE_CUSTOMER.email)
  await field(page, 'Passwort').fill('falsch-falsch')
  await page.getByRole('button', { name: 'Anmelden' }).click()
  const summary = page.getByRole('alert')
  await expect(summary).toContainText('Ungültiger Benutzername und/oder Passwort.')
  await expect(summary).toBeFocused()
  await expect(field(page, 'E-Mail-Adresse')).toHaveValue(PRIVATE_CUSTOMER.email)
  await expect(field(page, 'Passwort')).toHaveValue('')

  await page.goto('/en-GB/login')
  await field(page, 'Email address').fill(PRIVATE_CUSTOMER.email)
  await field(page, 'Password').fill('wrong-wrong')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('alert')).toContainText('Invalid username and/or password.')
})

test('an empty login form names each field`s error, tied to the field', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Anmelden' }).click()
  const email = field(page, 'E-Mail-Adresse')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription('Dieses Feld ist erforderlich')
  await expect(field(page, 'Passwort')).toHaveAccessibleDescription('Dieses Feld ist erforderlich')
})

test('a new customer registers and is logged in', async ({ page, newCustomer }) => {
  await register(page, newCustomer)
  await expect(accountName(page)).toHaveText(/Tess Testkundin/)
})

/**
 * A customer of the test's own, made through the shop's Store API in a session of its own (registration has
 * its own tests), so a recovery journey starts where a shopper who forgot their password starts: logged out.
 */
async function registeredElsewhere(request: APIRequestContext, baseURL: string, customer: Account) {
  const registered = await request.post('/store-api/account/register', {
    headers: { origin: baseURL },
    data: {
      salutationId: uuidFor('salutation:mrs'),
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      password: customer.password,
      acceptedDataProtection: true,
      storefrontUrl: baseURL,
      billingAddress: BILLING_ADDRESS,
    },
  })
  expect(registered.status()).toBe(200)
}

test('a forgotten password is asked for on the page, and the mail`s link sets a new one', async ({
  page,
  request,
  baseURL,
  newCustomer,
}) => {
  await registeredElsewhere(request, baseURL!, newCustomer)
  await page.goto('/login')
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeVisible()
  await field(page, 'E-Mail-Adresse').fill(newCustomer.email)
  await page.getByRole('button', { name: 'E-Mail senden' }).click()
  await expect(page.getByRole('status')).toContainText('Wenn zu dieser E-Mail-Adresse ein Kundenkonto besteht')

  const [link] = await mailLinks(newCustomer.email)
  await page.goto(link!)
  await field(page, 'Neues Passwort').fill('ganz-neu-123')
  await field(page, 'Neues Passwort wiederholen').fill('anders-123')
  await page.getByRole('button', { name: 'Passwort ändern' }).click()
  await expect(page.getByRole('alert')).toContainText('Die Passwörter müssen identisch sein')

  await field(page, 'Neues Passwort').fill('ganz-neu-123')
  await field(page, 'Neues Passwort wiederholen').fill('ganz-neu-123')
  await page.getByRole('button', { name: 'Passwort ändern' }).click()
  await expect(page.getByRole('status')).toContainText('Ihr Passwort wurde geändert.')
})

test('a password reset by the mail`s link logs in, and the link works once', async ({
  page,
  request,
  baseURL,
  newCustomer,
}) => {
  // The mail is asked for and the link followed through the Store API (the pages have the test above).
  await registeredElsewhere(request, baseURL!, newCustomer)
  const asked = await request.post('/store-api/account/recovery-password', {
    headers: { origin: baseURL! },
    data: { email: newCustomer.email, storefrontUrl: baseURL },
  })
  expect(asked.status()).toBe(200)
  const [link] = await mailLinks(newCustomer.email)
  const reset = await request.post('/store-api/account/recovery-password-confirm', {
    headers: { origin: baseURL! },
    data: {
      hash: new URL(link!).searchParams.get('hash'),
      newPassword: 'ganz-neu-123',
      newPasswordConfirm: 'ganz-neu-123',
    },
  })
  expect(reset.status(), await reset.text()).toBe(200)

  await login(page, { ...newCustomer, password: 'ganz-neu-123' })
  await expect(accountName(page)).toHaveText(/Tess Testkundin/)
  // Used once, the link says it expired and offers a new one.
  await page.goto(link!)
  await expect(page.getByRole('alert')).toContainText('Der Link ist abgelaufen.')
  await expect(page.getByRole('link', { name: 'Neues Passwort anfordern' })).toBeVisible()
})

test('a business customer sees net prices labelled "zzgl. MwSt."', async ({ page, request, businessCustomer }) => {
  expect(businessCustomer.email).toBe(BUSINESS_CUSTOMER.email)
  // The same listing as a visitor sees it (the request fixture has cookies of its own): gross.
  const visitorHtml = await (await request.get('/arbeitsjacken', { headers: { cookie: 'locale=de-DE' } })).text()
  const gross = amount(visitorHtml.match(/<span class="current-price">(.*?)<\/span>/s)?.[1] ?? null)
  await page.goto('/arbeitsjacken')
  const price = page.locator('.product-card .price').first()
  await expect(price).toContainText('zzgl. MwSt.')
  expect(amount(await price.locator('.current-price').textContent())).toBeCloseTo(gross / 1.19, 1)
  await expect(page.locator('.site-footer .tax-note')).toHaveText('Alle Preise zzgl. MwSt. und Versand.')
})

test('switching from the business to the private area asks first and logs the customer out', async ({
  page,
  businessCustomer,
}) => {
  expect(businessCustomer.lastName).toBe('Musterfrau')
  await page.goto('/arbeitsjacken')
  await page.getByRole('navigation', { name: 'Kundenbereich' }).getByRole('link', { name: 'Privatkunden' }).click()
  await expect(page.getByRole('dialog')).toContainText('Beim Wechsel werden Sie abgemeldet.')
  await page.getByRole('button', { name: 'Abmelden und Bereich wechseln' }).click()
  await expect(page).toHaveURL(/\/arbeitsjacken$/)
  await expect(accountMenu(page).getByRole('link', { name: 'Anmelden' })).toBeVisible()
  await expect(page.locator('.product-card .price').first()).toContainText('inkl. MwSt.')
})

test('a visitor switching to the business area sees net prices at once', async ({ page }) => {
  await page.goto('/arbeitsjacken')
  const price = page.locator('.product-card .price').first()
  await expect(price).toContainText('inkl. MwSt.')
  const gross = amount(await price.textContent())
  await page.getByRole('navigation', { name: 'Kundenbereich' }).getByRole('link', { name: 'Geschäftskunden' }).click()
  await page.getByRole('button', { name: 'Bereich wechseln' }).click()
  await expect(price).toContainText('zzgl. MwSt.')
  const net = amount(await price.textContent())
  expect(net).toBeCloseTo(gross / 1.19, 1)
})

test('a business-area visitor sees the cart net: line prices by their tax rate, the subtotal labelled', async ({
  page,
}) => {
  const areas = page.getByRole('navigation', { name: 'Kundenbereich' })
  await page.goto('/arbeitsjacken')
  await areas.getByRole('link', { name: 'Geschäftskunden' }).click()
  await page.getByRole('button', { name: 'Bereich wechseln' }).click()
  await expect(page.locator('.product-card .price').first()).toContainText('zzgl. MwSt.')
  await page.locator('.product-card').first().getByRole('link').first().click()
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Der Artikel wurde in den Warenkorb gelegt.' })).toBeVisible()
  await page.goto('/checkout/cart')
  await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible()
  await expect(page.locator('.cart-totals')).toContainText('Zwischensumme (zzgl. MwSt.)')
  const net = amount(await page.getByTestId('cart-line-total').first().textContent())
  expect(amount(await page.getByTestId('cart-subtotal').textContent())).toBeCloseTo(net, 2)
  const netShipping = amount(await page.getByTestId('cart-shipping').textContent())

  // Back in the private area the same line is gross: the net one was gross / 1.19.
  await areas.getByRole('link', { name: 'Privatkunden' }).click()
  await page.getByRole('button', { name: 'Bereich wechseln' }).click()
  await expect(page).toHaveURL(/\/checkout\/cart$/)
  await expect(page.locator('.cart-totals')).toContainText('Zwischensumme (inkl. MwSt.)')
  const gross = amount(await page.getByTestId('cart-line-total').first().textContent())
  expect(net).toBeCloseTo(gross / 1.19, 2)
  expect(net).toBeLessThan(gross)
  // Shipping follows the same display (0 when the goods reach free shipping).
  expect(netShipping).toBeCloseTo(amount(await page.getByTestId('cart-shipping').textContent()) / 1.19, 2)
})

test('another tab follows a login without a reload', async ({ page, context }) => {
  await page.goto('/arbeitsjacken')
  const other = await context.newPage()
  await other.goto('/')
  await expect(accountMenu(other).getByRole('link', { name: 'Anmelden' })).toBeVisible()
  await login(page, PRIVATE_CUSTOMER, '/arbeitsjacken')
  await expect(accountName(page)).toBeVisible()
  await expect(accountName(other)).toHaveText(/Max Mustermann/)
})

test.describe('a tab still starting', () => {
  // The service worker would answer the held-back texts file itself.
  test.use({ serviceWorkers: 'block' })

  test('follows a login another tab made before it had hydrated', async ({ page, context }) => {
    await page.goto('/arbeitsjacken')
    const other = await context.newPage()
    // The other tab runs its entry but waits for its texts before hydrating, while the first tab logs in.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await other.route(/\/_texts\//, async (route) => {
      await released
      await route.continue()
    })
    await other.goto('/', { waitUntil: 'domcontentloaded' })
    await expect(accountMenu(other).getByRole('link', { name: 'Anmelden' })).toBeVisible()
    await login(page, PRIVATE_CUSTOMER, '/arbeitsjacken')
    await expect(accountName(page)).toBeVisible()
    release()
    await expect(accountName(other)).toHaveText(/Max Mustermann/)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('login, a wrong password and logout work as plain form posts', async ({ page }) => {
    await page.goto('/login')
    await field(page, 'E-Mail-Adresse').fill(PRIVATE_CUSTOMER.email)
    await field(page, 'Passwort').fill('falsch-falsch')
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page.getByRole('alert')).toContainText('Ungültiger Benutzername und/oder Passwort.')
    await expect(field(page, 'E-Mail-Adresse')).toHaveValue(PRIVATE_CUSTOMER.email)

    await field(page, 'Passwort').fill(PRIVATE_CUSTOMER.password)
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(accountName(page)).toHaveText(/Max Mustermann/)
    await accountMenu(page).getByRole('button', { name: 'Abmelden' }).click()
    await expect(accountMenu(page).getByRole('link', { name: 'Anmelden' })).toBeVisible()
  })

  test('registration shows its errors and registers a business customer', async ({ page, newCustomer }) => {
    await page.goto('/register')
    await page.getByRole('button', { name: 'Weiter' }).click()
    await expect(page.getByRole('alert')).toContainText('Bitte prüfen Sie Ihre Eingaben:')
    await expect(field(page, 'Vorname')).toHaveAccessibleDescription('Dieses Feld ist erforderlich')

    await register(page, newCustomer, 'Testbau GmbH')
    await expect(accountName(page)).toHaveText(/Tess Testkundin/)
    await page.goto('/arbeitsjacken')
    await expect(page.locator('.product-card .price').first()).toContainText('zzgl. MwSt.')
  })
})
