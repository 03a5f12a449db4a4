/** Which products a product's cross-selling groups show, chosen by rules over the listing rows (no stored lists). */
import type { Database } from '../../platform/database'
import type { Sql } from '../../criteria/types'
import { categoryId } from '../ids'
import { loadCatalogMeta } from '../meta'
import { ACCESSORIES } from '../vocabulary'
import { CROSS_SELLING_LIMIT, type CrossSellingKind } from './cross-selling'
import { pidOfId, type ProductRows, type ProductRowsOptions, productRowsOf, productRowsSql } from './queries'

/** A category id of the catalog's own as an SQL literal: they are hex, so nothing a shopper sends is inlined. */
function idLiteral(id: string): string {
  if (!/^[0-9a-f]{32}$/.test(id)) throw new Error(`not a catalog id: ${id}`)
  return `'${id}'`
}

/** The departments that have accessories: their category id and their accessory categories' ids, in order. */
const DEPARTMENTS = Object.entries(ACCESSORIES).map(([key, places]) => ({
  id: idLiteral(categoryId(key)),
  places: places.map((place) => idLiteral(categoryId(place))),
}))
/** The most accessory categories a department has: one part of the statement each. */
const ACCESSORY_PLACES = Math.max(0, ...DEPARTMENTS.map((d) => d.places.length))

/**
 * The product (`key`: its pid from the product or variant id it is asked with, pidOfId) with its category's
 * ordinal and its department (its category, or the parent of a category below the second level), as the
 * CTE `own`.
 */
const own = (key: string) => `own AS MATERIALIZED (
  SELECT p.pid, c.ordinal AS cat, CASE WHEN c.level > 2 THEN c.parent_id ELSE c.id END AS dept
  FROM product p JOIN category c ON c.id = p.category_id
  WHERE p.pid = ${key})`

/** Spreads the parts' rows apart in `ord`: a group's place, then its part, then the listing's order. */
const PLACE = 4_000_000_000
const WRAPPED = 2_000_000_000

/**
 * At most `limit` available products of the category `category` (a scalar SQL expression) from `start` on,
 * wrapping to the beginning, never the product itself, as `pid, ord` rows (`ord` from `base`, in the order
 * shown). The category and start are constants of the statement, so each part reads the listing's
 * (category, pid) key from its start.
 */
const fromCategory = (category: string, start: string, limit: string, base: number) =>
  `SELECT pid, ord FROM (${[`>= ${start}`, `< ${start}`]
    .map(
      (from, part) =>
        `SELECT pid, ${base + part * WRAPPED} + pid AS ord FROM (SELECT pid FROM listing WHERE category = ${category}
           AND pid ${from} AND flags & 8 AND pid != (SELECT pid FROM own) ORDER BY pid LIMIT ${limit})`,
    )
    .join(' UNION ALL ')}) ORDER BY ord LIMIT ${limit}`

/** Similar products: the next products of the product's own category. */
const SIMILAR = `similar AS (${fromCategory('(SELECT cat FROM own)', '(SELECT pid FROM own) + 1', String(CROSS_SELLING_LIMIT), 0)})`

/** The product's department as a `CASE` over the departments, each arm answering `value(department)`. */
const byDepartment = (value: (department: (typeof DEPARTMENTS)[number]) => string | undefined, otherwise: string) =>
  `CASE (SELECT dept FROM own) ${DEPARTMENTS.map((d) => [d.id, value(d)] as const)
    .filter(([, v]) => v !== undefined)
    .map(([id, v]) => `WHEN ${id} THEN ${v}`)
    .join(' ')} ELSE ${otherwise} END`

/**
 * Accessories: the categories that go with the department, each from a place spread by the product's
 * number (neighbouring products do not all show the same accessories), an equal share of the group each.
 * A department without a category at a place reads nothing there.
 */
const ACCESSORIES_SQL = (() => {
  const share = `(SELECT (${CROSS_SELLING_LIMIT} + n - 1) / n FROM (SELECT ${byDepartment((d) => String(Math.max(1, d.places.length)), '1')} AS n))`
  const places = Array.from({ length: ACCESSORY_PLACES }, (_, place) => {
    const category = `(SELECT ordinal FROM category WHERE id = ${byDepartment((d) => d.places[place], 'NULL')})`
    const start = `(SELECT ((SELECT pid FROM own) * 7919) % (max(pid) + 1) FROM listing WHERE category = ${category})`
    return `SELECT pid, ord FROM (${fromCategory(category, start, share, place * PLACE)})`
  })
  return `accessories AS (SELECT pid, ord FROM (${places.join(' UNION ALL ')}) ORDER BY ord LIMIT ${CROSS_SELLING_LIMIT})`
})()

/** The groups in the order their rows come: `g` is the group's index here. */
const KINDS: CrossSellingKind[] = ['similar', 'accessories']

/**
 * A product's cross-selling as `g, pid` rows, the similar products (g 0) then the accessories (g 1), each
 * group in its order.
 */
export function crossSellingPidsSql(productId: string): Sql {
  const key = pidOfId(productId)
  return {
    text: `WITH ${own(key.text)}, ${SIMILAR}, ${ACCESSORIES_SQL}
      SELECT 0 AS g, pid, ord FROM similar UNION ALL SELECT 1, pid, ord FROM accessories ORDER BY 1, 3`,
    params: key.params,
  }
}

/**
 * The statements of a product's cross-selling, one batch: the product's key (null when unknown), the
 * groups' products, and the listing rows of those products with their SEO URLs (productRowsSql).
 */
export function crossSellingSql(productId: string, languageId: string, options: ProductRowsOptions = {}): Sql[] {
  const key = pidOfId(productId)
  const pids = crossSellingPidsSql(productId)
  return [
    { text: `SELECT ${key.text} AS pid`, params: key.params },
    pids,
    ...productRowsSql({ sql: { text: `SELECT pid FROM (${pids.text})`, params: pids.params } }, languageId, options),
  ]
}

/**
 * The cross-selling groups of a product or variant id with the rows of their products, null when the id is
 * unknown. Similar products: the next products of the same category. Accessories: products of the
 * categories that go with the product's department, from a place that depends on the product. One round
 * trip: the groups and their products' rows find the product's category in SQL.
 */
export async function crossSellingRead(
  db: Database,
  productId: string,
  languageId: string,
  options: ProductRowsOptions = {},
): Promise<{ pid: number; groups: Record<CrossSellingKind, number[]>; rows: ProductRows } | null> {
  const [meta, [own, groups, ...rows]] = await Promise.all([
    loadCatalogMeta(db, languageId),
    db.batch<Record<string, unknown>>(
      crossSellingSql(productId, languageId, options).map(({ text, params }) => db.prepare(text).bind(...params)),
    ),
  ])
  const pid = own!.results[0]?.pid as number | null | undefined
  if (pid == null) return null
  const found: Record<CrossSellingKind, number[]> = { similar: [], accessories: [] }
  for (const row of groups!.results) found[KINDS[row.g as number]!].push(row.pid as number)
  return { pid, groups: found, rows: productRowsOf(rows, meta, options) }
}
