/**
 * Islands keep their server HTML until their code arrives (client/island.tsx), whatever the page renders
 * meanwhile: a layout that renders again after hydration (the cart and session arriving) once made React
 * give up hydrating the checkout's steps and show nothing in their place until their code came, and the
 * page jumped up and back (CLS 0.15 on a phone). Here their code is held back for seconds to make it plain.
 * Nor does any page type move as it streams in and hydrates: a page that renders again as it hydrates (the
 * registration form) once made its breadcrumb vanish until its code came, and a content page's placeholder
 * once left the footer in view, to be pushed away when the content came.
 */
import { expect, test } from '@playwright/test'
import { PAGE_TYPES } from './page-types'

// A phone's width (the header wraps there); the service worker would answer the held-back chunk itself.
test.use({ locale: 'de-DE', viewport: { width: 412, height: 823 }, serviceWorkers: 'block' })

test('the checkout keeps its steps in the header, and its content in place, while their code is on its way', async ({
  page,
}) => {
  await page.goto('/softshelljacke-nordkap-sw10001')
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')

  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/CheckoutTimeline-[\w-]+\.js$/, async (route) => {
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 8_000))])
    await route.continue()
  })
  await page.addInitScript(() => {
    const state = window as unknown as { shifted: number }
    state.shifted = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number }>) state.shifted += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/checkout')
  const steps = page.getByRole('navigation', { name: 'Bestellschritte' })
  const heading = page.getByRole('heading', { level: 1, name: 'Ihre Adresse' })
  await expect(heading).toBeVisible()
  const top = (await heading.boundingBox())!.y
  // The page hydrates, and its cart and session arrive, while the steps' code is held back.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((r) => r.name.includes('/assets/entry.client-')),
  )
  await page.waitForTimeout(2_500)
  await expect(steps).toBeVisible()
  expect((await heading.boundingBox())!.y).toBe(top)

  release()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(steps.getByText('Ihre Adresse')).toBeVisible()
  expect((await heading.boundingBox())!.y).toBe(top)
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.01)
})

test("no page type moves as it streams in and hydrates, nor loses a navigation, at a phone's width", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const state = window as unknown as { shifted: number; lost: string[] }
    state.shifted = 0
    state.lost = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number }>) state.shifted += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLElement && !node.isConnected && node.matches('nav'))
            state.lost.push(node.getAttribute('aria-label') ?? node.className)
    }).observe(document, { childList: true, subtree: true })
  })
  for (const path of PAGE_TYPES) {
    await page.goto(path)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    const { shifted, lost } = await page.evaluate(() =>
      new Promise<{ shifted: number; lost: string[] }>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window as never))),
      ).then(({ shifted, lost }) => ({ shifted, lost })),
    )
    expect.soft(lost, `${path} lost a navigation as it hydrated`).toEqual([])
    expect.soft(shifted, `${path} moved as it streamed in and hydrated`).toBeLessThanOrEqual(0.02)
  }
})
