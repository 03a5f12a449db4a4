/** D1 reads and writes of a customer's wishlist; every statement is keyed by the session's customer id. */
import type { Database } from '../../platform/database'
import { randomId } from '../../../shared/ids'

export interface WishlistRow {
  id: string
  customerId: string
  createdAt: string
  updatedAt: string | null
}

export function findWishlist(db: Database, customerId: string) {
  return db
    .prepare(
      'SELECT id, customer_id AS customerId, created_at AS createdAt, updated_at AS updatedAt FROM customer_wishlist WHERE customer_id = ?',
    )
    .bind(customerId)
    .first<WishlistRow>()
}

/** The customer's wishlist, created on first use (Shopware creates it with the first product). */
const ensureWishlist = (db: Database, customerId: string) =>
  db
    .prepare(
      `INSERT INTO customer_wishlist (id, customer_id) VALUES (?, ?)
       ON CONFLICT (customer_id) DO UPDATE SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    )
    .bind(randomId(), customerId)

/**
 * The ids on the list that still name a product or variant, newest first (Shopware sorts by the
 * wishlist entry's dates, descending).
 */
export async function wishlistProductIds(db: Database, customerId: string): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT w.product_id AS id FROM customer_wishlist_product w
       WHERE w.customer_id = ? AND (EXISTS (SELECT 1 FROM product p WHERE p.id = w.product_id)
         OR EXISTS (SELECT 1 FROM variant v WHERE v.id = w.product_id))
       ORDER BY w.created_at DESC, w.product_id`,
    )
    .bind(customerId)
    .all<{ id: string }>()
  return results.map((r) => r.id)
}

/** Adds one product; false when it was on the list already. */
export async function addWishlistProduct(db: Database, customerId: string, productId: string): Promise<boolean> {
  const [, inserted] = await db.batch([
    ensureWishlist(db, customerId),
    db
      .prepare('INSERT OR IGNORE INTO customer_wishlist_product (customer_id, product_id) VALUES (?, ?)')
      .bind(customerId, productId),
  ])
  return inserted.meta.changes > 0
}

/** Adds every id not on the list yet (the ids are known products). */
export async function mergeWishlistProducts(db: Database, customerId: string, productIds: string[]) {
  await db.batch([
    ensureWishlist(db, customerId),
    db
      .prepare(
        'INSERT OR IGNORE INTO customer_wishlist_product (customer_id, product_id) SELECT ?, value FROM json_each(?)',
      )
      .bind(customerId, JSON.stringify(productIds)),
  ])
}

/** Removes one product; false when it was not on the list. */
export async function removeWishlistProduct(db: Database, customerId: string, productId: string) {
  const result = await db
    .prepare('DELETE FROM customer_wishlist_product WHERE customer_id = ? AND product_id = ?')
    .bind(customerId, productId)
    .run()
  return result.meta.changes > 0
}

/** Which of `ids` name a product or a variant (unknown ids are skipped by merge, as Shopware does). */
export async function knownProductIds(db: Database, ids: string[]): Promise<string[]> {
  if (!ids.length) return []
  const { results } = await db
    .prepare(
      `SELECT value AS id FROM json_each(?1) WHERE value IN (SELECT id FROM product WHERE id IN (SELECT value FROM json_each(?1)))
         OR value IN (SELECT id FROM variant WHERE id IN (SELECT value FROM json_each(?1)))`,
    )
    .bind(JSON.stringify(ids))
    .all<{ id: string }>()
  return [...new Set(results.map((r) => r.id))]
}
