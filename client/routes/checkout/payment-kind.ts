/**
 * What the success page says about paying: bank transfer instructions for prepayment, the
 * pay-upon-invoice instructions for an invoice, a provider (card, wallet) that takes the shopper to its
 * page, or nothing more (cash on delivery, direct debit). Read from the method's technical name, which
 * Shopware and the embedded Store API both carry.
 */
import type { PaymentKind } from './types'

const KINDS: Array<[RegExp, PaymentKind]> = [
  [/prepayment/i, 'prepayment'],
  [/invoice/i, 'invoice'],
  [/card|wallet|paypal|provider/i, 'provider'],
]

/**
 * @example paymentKind({ technicalName: 'payment_prepayment' }) // 'prepayment'
 * @example paymentKind({ technicalName: 'payment_cashpayment' }) // 'other'
 */
export function paymentKind(method: { technicalName?: string | null; shortName?: string | null } | null): PaymentKind {
  const name = `${method?.technicalName ?? ''} ${method?.shortName ?? ''}`
  return KINDS.find(([pattern]) => pattern.test(name))?.[1] ?? 'other'
}
