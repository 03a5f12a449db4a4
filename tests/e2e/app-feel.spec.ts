/**
 * The app feel (decision 032), in German and in English: the page loader shows while a slow
 * navigation loads, add-to-cart is announced as a notification that goes away, the "system" theme follows
 * the emulated colour scheme (and the worker renders it from the cookie), a broken picture shows the
 * placeholder named by its alt text, and a client navigation arrives as a page load would: at the top of the
 * next page with focus in its content, back where the shopper left on going back.
 */
import { expect, type Page, test } from '@playwright/test'

const locales = [
  {
    locale: 'de-DE',
    home: '/',
    nav: 'Hauptnavigation',
    category: 'Arbeitsjacken',
    loading: 'Seite wird geladen',
    addToCart: 'In den Warenkorb',
    added: 'Der Artikel wurde in den Warenkorb gelegt.',
    theme: 'Farbschema',
    listing: '/arbeitsjacken',
    register: '/register',
    company: 'Firma',
  },
  {
    locale: 'en-GB',
    home: '/en-GB',
    nav: 'Main navigation',
    category: 'Work jackets',
    loading: 'Loading page',
    addToCart: 'Add to cart',
    added: 'The item has been added to your cart.',
    theme: 'Colour scheme',
    listing: '/en-GB/work-jackets',
    register: '/en-GB/register',
    company: 'Company',
  },
] as const

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]')

/**
 * Scrolls to the footer and waits for it to hydrate (an island whose code loads at the shopper's first tap
 * or key, here a Shift): its theme form then applies a choice at once and drops its submit button.
 */
async function footerHydrated(page: Page): Promise<void> {
  await page.locator('.site-footer').scrollIntoViewIfNeeded()
  await page.keyboard.press('Shift')
  await expect(page.locator('.theme-select button')).toHaveCount(0)
}

/** Opens the first product of the listing that can be bought now (an outlet piece may be sold out). */
async function openBuyableProduct(page: Page, addToCart: string): Promise<void> {
  const listing = page.url()
  for (let i = 0; i < 5; i++) {
    await page.locator('.product-card').nth(i).getByRole('link').click()
    const button = page.getByRole('button', { name: addToCart })
    await expect(button).toBeVisible()
    if (await button.isEnabled()) return
    await page.goto(listing)
    await hydrated(page)
  }
  throw new Error('No buyable product among the first five of the listing')
}
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)

