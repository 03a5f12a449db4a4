/**
 * `npm run screenshots [-- --base URL]`: every page type as a shopper sees it, at a phone's width (390 ×
 * 844) and a desktop's (1366 × 900), written to docs/screenshots/ for the README, so a person sees the
 * shop before running it. Against a running shop (`npm start`, http://127.0.0.1:8787 by default): the
 * cart and the checkout with a product in the cart, the consent already answered, German.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import { DEFAULT_SEED, planProduct, productSeoPath } from '../embedded/seed'
import { findChromium } from '../tests/chromium'

const { values } = parseArgs({ options: { base: { type: 'string', default: 'http://127.0.0.1:8787' } } })
const base = values.base!.replace(/\/$/, '')
const out = path.resolve(import.meta.dirname, '../docs/screenshots')

/** A jacket in sizes and colours, in stock: the product page shows its choice. */
const product = Array.from({ length: DEFAULT_SEED.products }, (_, i) => planProduct(i + 1)).find(
  (plan) => !plan.closeout && plan.main.stock >= 20 && plan.variants.length > 1,
)!

const PAGES: Array<{ name: string; path: string; before?: (page: Page) => Promise<void> }> = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/arbeitsjacken' },
  { name: 'product', path: `/${productSeoPath(product, 'de-DE')}` },
  { name: 'search', path: '/search?search=jacken' },
  { name: 'cart', path: '/checkout/cart', before: inCart },
  { name: 'checkout', path: '/checkout', before: inCart },
]
const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 },
]

async function inCart(page: Page) {
  const response = await page.request.post(`${base}/store-api/checkout/cart/line-item`, {
    data: { items: [{ type: 'product', referencedId: product.main.id, quantity: 1 }] },
    headers: { origin: base },
  })
  if (!response.ok()) throw new Error(`adding to the cart: ${response.status()} ${await response.text()}`)
}

mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
})
try {
  for (const { name: device, viewport, deviceScaleFactor } of VIEWPORTS) {
    const context = await browser.newContext({ viewport, deviceScaleFactor, locale: 'de-DE' })
    await context.addCookies([{ name: 'consent', value: 'necessary', url: base }])
    const page = await context.newPage()
    for (const { name, path: pagePath, before } of PAGES) {
      await before?.(page)
      await page.goto(base + pagePath)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      await page.waitForLoadState('networkidle')
      const file = path.join(out, `${name}-${device}.jpg`)
      await page.screenshot({ path: file, type: 'jpeg', quality: 70 })
      console.log(path.relative(process.cwd(), file))
    }
    await context.close()
  }
} finally {
  await browser.close()
}
