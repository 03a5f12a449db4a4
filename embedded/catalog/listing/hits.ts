/** The products of a search or a category for the in-memory count (decision 011): read packed, unpacked against the columns, cached a minute per isolate. */
import { type Database, databaseOf } from '../../platform/database'
import type { Locale } from '../../../shared/constants'
import type { FacetColumns } from './columns'
import { PID_MASK, firstRowsSql, searchTable } from './queries'

const encoder = new TextEncoder()

/** Where a list's products come from, read as one packed string of product ordinals. */
export interface HitsRead {
  /** Cache key: the same key is the same list of products (for one catalog version). */
  key: string
  statement: (db: Database) => D1PreparedStatement
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

/**
 * The first `depth` hits of a search tier in rowid order (the ranking a page needs), with how many
 * rows were read: as many as `depth` means the tier has more.
 */
export const tierRead = (locale: Locale, match: string, depth: number): HitsRead => ({
  key: `tier\n${locale}\n${depth}\n${match}`,
  statement: (db) =>
    db
      .prepare(
        `SELECT (SELECT version FROM catalog_version WHERE id = 1) AS version, 1 AS found, group_concat(r & ${PID_MASK}) AS hits, count(*) AS rows
         FROM (${firstRowsSql(locale)})`,
      )
      .bind(match, depth),
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
  /** Rows the read returned (a tier's page may hold products no longer listed). */
  rows: number
}

/** Lists are kept a minute each, up to 2 million product ordinals (8 MB) per isolate; an unknown category's answer too. */
const HITS_TTL_MS = 60_000
const HITS_MAX_PIDS = 2_000_000
const hitsCache = new WeakMap<object, Map<string, { at: number; size: number; hits: Promise<Hits | null> }>>()

/**
 * The products of each read, from this isolate's cache when read within the last minute (the search
 * page asks for the page and for the facets; filtering and paging ask again), the others in one
 * batch. `fresh` skips the cache (a request with Cache-Control: no-cache). Null for a list over
 * D1's string limit or a category that does not exist. `cached` says whether any came from the
 * cache: lists read now carry the version, cached ones must be compared with the catalog's.
 */
export function readHits(
  db: Database,
  columns: FacetColumns,
  reads: HitsRead[],
  fresh = false,
): { lists: Array<Promise<Hits | null>>; cached: boolean } {
  const database = databaseOf(db)
  let cache = hitsCache.get(database)
  if (!cache) {
    cache = new Map()
    hitsCache.set(database, cache)
  }
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
    .batch<{ version: number; found: number; hits: string | null; rows?: number }>(missing.map((r) => r.statement(db)))
    .then((answers) =>
      answers.map(({ results: [row] }): Hits | null => {
        if (!row?.found) return null
        const pids = unpackHits(columns, row.hits)
        return { version: row.version, pids, rows: row.rows ?? pids.length }
      }),
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

/** Drops every list and count this isolate holds of `db`'s catalog (the catalog changed). */
export function forgetHits(db: Database) {
  hitsCache.delete(databaseOf(db))
  countCache.delete(databaseOf(db))
}

/** A full-text match's exact count, with the catalog version it was counted in. */
export interface MatchCount {
  version: number
  total: number
}

/** Counts are kept as long as lists, at most this many per isolate (the oldest go first). */
const COUNTS_MAX = 5_000
const countCache = new WeakMap<object, Map<string, { at: number; count: MatchCount }>>()
const countKey = (locale: Locale, match: string) => `${locale}\n${match}`

/**
 * The exact count of a match this isolate counted within the last minute (the suggestion box's total:
 * shoppers type the same beginnings), to be checked against the catalog's version; null when none.
 */
export function keptCount(db: Database, locale: Locale, match: string): MatchCount | null {
  const counts = countCache.get(databaseOf(db))
  const kept = counts?.get(countKey(locale, match))
  if (!kept || Date.now() - kept.at >= HITS_TTL_MS) return null
  return kept.count
}

/** Keeps a match's count, read with the catalog version it belongs to. */
export function keepCount(db: Database, locale: Locale, match: string, count: MatchCount) {
  const database = databaseOf(db)
  let counts = countCache.get(database)
  if (!counts) {
    counts = new Map()
    countCache.set(database, counts)
  }
  const key = countKey(locale, match)
  counts.delete(key)
  counts.set(key, { at: Date.now(), count })
  if (counts.size > COUNTS_MAX) counts.delete(counts.keys().next().value!)
}
