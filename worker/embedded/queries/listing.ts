/** D1 reads for product listings: category pages from the listing index, search via FTS5. */

/** ORDER BY clauses per sorting key; each is served by an index of product_listing. */
export const LISTING_ORDER = {
  'name-asc': 'name_sort ASC, product_id ASC',
  'name-desc': 'name_sort DESC, product_id DESC',
  'price-asc': 'price_cents ASC, name_sort ASC',
  'price-desc': 'price_cents DESC, name_sort DESC',
} as const
export type ListingSorting = keyof typeof LISTING_ORDER

export const CATEGORY_COUNT_SQL = 'SELECT count(*) AS total FROM product_listing WHERE category_id = ?1 AND language_id = ?2'
/** One page of a category: binds categoryId, languageId, limit, offset. */
export const categoryPageSql = (sorting: ListingSorting) =>
  `SELECT product_id AS id FROM product_listing WHERE category_id = ?1 AND language_id = ?2 ORDER BY ${LISTING_ORDER[sorting]} LIMIT ?3 OFFSET ?4`

export interface ListingPage {
  total: number
  ids: string[]
}

/** A category page (products of the category and all its sub-categories), or null for an unknown category. */
export async function categoryPage(
  db: D1Database, categoryId: string, languageId: string, sorting: ListingSorting, limit: number, offset: number,
): Promise<ListingPage | null> {
  const [exists, count, page] = await db.batch([
    db.prepare('SELECT 1 AS found FROM category WHERE id = ?1 AND active = 1').bind(categoryId),
    db.prepare(CATEGORY_COUNT_SQL).bind(categoryId, languageId),
    db.prepare(categoryPageSql(sorting)).bind(categoryId, languageId, limit, offset),
  ])
  if (!exists.results.length) return null
  return { total: (count.results[0] as { total: number }).total, ids: (page.results as { id: string }[]).map((r) => r.id) }
}

const SEARCH_ORDER: Record<ListingSorting | 'score', string> = {
  // Name hits first, then FTS5's bm25 with name > product number > keywords > description.
  score: 'rowid NOT IN (SELECT rowid FROM product_search WHERE product_search MATCH ?3), bm25(product_search, 10.0, 8.0, 3.0, 1.0), name',
  'name-asc': 'name ASC, product_id ASC',
  'name-desc': 'name DESC, product_id DESC',
  'price-asc': '(SELECT price_cents FROM product p WHERE p.id = product_id) ASC, name ASC',
  'price-desc': '(SELECT price_cents FROM product p WHERE p.id = product_id) DESC, name DESC',
}

/**
 * Turns a shopper's term into FTS5 queries: every word must match as a prefix somewhere; the name
 * query (any word in the name) ranks name hits first. Null when the term has no searchable word.
 * @example ftsQueries('Jacke nord') // { all: '"jacke"* "nord"*', name: 'name : ("jacke"* OR "nord"*)' }
 */
export function ftsQueries(term: string): { all: string; name: string } | null {
  const words = (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8)
  if (!words.length) return null
  const phrases = words.map((w) => `"${w}"*`)
  return { all: phrases.join(' '), name: `name : (${phrases.join(' OR ')})` }
}

export async function searchPage(
  db: D1Database, term: string, languageId: string, sorting: ListingSorting | 'score', limit: number, offset: number,
): Promise<ListingPage> {
  const fts = ftsQueries(term)
  if (!fts) return { total: 0, ids: [] }
  const [count, page] = await db.batch([
    db.prepare('SELECT count(*) AS total FROM product_search WHERE product_search MATCH ?1 AND language_id = ?2').bind(fts.all, languageId),
    db
      .prepare(`SELECT product_id AS id FROM product_search WHERE product_search MATCH ?1 AND language_id = ?2 ORDER BY ${SEARCH_ORDER[sorting]} LIMIT ?4 OFFSET ?5`)
      .bind(fts.all, languageId, fts.name, limit, offset),
  ])
  return { total: (count.results[0] as { total: number }).total, ids: (page.results as { id: string }[]).map((r) => r.id) }
}
