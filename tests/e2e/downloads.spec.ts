/**
 * A digital product end to end: the demo private customer buys the safety briefing by card, accepts
 * the waiver of the cancellation right and pays; a paid order of it offers the PDF on the order's page
 * in the account.
 */
import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { uuidFor } from '../../shared/ids'
import { digitalProductId } from '../../embedded/seed/catalog/digital'
import {
  buyBoxButton,
  cardOrderPaidWith,
  login,
  PRIVATE_CUSTOMER,
  payOnProviderPage,
  registeredCustomer,
  reviewWithPaymentMethod,
  storeApi,
} from './account-fixtures'

const GUIDE_PATH = '/unterweisung-arbeitsschutz-swd1001'

/**
 * A new customer of the test's own with a paid order of the safety briefing, through the Store API and
 * the provider's form in the page's session (buying it through the pages has its own test): the order's number.
 */
async function paidBriefingOrder(page: Page, workerIndex: number): Promise<string> {
  await registeredCustomer(page, {
    firstName: 'Dora',
    lastName: 'Download',
    email: `download-${workerIndex}-${Date.now()}@example.com`,
    password: 'download-E2e-123',
  })
  await storeApi(page, 'checkout/cart/line-item', {
    items: [{ type: 'product', referencedId: digitalProductId(0), quantity: 1 }],
  })
  await storeApi(page, 'context', { paymentMethodId: uuidFor('payment-method:credit-card') }, 'patch')
  const { order, location } = await cardOrderPaidWith(page, '4242 4242 4242 4242', 'Dora Download')
  expect(location).not.toMatch(/\/unpaid$/)
  return String(order.orderNumber)
}

test.describe('digital products in German', () => {
  test.use({ locale: 'de-DE' })

  test('the demo customer buys the safety briefing by card, with the waiver, until it is paid', async ({ page }) => {
    await login(page, PRIVATE_CUSTOMER, '/account')
    await expect(page).toHaveURL(/\/account$/)

    await page.goto(GUIDE_PATH)
    await expect(page.getByRole('heading', { level: 1, name: 'Unterweisung Arbeitsschutz' })).toBeVisible()
    await buyBoxButton(page).click()
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    await page.goto('/checkout/cart')
    await page.getByRole('link', { name: 'Zur Kasse' }).click()
    await reviewWithPaymentMethod(page, 'Kreditkarte')
    await expect(page.getByRole('heading', { level: 1, name: 'Prüfen & Bestellen' })).toBeVisible()

    // The waiver is required for digital content: without it the order is refused.
    await page.getByRole('checkbox', { name: /AGB/ }).check()
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Bitte stimmen Sie dem Verzicht auf das Widerrufsrecht' }),
    ).toBeVisible()
    await page.getByRole('checkbox', { name: /AGB/ }).check()
    await page.getByRole('checkbox', { name: /Widerrufsrecht verliere/ }).check()
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible()
    await expect(page.getByTestId('order-number')).toHaveText(/Bestellnummer: \d+/)

    // The provider's page: the test card pays the order.
    await page.getByRole('link', { name: 'Jetzt bezahlen' }).click()
    await payOnProviderPage(page, '4242 4242 4242 4242')
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Jetzt bezahlen' })).toHaveCount(0)
  })

  test('a paid order of the safety briefing offers the PDF on its page in the account', async ({ page }, testInfo) => {
    const orderNumber = await paidBriefingOrder(page, testInfo.workerIndex)

    // The paid order's page offers the file.
    await page.goto('/account/order')
    await page.getByRole('link', { name: `Details zur Bestellung ${orderNumber}` }).click()
    const downloads = page.getByRole('region', { name: 'Downloads' })
    const link = downloads.getByRole('link', { name: 'unterweisung-arbeitsschutz.pdf herunterladen' })
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe('unterweisung-arbeitsschutz.pdf')
    const bytes = (await readFile((await download.path())!)).toString('latin1')
    expect(bytes.startsWith('%PDF-1.4')).toBe(true)
    expect(bytes).toContain('(Unterweisung Arbeitsschutz)')
  })
})
