/** The session apart from the cart: a login reloads the root data once, in the page's own request; navigation never does. */
import { expect, test, type Page, type Request } from '@playwright/test'
import { isPrefetch } from './requests'

/** The seed's business customer (embedded/seed/customer/customers.ts). */
const BUSINESS = { email: 'firma@example.com', password: 'shopware123' }

/** Every {path}/_payload.json request of the page, with whether it asked for the root's data. */
function payloadRequests(page: Page) {
  const seen: Array<{ path: string; root: boolean; request: Request }> = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    // Prefetches of the main navigation a second after load (decision 032) are not the page's requests.
    if (url.pathname.endsWith('/_payload.json') && !isPrefetch(request))
      seen.push({ path: url.pathname, root: request.headers()['x-storefront-root'] === '1', request })
  })
  return seen
}

test.describe('session', () => {
  test.use({ locale: 'de-DE' })

  test('a login reloads the root data with the page and the page follows; navigation does not', async ({ page }) => {
    await page.goto('/arbeitsjacken')
    const payloads = payloadRequests(page)
    const taxNote = page.locator('.site-footer .tax-note')
    await expect(taxNote).toHaveText('Alle Preise inkl. MwSt., zzgl. Versand.')

    // An ordinary client navigation: one payload request, without the root's data.
    const card = page.locator('.product-card').first()
    const productName = (await card.getByRole('heading').textContent())!.trim()
    await card.getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible()
    const productPath = new URL(page.url()).pathname
    expect(payloads.map(({ path, root }) => ({ path, root }))).toEqual([
      { path: `${productPath}/_payload.json`, root: false },
    ])
    expect(((await (await payloads[0]!.request.response())!.json()) as any).loaderData.root).toBeUndefined()

    // A real login as the business customer: the form posts once to the login page's payload, the
    // answer's redirect brings the shopper back, and that navigation reloads the root data with the page's.
    await page.getByRole('navigation', { name: 'Kundenkonto' }).getByRole('link', { name: 'Anmelden' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible()
    await page.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill(BUSINESS.email)
    await page.getByRole('textbox', { name: /^Passwort/ }).fill(BUSINESS.password)
    const login = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/login/_payload.json',
    )
    await page.getByRole('button', { name: 'Anmelden' }).click()
    expect(await (await login).json()).toEqual({ redirect: productPath, session: true })

    await expect(page).toHaveURL(new RegExp(`${productPath}$`))
    await expect(taxNote).toHaveText('Alle Preise zzgl. MwSt. und Versand.')
    await expect(page.locator('.product-buy')).toContainText('zzgl. MwSt., zzgl. Versand')
    await expect(page.getByTestId('account-name')).toHaveText(/Erika Musterfrau/)
    expect(payloads.slice(1).map(({ path, root, request }) => ({ path, root, method: request.method() }))).toEqual([
      { path: '/login/_payload.json', root: false, method: 'GET' },
      { path: '/login/_payload.json', root: false, method: 'POST' },
      { path: `${productPath}/_payload.json`, root: true, method: 'GET' },
    ])
    const rootData = ((await (await payloads[3]!.request.response())!.json()) as any).loaderData.root
    expect(rootData.context).toMatchObject({ taxState: 'net', priceDisplay: 'net', area: 'business' })
    expect(rootData.navigation.length).toBeGreaterThan(0)

    // Navigation after that is ordinary again: one payload request, no root data, the session kept.
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Arbeitsjacken' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Arbeitsjacken' })).toBeVisible()
    expect(payloads.slice(4).map(({ path, root }) => ({ path, root }))).toEqual([
      { path: '/arbeitsjacken/_payload.json', root: false },
    ])
    await expect(taxNote).toHaveText('Alle Preise zzgl. MwSt. und Versand.')
  })
})
