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
import { type Database, databaseOf } from '../../platform/database'

/** Bumped after every rewrite of listing rows (the seed; later, stock and price updates). */
export const BUMP_CATALOG_VERSION = 'UPDATE catalog_version SET version = version + 1'

/** Products per loading statement: about 60 bytes of text each, so a chunk stays near 1 MB. */
const CHUNK = 16_384
/** Stored rating + 1; 0 stands for no rating (SQL NULL). */
export const NO_RATING = 0

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

const cache = new WeakMap<object, Promise<FacetColumns>>()

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

async function load(db: Database): Promise<FacetColumns> {
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
export function facetColumns(db: Database): Promise<FacetColumns> {
  const key = databaseOf(db)
  let columns = cache.get(key)
  if (!columns) {
    columns = load(db)
    cache.set(key, columns)
    columns.catch(() => cache.delete(key))
  }
  return columns
}

/**
 * Forgets the `stale` columns this isolate holds of `db`'s catalog (the catalog changed; its cached lists
 * go with forgetHits); the next search or filtered listing reads them again.
 */
export function forgetCatalog(db: Database, stale: FacetColumns) {
  const key = databaseOf(db)
  void cache.get(key)?.then((current) => current === stale && cache.delete(key))
}

/** The catalog's version now. */
export const catalogVersionStatement = (db: Database) => db.prepare('SELECT version FROM catalog_version WHERE id = 1')
