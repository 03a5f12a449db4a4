/**
 * Consent as a first-time shopper meets it: the banner on the first page, nothing of the tag manager
 * before a choice, rejecting as easy as accepting, the choice kept without leaving the page, changed or
 * withdrawn from the footer at any time, by keyboard and without JavaScript. The e2e shop runs with the
 * tag manager GTM-E2E0001 (playwright.config.ts); its script is answered here, as the machine is offline.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

test.use({ locale: 'de-DE', storageState: { cookies: [], origins: [] } })

/** Answers the tag manager's script, and lists each time a page asked for it. */
async function fakeTagManager(page: Page): Promise<string[]> {
  const loads: string[] = []
  await page.route('https://www.googletagmanager.com/**', (route) => {
    loads.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: 'window.tagManagerRan = true' })
  })
  return loads
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies und Datenschutz' })
const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'consent')?.value
/** The consent mode defaults the page gave Google before the tag manager started. */
const consentDefaults = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .find((entry) => entry[0] === 'consent' && entry[1] === 'default')?.[2],
  )

test.describe('with JavaScript', () => {
  test('the banner asks first, loads nothing, passes axe and shifts nothing; "necessary only" stays on the page', async ({
    page,
  }) => {
    const loads = await fakeTagManager(page)
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    await expect(banner(page).getByRole('link', { name: 'Datenschutzbestimmungen' })).toHaveAttribute(
      'href',
      '/datenschutz',
    )
    await page.locator('html[data-hydrated]').waitFor()
    const { violations } = await new AxeBuilder({ page }).include('#consent-banner').withTags(WCAG_22_AA).analyze()
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
    // The banner arrives with the page: no layout shift.
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<
              PerformanceEntry & { value: number; hadRecentInput: boolean }
            >)
              if (!entry.hadRecentInput) total += entry.value
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 300)
        }),
    )
    expect(shift).toBeLessThanOrEqual(0.02)

    await page.evaluate(() => {
      ;(window as unknown as { samePage: boolean }).samePage = true
    })
    await banner(page).getByRole('button', { name: 'Nur notwendige' }).click()
    await expect(banner(page)).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
    expect(await consentCookie(page)).toBe('necessary')
    await page.getByRole('link', { name: 'Arbeitsjacken' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'Arbeitsjacken' })).toBeVisible()
    await page.reload()
    await expect(banner(page)).toHaveCount(0)
    expect(loads).toEqual([])
  })

  test('"accept all" starts the tag manager at once, with consent mode granted, and on every page after', async ({
    page,
  }) => {
    const loads = await fakeTagManager(page)
    await page.goto('/arbeitsjacken')
    await page.locator('html[data-hydrated]').waitFor()
    expect(loads).toEqual([])
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click()
    await expect(banner(page)).toHaveCount(0)
    await expect.poll(() => loads.length).toBe(1)
    expect(loads[0]).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-E2E0001')
    expect(await consentDefaults(page)).toMatchObject({ analytics_storage: 'granted', ad_storage: 'granted' })
    expect(await consentCookie(page)).toBe('statistics.marketing')
    await page.reload()
    await expect(banner(page)).toHaveCount(0)
    await expect.poll(() => loads.length).toBe(2)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { tagManagerRan?: boolean }).tagManagerRan))
      .toBe(true)
  })

  test('a custom choice by keyboard: statistics only; focus goes on to the page', async ({ page }) => {
    const loads = await fakeTagManager(page)
    await page.goto('/')
    await page.locator('html[data-hydrated]').waitFor()
    // The banner is the first thing a keyboard reaches.
    await page.keyboard.press('Tab')
    await expect(banner(page).getByText('Datenschutzbestimmungen')).toBeFocused()
    const details = banner(page).getByText('Einstellungen anpassen')
    await details.focus()
    await page.keyboard.press('Enter')
    const statistics = banner(page).getByRole('checkbox', { name: 'Statistik' })
    await statistics.focus()
    await page.keyboard.press('Space')
    await expect(statistics).toBeChecked()
    await expect(banner(page).getByRole('checkbox', { name: /Notwendig/ })).toBeDisabled()
    await banner(page).getByRole('button', { name: 'Auswahl speichern' }).focus()
    await page.keyboard.press('Enter')
    await expect(banner(page)).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused()
    expect(await consentCookie(page)).toBe('statistics')
    await expect.poll(() => loads.length).toBe(1)
    expect(await consentDefaults(page)).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' })
  })

  test('the footer opens the settings, where consent is withdrawn; the tag manager stays away after', async ({
    page,
  }) => {
    const loads = await fakeTagManager(page)
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click()
    await expect.poll(() => loads.length).toBe(1)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie-Einstellungen' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie-Einstellungen' })).toBeVisible()
    await expect(page.getByTestId('consent-current')).toHaveText('Ihre aktuelle Wahl: Notwendig, Statistik, Marketing.')
    await expect(page.getByRole('checkbox', { name: 'Marketing' })).toBeChecked()
    await page.getByRole('button', { name: 'Nur notwendige' }).click()
    await expect(page.getByRole('status')).toHaveText('Ihre Auswahl ist gespeichert.')
    await expect(page.getByTestId('consent-current')).toHaveText('Ihre aktuelle Wahl: Notwendig.')
    await expect(page.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked()
    expect(await consentCookie(page)).toBe('necessary')
    const before = loads.length
    await page.goto('/arbeitsjacken')
    await expect(page.getByRole('heading', { level: 1, name: 'Arbeitsjacken' })).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
    expect(loads.length).toBe(before)
  })

  test('English: the banner and the settings speak English', async ({ page }) => {
    await fakeTagManager(page)
    await page.goto('/en-GB')
    const english = page.getByRole('region', { name: 'Cookies and privacy' })
    await expect(english.getByRole('button', { name: 'Necessary only' })).toBeVisible()
    await expect(english.getByRole('button', { name: 'Accept all' })).toBeVisible()
    await page.goto('/en-GB/cookie-settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie settings' })).toBeVisible()
    await expect(page.getByTestId('consent-current')).toHaveText('You have not made a choice yet.')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the banner is a form: the choice is kept and the shopper is back on the page', async ({ page }) => {
    const loads = await fakeTagManager(page)
    await page.goto('/arbeitsjacken')
    await banner(page).getByRole('button', { name: 'Nur notwendige' }).click()
    await expect(page).toHaveURL(/\/arbeitsjacken(\?_nojs=1)?$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Arbeitsjacken' })).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
    expect(await consentCookie(page)).toBe('necessary')
    expect(loads).toEqual([])
  })
})
