/**
 * Searches and filtered listings counted in memory (decision 011). A broad search ("jacke": 94,000
 * of 300,000 products) cannot be counted in SQL within budget: every hit is a listing row to look
 * up. So each isolate keeps the listing columns facets and sortings read (maker, option set, price,
 * rating, flags, name ranks, sales) of every listed product as typed arrays indexed by product
 * ordinal (26 bytes a product: 7.8 MB at 300,000). A search reads only its hits from the full-text
 * index, a category only its product ordinals, each as one packed string, and facets, total and
 * page are counted here. Results are exact; worker tests compare them with the SQL path.
 *
 * The arrays follow the catalog: every rewrite of the listing bumps `catalog_version`, reads carry
 * or check it, and a mismatch drops the arrays (that answer comes from SQL instead).
 */
import type { BranchRow } from '../../criteria/aggregate'
import { productSchema } from '../../criteria/schemas'
import type { Filter } from '../../criteria/types'
import type { FacetPlan } from './facets'
import { searchTable } from './queries'
import type { Locale } from '../../../../shared/constants'

/** Bumped after every rewrite of listing rows (the seed; later, stock and price updates). */
export const BUMP_CATALOG_VERSION = 'UPDATE catalog_version SET version = version + 1'

/** Products per loading statement: about 60 bytes of text each, so a chunk stays near 1 MB. */
const CHUNK = 16_384
/** Stored rating + 1; 0 stands for no rating (SQL NULL). */
const NO_RATING = 0
const PID_MASK = 4294967295
const encoder = new TextEncoder()

export interface FacetColumns {
  version: number
  /** Highest listed product ordinal + 1: the length of every array. */
  size: number
  manufacturer: Uint16Array
  /** Highest maker ordinal + 1. */
  makers: number
  /**
   * Each product's option bit set, as the index of that set among the catalog's distinct sets
   * (a few hundred to thousands: sizes, colours and properties repeat). Counting options is then one
   * increment per hit; the bits are spread once per distinct set.
   */
  optionSet: Uint32Array
  /** The distinct sets: low and high 32 bits (bits below 53). */
  sets: { lo: number[]; hi: number[] }
  /** Cheapest gross price in cents. */
  price: Int32Array
  /** Rating × 10, plus 1; 0 when the product has none. */
  rating: Uint16Array
  flags: Uint8Array
  /** Sort keys: place in alphabetical order per language, units sold. */
  rankDe: Int32Array
  rankEn: Int32Array
  sales: Int32Array
  /** Marks for one search's name hits, set and cleared within one synchronous count. */
  marks: Uint8Array
}

const cache = new WeakMap<D1Database, Promise<FacetColumns>>()

