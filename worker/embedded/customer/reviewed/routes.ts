/**
 * POST /asx-customer-reviewed-products: the products the logged-in customer reviewed, newest first, for
 * the "my products" page (spec §2). Shopware's Store API has no such read, so it is one of the shop's
 * own asx- routes; keyed by the session's customer only, so no customer sees another's.
 */
import { Hono } from 'hono'
import type { Env } from '../../../env'
import { loadProducts } from '../../catalog/product/load'
import { requireCustomer } from '../../platform/context'

/** The page shows the recent ones; a customer who reviewed more finds them on the product pages. */
export const REVIEWED_PRODUCTS_LIMIT = 30

export const reviewedProductsRoutes = new Hono<{ Bindings: Env }>().post(
  '/asx-customer-reviewed-products',
  async (c) => {
    const context = await requireCustomer(c)
    const { results } = await c.env.DB.prepare(
      `SELECT p.id FROM product_review r JOIN product p ON p.pid = r.pid
       WHERE r.customer_id = ?1 GROUP BY p.id ORDER BY MAX(r.created_at) DESC LIMIT ?2`,
    )
      .bind(context.customerId, REVIEWED_PRODUCTS_LIMIT)
      .all<{ id: string }>()
    const ids = results.map((r) => r.id)
    const byId = new Map((await loadProducts(c.env.DB, ids, context.languageId)).map((p) => [p.id, p]))
    const elements = ids.flatMap((id) => byId.get(id) ?? [])
    return c.json({ elements, total: elements.length, apiAlias: 'asx_customer_reviewed_products' })
  },
)
