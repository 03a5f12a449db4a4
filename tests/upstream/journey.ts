/** The upstream-mode browser journey, run against the plugin stand-in (upstream.spec.ts) and a vanilla Shopware (vanilla.spec.ts). */
import { type BrowserContext, expect, type Page } from '@playwright/test'
import { login, PRIVATE_CUSTOMER, reviewWithPaymentMethod } from '../e2e/account-fixtures'
import { UPSTREAM_TEST_ACCESS_KEY } from './access-key'

const TECHNICAL_PATH = /^\/(en-GB\/)?(detail|navigation)\//

/** Every text the browser received (documents, scripts, styles, data), so none may hold the key. */
function everythingReceived(page: Page): string[] {
  const bodies: string[] = []
  page.on('response', async (response) => {
    const body = await response.text().catch(() => '')
    bodies.push(`${response.url()}\n${JSON.stringify(response.headers())}\n${body}`)
  })
  return bodies
}

/** A customer browses, fills the cart, logs in and orders with prepayment; the access key never reaches the browser. */
export async function customerJourney(page: Page, context: BrowserContext): Promise<void> {
  const received = everythingReceived(page)
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Arbeitsjacken' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Arbeitsjacken' })).toBeVisible()
  // Every address a shopper sees is a SEO path, never the platform's /navigation/{id} or /detail/{id}.
  expect(new URL(page.url()).pathname).not.toMatch(TECHNICAL_PATH)
  const firstProduct = page.locator('.product-card').first()
  const productName = (await firstProduct.getByRole('heading').textContent())!.trim()
  await firstProduct.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible()
  expect(new URL(page.url()).pathname).not.toMatch(TECHNICAL_PATH)
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')

  await login(page, PRIVATE_CUSTOMER, '/checkout/cart')
  await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: productName })).toBeVisible()
  await page.getByRole('link', { name: 'Zur Kasse' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Adresse' })).toBeVisible()
  await reviewWithPaymentMethod(page, 'Vorkasse')
  await expect(page.getByRole('heading', { level: 1, name: 'Prüfen & Bestellen' })).toBeVisible()
  await page.getByRole('checkbox', { name: /AGB/ }).check()
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible()
  await expect(page.getByTestId('prepayment-instructions')).toContainText('IBAN')

  received.push(await page.content(), JSON.stringify(await context.cookies()))
  expect(received.length).toBeGreaterThan(20)
  for (const text of received) expect(text).not.toContain(UPSTREAM_TEST_ACCESS_KEY)
}