/** Parses `pid,maker,options,price,rating,flags,rankDe,rankEn,sales;…` (hex) into the arrays. */
function fill(columns: FacetColumns, text: string, setIndex: Map<number, number>) {
  const fields = [0, 0, 0, 0, 0, 0, 0, 0, 0]
  let field = 0
  let value = 0
  const store = () => {
    const [pid, manufacturer, options, price, rating, flags, rankDe, rankEn, sales] = fields
    columns.manufacturer[pid] = manufacturer
    if (manufacturer >= columns.makers) columns.makers = manufacturer + 1
    const { sets } = columns
    let set = setIndex.get(options)
    if (set === undefined) {
      set = sets.lo.push(options % 4294967296) - 1
      sets.hi.push(Math.floor(options / 4294967296))
      setIndex.set(options, set)
    }
    columns.optionSet[pid] = set
    columns.price[pid] = price
    columns.rating[pid] = rating
    // Bit 7 marks a listed product; flags use bits 0–3.
    columns.flags[pid] = flags | 128
    columns.rankDe[pid] = rankDe
    columns.rankEn[pid] = rankEn
    columns.sales[pid] = sales
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

/** The catalog version and the highest listed product ordinal: what the columns' size follows. */
export const COLUMNS_HEAD_SQL =
  'SELECT (SELECT version FROM catalog_version WHERE id = 1) AS version, coalesce(max(pid), 0) AS top FROM listing WHERE category = 0'

/** One chunk of the columns, by a range of product ordinals, as hex text. */
export const COLUMNS_CHUNK_SQL = `SELECT group_concat(printf('%x,%x,%x,%x,%x,%x,%x,%x,%x', pid, manufacturer, options, price, coalesce(rating + 1, ${NO_RATING}), flags,
    name_rank_de, name_rank_en, sales), ';') AS text
  FROM listing WHERE category = 0 AND pid >= ? AND pid < ?`

async function load(db: D1Database): Promise<FacetColumns> {
  const head = await db.prepare(COLUMNS_HEAD_SQL).first<{ version: number; top: number }>()
  const size = (head?.top ?? 0) + 1
  const columns: FacetColumns = {
    version: head?.version ?? 0,
    size,
    manufacturer: new Uint16Array(size),
    makers: 1,
    optionSet: new Uint32Array(size),
    sets: { lo: [], hi: [] },
    price: new Int32Array(size),
    rating: new Uint16Array(size),
    flags: new Uint8Array(size),
    rankDe: new Int32Array(size),
    rankEn: new Int32Array(size),
    sales: new Int32Array(size),
    marks: new Uint8Array(size),
  }
  const chunks: D1PreparedStatement[] = []
  for (let from = 0; from < size; from += CHUNK) {
    chunks.push(db.prepare(COLUMNS_CHUNK_SQL).bind(from, from + CHUNK))
  }
  // One batch is one snapshot; a catalog rewritten since the first read leaves columns that never
  // match a version, so the first search drops them and loads again.
  const answers = await db.batch<{ text?: string | null; version?: number }>([
    ...chunks,
    db.prepare('SELECT version FROM catalog_version WHERE id = 1'),
  ])
  // Each distinct option set's index, while loading.
  const setIndex = new Map<number, number>()
  for (const answer of answers.slice(0, -1)) fill(columns, answer.results[0]?.text ?? '', setIndex)
  if (answers[answers.length - 1].results[0]?.version !== columns.version) columns.version = -1
  return columns
}

/**
 * The columns of `db`'s catalog, loaded on first use in this isolate (a quarter of a second at
 * 300,000 products), then from memory until a search finds a newer catalog version.
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

/** Where a list's products come from, read as one packed string of product ordinals. */
export interface HitsRead {
  /** Cache key: the same key is the same list of products (for one catalog version). */
  key: string
  statement: (db: D1Database) => D1PreparedStatement
}

/**
 * Every hit of a full-text match in rowid order (deliverable first), packed as comma-separated
 * product ordinals, with the catalog version. Integers as group_concat writes them are the cheapest
 * text SQLite makes; a term matching nearly the whole catalog exceeds D1's string limit
 * (`isTooBig`), and SQL answers it instead.
 */
export const searchRead = (locale: Locale, match: string): HitsRead => ({
  key: `search\n${locale}\n${match}`,
  statement: (db) => {
    const table = searchTable(locale)
    return db
      .prepare(
        `SELECT (SELECT version FROM catalog_version WHERE id = 1) AS version, 1 AS found, group_concat(rowid & ${PID_MASK}) AS hits FROM ${table} WHERE ${table} MATCH ?`,
      )
      .bind(match)
  },
})

/** Every product of an active category (with its sub-categories), by id; not found when there is none. */
export const categoryRead = (categoryId: string): HitsRead => ({
  key: `category\n${categoryId}`,
  statement: (db) =>
    db
      .prepare(
        `SELECT (SELECT version FROM catalog_version WHERE id = 1) AS version,
          (SELECT count(*) FROM category WHERE id = ?1 AND active = 1) AS found,
          (SELECT group_concat(pid) FROM listing WHERE category = (SELECT ordinal FROM category WHERE id = ?1 AND active = 1)) AS hits`,
      )
      .bind(categoryId),
})

/** Whether D1 refused a statement for a string over its limit (2,000,000 bytes). */
export const isTooBig = (error: unknown) => error instanceof Error && /SQLITE_TOOBIG|too big/i.test(error.message)

/** The listed products among packed hits, in their order (a product the listing lacks is no hit, as in SQL). */
export function unpackHits(columns: FacetColumns, packed: string | null): Uint32Array {
  if (!packed) return new Uint32Array(0)
  // Bytes scan faster than string characters; every hit takes at least two of them ("7,").
  const bytes = encoder.encode(packed)
  const out = new Uint32Array((bytes.length >> 1) + 1)
  const { size, flags } = columns
  let n = 0
  let pid = 0
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]
    if (c !== 44 /* , */) {
      pid = pid * 10 + c - 48
      continue
    }
    if (pid < size && flags[pid] & 128) out[n++] = pid
    pid = 0
  }
  if (pid < size && flags[pid] & 128) out[n++] = pid
  return out.slice(0, n)
}

