/**
 * D1 reads for product lists (category listings, search, the product list route): one listing row per
 * product and category carries everything filters, sorting and facets need, so a page is an index
 * range and a count or facet is a scan of one category's rows, never of the catalog.
 */
import type { Database } from '../../platform/database'
import type { Locale } from '../../../shared/constants'
import type { AggregationScope } from '../../criteria/aggregate'
import { compileFilters, filterFields, joinsFor, orderBy } from '../../criteria/compile'
import { productSchema } from '../../criteria/schemas'
import type { Filter, Join, Sort, Sql } from '../../criteria/types'
import { sql } from '../../criteria/types'
import type { SearchScope } from '../search'

/**
 * Where the listed products come from: a category (with its sub-categories) by id or by ordinal (0 is
 * the root: everything), or a full-text match.
 */
export type Scope = { categoryId: string } | { category: number } | { search: SearchScope }

export interface ListingQuery {
  scope: Scope
  locale: Locale
  languageId: string
  /** Criteria `filter`: narrows results and aggregations. */
  filter: Filter[]
  /** Listing parameters and criteria `post-filter`: narrow results only. */
  postFilter: Filter[]
  sort: Sort[] | 'score'
}

/** The rowid of a search row carries the product ordinal in its low 32 bits. */
export const PID_MASK = 4294967295

/**
 * A search row's rowid from its listing row's flags and product ordinal: band << 32 | pid, the band
 * 0–3 ranking deliverable now before not, then topsellers before the rest. Rowid order is how ties
 * in relevance are broken.
 */
export const searchRowid = (flags: string, pid: string) =>
  `(((((1 - ((${flags} >> 1) & 1)) << 1) | (1 - ((${flags} >> 2) & 1))) << 32) | ${pid})`

/** The full-text search tables, one per locale (FTS5, rowid = the listing's key). */
export const SEARCH_TABLES: Record<Locale, string> = { 'de-DE': 'product_search_de', 'en-GB': 'product_search_en' }
export const searchTable = (locale: Locale) => SEARCH_TABLES[locale]

/** The first rows (`?2` of them) an FTS5 query (`?1`) matches in a locale's index, in rowid order, as `r`. */
export const firstRowsSql = (locale: Locale) => {
  const table = searchTable(locale)
  return `SELECT rowid AS r FROM ${table} WHERE ${table} MATCH ?1 ORDER BY rowid LIMIT ?2`
}

/** Whether an FTS5 query matches anything at all (one row, read no further). */
export const anyHitStatement = (db: Database, locale: Locale, match: string) =>
  db.prepare(firstRowsSql(locale)).bind(match, 1)

export function joinClause(joins: Set<Join>, languageId: string): Sql {
  const parts: Sql[] = []
  if (joins.has('product') || joins.has('variant')) parts.push(sql('JOIN product p ON p.pid = l.pid'))
  if (joins.has('variant')) parts.push(sql('JOIN variant v ON v.vid = p.main_vid'))
  if (joins.has('translation'))
    parts.push(sql('JOIN product_translation t ON t.pid = l.pid AND t.language_id = ?', languageId))
  return { text: parts.map((p) => p.text).join(' '), params: parts.flatMap((p) => p.params) }
}

/**
 * The scope as FROM and WHERE over listing rows `l`. Full-text hits drive the read (CROSS JOIN keeps
 * them the outer loop): each hit is one key lookup, never a pass over the whole catalog.
 */
export function scopeSql(scope: Scope): { from: Sql; where: Sql } {
  if ('categoryId' in scope)
    return {
      from: sql('listing l'),
      where: sql('l.category = (SELECT ordinal FROM category WHERE id = ?)', scope.categoryId),
    }
  if ('category' in scope) return { from: sql('listing l'), where: sql('l.category = ?', scope.category) }
  const table = searchTable(scope.search.locale)
  return {
    from: sql(
      `(SELECT rowid & ${PID_MASK} AS pid FROM ${table} WHERE ${table} MATCH ?) hit CROSS JOIN listing l`,
      scope.search.match,
    ),
    where: sql('l.category = 0 AND l.pid = hit.pid'),
  }
}

/** `SELECT <what> FROM <scope> <joins> WHERE scope AND filters` for the given filters. */
function select(what: string, q: ListingQuery, filters: Filter[], sortFields: string[] = []): Sql {
  const schema = productSchema[q.locale]
  const join = joinClause(joinsFor([...filterFields(filters), ...sortFields], schema), q.languageId)
  const scope = scopeSql(q.scope)
  const where = compileFilters(filters, schema)
  return {
    text: `SELECT ${what} FROM ${scope.from.text} ${join.text} WHERE ${scope.where.text} AND ${where.text}`,
    params: [...scope.from.params, ...join.params, ...scope.where.params, ...where.params],
  }
}

