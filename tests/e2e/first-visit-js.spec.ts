/**
 * What a first visit downloads without the shopper doing anything (the JavaScript budget counts it until
 * the network is quiet): no code for what stands below the first screen (the footer, a product's reviews
 * and cross-selling) or for what changes only when the shopper acts (head tags, the breadcrumb). That code
 * comes as the shopper scrolls near it, or at their first tap or key.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './account-fixtures'

test.use({ viewport: { width: 412, height: 823 }, locale: 'de-DE', serviceWorkers: 'block' })

/** The script files the page has downloaded so far, by their name before the hash. */
function scriptsOf(page: Page): Set<string> {
  const names = new Set<string>()
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    const file = new URL(response.url()).pathname.split('/').pop() ?? ''
    names.add(file.replace(/-[\w-]{8}\.js$/, ''))
  })
  return names
}

async function quiet(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.waitForLoadState('networkidle')
}

test('the footer’s code comes as the shopper scrolls near it', async ({ page }) => {
  const scripts = scriptsOf(page)
  await page.goto('/arbeitsjacken')
  await quiet(page)
  expect([...scripts]).not.toContain('Footer')
  expect([...scripts]).not.toContain('NewsletterForm')
  expect([...scripts]).not.toContain('seo-tags')
  // The footer's HTML is there and works as plain links and forms meanwhile.
  await expect(page.locator('.theme-select button')).toHaveCount(1)

  await page.locator('.site-footer').scrollIntoViewIfNeeded()
  await expect(page.locator('.theme-select button')).toHaveCount(0)
  expect([...scripts]).toContain('Footer')
})

test('while a listing’s products are still on their way, its placeholder keeps the footer’s code away', async ({
  page,
}) => {
  // React reveals streamed content no sooner than 300 ms after the last reveal or the first paint (`$RT`), so
  // the app can hydrate and its islands look around while the placeholder still stands. Here that moment
  // is 2 s after the products arrived, the way React's own reveal script counts it.
  await page.route('**/arbeitsjacken', async (route) => {
    const response = await route.fetch()
    const reveal = '$RC("B:0","S:0")'
    const body = (await response.text()).replace(reveal, `$RT=performance.now()+1700;${reveal}`)
    await route.fulfill({ response, body })
  })
  const scripts = scriptsOf(page)
  await page.goto('/arbeitsjacken')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.locator('.grid-skeleton')).toBeVisible()
  await expect(page.locator('.product-card').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect([...scripts]).not.toContain('Footer')
})

test('a product page loads its reviews’ code near the reviews, and every island’s at the first tap', async ({
  page,
}) => {
  const scripts = scriptsOf(page)
  await page.goto('/arbeitsjacken')
  const path = await page.locator('.product-card a').first().getAttribute('href')
  scripts.clear()
  await page.goto(path!)
  await quiet(page)
  expect([...scripts]).toContain('islands')
  expect([...scripts]).not.toContain('below')
  expect([...scripts]).not.toContain('head')
  expect([...scripts]).not.toContain('breadcrumb-trail')

  await page.locator('#reviews').scrollIntoViewIfNeeded()
  await expect.poll(() => [...scripts]).toContain('below')
  expect([...scripts]).not.toContain('head')

  await page.keyboard.press('Shift')
  await expect.poll(() => [...scripts]).toContain('head')
  await expect.poll(() => [...scripts]).toContain('breadcrumb-trail')
})
