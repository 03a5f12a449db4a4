/**
 * The catalog at scale (`npm run bench -- --scale DIR`, DIR seeded with 300,000 products): p50/p95
 * of search, listings with every facet (with and without filters) and product pages, through the
 * shop's own /store-api on loopback. Requests run one after another, bounded by count and time.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { productId } from '../embedded/seed/keys'
import { mb, percentile, timingOf } from './bench-stats'
import { SEARCH_INDEX_FILE, type SearchIndexFigures } from './seed'

interface Case {
  name: string
  path: string
  body: Record<string, unknown>
  headers?: Record<string, string>
  /** GET a text file instead of POSTing to the Store API. */
  get?: boolean
}

export interface ScaleOptions {
  /** Requests per measured group (spread over its cases), at most. */
  requests: number
  /** Seconds a group may take, at most. */
  seconds: number
  /** Listed products in the seeded catalog (product ids are derived from their numbers). */
  products: number
  /** The state folder, where the seed left its search index figures. */
  stateDir?: string
}

/**
 * Targets p95 in milliseconds: a search for a known term, for a typo or a term this isolate has not
 * seen, the suggestion box, a listing, a product.
 */
const TARGETS = { search: 30, searchNew: 40, suggest: 15, listing: 50, detail: 10 } as const
/** Terms shoppers type: broad nouns, compounds, two words, a maker, a model, a product number. */
const TERMS = [
  'jacke',
  'sicherheitsschuh',
  'warnweste orange',
  'handschuh schnittschutz',
  'kraftmann',
  'nordkap',
  'winterjacke marine',
  'helm',
  'latzhose',
  'SW123456',
]
/** What German shoppers really type: plurals, compounds of other words, typos. */
const SPELLINGS = [
  'jacken',
  'arbeitsschuhe',
  'montagehandschuhe',
  'fleecjacke',
  'sicherheitsschue',
  'warnweset',
  'schutzhlem',
  'hi-vis',
]
/** The suggestion box's requests as a shopper types. */
const PREFIXES = ['ja', 'jack', 'sicherh', 'warnwes', 'fleecj', 'handsch', 'schutzhe', 'arbeitss']
const HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json',
  'sw-language-id': '2fbb5fe2e29a4d70aa5854ce7ce3e20b',
}

async function post(base: string, c: Case): Promise<{ ms: number; server: number; worker: number; json: any }> {
  const started = performance.now()
  const response = c.get
    ? await fetch(base + c.path)
    : await fetch(base + c.path, {
        method: 'POST',
        headers: { ...HEADERS, ...c.headers },
        body: JSON.stringify(c.body),
      })
  const json = c.get ? await response.text() : await response.json()
  const ms = performance.now() - started
  if (!response.ok) throw new Error(`${c.name}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`)
  // The worker's whole time (proxy included) and the embedded API's own, without the local HTTP stack.
  const server = timingOf(response.headers, 'app')
  const worker = timingOf(response.headers, 'worker')
  return { ms, server, worker, json }
}

/** Runs `cases` round-robin until `requests` or `seconds` run out; the first round warms up and is not counted. */
async function measure(base: string, cases: Case[], opts: ScaleOptions) {
  for (const c of cases) await post(base, c)
  const times: number[] = []
  const server: number[] = []
  const worker: number[] = []
  const deadline = performance.now() + opts.seconds * 1000
  for (let i = 0; i < opts.requests && performance.now() < deadline; i++) {
    const answer = await post(base, cases[i % cases.length]!)
    times.push(answer.ms)
    server.push(answer.server)
    worker.push(answer.worker)
  }
  return {
    n: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    workerP50: percentile(worker, 50),
    workerP95: percentile(worker, 95),
    serverP50: percentile(server, 50),
    serverP95: percentile(server, 95),
  }
}

/** A deterministic spread of product numbers (a simple LCG), the same every run. */
function randomProducts(count: number, total: number): number[] {
  let x = 12345
  return Array.from({ length: count }, () => {
    x = (x * 1103515245 + 12345) % 2147483648
    return 1 + (x % total)
  })
}

async function categories(base: string): Promise<Array<{ id: string; name: string; top: boolean }>> {
  const tree = (
    await post(base, {
      name: 'navigation',
      path: '/store-api/navigation/main-navigation/main-navigation',
      body: { depth: 2 },
    })
  ).json as Array<{ id: string; name: string; children: Array<{ id: string; name: string }> }>
  return tree.flatMap((c) => [
    { id: c.id, name: c.name, top: true },
    ...c.children.map((s) => ({ id: s.id, name: s.name, top: false })),
  ])
}

/** Listing cases: each category plain, and with the filters a shopper sets (maker, colour, size, price). */
async function listingCases(base: string) {
  const all = await categories(base)
  const chosen = [...all.filter((c) => c.top).slice(0, 3), ...all.filter((c) => !c.top).slice(0, 3)]
  const plain = chosen.map((c) => ({
    name: c.name,
    path: `/store-api/product-listing/${c.id}`,
    body: { p: 1, limit: 10 },
  }))
  const filtered: Case[] = []
  for (const c of plain) {
    const aggregations = (await post(base, c)).json.aggregations
    const maker = aggregations.manufacturer.entities[0]?.id
    const options = (aggregations.properties.entities as Array<{ options: Array<{ id: string }> }>).flatMap((g) =>
      g.options.slice(0, 1).map((o) => o.id),
    )
    filtered.push({
      ...c,
      body: { ...c.body, manufacturer: maker, properties: options.slice(0, 2).join('|'), 'min-price': 20 },
    })
  }
  return { plain, filtered }
}

