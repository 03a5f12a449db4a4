/**
 * The per-page-type figures in `npm run bench` (decision 041): bytes per page type (HTML, the
 * inline boot and hydration data, first-visit JavaScript) against the budgets; TTFB of uncached (first
 * request of each distinct product page, both locales) and cached (repeats of one) product pages against
 * the static-asset floor, with the `x-page-cache` values seen; and the worker's time per page type
 * (Server-Timing, whatever entries the pages send) against a bare React render of the same page in Node
 * (scripts/bench-render.ts).
 */
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { CONTEXT_TOKEN_COOKIE } from '../shared/constants'
import { type TimedAnswer, timedGet } from './bench-http'
import { firstVisitJs, launchBrowser } from './js-budget'
import type { BenchPages, PageType } from './bench-pages'
import { type PlatformFloor, platformFloor } from './bench-floor'
import { PRODUCT_PAGE_ROUND_TRIPS } from './page-round-trips'
import { bareRenderer } from './bench-render'
import { kb, percentile, serverTimings } from './bench-stats'

export const BUDGET = { inline: 20 * 1024, jsBrotli: 100 * 1024 }
/** First requests per page type for the worker's time (product pages: every distinct one). */
const SAMPLES_PER_TYPE = 20
const REPEATS = 100
const RENDER_ITERATIONS = 100
/**
 * The lean target of a cache-miss product page: the shop's own work (the whole less the bare render and
 * the platform's measured I/O) at most the bare render itself.
 */
const OWN_WORK_TARGET = 1
/**
 * Rounds of the lean figure: a cache-miss product page, then a bare render of it, one after the other, so
 * both are timed at the host's speed of the moment (this machine's speed moves by half within a bench).
 */
const LEAN_ROUNDS = 200

const br = (text: string | Buffer) => brotliCompressSync(text).length
const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length

