/**
 * Purchase on invoice through the provider: business customers only, after a credit
 * check. The rule is deterministic: the customer's open invoices (orders not cancelled whose current
 * transaction is an unpaid invoice) plus this order may not exceed their credit limit
 * (`customer.credit_limit_cents`, else DEFAULT_CREDIT_LIMIT_CENTS, gross). An accepted invoice leaves
 * the transaction open (the money arrives later, by transfer) with the pay-upon-invoice instructions
 * in its customFields, which the success page and the invoice show.
 */
import type { Database } from '../../platform/database'
import { INVOICE_DUE_DAYS, SHOP_BANK_ACCOUNT } from '../../../shared/constants'
import { uuidFor } from '../../../shared/ids'
import { euros } from '../../platform/price'
import type { OrderRow } from '../order'

const DEFAULT_CREDIT_LIMIT_CENTS = 500_000
/** Days from acceptance to the invoice's due date. */
const INVOICE_METHOD_ID = uuidFor('payment-method:invoice')

type CreditDecision = { ok: true } | { ok: false; reason: 'not-business' | 'limit' }

/** The credit check for paying `order` on invoice. */
export async function checkCredit(db: Database, order: OrderRow): Promise<CreditDecision> {
  const customer = await db
    .prepare('SELECT account_type AS accountType, credit_limit_cents AS creditLimit FROM customer WHERE id = ?')
    .bind(order.customerId)
    .first<{ accountType: string; creditLimit: number | null }>()
  if (customer?.accountType !== 'business') return { ok: false, reason: 'not-business' }
  const open = await db
    .prepare(
      `SELECT coalesce(sum(o.amount_total), 0) AS cents FROM orders o
       JOIN order_transaction t ON t.id = (SELECT id FROM order_transaction WHERE order_id = o.id ORDER BY rowid DESC LIMIT 1)
       WHERE o.customer_id = ?1 AND o.id != ?2 AND o.state != 'cancelled' AND t.payment_method_id = ?3 AND t.state = 'open'`,
    )
    .bind(order.customerId, order.id, INVOICE_METHOD_ID)
    .first<{ cents: number }>()
  const limit = customer.creditLimit ?? DEFAULT_CREDIT_LIMIT_CENTS
  return (open?.cents ?? 0) + order.amountTotal > limit ? { ok: false, reason: 'limit' } : { ok: true }
}

/** What the shopper transfers, where to and by when (the transaction's customFields.payUponInvoice). */
function payUponInvoiceInstructions(order: OrderRow, now = new Date()) {
  const due = new Date(now.getTime() + INVOICE_DUE_DAYS * 86_400_000)
  return {
    payUponInvoice: {
      ...SHOP_BANK_ACCOUNT,
      amount: euros(order.amountTotal),
      currency: 'EUR',
      dueDate: due.toISOString().slice(0, 10),
      reference: order.orderNumber,
    },
  }
}

/**
 * Keeps the instructions on the order's transaction `transactionId`, open again if an earlier attempt
 * failed; false when it can no longer be paid (paid, cancelled).
 */
export async function acceptInvoice(db: Database, order: OrderRow, transactionId: string): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE order_transaction SET state = 'open', custom_fields = ?1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ?2 AND order_id = ?3 AND state IN ('open', 'failed')
         AND (SELECT state FROM orders WHERE id = ?3) != 'cancelled'`,
    )
    .bind(JSON.stringify(payUponInvoiceInstructions(order)), transactionId, order.id)
    .run()
  return result.meta.changes > 0
}
