/**
 * The shop on a phone. Nothing scrolls sideways at 320 CSS px on any page type (WCAG 1.4.10 Reflow: axe
 * does not see it, so the page's own width is measured); the header is one bar of at most 64 px with the
 * search opening over it and the switches in the menu; a product page shows its name, price, picture,
 * choice and button in the first screen, its pictures swipe; the cart is a list of cards with every
 * control on screen.
 */
import type { Page } from '@playwright/test'
import { BUSINESS_CUSTOMER, expect, login, storeApi, test } from './account-fixtures'
import { PAGE_TYPES, PRODUCT, PRODUCT_PATH } from './page-types'

/** How far the page reaches past the screen's right edge, in CSS px (0: it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test.use({ locale: 'de-DE', viewport: { width: 320, height: 640 } })

test('no page type scrolls sideways at 320 px, with a full cart', async ({ page }) => {
  await storeApi(page, 'checkout/cart/line-item', {
    items: [{ type: 'product', referencedId: PRODUCT.main.id, quantity: 1 }],
  })
  for (const path of PAGE_TYPES) {
    await page.goto(path)
    await expect(page.locator('main')).toBeVisible()
    expect.soft(await overflow(page), `${path} reaches past a 320 px screen`).toBeLessThanOrEqual(0)
  }
})

test.describe('the header at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('is one bar of at most 64 px; the search opens over it; the switches are in the menu', async ({ page }) => {
    await page.goto(PRODUCT_PATH)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    const bar = page.locator('.header-bar')
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64)
    // Every control of the bar is in it, side by side: menu, logo, search, account, wishlist, cart.
    const controls = [
      page.getByRole('button', { name: 'Menü', exact: true }),
      page.getByRole('link', { name: /Workwear Pro/ }),
      page.getByRole('combobox', { name: 'Suche' }),
      page.getByRole('link', { name: 'Anmelden' }),
      page.getByTestId('wishlist-count'),
      page.getByTestId('cart-count'),
    ]
    const box = (await bar.boundingBox())!
    for (const control of controls) {
      const own = (await control.boundingBox())!
      expect(own.y).toBeGreaterThanOrEqual(box.y)
      expect(own.y + own.height).toBeLessThanOrEqual(box.y + box.height + 1)
    }
    // The language and area switches are not in the bar but in the menu.
    await expect(page.getByRole('navigation', { name: 'Sprache' })).toBeHidden()
    await page.getByRole('button', { name: 'Menü', exact: true }).click()
    const language = page.getByRole('navigation', { name: 'Sprache' })
    await expect(language).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Kategorien' })).toBeVisible()
    await expect(language.getByRole('link', { name: 'English' })).toHaveAttribute('href', /^\/en-GB\//)
    // Each choice is a touch target of at least 44 px; the two languages stand side by side.
    for (const nav of [language, page.getByRole('navigation', { name: 'Kundenbereich' })]) {
      const choices = nav.locator('li > *')
      await expect(choices).toHaveCount(2)
      for (const choice of await choices.all()) expect((await choice.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    }
    const [german, english] = await Promise.all(
      (await language.locator('li > *').all()).map(async (choice) => (await choice.boundingBox())!),
    )
    expect(Math.abs(german!.y - english!.y)).toBeLessThan(1)
    const [current, other] = await Promise.all(
      [language.locator('[aria-current]'), language.getByRole('link')].map((choice) =>
        choice.evaluate((element) => getComputedStyle(element).backgroundColor),
      ),
    )
    expect(current).not.toBe(other)
    await page.keyboard.press('Escape')

    // Focused, the search field spans the bar, with its button; typed and sent, it searches.
    const search = page.getByRole('combobox', { name: 'Suche' })
    await search.click()
    expect((await search.boundingBox())!.width).toBeGreaterThan(200)
    await expect(page.getByRole('button', { name: 'Suchen' })).toBeVisible()
    await search.fill('jacke')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/search\?search=jacke/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('jacke')
  })
})

test.describe('the header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  /** Every control of the bar sits in one row: their boxes share the bar's middle, none below another. */
  async function expectOneLine(page: Page) {
    const bar = page.locator('.header-bar')
    const box = (await bar.boundingBox())!
    expect(box.height).toBeLessThanOrEqual(72)
    const middle = box.y + box.height / 2
    for (const control of [
      bar.locator('.logo'),
      bar.locator('.header-search'),
      bar.locator('.header-settings'),
      bar.locator('.account-menu'),
      bar.locator('.cart-link'),
    ]) {
      const own = (await control.boundingBox())!
      expect(own.y).toBeLessThan(middle)
      expect(own.y + own.height).toBeGreaterThan(middle)
    }
    // The logo on one line (its height is one line's).
    const logo = bar.locator('.logo')
    const lineHeight = await logo.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight) || 30)
    expect((await logo.boundingBox())!.height).toBeLessThan(lineHeight * 1.5)
  }

  for (const locale of ['de-DE', 'en-GB'] as const)
    test(`is one line for a guest and for a customer with a long name (${locale})`, async ({ page }) => {
      const home = locale === 'de-DE' ? '/' : '/en-GB'
      await page.goto(home)
      await expectOneLine(page)
      await login(page, BUSINESS_CUSTOMER, home)
      // Into the other locale the login ends in a document load: measure once its style sheets have loaded.
      await page.waitForURL((url) => url.pathname === home, { waitUntil: 'load' })
      const name = page.getByTestId('account-name')
      await expect(name).toHaveText(`${BUSINESS_CUSTOMER.firstName} ${BUSINESS_CUSTOMER.lastName}`)
      await expect(name).toBeVisible()
      await expectOneLine(page)
      // The link still says what it is before whose it is.
      await expect(
        page.getByRole('link', {
          name: locale === 'de-DE' ? 'Mein Konto: Erika Musterfrau' : 'My account: Erika Musterfrau',
        }),
      ).toBeVisible()
    })
})

