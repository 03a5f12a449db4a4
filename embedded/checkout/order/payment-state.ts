/**
 * The payment transaction's states (open, paid, failed, cancelled) as the payment handling moves them
 * (/handle-payment and the provider's return). An order's latest transaction is the one that counts.
 * Each move is one guarded UPDATE, so a repeated or late callback changes nothing it should not.
 */
import type { Database } from '../../platform/database'
import { randomId } from '../../../shared/ids'
import { loyaltyPointsFor } from '../../customer/loyalty'
import { grantDownloads } from './downloads'
import type { TransactionState } from './states'
import { latestTransaction, NOW } from './storage'

/** The statement that moves the order's latest transaction from one of `from` to `to` (one change when it moved). */
const moveLatestTransaction = (db: Database, orderId: string, from: TransactionState[], to: TransactionState) =>
  db
    .prepare(
      `UPDATE order_transaction SET state = ?1, updated_at = ${NOW}
       WHERE id = (SELECT id FROM order_transaction WHERE order_id = ?2 ORDER BY rowid DESC LIMIT 1)
         AND state IN (SELECT value FROM json_each(?3))
         AND (SELECT state FROM orders WHERE id = ?2) != 'cancelled'`,
    )
    .bind(to, orderId, JSON.stringify(from))

interface PaidOrder {
  customerId: string
  orderNumber: string
  orderDate: string
  amountTotal: number
  guest: number
}

/** What the loyalty booking of a paid order needs: its customer (a guest or not), number, date and total. */
const paidOrder = (db: Database, orderId: string) =>
  db
    .prepare(
      `SELECT o.customer_id AS customerId, o.order_number AS orderNumber, o.order_date_time AS orderDate,
         o.amount_total AS amountTotal, c.guest FROM orders o JOIN customer c ON c.id = o.customer_id WHERE o.id = ?`,
    )
    .bind(orderId)

/** Books a registered customer's loyalty points for the order, once. */
const bookLoyalty = (db: Database, orderId: string, order: PaidOrder) =>
  db
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

/**
 * The provider confirmed the payment: open or failed → paid (a failed payment may be paid again). The
 * order's downloads become accessible (Shopware grants them on paid). A
 * registered customer earns the order's loyalty points (1 per euro paid), in review until the
 * order can no longer be returned; guests collect none. Two round trips: the move with the order's
 * facts, then what follows a move.
 */
export async function markPaid(db: Database, orderId: string): Promise<boolean> {
  const [moved, read] = await db.batch([
    moveLatestTransaction(db, orderId, ['open', 'failed'], 'paid'),
    paidOrder(db, orderId),
  ])
  if (!moved.meta.changes) return false
  const order = (read.results as PaidOrder[])[0]
  await db.batch([grantDownloads(db, orderId), ...(order && !order.guest ? [bookLoyalty(db, orderId, order)] : [])])
  return true
}

/** The payment failed or was cancelled at the provider: open → failed; the order stays unpaid. */
export const markFailed = async (db: Database, orderId: string) =>
  (await moveLatestTransaction(db, orderId, ['open'], 'failed').run()).meta.changes > 0

/** The state of the order's latest transaction, or null for an unknown order. */
export const paymentState = async (db: Database, orderId: string): Promise<TransactionState | null> =>
  (await latestTransaction(db, orderId))?.state ?? null
