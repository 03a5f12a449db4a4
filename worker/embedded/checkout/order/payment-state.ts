/**
 * The payment transaction's states (open, paid, failed, cancelled) as the payment handling moves them
 * (/handle-payment and the provider's return). An order's latest transaction is the one that counts.
 * Each move is one guarded UPDATE, so a repeated or late callback changes nothing it should not.
 */
import type { TransactionState } from './states'

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

/** The provider confirmed the payment: open or failed → paid (a failed payment may be paid again). */
export const markPaid = (db: D1Database, orderId: string) =>
  moveLatestTransaction(db, orderId, ['open', 'failed'], 'paid')

/** The payment failed or was cancelled at the provider: open → failed; the order stays unpaid. */
export const markFailed = (db: D1Database, orderId: string) => moveLatestTransaction(db, orderId, ['open'], 'failed')

/** The state of the order's latest transaction, or null for an unknown order. */
export async function paymentState(db: D1Database, orderId: string): Promise<TransactionState | null> {
  const row = await db
    .prepare('SELECT state FROM order_transaction WHERE order_id = ? ORDER BY rowid DESC LIMIT 1')
    .bind(orderId)
    .first<{ state: TransactionState }>()
  return row?.state ?? null
}