test.describe('a listing at 390 × 844 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('shows its first products in the first screen; the filters open on demand and say how many are set', async ({
    page,
  }) => {
    await page.goto('/arbeitsjacken')
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await expect(page.locator('.product-card').first()).toBeInViewport()
    const panel = page.locator('details.filter-panel')
    await expect(panel.locator('fieldset').first()).toBeHidden()
    await panel.locator('summary').click()
    await expect(panel.locator('fieldset').first()).toBeVisible()
    await panel.getByRole('checkbox').first().check()
    await expect(page).toHaveURL(/manufacturer=/)
    await expect(panel.locator('summary')).toHaveText('Filter (1)')
  })

  test('beside the grid on a desktop, the filters are open without a click', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/arbeitsjacken')
    await expect(page.locator('details.filter-panel fieldset').first()).toBeVisible()
    await expect(page.locator('details.filter-panel summary')).toBeHidden()
  })
})

test.describe('a product page at 390 × 844 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const [what, path] of [
    ['in sizes and colours', PRODUCT_PATH],
    ['with tier prices and a unit price', '/montagehandschuh-arber-sw10020'],
  ] as const) {
    test(`${what}: name, price, tax note, picture, choice and the button fill the first screen`, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('html[data-hydrated]')).toBeAttached()
      const buy = page.locator('.product-buy')
      const firstScreen = [
        page.getByRole('heading', { level: 1 }),
        buy.getByTestId('product-price'),
        buy.locator('.tax-note').getByRole('link', { name: 'Versand' }),
        buy.locator('.product-gallery img').first(),
        buy.locator('.variant-option').first(),
        buy.getByRole('button', { name: 'In den Warenkorb' }),
      ]
      for (const element of firstScreen) await expect(element).toBeInViewport({ ratio: 1 })
      await buy.getByRole('button', { name: 'In den Warenkorb' }).click()
      await expect(page.getByTestId('cart-count')).toHaveText('1')
    })
  }

  test('once the button has scrolled away, the buy bar puts the chosen variant in the cart', async ({ page }) => {
    await page.goto(PRODUCT_PATH)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    const bar = page.locator('.sticky-buy')
    await expect(bar).toBeHidden()
    await page.locator('.product-buy .variant-option').nth(1).click()
    const productId = page.locator('.product-buy form.add-to-cart input[name="productId"]')
    await expect(productId).not.toHaveValue(PRODUCT.main.id)
    const chosen = await productId.inputValue()
    await page.locator('.product-description, .product-facts').first().scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 600)
    await expect(bar).toBeVisible()
    await expect(bar).toBeInViewport({ ratio: 1 })
    await expect(page.locator('.product-buy form.add-to-cart')).not.toBeInViewport()
    await bar.locator('button').click()
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    const cart = await (await page.request.get('/store-api/checkout/cart')).json()
    expect(cart.lineItems.map((line: { referencedId: string }) => line.referencedId)).toEqual([chosen])
    // Scrolled back up to the form, the bar steps aside.
    await page.locator('.product-buy h1').scrollIntoViewIfNeeded()
    await expect(bar).toBeHidden()
  })

  test('what the keyboard focuses below the form is never hidden under the buy bar (WCAG 2.4.11)', async ({ page }) => {
    await page.goto(PRODUCT_PATH)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await page.locator('.product-buy form.add-to-cart button[type="submit"]').focus()
    let besideBar = 0
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab')
      const place = await page.evaluate(() => {
        const bar = document.querySelector<HTMLElement>('.sticky-buy')
        const focused = document.activeElement
        if (!bar || bar.hidden || !focused || focused === document.body) return null
        const { top, bottom } = focused.getBoundingClientRect()
        return { text: focused.textContent?.trim().slice(0, 40), top, bottom, barTop: bar.getBoundingClientRect().top }
      })
      if (!place) continue
      besideBar++
      expect(place.top, `"${place.text}" is hidden under the buy bar`).toBeLessThan(place.barTop)
    }
    // The bar was on screen for most of the walk: the check ran.
    expect(besideBar).toBeGreaterThan(20)
  })

  test('its pictures swipe, the next one showing at the edge', async ({ page }) => {
    await page.goto(PRODUCT_PATH)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    const slides = page.getByRole('list', { name: 'Produktbilder' })
    const pictures = slides.getByRole('img')
    expect(await pictures.count()).toBeGreaterThan(1)
    await expect(pictures.nth(1)).toBeInViewport()
    await expect(slides.locator('li').first()).toHaveAttribute('aria-current', 'true')
    await slides.evaluate((list) => list.scrollBy({ left: list.clientWidth, behavior: 'instant' }))
    await expect(slides.locator('li').nth(1)).toHaveAttribute('aria-current', 'true')
    // Each picture says what it shows (the media's own text, else the name with its number).
    const alts = await pictures.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))
    for (const alt of alts) expect(alt).toMatch(new RegExp(`^${PRODUCT.name['de-DE']}`))
    expect(new Set(alts).size).toBe(alts.length)
  })
})

