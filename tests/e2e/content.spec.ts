/** Content pages in a real browser: CMS visibility per breakpoint, footer links, lexicon, blog and the mobile navigation. */
import { expect, test } from '@playwright/test'

test.describe('CMS visibility', () => {
  test.use({ locale: 'de-DE' })

  test('the promotion hero shows on desktop only, the compact banner on mobile only', async ({ page }) => {
    const hero = page.getByRole('heading', { level: 2, name: 'Sicherheitswochen: geprüfter Schutz für jede Baustelle' })
    const banner = page.getByRole('link', { name: 'Sicherheitsschuhe und Kopfschutz entdecken' })

    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/aktionen/sicherheitswochen')
    await expect(page.getByRole('heading', { level: 1, name: 'Sicherheitswochen' })).toBeVisible()
    await expect(hero).toBeVisible()
    await expect(banner).toBeHidden()

    await page.setViewportSize({ width: 400, height: 800 })
    await expect(hero).toBeHidden()
    await expect(banner).toBeVisible()
    // Products of the slider are rendered through the product card, on every size.
    await expect(
      page.getByRole('region', { name: 'Sicherheitsschuhe und Kopfschutz' }).locator('.product-card').first(),
    ).toBeVisible()
  })

  test("the slider's cards come with the page and, once hydrated, open a product in the app", async ({ page }) => {
    // The cards are an island (no code in the first visit): the worker's HTML holds them, a click after hydration navigates in the app.
    await page.goto('/aktionen/sicherheitswochen')
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    const card = page.getByRole('region', { name: 'Sicherheitsschuhe und Kopfschutz' }).locator('.product-card').first()
    const name = (await card.getByRole('heading').textContent())!.trim()
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    await card.getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    expect(documents).toEqual([])
  })

  test('the page is marked hydrated only once the streamed cards have hydrated, on a slowed phone without idle callbacks', async ({
    page,
  }) => {
    // React hydrates a streamed boundary's content after the rest, at idle priority, and the slider's cards
    // (an island inside it) mount only then. Where the browser reports idle early (Safari has no
    // requestIdleCallback) and the CPU is slow, the mark once came while the cards were the worker's HTML,
    // links that load a document; it failed 1 of 3 loads at 6× CPU.
    // Four loads of a page at 6× CPU: ~25 s on this machine, more beside another test.
    test.setTimeout(120_000)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
    await page.addInitScript(() => {
      const w = window as unknown as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown; atMark?: number[] }
      delete w.requestIdleCallback
      delete w.cancelIdleCallback
      // At the moment of the mark: the cards' links, and how many of them React has hydrated.
      new MutationObserver((_records, observer) => {
        if (!document.documentElement.hasAttribute('data-hydrated')) return
        observer.disconnect()
        const links = [...document.querySelectorAll('main .product-card a')]
        w.atMark = [links.length, links.filter((a) => Object.keys(a).some((k) => k.startsWith('__reactProps'))).length]
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
    })
    for (let load = 0; load < 4; load++) {
      await page.goto('/aktionen/sicherheitswochen')
      await expect(page.locator('html[data-hydrated]')).toBeAttached()
      const [links, hydrated] = await page.evaluate(() => (window as unknown as { atMark: number[] }).atMark)
      expect(links).toBeGreaterThan(3)
      expect(hydrated, `load ${load + 1}: hydrated card links at the mark`).toBe(links)
    }
  })
})

for (const { locale, home, footerLink, heading, url } of [
  {
    locale: 'de-DE',
    home: '/',
    footerLink: 'Größentabelle',
    heading: 'Größentabelle',
    url: /\/informationen\/groessentabelle$/,
  },
  {
    locale: 'en-GB',
    home: '/en-GB',
    footerLink: 'Size chart',
    heading: 'Size chart',
    url: /\/en-GB\/information\/size-chart$/,
  },
] as const) {
  test.describe(`footer (${locale})`, () => {
    test.use({ locale })

    test('opens the size chart from the footer', async ({ page }) => {
      await page.goto(home)
      await page.getByRole('contentinfo').getByRole('link', { name: footerLink, exact: true }).click()
      await expect(page).toHaveURL(url)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.locator('.cms-text table').first()).toBeVisible()
      await expect(
        page
          .getByRole('navigation', { name: locale === 'de-DE' ? 'Brotkrumennavigation' : 'Breadcrumb' })
          .locator('[aria-current="page"]'),
      ).toHaveText(heading)
    })
  })
}

test.describe('lexicon and blog', () => {
  test.use({ locale: 'de-DE' })

  test('browses the lexicon by letter and opens a term', async ({ page }) => {
    await page.goto('/lexikon')
    const letters = page.getByRole('navigation', { name: 'Begriffe nach Anfangsbuchstabe' })
    await letters.getByRole('link', { name: 'W', exact: true }).click()
    await expect(page).toHaveURL(/\/lexikon\?letter=w$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Lexikon: Begriffe mit W' })).toBeVisible()
    await expect(letters.locator('[aria-current="page"]')).toHaveText('W')
    await expect(page.getByRole('link', { name: 'Softshell', exact: true })).toHaveCount(0)
    await page.getByRole('link', { name: 'Warnschutzklasse' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Warnschutzklasse' })).toBeVisible()
    await expect(page.getByText('Klasse 3 verlangt mindestens')).toBeVisible()
    await page.getByRole('link', { name: 'Zurück zum Lexikon' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Lexikon' })).toBeVisible()
  })

  test('opens a blog post from the second page of the blog', async ({ page }) => {
    await page.goto('/blog')
    await page.getByRole('link', { name: 'Nächste Seite' }).click()
    await expect(page).toHaveURL(/\/blog\?p=2$/)
    await page.getByRole('link', { name: 'Kopfschutz: Wann Helm, wann Anstoßkappe?' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kopfschutz: Wann Helm, wann Anstoßkappe?' }),
    ).toBeVisible()
    await expect(page.getByText('von Sabine Krüger')).toBeVisible()
    await expect(page.locator('.blog-post-cover')).toBeVisible()
  })
})

test.describe('mobile navigation', () => {
  test.use({ locale: 'de-DE', viewport: { width: 400, height: 800 } })

  test('opens the category tree with the keyboard and the pointer, and leads to a category', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden()
    const menu = page.getByRole('button', { name: 'Menü', exact: true })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    const tree = page.getByRole('navigation', { name: 'Kategorien' })
    await expect(tree).toBeHidden()

    await menu.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(tree).toBeVisible()
    // The drawer follows its button in the focus order: its close button, then the tree.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Menü schließen' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(tree.getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(tree).toBeHidden()
    await expect(menu).toBeFocused()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')

    // The close button and a tap beside the drawer close it too.
    await menu.click()
    await page.getByRole('button', { name: 'Menü schließen' }).click()
    await expect(tree).toBeHidden()
    await menu.click()
    await page.mouse.click(390, 400)
    await expect(tree).toBeHidden()

    await menu.click()
    await tree.getByRole('link', { name: 'Softshelljacken' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Softshelljacken' })).toBeVisible()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
  })
})
