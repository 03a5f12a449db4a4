/**
 * The app shell in the browser (decision 031): the service worker controls the page and shows the offline
 * page in the shopper's language, a new build offers the reload, the install offer shows once.
 */
import { expect, type Page, test } from '@playwright/test'

/** The app shell loads after the page is idle; its service worker then takes over the page. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated')
}

test.describe('service worker', () => {
  test.use({ locale: 'de-DE' })

  test('registers at /sw.js with scope /, controls the page and precaches the build', async ({ page }) => {
    await page.goto('/')
    await controlledByServiceWorker(page)
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/')
      const build = document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content
      const names = await caches.keys()
      const cached = names.length
        ? (await (await caches.open(names[0]!)).keys()).map((r) => new URL(r.url).pathname)
        : []
      return { script: registration?.active?.scriptURL, scope: registration?.scope, build, names, cached }
    })
    expect(new URL(state.script!).pathname).toBe('/sw.js')
    expect(new URL(state.scope!).pathname).toBe('/')
    expect(state.names).toEqual([`static-${state.build}`])
    expect(state.cached).toEqual(expect.arrayContaining(['/offline/de-DE', '/offline/en-GB', '/favicon.svg']))
    expect(state.cached.some((path) => /^\/assets\/entry\.client-.*\.js$/.test(path))).toBe(true)
  })

  test('keeps nothing with customer data, and shows the offline page in German and English without a network', async ({
    page,
    context,
  }) => {
    await page.goto('/arbeitsjacken')
    await controlledByServiceWorker(page)
    // A shopper's journey through the worker-controlled page: payloads, the Store API, the cart.
    await page.locator('.product-card').first().getByRole('link').click()
    await page.getByRole('button', { name: 'In den Warenkorb' }).click()
    await page.goto('/checkout/cart')
    const cached = await page.evaluate(async () => {
      const all = await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys()))
      return all.flat().map((request) => new URL(request.url).pathname)
    })
    expect(cached.filter((path) => !/^\/(assets|offline|icons|manifest)\/|^\/favicon\.svg$/.test(path))).toEqual([])

    // The network goes once the cart page has loaded what it loads after the load event (islands, the
    // shell): the offline navigation then starts from a page at rest, as a shopper's would.
    await page.waitForLoadState('networkidle')
    await context.setOffline(true)
    await page.goto('/arbeitshosen')
    await expect(page.getByRole('heading', { level: 1, name: 'Sie sind offline' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
    await page.goto('/en-GB/checkout/cart')
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible()

    await context.setOffline(false)
    await page.getByRole('link', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible()
  })
})

test.describe('new build', () => {
  test.use({ locale: 'de-DE' })

  test('offers the reload in a banner when builds/latest.json names another build', async ({ page }) => {
    await page.clock.install()
    await page.goto('/arbeitsjacken')
    await controlledByServiceWorker(page)
    await page.route('**/builds/latest.json', (route) =>
      route.fulfill({
        json: { id: 'f0f0f0f0f0f0f0f0', timestamp: Date.now() },
        headers: { 'cache-control': 'no-cache' },
      }),
    )
    const banner = page.getByRole('status').filter({ hasText: 'Eine neue Version des Shops ist da.' })
    await expect(banner).toHaveCount(0)
    // The next poll, 60 s later.
    await page.clock.fastForward(60_000)
    await expect(banner).toBeVisible()

    await page.unroute('**/builds/latest.json')
    await page.evaluate(() => {
      ;(window as unknown as { beforeReload: boolean }).beforeReload = true
    })
    await banner.getByRole('button', { name: 'Jetzt neu laden' }).click()
    await page.waitForFunction(() => !(window as unknown as { beforeReload?: boolean }).beforeReload)
    await expect(page.getByRole('heading', { level: 1, name: 'Arbeitsjacken' })).toBeVisible()
    await expect(banner).toHaveCount(0)
  })

  test('loads the next page as a document when a new build is known', async ({ page }) => {
    await page.clock.install()
    await page.goto('/arbeitsjacken')
    await controlledByServiceWorker(page)
    await page.route('**/builds/latest.json', (route) =>
      route.fulfill({ json: { id: 'f0f0f0f0f0f0f0f0', timestamp: Date.now() } }),
    )
    await page.clock.fastForward(60_000)
    await expect(page.getByText('Eine neue Version des Shops ist da.')).toBeVisible()
    await page.unroute('**/builds/latest.json')
    await page.evaluate(() => {
      ;(window as unknown as { beforeReload: boolean }).beforeReload = true
    })
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Arbeitshosen' }).click()
    await page.waitForFunction(() => !(window as unknown as { beforeReload?: boolean }).beforeReload)
    await expect(page).toHaveURL(/\/arbeitshosen$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Arbeitshosen' })).toBeVisible()
  })
})

test.describe('install offer', () => {
  test.use({ locale: 'en-GB' })

  /** Chrome's offer, as a page receives it (tests cannot make the real browser offer an install). */
  const offerInstall = (page: Page) =>
    page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          ;(window as unknown as { prompted: boolean }).prompted = true
        },
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      })
      window.dispatchEvent(event)
    })

  test('shows once after a second page and stays dismissed', async ({ page }) => {
    await page.goto('/en-GB')
    await controlledByServiceWorker(page)
    const offer = page.getByRole('region', { name: 'Install the shop as an app' })
    await offerInstall(page)
    // One page is not yet engagement.
    await expect(offer).toHaveCount(0)
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first().click()
    await expect(offer).toBeVisible()
    await expect(offer).toContainText('Install the shop as an app for quick access from your home screen.')
    await offer.getByRole('button', { name: 'No, thanks' }).click()
    await expect(offer).toHaveCount(0)

    await page.goto('/en-GB')
    await controlledByServiceWorker(page)
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first().click()
    await offerInstall(page)
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').nth(1).click()
    await expect(page.locator('main h1')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('install-offer-shown'))).not.toBeNull()
    await expect(offer).toHaveCount(0)
  })

  test('hands the install to the browser when accepted', async ({ page }) => {
    await page.goto('/en-GB')
    await controlledByServiceWorker(page)
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first().click()
    await offerInstall(page)
    const offer = page.getByRole('region', { name: 'Install the shop as an app' })
    await offer.getByRole('button', { name: 'Install' }).click()
    await expect(offer).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true)
  })
})
