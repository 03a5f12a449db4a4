/**
 * Epic-style fixtures for the account tests: "a registered private customer", "a business customer"
 * (the seed's demo accounts), a fresh customer registered through the page, and the shop's outbox.
 * The outbox is read as an operator reads it (`npm run mailbox`: wrangler d1 execute on the e2e
 * server's own state folder), so no test-only route ever exists in the worker.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type Page, test as base } from '@playwright/test'
import { readMailbox } from '../../scripts/mailbox'
import { uuidFor } from '../../shared/ids'
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../../embedded/seed/customer/customers'

/** The e2e server's state folder (playwright.config.ts). */
const E2E_STATE_DIR = '.wrangler/e2e-state'

export interface Account {
  email: string
  password: string
  firstName: string
  lastName: string
}

export const PRIVATE_CUSTOMER: Account = {
  email: DEMO_CUSTOMERS.private.email,
  password: DEMO_PASSWORD,
  firstName: 'Max',
  lastName: 'Mustermann',
}
export const BUSINESS_CUSTOMER: Account = {
  email: DEMO_CUSTOMERS.business.email,
  password: DEMO_PASSWORD,
  firstName: 'Erika',
  lastName: 'Musterfrau',
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/**
 * A form field by its label as a screen reader announces it (required ones end in "(Pflichtfeld)").
 * @example field(page, 'Passwort').fill('…')
 */
export const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)}( \\((Pflichtfeld|Required)\\))?$`) })

/** Logs in through the login page (German), coming back to `back`. */
export async function login(page: Page, account: Account, back = '/') {
  await page.goto(`/login?redirectTo=${encodeURIComponent(back)}`)
  await field(page, 'E-Mail-Adresse').fill(account.email)
  await field(page, 'Passwort').fill(account.password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
}

/** Registers through the page; with a company, as a business customer. */
export async function register(page: Page, account: Account, company?: string) {
  await page.goto('/register')
  if (company) {
    await page.getByLabel('Ich bin').selectOption('business')
    await field(page, 'Firma').fill(company)
  }
  await field(page, 'Vorname').fill(account.firstName)
  await field(page, 'Nachname').fill(account.lastName)
  await field(page, 'E-Mail-Adresse').fill(account.email)
  await field(page, 'Passwort').fill(account.password)
  await field(page, 'Straße und Hausnummer').fill('Teststraße 5')
  await field(page, 'PLZ').fill('10115')
  await field(page, 'Ort').fill('Berlin')
  await page.getByLabel(/AGB/).check()
  await page.getByRole('button', { name: 'Weiter' }).click()
}

/** On Payment & Shipping (German), as a logged-in customer coming from Your Address: chooses the payment method and goes on to the review. */
export async function reviewWithPaymentMethod(page: Page, method: string) {
  await page.getByRole('button', { name: 'Weiter' }).click()
  await page
    .getByRole('group', { name: /Zahlungsart/ })
    .getByRole('radio', { name: method })
    .check()
  await page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click()
}

/** Pays on the payment provider's page (German) with a test card: 4242 … is approved, 4000 0000 0000 0002 declined. */
export async function payOnProviderPage(page: Page, cardNumber: string) {
  await expect(page).toHaveURL(/\/payment-provider\//)
  await page.getByLabel('Kartennummer').fill(cardNumber)
  await page.getByLabel('Name auf der Karte').fill('Max Muster')
  await page.getByLabel('Gültig bis (MM/JJ)').fill('12/39')
  await page.getByLabel('Prüfnummer (CVV)').fill('123')
  await page.getByRole('button', { name: 'Bezahlen' }).click()
}

/** The e2e server's origin (playwright.config.ts): the Store API proxy takes writes from its own origin only. */
export const ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8790)}`

/** A Store API call with the page's own session (the proxy's cookie lands in the page's browser context). */
export async function storeApi(page: Page, path: string, data: object, method: 'post' | 'patch' = 'post') {
  const response = await page.request[method](`/store-api/${path}`, { data, headers: { origin: ORIGIN } })
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200)
  return response.json()
}

