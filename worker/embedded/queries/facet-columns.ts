/**
 * Search facets counted in memory. A broad search ("jacke": 94,000 of 300,000 products) cannot be
 * counted in SQL within budget: every hit is a listing row to look up. So each isolate keeps the
 * listing columns facets read (maker, option bits, price, rating, flags) of every listed product
 * as typed arrays indexed by product ordinal (about 16 bytes a product: 5 MB at 300,000), and
 * a search fetches only its hits from the full-text index, as one packed string, and counts them
 * here. Counts are exact; they match the SQL branches (a worker test compares both).
 *
 * The arrays follow the catalog: every refresh of the listing bumps `catalog_version`, each hits
 * read carries it, and a mismatch drops the arrays (that answer is counted in SQL instead).
 */
import type { BranchRow } from '../criteria/aggregate'
import type { Filter } from '../criteria/types'
import type { FacetPlan } from './facets'
import { searchTable } from './listing'
import type { Locale } from '../../../shared/constants'

/** Bumped after every rewrite of listing rows (the seed; later, stock and price updates). */
export const BUMP_CATALOG_VERSION = 'UPDATE catalog_version SET version = version + 1'

/** Products per loading statement: about 40 bytes of text each, so a chunk stays near 1.3 MB. */
const CHUNK = 32_768
/** Stored rating + 1; 0 stands for no rating (SQL NULL). */
const NO_RATING = 0
const PID_MASK = 4294967295

export interface FacetColumns {
  version: number
  /** Highest listed product ordinal + 1: the length of every array. */
  size: number
  manufacturer: Uint16Array
  /** Option bit set, low and high 32 bits (bits below 53). */
  optionsLo: Uint32Array
  optionsHi: Uint32Array
  /** Cheapest gross price in cents. */
  price: Int32Array
  /** Rating × 10, plus 1; 0 when the product has none. */
  rating: Uint16Array
  flags: Uint8Array
  /** Marks for one search's name hits, set and cleared within one synchronous count. */
  marks: Uint8Array
}

const cache = new WeakMap<D1Database, Promise<FacetColumns>>()

/** Parses `a,b,c,d,e,f;a,b,…` (hex) into the arrays. */
function fill(columns: FacetColumns, text: string) {
  const fields = [0, 0, 0, 0, 0, 0]
  let field = 0
  let value = 0
  const store = () => {
    const [pid, manufacturer, options, price, rating, flags] = fields
    columns.manufacturer[pid] = manufacturer
    columns.optionsLo[pid] = options % 4294967296
    columns.optionsHi[pid] = Math.floor(options / 4294967296)
    columns.price[pid] = price
    columns.rating[pid] = rating
    // Bit 7 marks a listed product; flags use bits 0–3.
    columns.flags[pid] = flags | 128
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 44 /* , */) {
      fields[field++] = value
      value = 0
    } else if (c === 59 /* ; */) {
      fields[field] = value
      store()
      field = 0
      value = 0
    } else value = value * 16 + (c <= 57 ? c - 48 : c - 87)
  }
  if (text.length) {
    fields[field] = value
    store()
  }
}

async function load(db: D1Database): Promise<FacetColumns> {
  const head = await db
    .prepare('SELECT (SELECT version FROM catalog_version) AS version, coalesce(max(pid), 0) AS top FROM listing WHERE category = 0')
    .first<{ version: number; top: number }>()
  const size = (head?.top ?? 0) + 1
  const columns: FacetColumns = {
    version: head?.version ?? 0, size,
    manufacturer: new Uint16Array(size), optionsLo: new Uint32Array(size), optionsHi: new Uint32Array(size),
    price: new Int32Array(size), rating: new Uint16Array(size), flags: new Uint8Array(size), marks: new Uint8Array(size),
  }
  const chunks: D1PreparedStatement[] = []
  for (let from = 0; from < size; from += CHUNK) {
    chunks.push(
      db
        .prepare(
          `SELECT group_concat(printf('%x,%x,%x,%x,%x,%x', pid, manufacturer, options, price, coalesce(rating + 1, ${NO_RATING}), flags), ';') AS text
           FROM listing WHERE category = 0 AND pid >= ? AND pid < ?`,
        )
        .bind(from, from + CHUNK),
    )
  }
  if (chunks.length) for (const answer of await db.batch<{ text: string | null }>(chunks)) fill(columns, answer.results[0]?.text ?? '')
  return columns
}

