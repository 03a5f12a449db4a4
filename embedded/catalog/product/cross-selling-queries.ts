/** Which products a product's cross-selling groups show, chosen by rules over the listing rows (no stored lists). */
import type { Database } from '../../platform/database'
import { categoryId } from '../ids'
import { ACCESSORIES } from '../vocabulary'
import { CROSS_SELLING_LIMIT, type CrossSellingKind } from './cross-selling'
import { pidOfId } from './queries'

/** The departments that have accessories, by their category id. */
const KEY_BY_ID = new Map(Object.keys(ACCESSORIES).map((key) => [categoryId(key), key]))

/** Where a group starts in a category: right after the product, or at a place spread by the product's number. */
const START = {
  next: '?2 + 1',
  spread:
    '(SELECT (?2 * 7919) % (max(pid) + 1) FROM listing WHERE category = (SELECT ordinal FROM category WHERE id = ?1))',
}

/** Available products of a category from a start on (wrapping to the beginning), never the product itself. */
const fromCategory = (db: Database, category: string, start: keyof typeof START, pid: number, limit: number) =>
  db
    .prepare(
      `SELECT pid FROM (SELECT pid FROM listing WHERE category = (SELECT ordinal FROM category WHERE id = ?1) AND pid >= ${START[start]} AND flags & 8 AND pid != ?2
         ORDER BY pid LIMIT ?3)
       UNION ALL
       SELECT pid FROM (SELECT pid FROM listing WHERE category = (SELECT ordinal FROM category WHERE id = ?1) AND pid < ${START[start]} AND flags & 8 AND pid != ?2
         ORDER BY pid LIMIT ?3)`,
    )
    .bind(category, pid, limit)

/**
 * The cross-selling groups of a product or variant id, null when unknown. Similar products: the next
 * products of the same category. Accessories: products of the categories that go with the product's
 * department, starting at a place that depends on the product, so neighbouring products do not all
 * show the same accessories. Two round trips: the product with its category, then every group.
 */
export async function crossSellingPids(
  db: Database,
  productId: string,
): Promise<{ pid: number; groups: Record<CrossSellingKind, number[]> } | null> {
  const key = pidOfId(productId)
  const own = await db
    .prepare(
      `SELECT p.pid, c.id, c.parent_id AS parentId, c.level FROM product p LEFT JOIN category c ON c.id = p.category_id WHERE p.pid = ${key.text}`,
    )
    .bind(...key.params)
    .first<{ pid: number; id: string | null; parentId: string; level: number }>()
  if (!own) return null
  const pid = own.pid
  if (!own.id) return { pid, groups: { similar: [], accessories: [] } }
  const department = KEY_BY_ID.get(own.level > 2 ? own.parentId : own.id) ?? ''
  const accessoryCategories = (ACCESSORIES[department] ?? []).map(categoryId)
  const perCategory = Math.ceil(CROSS_SELLING_LIMIT / Math.max(1, accessoryCategories.length))
  const [similar, ...accessories] = await db.batch<{ pid: number }>([
    fromCategory(db, own.id, 'next', pid, CROSS_SELLING_LIMIT),
    ...accessoryCategories.map((c) => fromCategory(db, c, 'spread', pid, perCategory)),
  ])
  return {
    pid,
    groups: {
      similar: similar.results.slice(0, CROSS_SELLING_LIMIT).map((r) => r.pid),
      accessories: accessories
        .flatMap((a) => a.results.slice(0, perCategory).map((r) => r.pid))
        .slice(0, CROSS_SELLING_LIMIT),
    },
  }
}