/** A billing address in Berlin, for customers registered through the Store API. */
export const BILLING_ADDRESS = {
  street: 'Teststraße 5',
  zipcode: '10115',
  city: 'Berlin',
  countryId: uuidFor('country:DE'),
}

/**
 * A customer of the test's own, registered and logged in through the Store API in the page's session
 * (registering and logging in through the pages have their own tests).
 */
export async function registeredCustomer(
  page: Page,
  customer: { firstName: string; lastName: string; email: string; password: string; salutationId?: string },
) {
  const { password, ...named } = customer
  await storeApi(page, 'account/register', {
    ...named,
    password,
    acceptedDataProtection: true,
    storefrontUrl: ORIGIN,
    billingAddress: BILLING_ADDRESS,
  })
  await storeApi(page, 'account/login', { username: customer.email, password })
}

/**
 * The page's cart (card chosen) ordered through the Store API and paid on the provider's form with `cardNumber`
 * (4242 … is approved, 4000 0000 0000 0002 declined): the order and the provider's answer (a 303).
 */
export async function cardOrderPaidWith(page: Page, cardNumber: string, name: string) {
  const order = await storeApi(page, 'checkout/order', {})
  const { redirectUrl } = await storeApi(page, 'handle-payment', { orderId: order.id })
  expect(redirectUrl).toMatch(/\/payment-provider\//)
  const answer = await page.request.post(redirectUrl, {
    headers: { origin: ORIGIN },
    form: { action: 'pay', 'card-number': cardNumber, name, 'expiry-date': '12/39', cvv: '123' },
    maxRedirects: 0,
  })
  expect(answer.status(), await answer.text()).toBe(303)
  return { order, location: answer.headers().location ?? '' }
}

/**
 * The newest mail's links to `recipient`, read as an operator reads the outbox (`npm run mailbox`), but
 * from a copy of the server's D1 files: wrangler opening the live SQLite file from a second process
 * could block the running server (SQLITE_BUSY) and fail a parallel test's request. Copying takes no
 * lock; a copy torn by a write in flight just fails this read, and the next one is taken.
 */
export async function mailLinks(recipient: string): Promise<string[]> {
  let lastError: unknown
  for (let attempt = 0; attempt < 5; attempt++) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, 1000))
    const copy = mkdtempSync(path.join(tmpdir(), 'e2e-outbox-'))
    try {
      cpSync(path.join(E2E_STATE_DIR, 'v3', 'd1'), path.join(copy, 'v3', 'd1'), { recursive: true })
      const links = readMailbox(copy, 1, recipient)[0]?.links ?? []
      if (links.length) return links
    } catch (error) {
      lastError = error
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  }
  throw new Error(`No mail to ${recipient} in the outbox${lastError ? `: ${String(lastError)}` : ''}`)
}

export const test = base.extend<{ privateCustomer: Account; businessCustomer: Account; newCustomer: Account }>({
  privateCustomer: async ({ page }, use) => {
    await login(page, PRIVATE_CUSTOMER)
    await expect(page.getByTestId('account-name')).toContainText(PRIVATE_CUSTOMER.lastName)
    await use(PRIVATE_CUSTOMER)
  },
  businessCustomer: async ({ page }, use) => {
    await login(page, BUSINESS_CUSTOMER)
    await expect(page.getByTestId('account-name')).toContainText(BUSINESS_CUSTOMER.lastName)
    await use(BUSINESS_CUSTOMER)
  },
  // A customer of its own per test, so password changes never disturb the demo accounts other tests use.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; this one has none
  newCustomer: async ({}, use, testInfo) => {
    await use({
      email: `e2e-${testInfo.workerIndex}-${Date.now()}@example.com`,
      password: 'e2e-sicher-123',
      firstName: 'Tess',
      lastName: 'Testkundin',
    })
  },
})

export { expect }

/**
 * A product page's own "In den Warenkorb" button: a simple product's cross-selling cards below may have a
 * quick add of the same name (described by their product).
 */
export const buyBoxButton = (page: Page) => page.getByRole('button', { name: 'In den Warenkorb' }).first()