/**
 * The columns of `db`'s catalog, loaded on first use in this isolate (about 0.2 s at 300,000
 * products), then from memory until a hits read reports a newer catalog version.
 */
export function facetColumns(db: D1Database): Promise<FacetColumns> {
  let columns = cache.get(db)
  if (!columns) {
    columns = load(db)
    cache.set(db, columns)
    columns.catch(() => cache.delete(db))
  }
  return columns
}

/** Forgets the columns of `db` (its catalog changed); the next search loads them again. */
export function dropFacetColumns(db: D1Database, stale: FacetColumns) {
  void cache.get(db)?.then((current) => current === stale && cache.delete(db))
}

/**
 * Every hit of a full-text match in rowid order (deliverable first), packed as comma-separated
 * product ordinals, with the catalog version. Integers as group_concat writes them are the cheapest
 * text SQLite makes; a term matching nearly the whole catalog exceeds D1's string limit
 * (`isTooBig`), and SQL answers it instead.
 */
export function hitsStatement(db: D1Database, locale: Locale, match: string): D1PreparedStatement {
  const table = searchTable(locale)
  return db
    .prepare(`SELECT (SELECT version FROM catalog_version) AS version, group_concat(rowid & ${PID_MASK}) AS hits FROM ${table} WHERE ${table} MATCH ?`)
    .bind(match)
}

/** Whether D1 refused a statement for a string over its limit (2,000,000 bytes). */
export const isTooBig = (error: unknown) => error instanceof Error && /SQLITE_TOOBIG|too big/i.test(error.message)

/** The listed products among packed hits, in their order (a product the listing lacks is no hit, as in SQL). */
export function unpackHits(columns: FacetColumns, packed: string | null): Uint32Array {
  const text = packed ?? ''
  if (!text) return new Uint32Array(0)
  let commas = 0
  for (let i = text.indexOf(','); i >= 0; i = text.indexOf(',', i + 1)) commas++
  const out = new Uint32Array(commas + 1)
  const { size, flags } = columns
  let n = 0
  let pid = 0
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 44
    if (c !== 44) {
      pid = pid * 10 + c - 48
      continue
    }
    if (pid < size && flags[pid] & 128) out[n++] = pid
    pid = 0
  }
  return out.subarray(0, n)
}

/** A search's hits as read, with the catalog version they belong to. */
export interface Hits {
  version: number
  pids: Uint32Array
}

/** Hits are kept a minute per term, up to 2 million product ordinals (8 MB) per isolate. */
const HITS_TTL_MS = 60_000
const HITS_MAX_PIDS = 2_000_000
const hitsCache = new WeakMap<D1Database, Map<string, { at: number; size: number; hits: Promise<Hits | null> }>>()

/**
 * The hits of full-text matches (`matches`, in one language), each from this isolate's cache when
 * read within the last minute (the search page asks for the page and for the facets; filtering and
 * paging ask again), the others read in one batch. `fresh` skips the cache (a request with
 * Cache-Control: no-cache). Null for hits over D1's string limit. The caller compares versions.
 */
export function searchHits(db: D1Database, columns: FacetColumns, locale: Locale, matches: string[], fresh = false): Array<Promise<Hits | null>> {
  let entries = hitsCache.get(db)
  if (!entries) hitsCache.set(db, (entries = new Map()))
  const cache = entries
  const keys = matches.map((match) => `${locale}\n${match}`)
  const found = keys.map((key) => {
    const cached = cache.get(key)
    if (!cached || fresh || Date.now() - cached.at >= HITS_TTL_MS) return null
    // Most recently used last: eviction takes the oldest first.
    cache.delete(key)
    cache.set(key, cached)
    return cached.hits
  })
  const missing = matches.filter((_, i) => !found[i])
  if (!missing.length) return found as Array<Promise<Hits | null>>
  const read = db
    .batch<{ version: number; hits: string | null }>(missing.map((match) => hitsStatement(db, locale, match)))
    .then((answers) => answers.map(({ results: [row] }): Hits => ({ version: row?.version ?? -1, pids: unpackHits(columns, row?.hits ?? null) })))
    .catch((error: unknown) => {
      if (isTooBig(error)) return missing.map(() => null)
      throw error
    })
  let next = 0
  return keys.map((key, i) => {
    if (found[i]) return found[i]
    const index = next++
    const hits = read.then((all) => all[index])
    const entry = { at: Date.now(), size: 0, hits }
    cache.set(key, entry)
    hits.then(
      (got) => {
        entry.size = got?.pids.length ?? 0
        let total = 0
        for (const e of cache.values()) total += e.size
        for (const [k, e] of cache) {
          if (total <= HITS_MAX_PIDS) break
          total -= e.size
          cache.delete(k)
        }
      },
      () => cache.get(key) === entry && cache.delete(key),
    )
    return hits
  })
}

