/** A shopper's first journey, in German and in English: home → category → product → add to cart → cart. */
import { expect, test, type Page } from '@playwright/test'
import { isPrefetch } from './requests'

const journeys = [
  {
    locale: 'de-DE',
    home: '/',
    category: 'Arbeitsjacken',
    addToCart: 'In den Warenkorb',
    cart: /^Warenkorb, 1 Artikel$/,
    cartHeading: 'Warenkorb',
    added: 'Der Artikel wurde in den Warenkorb gelegt.',
    lastSeen: 'Zuletzt angesehen',
  },
  {
    locale: 'en-GB',
    home: '/en-GB',
    category: 'Work jackets',
    addToCart: 'Add to cart',
    cart: /^Cart, 1 item$/,
    cartHeading: 'Cart',
    added: 'The item has been added to your cart.',
    lastSeen: 'Recently viewed',
  },
] as const

const cartCount = (page: Page) => page.getByTestId('cart-count')

for (const journey of journeys) {
  test.describe(journey.locale, () => {
    test.use({ locale: journey.locale })

    test('browse, add a product to the cart, see it in the cart', async ({ page }) => {
      await page.goto(journey.home)
      await expect(page.locator('html')).toHaveAttribute('lang', journey.locale)
      await expect(cartCount(page)).toHaveText('0')

      await page
        .getByRole('navigation', { name: journey.locale === 'de-DE' ? 'Hauptnavigation' : 'Main navigation' })
        .getByRole('link', { name: journey.category })
        .click()
      await expect(page.getByRole('heading', { level: 1, name: journey.category })).toBeVisible()

      const firstProduct = page.locator('.product-card').first()
      const productName = (await firstProduct.getByRole('heading').textContent())!.trim()
      await firstProduct.getByRole('link').click()
      await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible()
      // The breadcrumb runs down the navigation to the product's category (worked out in its island).
      const breadcrumb = page.locator('nav.breadcrumb')
      await expect(breadcrumb.getByRole('link', { name: journey.category })).toBeVisible()
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(productName)

      await page.getByRole('button', { name: journey.addToCart }).click()
      await expect(page.getByRole('status').filter({ hasText: journey.added })).toBeVisible()
      await expect(cartCount(page)).toHaveText('1')

      await page.getByRole('link', { name: journey.cart }).first().click()
      await expect(page.getByRole('heading', { level: 1, name: journey.cartHeading })).toBeVisible()
      await expect(page.getByRole('row').filter({ hasText: productName })).toBeVisible()

      // The cart survives a full reload: it lives on the server under the HttpOnly context cookie.
      await page.reload()
      await expect(cartCount(page)).toHaveText('1')
      await expect(page.getByRole('row').filter({ hasText: productName })).toBeVisible()

      // The home page names the product just seen above its footer (an island: the browser's storage, its
      // code loaded as the shopper comes near).
      await page.goto(journey.home)
      await page.locator('.site-footer').scrollIntoViewIfNeeded()
      const lastSeen = page.getByRole('region', { name: journey.lastSeen })
      await expect(lastSeen.getByRole('link', { name: productName })).toBeVisible()
    })
  })
}

test.describe('client navigation', () => {
  test.use({ locale: 'de-DE' })

  test('moving between pages is one data request, no document load', async ({ page }) => {
    const documents: string[] = []
    const navigation: string[] = []
    const prefetched: string[] = []
    let hydrated = false
    page.on('request', (request) => {
      if (hydrated && request.resourceType() === 'document') documents.push(request.url())
      if (new URL(request.url()).pathname !== '/arbeitsjacken/_payload.json') return
      // The prefetch of the main navigation a second after load (decision 032) may come first: the
      // islands hydrate after the load event (decision 039). The navigation then uses it, or asks once.
      const kind = isPrefetch(request) ? prefetched : navigation
      kind.push(request.url())
    })
    await page.goto('/')
    // Before hydration a link is a plain link (a document load, as it should be): wait for the app.
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    hydrated = true
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Arbeitsjacken' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Arbeitsjacken' })).toBeVisible()
    await expect(page.locator('.product-card').first()).toBeVisible()
    expect(documents).toEqual([])
    expect(navigation.length).toBeLessThanOrEqual(1)
    expect(navigation.length + prefetched.length).toBeGreaterThanOrEqual(1)
    // The listing's view came with the data (decision 047): the payload named its chunks, and the page
    // asked for all of them at once rather than import after import.
    const code = (await (await page.request.get('/arbeitsjacken/_payload.json')).json()).code as string[]
    expect(code.some((file) => /^\/assets\/page-[\w-]+\.js$/.test(file))).toBe(true)
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
    )
    expect(preloaded).toEqual(expect.arrayContaining(code))
  })
})

test.describe('before the app has hydrated', () => {
  test.use({ locale: 'de-DE' })

  test('the add-to-cart form still puts the product in the cart', async ({ page }) => {
    // The app bundle never arrives (slow network, blocked script): React's inline stream scripts still reveal the page.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
    await page.goto('/arbeitsjacken')
    const firstProduct = page.locator('.product-card').first()
    const productName = (await firstProduct.getByRole('heading').textContent())!.trim()
    await firstProduct.getByRole('link').click()
    await page.getByLabel('Menge', { exact: true }).fill('2')
    await page.getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(page).toHaveURL(/\/checkout\/cart$/)
    await expect(cartCount(page)).toHaveText('2')
    await expect(page.getByRole('row').filter({ hasText: productName })).toBeVisible()
  })
})
