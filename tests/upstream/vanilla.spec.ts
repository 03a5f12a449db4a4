/**
 * The storefront against a vanilla Shopware without our plugin (tests/upstream/vanilla-shopware.ts served by
 * the stand-in with VANILLA on): the same customer journey as against the plugin stand-in, and what a shop
 * without the plugin looks like to a shopper: SEO links, pictures from the shop's media origin, the footer,
 * the legal pages from the CMS pages its operator names.
 */
import { expect, test } from '@playwright/test'
import { UPSTREAM_TEST_ACCESS_KEY } from './access-key'
import { customerJourney } from './journey'
import { VANILLA_PORTS } from './ports'
import { RECORDED_PRODUCT } from './vanilla-shopware'

test.use({ locale: 'de-DE', baseURL: `http://127.0.0.1:${VANILLA_PORTS.storefront}` })

test.beforeAll(async () => {
  // The webServer waits for the storefront; the stand-in (wrangler dev) may still be starting.
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${VANILLA_PORTS.upstream}/store-api/context`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(401)
})

test('a customer browses, fills the cart, logs in and orders with prepayment against a vanilla Shopware', async ({
  page,
  context,
}) => {
  await customerJourney(page, context)
})

test("a listing's pictures come from the shop's media origin and load; its links are SEO paths", async ({ page }) => {
  const blocked: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text())
  })
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Arbeitsjacken' }).click()
  const picture = page.locator('.product-card img').first()
  await picture.scrollIntoViewIfNeeded()
  await expect(picture).toHaveAttribute('src', new RegExp(`^http://127\\.0\\.0\\.1:${VANILLA_PORTS.upstream}/media/`))
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  const links = await page.locator('main a[href]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))
  expect(links.filter((href) => /^\/(detail|navigation)\//.test(href ?? ''))).toEqual([])
  expect(blocked).toEqual([])
})

test("the demo store's recorded product is for sale, its numbers in German", async ({ page }) => {
  await page.goto(`/detail/${RECORDED_PRODUCT.id}`)
  await expect(page.getByRole('heading', { level: 1, name: RECORDED_PRODUCT.translated.name })).toBeVisible()
  await expect(page.getByText('Auf Lager, sofort lieferbar')).toBeVisible()
  await expect(page.getByText(/Inhalt: 0,2 litre/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeEnabled()
})

test('the legal pages come from the CMS pages the setting names, in both languages', async ({ page, request }) => {
  // The stand-in, like a real Shopware, has no SEO URL at the legal paths: only LEGAL_CMS_PAGES finds them.
  const seo = await request.post(`http://127.0.0.1:${VANILLA_PORTS.upstream}/store-api/seo-url`, {
    headers: { 'sw-access-key': UPSTREAM_TEST_ACCESS_KEY },
    data: { filter: [{ type: 'equals', field: 'seoPathInfo', value: 'impressum' }] },
  })
  expect(((await seo.json()) as { total: number }).total).toBe(0)

  await page.goto('/impressum')
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible()
  await expect(page.locator('main')).toContainText('Umsatzsteuer-Identifikationsnummer')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/impressum$/)

  await page.goto('/en-GB/terms')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
})
