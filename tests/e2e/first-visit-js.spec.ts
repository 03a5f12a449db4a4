/**
 * What a first visit downloads without the shopper doing anything (the JavaScript budget counts it until
 * the network is quiet): no code for what stands below the first screen (a product's reviews and
 * cross-selling) or for what changes only when the shopper acts (head tags, the breadcrumb, the footer).
 * That code comes as the shopper scrolls near it, or at their first tap or key; a form they submit before
 * its code has come waits for it.
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

test('the footer’s code comes at the shopper’s first tap or key, not as they scroll to it', async ({ page }) => {
  const scripts = scriptsOf(page)
  await page.goto('/arbeitsjacken')
  await quiet(page)
  expect([...scripts]).not.toContain('Footer')
  expect([...scripts]).not.toContain('NewsletterForm')
  expect([...scripts]).not.toContain('seo-tags')
  // The footer's HTML is there and works as plain links and forms meanwhile.
  await page.locator('.site-footer').scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  await expect(page.locator('.theme-select button')).toHaveCount(1)
  expect([...scripts]).not.toContain('Footer')

  await page.keyboard.press('Shift')
  await expect(page.locator('.theme-select button')).toHaveCount(0)
  expect([...scripts]).toContain('Footer')
})

for (const path of ['/blog', '/lexikon', '/register', '/en-GB/register']) {
  test(`${path} loads no code for its breadcrumb or head tags before the first tap`, async ({ page }) => {
    const scripts = scriptsOf(page)
    await page.goto(path)
    await quiet(page)
    await expect(page.locator('nav.breadcrumb')).toBeVisible()
    expect([...scripts]).not.toContain('breadcrumb-trail')
    expect([...scripts]).not.toContain('seo-tags')
  })
}

test('a form tapped before its code has come waits for it, and the page stays', async ({ page }) => {
  const scripts = scriptsOf(page)
  // The footer's code takes its time: the tap that asks for it submits the form long before it is here.
  await page.route(/\/assets\/Footer-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.goto('/arbeitsjacken')
  await quiet(page)
  const form = page.locator('footer form.newsletter-form')
  await form.getByRole('button', { name: 'Abonnieren' }).click()
  // Without the wait, the form would have posted as a document: the newsletter page with its errors.
  await expect(form.locator('.field-error', { hasText: 'Dieses Feld ist erforderlich' })).toHaveCount(4)
  await expect(page).toHaveURL(/\/arbeitsjacken$/)
  expect([...scripts]).toContain('Footer')
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
