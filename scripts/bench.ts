/**
 * `npm run bench`: performance figures on loopback, bounded in time. Starts the production build on
 * its own port and state, then prints, per page type (home, listing, product, search, CMS page, cart,
 * checkout address, login, register, account overview), the HTML, inline-data and first-visit JS bytes
 * against the budgets, uncached and cached product-page TTFB against the static-asset floor, and the
 * worker's time against a bare React render of the same page (scripts/bench-page-figures.ts) with the
 * platform's floor under that ratio (a D1 round trip, a cache lookup: scripts/bench-floor.ts); then TTFB
 * p50/p95 and requests/s for home, listing and product page and for a static asset (the platform floor),
 * the JavaScript and CSS a first visit to a product page loads, how far into the stream the header and
 * the product arrive, and what placing an order costs (scripts/bench-orders.ts); then malformed bodies
 * against every Store API route and form (scripts/bench-fuzz.ts: 5xx must be 0) and mixed browsing and
 * cart traffic (scripts/bench-load.ts, BENCH_LOAD_SECONDS, default 60, at BENCH_LOAD_CONNECTIONS, default
 * 50), and what generating a products sitemap file costs (scripts/bench-sitemap.ts).
 * Options: --seconds N (load per URL, default 5), --connections N (default 10), --no-build, --only LIST
 * (the sections to run, comma-separated, of: figures, ssr, orders, fuzz, load, sitemap; all by default).
 * BENCH_PORT moves the server off its default port 8795.
 * --lighthouse adds Lighthouse 12.8.2 (mobile, 3 runs, medians) through a local compressing proxy on
 * BENCH_PROXY_PORT (default BENCH_PORT + 10) on home, listing, product (de, en), search, cart and checkout
 * (scripts/bench-lighthouse.ts, decision 041); a missed target is reported, only a failed run exits non-zero.
 * --scale DIR runs against the state folder DIR seeded at 300,000 products instead and prints the
 * catalog figures (scripts/bench-scale.ts): search, listings with every facet, product pages.
 */
import autocannon from 'autocannon'
import { spawn } from 'node:child_process'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { benchFuzz } from './bench-fuzz'
import { SHOPPER, timedGet } from './bench-http'
import { benchLighthouse } from './bench-lighthouse'
import { benchLoad } from './bench-load'
import { benchOrders } from './bench-orders'
import { assetSizes, BUDGET, benchPageFigures, firstVisitFiles, inlineData } from './bench-page-figures'
import { firstVisitJs, launchBrowser } from './js-budget'
import { benchPages } from './bench-pages'
import { benchScale } from './bench-scale'
import { benchSitemap } from './bench-sitemap'
import { kb, percentile } from './bench-stats'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    'no-build': { type: 'boolean', default: false },
    scale: { type: 'string' },
    'scale-products': { type: 'string', default: '300000' },
    lighthouse: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
})
const SECTIONS = ['figures', 'ssr', 'orders', 'fuzz', 'load', 'sitemap'] as const
const only = values.only?.split(',').map((name) => name.trim())
// `--only lighthouse` runs Lighthouse alone (it is off unless --lighthouse or this asks for it).
const unknown = only?.filter((name) => name !== 'lighthouse' && !(SECTIONS as readonly string[]).includes(name)) ?? []
if (unknown.length) throw new Error(`--only: no section ${unknown.join(', ')} (sections: ${SECTIONS.join(', ')})`)
/** Whether the run includes a section (--only names them; all by default). */
const runs = (section: (typeof SECTIONS)[number]) => !only || only.includes(section)
const PORT = Number(process.env.BENCH_PORT ?? 8795)
const BASE = `http://127.0.0.1:${PORT}`
/** Lighthouse's compressing proxy (scripts/bench-proxy.ts). */
const PROXY_PORT = Number(process.env.BENCH_PROXY_PORT ?? PORT + 10)
const SECONDS = Math.min(Number(values.seconds), 30)
const CONNECTIONS = Math.min(Number(values.connections), 50)
const root = path.resolve(import.meta.dirname, '..')

function startServer() {
  const child = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    // A fresh state each run (not the 300k one): the first-request samples must find nothing cached.
    ['scripts/start.ts', ...(values['no-build'] ? ['--no-build'] : []), ...(values.scale ? [] : ['--fresh'])],
    {
      cwd: root,
      env: { ...process.env, PORT: String(PORT), STOREFRONT_STATE_DIR: values.scale ?? '.wrangler/bench-state' },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  )
  return child
}

async function waitUntilUp(timeoutMs = 180_000) {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(`${BASE}/robots.txt`)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not start')
}