test.describe("a product page at Lighthouse's phone, 412 × 823 px", () => {
  test.use({ viewport: { width: 412, height: 823 } })

  test('its first picture is the largest paint of the first screen', async ({ page }) => {
    await page.goto(PRODUCT_PATH)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    // Chrome leaves out pictures with too little drawn in them (under 0.05 bits per pixel): a bare
    // silhouette made the tax note the page's largest paint, and a card far below it in Lighthouse.
    const largest = await page.evaluate(
      () =>
        new Promise<string>((done) =>
          new PerformanceObserver((list) => {
            const element = (list.getEntries().at(-1) as PerformanceEntry & { element: Element | null }).element
            done(
              element?.closest('.gallery-slides')
                ? `slide ${(element as HTMLImageElement).alt}`
                : String(element?.outerHTML),
            )
          }).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    )
    expect(largest).toBe(`slide ${PRODUCT.name['de-DE']}`)
  })

  test('downloads no thumbnail it hides; a desktop shows them loaded', async ({ page }) => {
    const images: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(request.url())
    })
    await page.goto(PRODUCT_PATH)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    // Hidden on a phone, so out of the accessibility tree: found by the list's class.
    const thumbnails = page.locator('ul.gallery-thumbnails img')
    expect(await thumbnails.count()).toBeGreaterThan(1)
    await expect(thumbnails.first()).toBeHidden()
    await page.waitForLoadState('networkidle')
    // At this width the slides take the 800 px pictures; the thumbnails' 400 px ones stay unasked.
    const thumbnailUrls = await thumbnails.evaluateAll((list) =>
      list.map(
        (image) =>
          new URL(
            (image as HTMLImageElement).srcset
              .split(', ')
              .find((c) => c.endsWith(' 400w'))!
              .split(' ')[0]!,
            location.href,
          ).href,
      ),
    )
    expect(images.filter((url) => thumbnailUrls.includes(url))).toEqual([])
    // The page's own record of what it fetched agrees (a thumbnail's `complete` is no measure: Chrome has
    // reported it true, once in ~30 runs, for a hidden thumbnail it never asked for).
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
    expect(fetched.length).toBeGreaterThan(0)
    expect(fetched.filter((url) => thumbnailUrls.includes(url))).toEqual([])

    await page.setViewportSize({ width: 1366, height: 900 })
    await expect(thumbnails.first()).toBeVisible()
    for (const thumbnail of await thumbnails.all())
      await expect
        .poll(() => thumbnail.evaluate((image) => (image as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0)
  })
})

test.describe('the account at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const [locale, prefix, summary, orders, profile, heading] of [
    ['de-DE', '', 'Mein Konto: Bestellungen', 'Bestellungen', 'Persönliche Daten', 'Persönliche Daten'],
    ['en-GB', '/en-GB', 'My account: Orders', 'Orders', 'Personal data', 'Personal data'],
  ] as const)
    test(`starts with the page; its menu opens from a bar naming the page (${locale})`, async ({ page }) => {
      await login(page, BUSINESS_CUSTOMER, `${prefix}/account/order`)
      await expect(page.locator('html[data-hydrated]')).toBeAttached()
      const nav = page.locator('nav.account-nav')
      const bar = nav.locator('summary')
      await expect(bar).toHaveText(summary)
      // Closed: the page's heading, not the list of account pages, fills the first screen.
      await expect(nav.getByRole('link', { name: orders })).toBeHidden()
      await expect(page.locator('#account-heading')).toBeInViewport({ ratio: 1 })
      expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(56)
      await bar.click()
      await expect(nav.getByRole('link', { name: orders })).toHaveAttribute('aria-current', 'page')
      await nav.getByRole('link', { name: profile }).click()
      await expect(page.locator('#account-heading')).toHaveText(heading)
      await expect(bar).toHaveText(summary.replace(orders, profile))
      await expect(nav.getByRole('link', { name: orders })).toBeHidden()
    })

  test('from 960 px the menu stands beside the page, open without a click', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await login(page, BUSINESS_CUSTOMER, '/account/order')
    const nav = page.locator('nav.account-nav')
    await expect(nav.getByRole('link', { name: 'Bestellungen' })).toBeVisible()
    await expect(nav.locator('summary')).toBeHidden()
  })
})

