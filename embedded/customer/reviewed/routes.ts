/**
 * POST /asx-customer-reviewed-products: the products the logged-in customer reviewed, newest first, for
 * the "my products" page. Shopware's Store API has no such read, so it is one of the shop's
 * own asx- routes; keyed by the session's customer only, so no customer sees another's.
 */
import { Hono } from 'hono'
import type { StoreApiEnv } from '../../platform/database'
import { listedByPid } from '../../catalog/product/load'
import { requireRegisteredCustomer } from '../../platform/context'

/** The page shows the recent ones; a customer who reviewed more finds them on the product pages. */
export const REVIEWED_PRODUCTS_LIMIT = 30

export const reviewedProductsRoutes = new Hono<{ Bindings: StoreApiEnv }>().post(
  '/asx-customer-reviewed-products',
  async (c) => {
    const context = await requireRegisteredCustomer(c)
    const { results } = await c.env.DB.prepare(
      'SELECT pid FROM product_review WHERE customer_id = ?1 GROUP BY pid ORDER BY MAX(created_at) DESC LIMIT ?2',
    )
      .bind(context.customerId, REVIEWED_PRODUCTS_LIMIT)
      .all<{ pid: number }>()
    // Reviews belong to the listed product; it is shown as listings show it (its main variant).
    const pids = results.map((r) => r.pid)
    const byPid = await listedByPid(c.env.DB, pids, context.languageId)
    const elements = pids.flatMap((pid) => byPid.get(pid) ?? [])
    return c.json({ elements, total: elements.length, apiAlias: 'asx_customer_reviewed_products' })
  },
)