async function ttfb(url: string, samples = 100) {
  const times: number[] = []
  for (let i = 0; i < samples; i++) times.push((await timedGet(url)).ttfb)
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

async function throughput(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: SHOPPER })
  return { rps: result.requests.average, errors: result.errors + result.non2xx }
}

async function firstVisitBytes(path: string) {
  const html = (await timedGet(BASE + path)).body
  const files = firstVisitFiles(html)
  const sizes = assetSizes(BASE)
  // The JavaScript as a first-time shopper's phone downloads it, until the network is quiet (js-budget.ts).
  const browser = await launchBrowser()
  const js = await firstVisitJs(browser, BASE, path).finally(() => browser.close())
  return {
    js,
    css: await sizes(files.css),
    files: js.files,
    html: gzipSync(html).length,
    inlineData: gzipSync(inlineData(html)).length,
  }
}

/** TTFB and throughput per page, the product page's stream, and what a first visit to it loads. */
async function benchSsr(site: Awaited<ReturnType<typeof benchPages>>, asset: string) {
  const { listingPath, productPath } = site
  const pages: Array<[string, string]> = [
    ['home', '/'],
    ['listing', listingPath],
    ['product', productPath],
    ['static asset', asset],
  ]

  // Warm up isolates and caches, as a live shop would be.
  for (const [, url] of pages) for (let i = 0; i < 5; i++) await timedGet(BASE + url)

  console.log(
    `\nSSR on loopback (${CONNECTIONS} connections, ${SECONDS} s per URL; TTFB over 100 sequential requests)\n`,
  )
  console.log('page          TTFB p50   TTFB p95    req/s   errors')
  for (const [name, url] of pages) {
    const t = await ttfb(BASE + url)
    const r = await throughput(BASE + url)
    console.log(
      `${name.padEnd(13)} ${t.p50.toFixed(1).padStart(6)} ms ${t.p95.toFixed(1).padStart(7)} ms ${r.rps.toFixed(0).padStart(8)} ${String(r.errors).padStart(8)}`,
    )
  }

  const name = site.productName
  const stream = await timedGet(BASE + productPath, ['<header', `<h1>${name}</h1>`, '</html>'])
  console.log(
    `\nProduct page stream: first byte ${stream.ttfb.toFixed(1)} ms, header ${stream.marks['<header']?.toFixed(1)} ms, product <h1> ${stream.marks[`<h1>${name}</h1>`]?.toFixed(1)} ms, complete ${stream.total.toFixed(1)} ms`,
  )

  const bytes = await firstVisitBytes(productPath)
  console.log(`\nFirst visit to a product page (${bytes.files.length} JS file${bytes.files.length === 1 ? '' : 's'}):`)
  console.log(
    `  JavaScript ${kb(bytes.js.gzip)} gzip -9, ${kb(bytes.js.brotli)} brotli (what Cloudflare serves browsers)`,
  )
  console.log(
    `  CSS ${kb(bytes.css.gzip)} gzip; HTML ${kb(bytes.html)} gzip, of which boot + hydration data ${kb(bytes.inlineData)}`,
  )
  console.log(
    // The JavaScript budget is brotli, as the edge serves it (the per-page table above holds every page type to it).
    `  Budget ${kb(BUDGET.jsBrotli)} brotli JavaScript: ${bytes.js.brotli <= BUDGET.jsBrotli ? 'within' : `over by ${kb(bytes.js.brotli - BUDGET.jsBrotli)}`}\n`,
  )
}

async function main() {
  const server = startServer()
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM')
    } catch {}
  }
  process.on('exit', stop)
  await waitUntilUp()
  if (values.scale) {
    await benchScale(BASE, {
      requests: 400,
      seconds: 30,
      products: Number(values['scale-products']),
      stateDir: values.scale,
    })
    await benchSitemap(BASE)
    stop()
    process.exit(0)
  }

  const site = await benchPages(BASE)
  const { listingPath, productPath } = site
  const asset = '/favicon.svg'
  // First: its samples must be each page's first request.
  if (runs('figures')) await benchPageFigures(BASE, site, asset)
  if (runs('ssr')) await benchSsr(site, asset)
  if (runs('orders')) await benchOrders(BASE, site.productId)
  const { fiveXx } = runs('fuzz') ? await benchFuzz(BASE) : { fiveXx: 0 }
  if (runs('load')) await benchLoad(BASE, { listingPath, productPath, productId: site.productId })
  if (runs('sitemap')) await benchSitemap(BASE)
  if (values.lighthouse || only?.includes('lighthouse')) await benchLighthouse(BASE, PROXY_PORT)
  stop()
  process.exit(fiveXx ? 1 : 0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
