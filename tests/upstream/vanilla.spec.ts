/**
 * The storefront against a vanilla Shopware without our plugin (tests/upstream/vanilla-shopware.ts served by
 * the stand-in with VANILLA on): the same customer journey as against the plugin stand-in, and what a shop
 * without the plugin looks like to a shopper: SEO links, pictures from the shop's media origin, the footer.
 */
import { expect, test } from '@playwright/test'
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
