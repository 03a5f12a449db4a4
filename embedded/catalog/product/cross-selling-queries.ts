/** Which products a product's cross-selling groups show, chosen by rules over the listing rows (no stored lists). */
import type { Database } from '../../platform/database'
import { categoryId } from '../ids'
import { ACCESSORIES } from '../vocabulary'
import { CROSS_SELLING_LIMIT, type CrossSellingKind } from './cross-selling'
import { pidOfIdSql } from './queries'

/** The departments that have accessories, by their category id. */
const KEY_BY_ID = new Map(Object.keys(ACCESSORIES).map((key) => [categoryId(key), key]))
/** The most accessory categories a department has: one statement each. */
const ACCESSORY_PLACES = Math.max(0, ...Object.values(ACCESSORIES).map((keys) => keys.length))

/**
 * The product (`?1`, a product or variant id) with its category's ordinal and its department (its
 * category, or the parent of a category below the second level), as the CTE `own` every statement starts with.
 */
const OWN = `WITH own AS (
  SELECT p.pid, c.ordinal AS cat, CASE WHEN c.level > 2 THEN c.parent_id ELSE c.id END AS dept
  FROM product p JOIN category c ON c.id = p.category_id
  WHERE p.pid = ${pidOfIdSql('?1')})`

/**
 * Available products of the category `category` (a scalar SQL expression) from `start` on, wrapping to the
 * beginning, never the product itself; at most `?2` of each part. The category and start are constants
 * of the statement, so each part reads the listing's (category, pid) index from its start.
 */
const fromCategory = (category: string, start: string) =>
  [`>= ${start}`, `< ${start}`]
    .map(
      (from) =>
        `SELECT pid FROM (SELECT pid FROM listing WHERE category = ${category} AND pid ${from} AND flags & 8
           AND pid != (SELECT pid FROM own) ORDER BY pid LIMIT ?2)`,
    )
    .join(' UNION ALL ')

/** Similar products: the next products of the product's own category. */
const SIMILAR_SQL = `${OWN} ${fromCategory('(SELECT cat FROM own)', '(SELECT pid FROM own) + 1')}`

/** The departments in the order of their `CASE` arms. */
const DEPARTMENTS = [...KEY_BY_ID]

/**
 * The accessories at a place of the product's department: that category's products from a place spread by
 * the product's number, so neighbouring products do not all show the same accessories. A department without
 * one there reads nothing. `?3…` are the department ids and, after each, its accessory category's id.
 */
const ACCESSORIES_SQL = (() => {
  const cases = DEPARTMENTS.map((_, i) => `WHEN ?${3 + 2 * i} THEN ?${4 + 2 * i}`).join(' ')
  const category = `(SELECT ordinal FROM category WHERE id = CASE (SELECT dept FROM own) ${cases} END)`
  const start = `(SELECT ((SELECT pid FROM own) * 7919) % (max(pid) + 1) FROM listing WHERE category = ${category})`
  return `${OWN} ${fromCategory(category, start)}`
})()

/** Each place's `CASE` parameters: every department's id and its accessory category there (or none). */
const ACCESSORY_PARAMS = Array.from({ length: ACCESSORY_PLACES }, (_, place) =>
  DEPARTMENTS.flatMap(([id, key]) => {
    const category = ACCESSORIES[key]![place]
    return [id, category ? categoryId(category) : null]
  }),
)

/** The product with its category (none when unknown), the first statement of the batch. */
const OWN_SQL = `SELECT p.pid, c.id, c.parent_id AS parentId, c.level FROM product p LEFT JOIN category c ON c.id = p.category_id
  WHERE p.pid = ${pidOfIdSql('?1')}`

/**
 * The statements of a product's cross-selling (SQL and its parameters), for one batch: the product with
 * its category, its similar products, then the accessories at each place of its department.
 */
export function crossSellingSql(productId: string): Array<{ sql: string; params: unknown[] }> {
  return [
    { sql: OWN_SQL, params: [productId] },
    { sql: SIMILAR_SQL, params: [productId, CROSS_SELLING_LIMIT] },
    ...ACCESSORY_PARAMS.map((params) => ({
      sql: ACCESSORIES_SQL,
      params: [productId, CROSS_SELLING_LIMIT, ...params],
    })),
  ]
}

/**
 * The cross-selling groups of a product or variant id, null when unknown. Similar products: the next
 * products of the same category. Accessories: products of the categories that go with the product's
 * department, starting at a place that depends on the product. One round trip: the product and every
 * group in one batch, the groups finding the product's category in SQL.
 */
export async function crossSellingPids(
  db: Database,
  productId: string,
): Promise<{ pid: number; groups: Record<CrossSellingKind, number[]> } | null> {
  const [ownRows, similar, ...places] = await db.batch<Record<string, unknown>>(
    crossSellingSql(productId).map(({ sql, params }) => db.prepare(sql).bind(...params)),
  )
  const own = ownRows!.results[0] as { pid: number; id: string | null; parentId: string; level: number } | undefined
  if (!own) return null
  const pid = own.pid
  if (!own.id) return { pid, groups: { similar: [], accessories: [] } }
  const department = KEY_BY_ID.get(own.level > 2 ? own.parentId : own.id) ?? ''
  const count = ACCESSORIES[department]?.length ?? 0
  const perCategory = Math.ceil(CROSS_SELLING_LIMIT / Math.max(1, count))
  const pids = (rows: Array<Record<string, unknown>>, limit: number) => rows.slice(0, limit).map((r) => r.pid as number)
  return {
    pid,
    groups: {
      similar: pids(similar!.results, CROSS_SELLING_LIMIT),
      accessories: places
        .slice(0, count)
        .flatMap((place) => pids(place.results, perCategory))
        .slice(0, CROSS_SELLING_LIMIT),
    },
  }
}