test.describe('a form at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const [path, locale, selects] of [
    ['/register', 'de-DE', 3],
    ['/en-GB/login', 'en-GB', 0],
  ] as const)
    test(`${path}: the fields take the page's width within its margins; a select looks like a text field`, async ({
      page,
    }) => {
      await page.goto(path)
      const main = (await page.locator('main').boundingBox())!
      const marginOf = await page
        .locator('main')
        .evaluate((element) => Number.parseFloat(getComputedStyle(element).paddingLeft))
      const text = page.locator('main .field input[type="email"]').first()
      const box = (await text.boundingBox())!
      // Only the page's own margin at each side (no second padding of the form's column).
      expect(box.x).toBeCloseTo(main.x + marginOf, 0)
      expect(box.width).toBeCloseTo(main.width - 2 * marginOf, 0)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('main .field select')).toHaveCount(selects)
      const select = page.locator('main .field select').first()
      if (selects) {
        const look = (element: Element) => {
          const style = getComputedStyle(element)
          return [style.backgroundColor, style.color, style.borderTopColor]
        }
        expect(await select.evaluate(look)).toEqual(await text.evaluate(look))
      }
    })
})

test.describe('the cart at 320 px', () => {
  test('shows each line as a card: name, prices with their names, stepper and remove on screen', async ({ page }) => {
    await storeApi(page, 'checkout/cart/line-item', {
      items: [{ type: 'product', referencedId: PRODUCT.main.id, quantity: 1 }],
    })
    await page.goto('/checkout/cart')
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    const line = page.getByRole('row').filter({ hasText: PRODUCT.name['de-DE'] })
    await expect(line.getByTestId('cart-unit-price')).toContainText('€')
    const controls = [
      line.getByRole('spinbutton'),
      line.getByRole('button', { name: /entfernen/i }),
      line.getByTestId('cart-line-total'),
    ]
    for (const control of controls) {
      const box = (await control.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(320)
    }
    // The column names are read with the cells (the table's header) and shown beside the amounts.
    await expect(page.getByRole('columnheader', { name: 'Stückpreis' })).toBeAttached()
    await line.getByRole('button', { name: /entfernen/i }).click()
    await expect(page.getByText('Ihr Warenkorb ist leer')).toBeVisible()
  })
})
