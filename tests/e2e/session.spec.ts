/** The session apart from the cart: a `context`-tagged answer reloads the root data once; navigation never does. */
import { expect, test, type Page, type Request } from '@playwright/test'

const LANGUAGE_DE = '2fbb5fe2e29a4d70aa5854ce7ce3e20b'

/** Every {path}/_payload.json request of the page, with whether it asked for the root's data. */
function payloadRequests(page: Page) {
  const seen: Array<{ path: string; root: boolean; request: Request }> = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('/_payload.json'))
      seen.push({ path: url.pathname, root: request.headers()['x-storefront-root'] === '1', request })
  })
  return seen
}

test.describe('session', () => {
  test.use({ locale: 'de-DE' })

  test('a context change reloads the root data in one request and the page follows; navigation does not', async ({
    page,
  }) => {
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

    // No page sends a context change yet (login comes with the next issue), so the app's own Store API
    // client sends one: its add-to-cart call becomes PATCH /store-api/context, which the real proxy tags
    // `context`.
    await page.route('**/store-api/checkout/cart/line-item', (route) =>
      route.continue({
        url: new URL('/store-api/context', page.url()).href,
        method: 'PATCH',
        postData: JSON.stringify({ languageId: LANGUAGE_DE }),
      }),
    )
    // The embedded Store API has no login yet either: the reloaded root data (real, from the worker)
    // is answered with a business customer's net tax state, so the page shows what a login changes.
    let rootData: any
    await page.route('**/_payload.json', async (route) => {
      if (route.request().headers()['x-storefront-root'] !== '1') return route.continue()
      const response = await route.fetch()
      const payload = await response.json()
      rootData = payload.loaderData.root
      payload.loaderData.root = {
        ...rootData,
        context: { taxState: 'net', customer: { id: 'b'.repeat(32), accountType: 'business', firstName: 'Bea' } },
      }
      await route.fulfill({ response, json: payload })
    })
    await page.getByRole('button', { name: 'In den Warenkorb' }).click()

    await expect(taxNote).toHaveText('Alle Preise zzgl. MwSt. und Versand.')
    await expect(page.locator('.product-buy')).toContainText('zzgl. MwSt., zzgl. Versand')
    expect(payloads.slice(1).map(({ path, root }) => ({ path, root }))).toEqual([
      { path: `${productPath}/_payload.json`, root: true },
    ])
    // The worker sent the new session's root data: the context the PATCH created now has its (empty) cart.
    expect(rootData.navigation.length).toBeGreaterThan(0)
    expect(rootData.cart).toMatchObject({ apiAlias: 'cart', lineItems: [] })

    // Navigation after that is ordinary again: one payload request, no root data, the session kept.
    await page.unrouteAll({ behavior: 'wait' })
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Arbeitsjacken' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Arbeitsjacken' })).toBeVisible()
    expect(payloads.slice(2).map(({ path, root }) => ({ path, root }))).toEqual([
      { path: '/arbeitsjacken/_payload.json', root: false },
    ])
    await expect(taxNote).toHaveText('Alle Preise zzgl. MwSt. und Versand.')
  })
})