/**
 * Measures and prints the scale figures against a running shop at `base`.
 * @example await benchScale('http://127.0.0.1:8795', { requests: 300, seconds: 20, products: 300_000 })
 */
export async function benchScale(base: string, opts: ScaleOptions) {
  const search = TERMS.map((term) => ({
    name: term,
    path: '/store-api/search',
    body: { search: term, p: 1, limit: 10 },
  }))
  const spellings = SPELLINGS.map((term) => ({
    name: term,
    path: '/store-api/search',
    body: { search: term, p: 1, limit: 10 },
  }))
  const suggest = PREFIXES.map((term) => ({
    name: term,
    path: '/store-api/search-suggest',
    body: { search: term, limit: 10 },
  }))
  const detail = randomProducts(200, opts.products).map((n) => ({
    name: `SW${10000 + n}`,
    path: `/store-api/product/${productId(n)}`,
    body: {},
  }))
  const { plain, filtered } = await listingCases(base)
  // The first search of an isolate loads the facet columns (every listed product's maker, options, price, rating, flags).
  const first = await post(base, { ...search[0]!, headers: { 'cache-control': 'no-cache' } })
  // Floors: the local HTTP stack answering a file from memory, then the same route as the rows below
  // through the proxy to a one-row read.
  const platform = [{ name: 'robots', path: '/robots.txt', body: {}, get: true }]
  const floor = [{ name: 'language', path: '/store-api/language', body: {} }]
  const groups: Array<[string, Case[], number]> = [
    ['floor (GET /robots.txt)', platform, 0],
    ['floor (POST /language)', floor, 0],
    // A term's hits are kept a minute per isolate; no-cache reads them anew, as a term's first search does.
    [
      'search + facets, new term',
      search.map((c) => ({ ...c, headers: { 'cache-control': 'no-cache' } })),
      TARGETS.searchNew,
    ],
    ['search + facets, known term', search.map((c) => ({ ...c, body: { ...c.body, p: 2 } })), TARGETS.search],
    [
      'search hits only, new term',
      search.map((c) => ({
        ...c,
        body: { ...c.body, 'no-aggregations': 1 },
        headers: { 'cache-control': 'no-cache' },
      })),
      TARGETS.searchNew,
    ],
    [
      'search, plurals/typos, new',
      spellings.map((c) => ({ ...c, headers: { 'cache-control': 'no-cache' } })),
      TARGETS.searchNew,
    ],
    ['search, plurals/typos, known', spellings.map((c) => ({ ...c, body: { ...c.body, p: 2 } })), TARGETS.search],
    // Beginnings shoppers type again within the minute: their count is kept (hits.ts, keptCount).
    ['suggest (as typed)', suggest, TARGETS.suggest],
    [
      'suggest, new beginning',
      suggest.map((c) => ({ ...c, headers: { 'cache-control': 'no-cache' } })),
      TARGETS.suggest,
    ],
    // What the shop's own box asks (worker/ssr/suggest.ts): six products, next-pages, no exact count.
    [
      'box (next-pages), new',
      suggest.map((c) => ({
        ...c,
        body: { search: c.body.search, limit: 6, 'total-count-mode': 'next-pages' },
        headers: { 'cache-control': 'no-cache' },
      })),
      TARGETS.suggest,
    ],
    ['listing, all facets', plain, TARGETS.listing],
    ['listing, filtered + facets', filtered, TARGETS.listing],
    ['product detail', detail, TARGETS.detail],
  ]
  console.log(
    `\nCatalog at scale (${opts.products.toLocaleString('en')} products), POST /store-api on loopback, sequential, ≤${opts.requests} requests or ${opts.seconds} s per row\n`,
  )
  console.log(`first search after start (loads the facet columns): ${first.ms.toFixed(0)} ms`)
  const figures = opts.stateDir ? path.join(opts.stateDir, SEARCH_INDEX_FILE) : null
  if (figures && existsSync(figures)) {
    const index = JSON.parse(readFileSync(figures, 'utf8')) as SearchIndexFigures
    console.log(
      `search index (as seeded, ${index.products.toLocaleString('en')} products): ${mb(index.bytes['de-DE'])} German + ${mb(index.bytes['en-GB'])} English, ${index.words.toLocaleString('en')} words in the vocabulary, written in ${(index.writeMs / 1000).toFixed(1)} s`,
    )
  } else console.log('search index: no figures (the state was not seeded by this version of npm run seed)')
  console.log('')
  console.log(
    '                                     on loopback          in the worker     of it, Store API   (Server-Timing)',
  )
  console.log(
    'request                          n     p50       p95       p50       p95       p50       p95     target p95 (loopback / worker)',
  )
  for (const [name, cases, target] of groups) {
    const r = await measure(base, cases, opts)
    const verdict = !target
      ? ''
      : `${target} ms (${r.p95 <= target ? 'met' : 'missed'} / ${r.workerP95 <= target ? 'met' : 'missed'})`
    const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1).padStart(6)} ms` : '     – ')
    console.log(
      `${name.padEnd(28)} ${String(r.n).padStart(5)} ${ms(r.p50)} ${ms(r.p95)}  ${ms(r.workerP50)} ${ms(r.workerP95)}  ${ms(r.serverP50)} ${ms(r.serverP95)}   ${verdict}`,
    )
  }
  console.log('')
}