/** The `<script>` holding `window.__BOOT__` and `window.__staticRouterHydrationData`, without its tags. */
export const inlineData = (html: string): string =>
  [...html.matchAll(/<script(?: nonce="[^"]*")?>(window\.__BOOT__[\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('')

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

/** The files a first visit loads: module scripts and modulepreloads (JavaScript), stylesheets (CSS). */
export function firstVisitFiles(html: string): { js: string[]; css: string[] } {
  const tags = (name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0])
  const scripts = tags('script').filter((tag) => attr(tag, 'type') === 'module' && attr(tag, 'src'))
  const links = tags('link')
  const js = [
    ...scripts.map((tag) => attr(tag, 'src')!),
    ...links.filter((tag) => attr(tag, 'rel') === 'modulepreload').map((tag) => attr(tag, 'href')!),
  ]
  const css = links.filter((tag) => attr(tag, 'rel') === 'stylesheet').map((tag) => attr(tag, 'href')!)
  return { js: [...new Set(js)], css: [...new Set(css)] }
}

/** A static file's bytes; once more if the server closed a kept-alive connection under the request. */
async function fileBytes(url: string): Promise<Buffer> {
  const get = async () => Buffer.from(await (await fetch(url)).arrayBuffer())
  return get().catch(get)
}

/** Compressed sizes of static files, fetched one after another, once each. */
export function assetSizes(base: string) {
  const known = new Map<string, { gzip: number; brotli: number }>()
  return async (files: string[]) => {
    const total = { gzip: 0, brotli: 0 }
    for (const file of files) {
      if (!known.has(file)) {
        const bytes = await fileBytes(base + file)
        known.set(file, { gzip: gz(bytes), brotli: br(bytes) })
      }
      total.gzip += known.get(file)!.gzip
      total.brotli += known.get(file)!.brotli
    }
    return total
  }
}

export interface Sample {
  answer: TimedAnswer
  cache: string
  timings: Record<string, number>
}

const sampleOf = (answer: TimedAnswer): Sample => ({
  answer,
  cache: String(answer.headers['x-page-cache'] ?? '—'),
  timings: serverTimings(answer.headers['server-timing'] as string | undefined),
})

/** `n` requests cycling through a type's distinct pages; answers from a shared cache are not first requests. */
async function firstRequests(base: string, type: PageType, n: number): Promise<Sample[]> {
  const samples: Sample[] = []
  for (let i = 0; i < n; i++) {
    const answer = await timedGet(base + type.variants[i % type.variants.length], [], type.cookie)
    if (answer.status !== 200) throw new Error(`${type.variants[i % type.variants.length]}: ${answer.status}`)
    samples.push(sampleOf(answer))
  }
  return samples.filter((s) => s.cache !== 'HIT' && s.cache !== 'STALE')
}

/** How often each value occurs, e.g. `MISS×240 HIT×3`. */
function counts(values: string[]): string {
  const seen = new Map<string, number>()
  for (const value of values) seen.set(value, (seen.get(value) ?? 0) + 1)
  return [...seen].map(([value, n]) => `${value}×${n}`).join(' ')
}

const ms = (n: number) => (Number.isNaN(n) ? '—' : `${n.toFixed(1)} ms`)

function printBytes(
  rows: Array<{ type: PageType; answer: TimedAnswer; js: { gzip: number; brotli: number }; files: number }>,
) {
  console.log(
    `\nBytes per page type (German; brotli/gzip at the highest level; first-visit JS = every script a phone downloads until the network is quiet)`,
  )
  console.log(
    `budgets: inline data ≤ ${kb(BUDGET.inline)} (raw), first-visit JavaScript ≤ ${kb(BUDGET.jsBrotli)} brotli\n`,
  )
  console.log(
    'page               status  HTML raw   HTML br  inline raw inline br  JS files     JS br   JS gzip   budget',
  )
  for (const { type, answer, js, files } of rows) {
    const inline = inlineData(answer.body)
    const over = [
      ...(inline.length > BUDGET.inline ? [`inline +${kb(inline.length - BUDGET.inline)}`] : []),
      ...(js.brotli > BUDGET.jsBrotli ? [`JS +${kb(js.brotli - BUDGET.jsBrotli)}`] : []),
    ]
    console.log(
      `${type.name.padEnd(18)} ${String(answer.status).padStart(6)} ${[answer.body.length, br(answer.body), inline.length, br(inline)].map((n) => kb(n).padStart(9)).join(' ')} ${String(files).padStart(9)} ${kb(js.brotli).padStart(9)} ${kb(js.gzip).padStart(9)}   ${over.length ? `over: ${over.join(', ')}` : 'ok'}`,
    )
  }
}

function printTtfb(uncached: Sample[], cached: Sample[], floor: TimedAnswer[]) {
  const row = (name: string, ttfbs: number[], cache: string) =>
    console.log(
      `${name.padEnd(30)} ${String(ttfbs.length).padStart(4)} ${ms(percentile(ttfbs, 50)).padStart(9)} ${ms(percentile(ttfbs, 95)).padStart(9)}   ${cache}`,
    )
  console.log('\nProduct page TTFB on loopback: uncached (first request of each distinct product page, de + en),')
  console.log(`cached (${REPEATS} repeats of one page), against the static-asset floor\n`)
  console.log('                                  n  TTFB p50  TTFB p95   x-page-cache seen')
  row(
    'uncached product page',
    uncached.map((s) => s.answer.ttfb),
    counts(uncached.map((s) => s.cache)),
  )
  row(
    'cached product page',
    cached.map((s) => s.answer.ttfb),
    counts(cached.map((s) => s.cache)),
  )
  row(
    'static asset (floor)',
    floor.map((a) => a.ttfb),
    '',
  )
  if (![...uncached, ...cached].some((s) => s.cache !== '—'))
    console.log('  (no x-page-cache header on any page: every request was rendered anew, i.e. all misses)')
}

/**
 * The worker's time for one answer. Server-Timing's `total` ends when the headers leave, i.e. with the
 * shell: what a streamed page does after (its deferred reads and their render, the boot data) cannot be
 * in a header. It is measured here as the time from the first byte to the last on loopback (transfer
 * on loopback is negligible; the platform's per-request overhead, in the time to first byte, is not in
 * it), so the whole is `total` + that stream. Without a `total`: the loopback time to the last byte.
 */
export function workerTime(sample: Sample): { shell: number; stream: number; whole: number } {
  const shell = sample.timings.total ?? Number.NaN
  const stream = sample.answer.total - sample.answer.ttfb
  return { shell, stream, whole: Number.isNaN(shell) ? sample.answer.total : shell + stream }
}

function printWorkerTime(
  rows: Array<{
    type: PageType
    samples: Sample[]
    bare: { median: number; string: number; fallbacks: number } | string
  }>,
) {
  const names = [...new Set(rows.flatMap((r) => r.samples.flatMap((s) => Object.keys(s.timings))))]
  console.log(
    `\nWorker time per page type (median over first requests; Server-Timing entries: ${names.join(', ') || 'none sent'})`,
  )
  console.log(
    `against a bare render of the same page in Node (its own data in memory, median of ${RENDER_ITERATIONS}): streamed`,
  )
  console.log(
    'as the worker renders it (react-dom/server.edge, renderToReadableStream read to its end); renderToString',
  )
  console.log('beside it for reference (earlier runs compared with it; it skips the streaming work).')
  console.log('Server-Timing `total` ends with the headers (the shell); `stream` is the rest of a streamed page, first')
  console.log('byte to last on loopback; the ratio is `whole` (total + stream, per request) against the bare render.')
  console.log(`Without a Server-Timing total, whole is the loopback time to the last byte (marked *).\n`)
  console.log(
    `page                 n ${names.map((n) => n.padStart(9)).join(' ')}    stream     whole  bare render   ratio  toString   ratio   target`,
  )
  for (const { type, samples, bare } of rows) {
    const median = (of: (s: Sample) => number) =>
      percentile(
        samples.map(of).filter((v) => !Number.isNaN(v)),
        50,
      )
    const entries = names.map((name) => median((s) => s.timings[name] ?? Number.NaN))
    const stream = median((s) => workerTime(s).stream)
    const whole = median((s) => workerTime(s).whole)
    const withoutTotal = samples.every((s) => s.timings.total === undefined)
    const bareMs = typeof bare === 'string' ? Number.NaN : bare.median
    const stringMs = typeof bare === 'string' ? Number.NaN : bare.string
    const ratio = whole / bareMs
    const times = (r: number) => (Number.isNaN(r) ? '—' : `${r.toFixed(1)}×${withoutTotal ? '*' : ''}`).padStart(7)
    const target = type.name === 'product' ? 'see below' : ''
    console.log(
      `${type.name.padEnd(18)} ${String(samples.length).padStart(3)} ${entries.map((e) => ms(e).padStart(9)).join(' ')} ${ms(stream).padStart(9)} ${ms(whole).padStart(9)} ${(typeof bare === 'string' ? bare : ms(bareMs)).padStart(12)} ${times(ratio)} ${ms(stringMs).padStart(9)} ${times(whole / stringMs)}   ${target}`,
    )
  }
  for (const { type, bare } of rows)
    if (typeof bare !== 'string' && bare.fallbacks)
      console.log(
        `  note: the bare render of ${type.name} showed ${bare.fallbacks} Suspense fallback(s): it rendered less than the page`,
      )
}

/**
 * A cache-miss product page in three parts: the bare render, the platform's I/O (its D1 round trips and
 * the page cache's lookup at this machine's measured cost, decision 051) and the rest, the shop's own work
 * (routing, Store API answers, loaders, boot data), held to at most the bare render.
 */
function printLean(wholeMs: number, bareMs: number, floor: PlatformFloor) {
  const io = PRODUCT_PAGE_ROUND_TRIPS * floor.d1RoundTrip + floor.cacheLookup
  const own = wholeMs - bareMs - io
  console.log(
    `\nA cache-miss product page in three parts, ${LEAN_ROUNDS} rounds of a page (cycling through the products, de and en) and`,
  )
  console.log(
    `its bare render in turn (medians), the platform measured in this machine's workerd, an isolate of its own:`,
  )
  console.log(`a D1 round trip ${ms(floor.d1RoundTrip)}, a Cache API lookup that misses ${ms(floor.cacheLookup)}):\n`)
  const row = (label: string, value: number, note = '') =>
    console.log(`  ${label.padEnd(50)} ${ms(value).padStart(9)}   ${note}`)
  row('whole (median)', wholeMs, `${(wholeMs / bareMs).toFixed(1)}× the bare render`)
  row('bare render', bareMs)
  row(`platform I/O (${PRODUCT_PAGE_ROUND_TRIPS} D1 round trips, a cache lookup)`, io)
  row(
    "the shop's own work (whole − render − I/O)",
    own,
    `target ≤ ${OWN_WORK_TARGET}× the bare render (${ms(OWN_WORK_TARGET * bareMs)}): ${own <= OWN_WORK_TARGET * bareMs ? 'pass' : 'fail'}`,
  )
}

/**
 * Runs first, before anything else visits a page: the first-request samples must be first requests.
 * Prints the bytes, TTFB and worker-time tables.
 */
export async function benchPageFigures(base: string, pages: BenchPages, floorPath: string): Promise<void> {
  // Warm the isolate on pages no shared cache keeps.
  for (let i = 0; i < 5; i++) await timedGet(`${base}/login`)
  const product = pages.types.find((t) => t.name === 'product')!
  const uncached = await firstRequests(base, product, product.variants.length)
  // The other types cycle through their distinct pages; the private ones (cart, account) are never shared.
  const samples = new Map<PageType, Sample[]>([[product, uncached]])
  for (const type of pages.types)
    if (type !== product) samples.set(type, await firstRequests(base, type, SAMPLES_PER_TYPE))
  const cached: Sample[] = []
  for (let i = 0; i < REPEATS; i++) cached.push(sampleOf(await timedGet(base + product.path)))
  const floor: TimedAnswer[] = []
  for (let i = 0; i < REPEATS; i++) floor.push(await timedGet(base + floorPath))

  const answers = new Map<PageType, TimedAnswer>()
  const rows = []
  // The JavaScript as a first-time shopper's phone downloads it, until the network is quiet (js-budget.ts).
  const browser = await launchBrowser()
  try {
    for (const type of pages.types) {
      const answer = await timedGet(base + type.path, [], type.cookie)
      answers.set(type, answer)
      const token = type.cookie?.match(new RegExp(`${CONTEXT_TOKEN_COOKIE}=([^;]+)`))?.[1]
      const js = await firstVisitJs(browser, base, type.path, token)
      rows.push({ type, answer, js, files: js.files.length })
    }
  } finally {
    await browser.close()
  }
  printBytes(rows)
  printTtfb(uncached, cached, floor)

  const renderer = await bareRenderer()
  try {
    const renderRows = []
    for (const type of pages.types) {
      const bare = await renderer
        .time(base + type.path, answers.get(type)!.body, RENDER_ITERATIONS)
        .catch((error: Error) => `error: ${error.message}`)
      renderRows.push({ type, samples: samples.get(type)!, bare })
    }
    printWorkerTime(renderRows)
    const bare = await renderer.streamed(base + product.path, answers.get(product)!.body)
    const lean = { whole: [] as number[], bare: [] as number[] }
    for (let i = 0; i < LEAN_ROUNDS; i++) {
      // A query the page ignores makes another key of the page cache: a miss, rendered anew.
      const path = `${product.variants[i % product.variants.length]}?lean=${i}`
      const sample = sampleOf(await timedGet(base + path))
      if (sample.answer.status !== 200 || sample.cache !== 'MISS') throw new Error(`${path}: ${sample.cache}`)
      lean.whole.push(workerTime(sample).whole)
      lean.bare.push(await bare())
    }
    printLean(percentile(lean.whole, 50), percentile(lean.bare, 50), await platformFloor())
  } finally {
    await renderer.close()
  }
}