for (const l of locales) {
  test.describe(l.locale, () => {
    test.use({ locale: l.locale })

    test('the worker’s flash (a form answered before the app ran) shows once, then is forgotten', async ({
      page,
      context,
      baseURL,
    }) => {
      // What the worker sets when a form posted without the app answers with a redirect (add to cart).
      await context.addCookies([{ name: 'flash', value: 'success:product.added', url: baseURL! }])
      await page.goto(l.home)
      await hydrated(page)
      await expect(page.getByText(l.added)).toBeVisible()
      await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'flash')).toBe(false)
      await page.reload()
      await hydrated(page)
      await expect(page.getByText(l.added)).toHaveCount(0)
    })

    test('the page loader shows while a slow navigation loads, then goes', async ({ page }) => {
      await page.route('**/_payload.json*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500))
        await route.continue()
      })
      await page.goto(l.home)
      await hydrated(page)
      const loader = page.getByRole('progressbar', { name: l.loading })
      await expect(loader).toHaveCount(0)
      await page.getByRole('navigation', { name: l.nav }).getByRole('link', { name: l.category }).click()
      await expect(loader).toBeVisible()
      await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true')
      await expect(page.getByRole('heading', { level: 1, name: l.category })).toBeVisible()
      await expect(loader).toHaveCount(0)
      await expect(page.locator('main')).not.toHaveAttribute('aria-busy', 'true')
    })

    test('a product opened far down a listing starts at its top, focus in its content; back returns to the place left', async ({
      page,
    }) => {
      await page.goto(l.home)
      await hydrated(page)
      await page.getByRole('navigation', { name: l.nav }).getByRole('link', { name: l.category }).click()
      await expect(page.getByRole('heading', { level: 1, name: l.category })).toBeVisible()
      const card = page.locator('.product-card').nth(7)
      await card.scrollIntoViewIfNeeded()
      const left = await page.evaluate(() => window.scrollY)
      expect(left).toBeGreaterThan(300)
      await card.getByRole('link').first().click()
      await expect(page.locator('.product-buy h1')).toBeVisible()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      await expect(page.locator('main')).toBeFocused()
      // A variant chosen on the page changes only part of it: the place and the focus stay.
      await page.evaluate(() => window.scrollTo(0, 120))
      const option = page.locator('.product-buy .variant-option').nth(1)
      await option.click()
      await expect(page).toHaveURL(/[?&]o=/)
      await expect(option.locator('input')).toBeFocused()
      expect(await page.evaluate(() => window.scrollY)).toBe(120)
      await page.goBack()
      await page.goBack()
      await expect(page.getByRole('heading', { level: 1, name: l.category })).toBeVisible()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left)
    })

    test('a page reloaded after a client navigation comes back where the shopper was', async ({ page }) => {
      await page.goto(l.home)
      await hydrated(page)
      await page.getByRole('navigation', { name: l.nav }).getByRole('link', { name: l.category }).click()
      await expect(page.getByRole('heading', { level: 1, name: l.category })).toBeVisible()
      await page.locator('.product-card').nth(7).scrollIntoViewIfNeeded()
      const left = await page.evaluate(() => window.scrollY)
      expect(left).toBeGreaterThan(300)
      await page.reload()
      await hydrated(page)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left)
    })

    test('a page opened anew stays where the shopper scrolled it at the first tap, whatever the page before kept', async ({
      page,
    }) => {
      // A listing opened as a document, scrolled far down, left for another document: its place is kept
      // for it, and for nothing else.
      await page.goto(l.listing)
      await hydrated(page)
      await page.evaluate(() => window.scrollTo(0, 1200))
      await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe('manual')
      // The next page's scroll restoration starts at the first tap (the browser is not idle before it).
      await page.addInitScript(() => {
        window.requestIdleCallback = () => 0
      })
      await page.goto(l.register)
      // Hydrated: the business fields hide for a private account.
      await expect(page.getByRole('textbox', { name: l.company })).toHaveCount(0)
      await page.evaluate(() => window.scrollTo(0, 300))
      await page.mouse.click(4, 200)
      await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe('manual')
      // The restoration renders at a transition's priority: give it time to move the page if it would.
      await page.waitForTimeout(1500)
      expect(await page.evaluate(() => window.scrollY)).toBe(300)
    })

    test('add-to-cart is announced as a notification that goes away', async ({ page }) => {
      await page.goto(l.home)
      await hydrated(page)
      await page.getByRole('navigation', { name: l.nav }).getByRole('link', { name: l.category }).click()
      await openBuyableProduct(page, l.addToCart)
      await page.getByRole('button', { name: l.addToCart }).click()
      const notification = page.getByRole('status').filter({ hasText: l.added })
      await expect(notification).toBeVisible()
      await expect(page.locator('.notifications [aria-live="polite"]')).toContainText(l.added)
      await expect(notification).toHaveCount(0)
    })

    test('the system theme follows the emulated colour scheme and survives a reload', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' })
      await page.goto(l.home)
      await hydrated(page)
      expect(await background(page)).toBe('rgb(255, 255, 255)')
      await footerHydrated(page)
      await page.getByLabel(l.theme).selectOption('system')
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'system')
      await expect.poll(() => background(page)).toBe('rgb(22, 22, 24)')
      await page.emulateMedia({ colorScheme: 'light' })
      await expect.poll(() => background(page)).toBe('rgb(255, 255, 255)')

      // The worker renders the chosen theme from the cookie: no flash of the light colours.
      await page.emulateMedia({ colorScheme: 'dark' })
      const html = await (await page.request.get(l.home)).text()
      expect(html).toMatch(/<html lang="[^"]+" data-theme="system">/)
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'system')
      expect(await background(page)).toBe('rgb(22, 22, 24)')
    })

    test('a broken product picture shows the placeholder; on a card, beside the name, it is decorative', async ({
      page,
    }) => {
      await page.route('**/media/**', (route) => route.abort())
      await page.goto(l.home)
      await hydrated(page)
      await page.getByRole('navigation', { name: l.nav }).getByRole('link', { name: l.category }).click()
      const card = page.locator('.product-card').first()
      const name = (await card.getByRole('heading').textContent())!.trim()
      expect(name.length).toBeGreaterThan(0)
      // The card's name says what the picture would (decision 040): the placeholder is hidden from screen readers.
      await expect(card.locator('.image-placeholder')).toHaveAttribute('aria-hidden', 'true')
      await expect(card.locator('img')).toHaveCount(0)
    })
  })
}
