/**
 * `npx tsx scripts/js-budget.ts [--base URL]`: the JavaScript a first visit downloads, per page type, as a
 * first-time shopper's phone sees it. Against a running shop (`npm start`) it opens each page in Chromium
 * at 412 × 823 (Lighthouse's phone) with a German browser and a fresh profile (logged in, with a product in
 * the cart, where the page needs it), lets it run without touching it until the network has been quiet
 * for 3 s (Lighthouse's resource summary counts the same), and adds up every script it downloaded,
 * compressed as the edge serves it (brotli quality 11), with gzip -9 beside it, against the 100 KB brotli
 * budget. Code that waits for the shopper (a scroll, a tap, a navigation) is not counted because it is not
 * loaded. Exits 1 when a page type is over budget; `JS_BUDGET_FILES=1` lists each page's files.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { type Browser, chromium } from '@playwright/test'
import { CONTEXT_TOKEN_COOKIE } from '../shared/constants'
import { budgetPages, firstListedProduct, shopperWithCart } from './page-types'
import { findChromium } from '../tests/chromium'

export const BUDGET_BROTLI = 100 * 1024
/** Lighthouse's simulated phone (moto g power): the viewport decides which islands are near. */
export const PHONE = { width: 412, height: 823 }
/** How long the network must stay quiet before counting stops. */
const QUIET_MS = 3_000

export interface PageJs {
  files: Array<{ path: string; brotli: number; gzip: number }>
  brotli: number
  gzip: number
}

/** Launches the Chromium the browser tests use, headless. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: findChromium(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })

/**
 * Every script the page at `base + path` downloads on a first visit until the network is quiet, with
 * its compressed sizes. `token` is a Store API context token to visit with (a logged-in shopper).
 */
export async function firstVisitJs(browser: Browser, base: string, path: string, token?: string): Promise<PageJs> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'de-DE', serviceWorkers: 'block' })
  if (token) await context.addCookies([{ name: CONTEXT_TOKEN_COOKIE, value: token, url: base }])
  const page = await context.newPage()
  const bodies: Array<Promise<PageJs['files'][number] | null>> = []
  let last = Date.now()
  page.on('request', () => (last = Date.now()))
  page.on('response', (response) => {
    last = Date.now()
    if (response.request().resourceType() !== 'script') return
    bodies.push(
      response.body().then(
        (bytes) => ({
          path: new URL(response.url()).pathname,
          brotli: brotliCompressSync(bytes).length,
          gzip: gzipSync(bytes, { level: 9 }).length,
        }),
        () => null,
      ),
    )
  })
  try {
    const response = await page.goto(base + path, { waitUntil: 'load' })
    if (response?.status() !== 200) throw new Error(`${path}: ${response?.status()}`)
    while (Date.now() - last < QUIET_MS) await page.waitForTimeout(250)
    const files = (await Promise.all(bodies)).filter((file) => file !== null)
    return {
      files,
      brotli: files.reduce((sum, f) => sum + f.brotli, 0),
      gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    }
  } finally {
    await context.close()
  }
}

async function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    options: { base: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? '8787'}` } },
  })
  const base = values.base.replace(/\/+$/, '')
  const product = await firstListedProduct(base)
  const business = await shopperWithCart(base, product.id)
  const pages = budgetPages(product.path)
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(9)
  console.log('page type           brotli      gzip  files')
  let over = 0
  const browser = await launchBrowser()
  try {
    for (const { name, path, private: isPrivate } of pages) {
      const js = await firstVisitJs(browser, base, path, isPrivate ? business : undefined)
      if (js.brotli > BUDGET_BROTLI) over++
      const mark = js.brotli > BUDGET_BROTLI ? ' OVER' : ''
      console.log(`${name.padEnd(18)} ${kb(js.brotli)} ${kb(js.gzip)}  ${js.files.length}${mark}`)
      if (process.env.JS_BUDGET_FILES) for (const file of js.files) console.log(`  ${kb(file.brotli)} ${file.path}`)
    }
  } finally {
    await browser.close()
  }
  console.log(
    `\nBudget ${kb(BUDGET_BROTLI).trim()} brotli per first visit: ${over ? `${over} page type(s) over` : 'all within'}`,
  )
  process.exit(over ? 1 : 0)
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
