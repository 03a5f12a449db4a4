/**
 * The payment transaction's states (open, paid, failed, cancelled) as the payment handling moves them
 * (/handle-payment and the provider's return). An order's latest transaction is the one that counts.
 * Each move is one guarded UPDATE, so a repeated or late callback changes nothing it should not.
 */
import { randomId } from '../../../../shared/ids'
import { loyaltyPointsFor } from '../../customer/loyalty'
import { grantDownloads } from './downloads'
import type { TransactionState } from './states'
import { latestTransaction } from './storage'

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"

/** Moves the order's latest transaction from one of `from` to `to`; true when it moved. */
async function moveLatestTransaction(db: D1Database, orderId: string, from: TransactionState[], to: TransactionState) {
  const result = await db
    .prepare(
      `UPDATE order_transaction SET state = ?1, updated_at = ${NOW}
       WHERE id = (SELECT id FROM order_transaction WHERE order_id = ?2 ORDER BY rowid DESC LIMIT 1)
         AND state IN (SELECT value FROM json_each(?3))
         AND (SELECT state FROM orders WHERE id = ?2) != 'cancelled'`,
    )
    .bind(to, orderId, JSON.stringify(from))
    .run()
  return result.meta.changes > 0
}

/**
 * The provider confirmed the payment: open or failed → paid (a failed payment may be paid again). The
 * order's downloads become accessible (Shopware grants them on paid). A
 * registered customer earns the order's loyalty points (spec §9: 1 per euro paid), in review until the
 * order can no longer be returned; guests collect none.
 */
export async function markPaid(db: D1Database, orderId: string): Promise<boolean> {
  if (!(await moveLatestTransaction(db, orderId, ['open', 'failed'], 'paid'))) return false
  await grantDownloads(db, orderId)
  const order = await db
    .prepare(
      `SELECT o.customer_id AS customerId, o.order_number AS orderNumber, o.order_date_time AS orderDate,
         o.amount_total AS amountTotal, c.guest FROM orders o JOIN customer c ON c.id = o.customer_id WHERE o.id = ?`,
    )
    .bind(orderId)
    .first<{ customerId: string; orderNumber: string; orderDate: string; amountTotal: number; guest: number }>()
  if (order && !order.guest)
    await db
      .prepare(
        `INSERT INTO loyalty_transaction (id, customer_id, order_id, order_number, order_date, points, order_total_cents)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE NOT EXISTS (SELECT 1 FROM loyalty_transaction WHERE order_id = ?3)`,
      )
      .bind(
        randomId(),
        order.customerId,
        orderId,
        order.orderNumber,
        order.orderDate,
        loyaltyPointsFor(order.amountTotal),
        order.amountTotal,
      )
      .run()
  return true
}

/** The payment failed or was cancelled at the provider: open → failed; the order stays unpaid. */
export const markFailed = (db: D1Database, orderId: string) => moveLatestTransaction(db, orderId, ['open'], 'failed')

/** The state of the order's latest transaction, or null for an unknown order. */
export const paymentState = async (db: D1Database, orderId: string): Promise<TransactionState | null> =>
  (await latestTransaction(db, orderId))?.state ?? null
