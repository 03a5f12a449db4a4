/**
 * Epic-style fixtures for the account tests: "a registered private customer", "a business customer"
 * (the seed's demo accounts), a fresh customer registered through the page, and the shop's outbox.
 * The outbox is read as an operator reads it (`npm run mailbox`: wrangler d1 execute on the e2e
 * server's own state folder), so no test-only route ever exists in the worker.
 */
import { expect, type Page, test as base } from '@playwright/test'
import { readMailbox } from '../../scripts/mailbox'
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../../worker/embedded/seed/customer/customers'

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

/** The newest mail's links to `recipient`, waiting briefly for the outbox row. */
export async function mailLinks(recipient: string): Promise<string[]> {
  let links: string[] = []
  await expect
    .poll(
      () => {
        try {
          links = readMailbox(E2E_STATE_DIR, 1, recipient)[0]?.links ?? []
        } catch {
          // The running server may hold the SQLite file for a moment (SQLITE_BUSY): read again.
          links = []
        }
        return links.length
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0)
  return links
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