/** A list's products as read (a search's hits, a category's products), with the catalog version they belong to. */
export interface Hits {
  version: number
  pids: Uint32Array
}

/** Lists are kept a minute each, up to 2 million product ordinals (8 MB) per isolate; an unknown category's answer too. */
const HITS_TTL_MS = 60_000
const HITS_MAX_PIDS = 2_000_000
const hitsCache = new WeakMap<D1Database, Map<string, { at: number; size: number; hits: Promise<Hits | null> }>>()

/**
 * The products of each read, from this isolate's cache when read within the last minute (the search
 * page asks for the page and for the facets; filtering and paging ask again), the others in one
 * batch. `fresh` skips the cache (a request with Cache-Control: no-cache). Null for a list over
 * D1's string limit or a category that does not exist. `cached` says whether any came from the
 * cache: lists read now carry the version, cached ones must be compared with the catalog's.
 */
export function readHits(
  db: D1Database,
  columns: FacetColumns,
  reads: HitsRead[],
  fresh = false,
): { lists: Array<Promise<Hits | null>>; cached: boolean } {
  let entries = hitsCache.get(db)
  if (!entries) hitsCache.set(db, (entries = new Map()))
  const cache = entries
  const found = reads.map(({ key }) => {
    const cached = cache.get(key)
    if (!cached || fresh || Date.now() - cached.at >= HITS_TTL_MS) return null
    // Most recently used last: eviction takes the oldest first.
    cache.delete(key)
    cache.set(key, cached)
    return cached.hits
  })
  const missing = reads.filter((_, i) => !found[i])
  const cached = found.some(Boolean)
  if (!missing.length) return { lists: found as Array<Promise<Hits | null>>, cached }
  const read = db
    .batch<{ version: number; found: number; hits: string | null }>(missing.map((r) => r.statement(db)))
    .then((answers) =>
      answers.map(({ results: [row] }): Hits | null =>
        row?.found ? { version: row.version, pids: unpackHits(columns, row.hits) } : null,
      ),
    )
    .catch((error: unknown) => {
      if (isTooBig(error)) return missing.map(() => null)
      throw error
    })
  let next = 0
  const lists = reads.map(({ key }, i) => {
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
  return { lists, cached }
}

/**
 * Forgets what this isolate holds of `db`'s catalog, the `stale` columns and every cached list (the
 * catalog changed); the next search or filtered listing reads them again.
 */
export function forgetCatalog(db: D1Database, stale: FacetColumns) {
  hitsCache.delete(db)
  void cache.get(db)?.then((current) => current === stale && cache.delete(db))
}

/** The catalog's version now. */
export const catalogVersionStatement = (db: D1Database) =>
  db.prepare('SELECT version FROM catalog_version WHERE id = 1')

/** A listing filter as a test on one product's columns; null for anything the columns cannot answer. */
function predicate(columns: FacetColumns, f: Filter): ((pid: number) => boolean) | null {
  const { manufacturer, optionSet, sets, price, rating, flags } = columns
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
    const lo = (mask % 4294967296) >>> 0
    const hi = Math.floor(mask / 4294967296) >>> 0
    // Decided once per distinct set, looked up per hit.
    const passes = Uint8Array.from(sets.lo, (setLo, i) => ((setLo & lo) !== 0 || (sets.hi[i] & hi) !== 0 ? 1 : 0))
    return (pid) => passes[optionSet[pid]] === 1
  }
  if (f.type === 'equals' && f.field === 'shippingFree') return flag(0, f.value)
  if (f.type === 'equals' && f.field === '_deliverable') return flag(1, f.value)
  if (f.type === 'range' && (f.field === 'price' || f.field === 'ratingAverage')) {
    // Bounds are stored as the columns are (cents, tenths of a point), rounded as SQL compares them.
    const scale = productSchema['de-DE'].fields[f.field].scale ?? 1
    const tests = Object.entries(f.parameters).map(([op, raw]) => {
      const bound = Math.round(Number(raw) * scale)
      return op === 'gte'
        ? (v: number) => v >= bound
        : op === 'lte'
          ? (v: number) => v <= bound
          : op === 'gt'
            ? (v: number) => v > bound
            : (v: number) => v < bound
    })
    // SQL compares NULL to nothing: a product without a rating passes no rating range.
    if (f.field === 'ratingAverage') return (pid) => rating[pid] !== NO_RATING && tests.every((t) => t(rating[pid] - 1))
    return (pid) => tests.every((t) => t(price[pid]))
  }
  return null
}

/** What one plan measures: counts by maker or option set, or one column's metrics. */
enum Kind {
  Manufacturer,
  Options,
  Price,
  Rating,
  ShippingFree,
}

function kindOf(plan: FacetPlan): Kind | null {
  const leaf = plan.flat.leaf
  if (leaf.type === 'entity' || leaf.type === 'terms') {
    if (leaf.field === 'manufacturerId') return Kind.Manufacturer
    if (leaf.field === 'properties.id') return Kind.Options
    return null
  }
  if (!['stats', 'min', 'max', 'avg', 'sum'].includes(leaf.type)) return null
  if (leaf.field === 'price') return Kind.Price
  if (leaf.field === 'ratingAverage') return Kind.Rating
  if (leaf.field === 'shippingFree') return Kind.ShippingFree
  return null
}

/** Running measures of hits by the filters they pass (`mask`: bits of the filters). */
interface Group {
  mask: number
  rows: number
  makers: Uint32Array
  sets: Uint32Array
  priceMin: number
  priceMax: number
  priceSum: number
  rated: number
  ratingMin: number
  ratingMax: number
  ratingSum: number
  shippingFree: number
}

const newGroup = (mask: number, columns: FacetColumns): Group => ({
  mask,
  rows: 0,
  makers: new Uint32Array(columns.makers),
  sets: new Uint32Array(columns.sets.lo.length),
  priceMin: Infinity,
  priceMax: -Infinity,
  priceSum: 0,
  rated: 0,
  ratingMin: Infinity,
  ratingMax: -Infinity,
  ratingSum: 0,
  shippingFree: 0,
})

/** Adds `part`'s measures to `sum`. */
function addGroup(sum: Group, part: Group) {
  sum.rows += part.rows
  for (let i = 0; i < part.makers.length; i++) sum.makers[i] += part.makers[i]
  for (let i = 0; i < part.sets.length; i++) sum.sets[i] += part.sets[i]
  sum.priceMin = Math.min(sum.priceMin, part.priceMin)
  sum.priceMax = Math.max(sum.priceMax, part.priceMax)
  sum.priceSum += part.priceSum
  sum.rated += part.rated
  sum.ratingMin = Math.min(sum.ratingMin, part.ratingMin)
  sum.ratingMax = Math.max(sum.ratingMax, part.ratingMax)
  sum.ratingSum += part.ratingSum
  sum.shippingFree += part.shippingFree
}

const metricRow = (n: number, present: number, min: number, max: number, sum: number): BranchRow =>
  present > 0
    ? { k: null, n, mn: min, mx: max, av: sum / present, sm: sum }
    : { k: null, n, mn: null, mx: null, av: null, sm: null }

/** One plan's rows from its group, shaped as the SQL branches answer them. */
function planRows(kind: Kind, group: Group, sets: FacetColumns['sets']): BranchRow[] {
  const out: BranchRow[] = []
  const keyed = (k: number, n: number) => out.push({ k, n, mn: null, mx: null, av: null, sm: null })
  switch (kind) {
    case Kind.Manufacturer:
      group.makers.forEach((n, ordinal) => n && keyed(ordinal, n))
      return out
    case Kind.Options: {
      // Spread each set's count over its bits; a row carries one bit as a one-bit set.
      const bits = new Float64Array(64)
      group.sets.forEach((n, set) => {
        if (!n) return
        for (let x = sets.lo[set]; x !== 0; x &= x - 1) bits[31 - Math.clz32(x & -x)] += n
        for (let x = sets.hi[set]; x !== 0; x &= x - 1) bits[63 - Math.clz32(x & -x)] += n
      })
      bits.forEach((n, bit) => n && keyed(2 ** bit, n))
      return out
    }
    case Kind.Price:
      return [metricRow(group.rows, group.rows, group.priceMin, group.priceMax, group.priceSum)]
    case Kind.Rating:
      return [metricRow(group.rows, group.rated, group.ratingMin, group.ratingMax, group.ratingSum)]
    case Kind.ShippingFree:
      return [
        metricRow(
          group.rows,
          group.rows,
          group.shippingFree === group.rows ? 1 : 0,
          group.shippingFree > 0 ? 1 : 0,
          group.shippingFree,
        ),
      ]
  }
}

/**
 * The order of the page a count collects, the first `take` rows: search relevance (name hits
 * first, then hits order) or ascending `key` (a product's place in a sorting, unique per product).
 */
export type PageOrder = { take: number; names: Uint32Array } | { take: number; key: (pid: number) => number }

/** The `size` rows with the smallest keys seen, in order; most rows are turned away by one comparison. */
class TopN {
  readonly keys: number[] = []
  readonly pids: number[] = []
  constructor(private readonly size: number) {}

  offer(key: number, pid: number) {
    const { keys, pids } = this
    if (keys.length === this.size && key >= keys[keys.length - 1]) return
    let low = 0
    let high = keys.length
    while (low < high) {
      const mid = (low + high) >> 1
      if (keys[mid] < key) low = mid + 1
      else high = mid
    }
    keys.splice(low, 0, key)
    pids.splice(low, 0, pid)
    if (keys.length > this.size) {
      keys.pop()
      pids.pop()
    }
  }
}

/**
 * A listing sorting as a key whose ascending order is SQL's `ORDER BY field dir, pid dir`; null for
 * sortings the columns do not hold. A missing rating sorts below every rating, as NULL does.
 */
export function sortKey(
  columns: FacetColumns,
  sort: Array<{ field: string; order: 'ASC' | 'DESC' }>,
  locale: Locale,
): ((pid: number) => number) | null {
  if (sort.length !== 1) return null
  const [{ field, order }] = sort
  const column =
    field === 'name'
      ? locale === 'en-GB'
        ? columns.rankEn
        : columns.rankDe
      : field === 'price' || field === 'cheapestPrice'
        ? columns.price
        : field === 'sales'
          ? columns.sales
          : null
  const { size, rating } = columns
  const value = column ? (pid: number) => column[pid] : field === 'ratingAverage' ? (pid: number) => rating[pid] : null
  if (!value) return null
  // The product ordinal breaks ties in the same direction.
  return order === 'DESC' ? (pid) => -(value(pid) * size + pid) : (pid) => value(pid) * size + pid
}

/**
 * The facets of `plans` over `hits`, how many hits pass every filter in `filters` (the total), and
 * the first `take` of those in search order: name hits (`names`) first, then the others, each in
 * hits order. Each plan counts the rows passing its own filters, which must be among `filters`
 * (the listing filters the plans were built from); null when a plan or filter is beyond what the
 * columns hold. One pass over the hits, integer work only (about 1 ms per 100,000 hits).
 */
export function countInColumns(
  columns: FacetColumns,
  hits: Uint32Array,
  plans: FacetPlan[],
  filters: Filter[],
  page: PageOrder | null = null,
): { counted: Map<string, BranchRow[]>; total: number; pids: number[] } | null {
  // Classes of hits by the filters they pass: 2^filters of them (a shopper sets a handful).
  if (filters.length > 12) return null
  const tests: Array<(pid: number) => boolean> = []
  for (const f of filters) {
    const test = predicate(columns, f)
    if (!test) return null
    tests.push(test)
  }
  const count = plans.length
  const kinds = new Uint8Array(count)
  const required = new Int32Array(count)
  for (let k = 0; k < count; k++) {
    const kind = kindOf(plans[k])
    if (kind === null) return null
    kinds[k] = kind
    for (const f of plans[k].flat.filters) {
      const index = filters.indexOf(f)
      if (index < 0) return null
      required[k] |= 1 << index
    }
  }
  const { manufacturer, optionSet, sets, price, rating, flags, marks } = columns
  // Hits are measured once each, by which filters they pass (their class); a plan then sums the
  // classes that pass its filters. Hits no plan counts (failing two filters or more) are skipped.
  const classes: Array<Group | undefined> = new Array(1 << tests.length)
  const counts = new Uint8Array(1 << tests.length)
  for (let mask = 0; mask < counts.length; mask++)
    counts[mask] = required.some((need) => (mask & need) === need) ? 1 : 0
  const all = (1 << tests.length) - 1
  const take = page?.take ?? 0
  const first: number[] = []
  const rest: number[] = []
  const top = page && 'key' in page ? new TopN(take) : null
  const names = page && 'names' in page ? page.names : null
  const key = page && 'key' in page ? page.key : null
  let total = 0
  if (names) for (const pid of names) marks[pid] = 1
  try {
    for (let h = 0; h < hits.length; h++) {
      const pid = hits[h]
      let passed = 0
      for (let i = 0; i < tests.length; i++) if (tests[i](pid)) passed |= 1 << i
      if (passed === all) {
        total++
        if (top) top.offer(key!(pid), pid)
        else {
          const tier = marks[pid] ? first : rest
          if (tier.length < take) tier.push(pid)
        }
      }
      if (!counts[passed]) continue
      const group = classes[passed] ?? (classes[passed] = newGroup(passed, columns))
      group.rows++
      group.makers[manufacturer[pid]]++
      group.sets[optionSet[pid]]++
      const cents = price[pid]
      if (cents < group.priceMin) group.priceMin = cents
      if (cents > group.priceMax) group.priceMax = cents
      group.priceSum += cents
      const stored = rating[pid]
      // SQL aggregates skip NULL: a product without a rating has no rating to measure.
      if (stored !== NO_RATING) {
        group.rated++
        if (stored - 1 < group.ratingMin) group.ratingMin = stored - 1
        if (stored - 1 > group.ratingMax) group.ratingMax = stored - 1
        group.ratingSum += stored - 1
      }
      group.shippingFree += flags[pid] & 1
    }
  } finally {
    // The marks are shared by every search of this isolate: leave them clear.
    if (names) for (const pid of names) marks[pid] = 0
  }
  // Plans with the same filters share one sum of classes.
  const sums = new Map<number, Group>()
  const groupFor = (need: number) => {
    let sum = sums.get(need)
    if (!sum) {
      sum = newGroup(need, columns)
      for (const group of classes) if (group && (group.mask & need) === need) addGroup(sum, group)
      sums.set(need, sum)
    }
    return sum
  }
  const counted = new Map<string, BranchRow[]>()
  for (let k = 0; k < count; k++) counted.set(plans[k].key, planRows(kinds[k], groupFor(required[k]), sets))
  return { counted, total, pids: top ? top.pids : [...first, ...rest].slice(0, take) }
}