/**
 * Search relevance: the first tier a hit matches (catalog/search/plan.ts), then deliverable now,
 * then topsellers, then the product ordinal, the order the search rows' rowids hold.
 */
function scoreOrder(q: ListingQuery): Sql {
  if (!('search' in q.scope)) return sql('l.pid')
  const table = searchTable(q.scope.search.locale)
  const { tiers } = q.scope.search
  if (!tiers.length) return sql('(l.flags & 2) DESC, (l.flags & 4) DESC, l.pid')
  const cases = tiers.map(
    (_, i) => `WHEN l.pid IN (SELECT rowid & ${PID_MASK} FROM ${table} WHERE ${table} MATCH ?) THEN ${i}`,
  )
  return {
    text: `CASE ${cases.join(' ')} ELSE ${tiers.length} END, (l.flags & 2) DESC, (l.flags & 4) DESC, l.pid`,
    params: tiers,
  }
}

/** A page of product ordinals in the query's order. */
export function pageSql(q: ListingQuery, limit: number, offset: number): Sql {
  const filters = [...q.filter, ...q.postFilter]
  if (q.sort === 'score') {
    const base = select('l.pid', q, filters)
    const order = scoreOrder(q)
    return {
      text: `${base.text} ORDER BY ${order.text} LIMIT ? OFFSET ?`,
      params: [...base.params, ...order.params, limit, offset],
    }
  }
  const schema = productSchema[q.locale]
  // A field sorted by its own listing column (a name rank) needs no join.
  const base = select(
    'l.pid',
    q,
    filters,
    q.sort.filter((s) => !schema.fields[s.field].sortSql?.startsWith('l.')).map((s) => s.field),
  )
  const last = q.sort[q.sort.length - 1]?.order ?? 'ASC'
  const order = orderBy(q.sort, schema, `l.pid ${last}`, filters.length > 0)
  return { text: `${base.text} ORDER BY ${order} LIMIT ? OFFSET ?`, params: [...base.params, limit, offset] }
}

export const countSql = (q: ListingQuery): Sql => select('count(*) AS total', q, [...q.filter, ...q.postFilter])

const prepared = (db: Database, s: Sql) => db.prepare(s.text).bind(...s.params)
export const pageStatement = (db: Database, q: ListingQuery, limit: number, offset: number) =>
  prepared(db, pageSql(q, limit, offset))
export const countStatement = (db: Database, q: ListingQuery) => prepared(db, countSql(q))

/**
 * The rows aggregations run over: the scope and the criteria `filter`, not the post-filters. A
 * category's rows are read per branch through the covering index that suits it; full-text hits are
 * found once and materialised.
 */
export function aggregationScope(q: ListingQuery, branches = 2): AggregationScope {
  const schema = productSchema[q.locale]
  return {
    schema,
    alias: 'l',
    join: (joins) => joinClause(joins, q.languageId),
    select: (what, filters, fields) => select(what, q, [...q.filter, ...filters], fields),
    // Worth it from two branches on: each would otherwise find the hits again.
    materialise: 'search' in q.scope && branches > 1 ? select('l.*', q, q.filter) : undefined,
  }
}

/**
 * The search fast path (no filters, relevance order): straight from the full-text index in rowid
 * order, one read per tier (D1 allows few terms in a compound SELECT), each of at most the rows the
 * page needs, so no row is looked up and a term matching half the catalog reads a page's worth.
 * `searchPage` merges them.
 */
export function searchPageSql(search: SearchScope, limit: number, offset: number): { pages: Sql[]; count: Sql } {
  const table = searchTable(search.locale)
  // Every tier lies within the match (each adds forms to the one before), so it is read as it is.
  const queries = [...search.tiers, search.match]
  return {
    pages: queries.map((match) => sql(firstRowsSql(search.locale), match, offset + limit)),
    // With the catalog version the count belongs to: it is kept a minute (hits.ts, keptCount).
    count: sql(
      `SELECT count(*) AS total, (SELECT version FROM catalog_version WHERE id = 1) AS version FROM ${table} WHERE ${table} MATCH ?`,
      search.match,
    ),
  }
}

/** A page of product ordinals from the fast path's reads, tier by tier (a hit in its best tier), each in rowid order. */
export function searchPage(tiers: Array<Array<{ r: number }>>, limit: number, offset: number): number[] {
  const best = new Map<number, number>()
  for (const [tier, rows] of tiers.entries()) for (const { r } of rows) if (!best.has(r)) best.set(r, tier)
  return [...best]
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .slice(offset, offset + limit)
    .map(([r]) => r % 2 ** 32)
}

export function searchPageStatements(db: Database, search: SearchScope, limit: number, offset: number) {
  const { pages, count } = searchPageSql(search, limit, offset)
  return { pages: pages.map((page) => prepared(db, page)), count: prepared(db, count) }
}