/** Whether `searchHits` would answer from the cache. */
export function hasSearchHits(db: D1Database, locale: Locale, match: string): boolean {
  const cached = hitsCache.get(db)?.get(`${locale}\n${match}`)
  return !!cached && Date.now() - cached.at < HITS_TTL_MS
}

/** Forgets every cached search of `db` (its catalog changed). */
export const dropSearchHits = (db: D1Database) => hitsCache.delete(db)

/** The catalog's version now. */
export const catalogVersionStatement = (db: D1Database) => db.prepare('SELECT version FROM catalog_version')

/** A listing filter as a test on one product's columns; null for anything the columns cannot answer. */
function predicate(columns: FacetColumns, f: Filter): ((pid: number) => boolean) | null {
  const { manufacturer, optionsLo, optionsHi, price, rating, flags } = columns
  const flag = (bit: number, value: unknown) => {
    const want = value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0
    return (pid: number) => ((flags[pid] >> bit) & 1) === want
  }
  if (f.type === 'equalsAny' && f.field === '_manufacturer') {
    const wanted = new Set(f.value.map(Number))
    return (pid) => wanted.has(manufacturer[pid])
  }
  if (f.type === 'equals' && f.field === '_optionMask') {
    const mask = Number(f.value)
    const lo = mask % 4294967296 >>> 0
    const hi = Math.floor(mask / 4294967296) >>> 0
    return (pid) => (optionsLo[pid] & lo) !== 0 || (optionsHi[pid] & hi) !== 0
  }
  if (f.type === 'equals' && f.field === 'shippingFree') return flag(0, f.value)
  if (f.type === 'equals' && f.field === '_deliverable') return flag(1, f.value)
  if (f.type === 'range' && (f.field === 'price' || f.field === 'ratingAverage')) {
    const scale = f.field === 'price' ? 100 : 10
    const tests = Object.entries(f.parameters).map(([op, raw]) => {
      const bound = Math.round(Number(raw) * scale)
      return op === 'gte' ? (v: number) => v >= bound : op === 'lte' ? (v: number) => v <= bound : op === 'gt' ? (v: number) => v > bound : (v: number) => v < bound
    })
    // SQL compares NULL to nothing: a product without a rating passes no rating range.
    if (f.field === 'ratingAverage') return (pid) => rating[pid] !== NO_RATING && tests.every((t) => t(rating[pid] - 1))
    return (pid) => tests.every((t) => t(price[pid]))
  }
  return null
}

/** What one plan measures, if the columns can: counts by maker or option bit, or one field's metrics. */
type Measure = { key: 'manufacturer' | 'options' } | { value: 'price' | 'rating' | 'shippingFree' }

function measureOf(plan: FacetPlan): Measure | null {
  const leaf = plan.flat.leaf
  if ((leaf.type === 'entity' || leaf.type === 'terms') && leaf.field === 'manufacturerId') return { key: 'manufacturer' }
  if ((leaf.type === 'entity' || leaf.type === 'terms') && leaf.field === 'properties.id') return { key: 'options' }
  if (['stats', 'min', 'max', 'avg', 'sum'].includes(leaf.type)) {
    if (leaf.field === 'price') return { value: 'price' }
    if (leaf.field === 'ratingAverage') return { value: 'rating' }
    if (leaf.field === 'shippingFree') return { value: 'shippingFree' }
  }
  return null
}

/** One plan's running counts. */
interface Tally {
  plan: FacetPlan
  measure: Measure
  /** Bits of the filters the plan's rows must pass. */
  required: number
  counts: Float64Array
  n: number
  min: number
  max: number
  sum: number
  present: number
}

/**
 * The facets of `plans` over `hits`, how many hits pass every filter in `filters` (the total), and
 * the first `take` of those in search order: name hits (`names`) first, then the others, each in
 * hits order. Each plan counts the rows passing its own filters, which must be among `filters`
 * (the listing filters the plans were built from); null when a plan or filter is beyond what the
 * columns hold.
 */
export function countInColumns(
  columns: FacetColumns, hits: Uint32Array, plans: FacetPlan[], filters: Filter[], page: { names: Uint32Array; take: number } | null = null,
): { counted: Map<string, BranchRow[]>; total: number; pids: number[] } | null {
  if (filters.length > 30) return null
  const tests: Array<(pid: number) => boolean> = []
  for (const f of filters) {
    const test = predicate(columns, f)
    if (!test) return null
    tests.push(test)
  }
  const tallies: Tally[] = []
  for (const plan of plans) {
    const measure = measureOf(plan)
    if (!measure) return null
    let required = 0
    for (const f of plan.flat.filters) {
      const index = filters.indexOf(f)
      if (index < 0) return null
      required |= 1 << index
    }
    tallies.push({ plan, measure, required, counts: new Float64Array('key' in measure ? (measure.key === 'options' ? 64 : 65536) : 0), n: 0, min: Infinity, max: -Infinity, sum: 0, present: 0 })
  }
  const all = (1 << tests.length) - 1
  const { manufacturer, optionsLo, optionsHi, price, rating, flags } = columns
  let total = 0
  const first: number[] = []
  const rest: number[] = []
  const take = page?.take ?? 0
  const marks = columns.marks
  if (page) for (const pid of page.names) marks[pid] = 1
  try {
    for (let h = 0; h < hits.length; h++) {
      const pid = hits[h]
      let passed = 0
      for (let i = 0; i < tests.length; i++) if (tests[i](pid)) passed |= 1 << i
      if (passed === all) {
        total++
        const tier = marks[pid] ? first : rest
        if (tier.length < take) tier.push(pid)
      }
      for (const t of tallies) {
        if ((passed & t.required) !== t.required) continue
        t.n++
        if ('key' in t.measure) {
          if (t.measure.key === 'manufacturer') t.counts[manufacturer[pid]]++
          else {
            for (let x = optionsLo[pid]; x !== 0; x &= x - 1) t.counts[31 - Math.clz32(x & -x)]++
            for (let x = optionsHi[pid]; x !== 0; x &= x - 1) t.counts[63 - Math.clz32(x & -x)]++
          }
          continue
        }
        const v = t.measure.value === 'price' ? price[pid] : t.measure.value === 'rating' ? rating[pid] - 1 : flags[pid] & 1
        if (t.measure.value === 'rating' && rating[pid] === NO_RATING) continue
        t.present++
        t.sum += v
        if (v < t.min) t.min = v
        if (v > t.max) t.max = v
      }
    }
  } finally {
    // The marks are shared by every search of this isolate: leave them clear.
    if (page) for (const pid of page.names) marks[pid] = 0
  }
  const counted = new Map<string, BranchRow[]>()
  for (const t of tallies) {
    if ('key' in t.measure) {
      const rows: BranchRow[] = []
      const options = t.measure.key === 'options'
      // An option row carries its bit as a one-bit set, as grouped SQL rows carry whole sets.
      t.counts.forEach((n, k) => n && rows.push({ k: options ? 2 ** k : k, n, mn: null, mx: null, av: null, sm: null }))
      counted.set(t.plan.key, rows)
    } else {
      const some = t.present > 0
      counted.set(t.plan.key, [{ k: null, n: t.n, mn: some ? t.min : null, mx: some ? t.max : null, av: some ? t.sum / t.present : null, sm: some ? t.sum : null }])
    }
  }
  return { counted, total, pids: [...first, ...rest].slice(0, take) }
}
