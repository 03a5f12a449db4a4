/**
 * Coupons: a customer's gift card with a start and a residual value, redeemed as a promotion
 * line. Placing the order takes the redeemed amount off the residual value.
 */
import type { Database, StoreApiEnv } from '../../platform/database'
import { Hono } from 'hono'
import { requireRegisteredCustomer } from '../../platform/context'
import { cents, euros } from '../../platform/price'
import { customerCoupons } from './storage'

interface CouponLine {
  type: string
  payload: Record<string, unknown>
}

/** What D1 says when a redemption would take a coupon below zero. */
export const COUPON_OVERDRAWN_MARKER = 'residual_cents'

const isCouponLine = (line: CouponLine) =>
  line.type === 'promotion' &&
  typeof line.payload.couponCode === 'string' &&
  typeof line.payload.redeemedValue === 'number'

/**
 * The statements that redeem the coupons among an order's line items, for the order's D1 batch. A
 * coupon that no longer covers the amount (another order spent it meanwhile) fails the table's
 * `residual_cents >= 0` check, which rolls the whole order back (COUPON_OVERDRAWN_MARKER in the error).
 */
export function redeemCoupons(db: Database, customerId: string, lines: CouponLine[]): D1PreparedStatement[] {
  return lines
    .filter(isCouponLine)
    .map((line) =>
      db
        .prepare('UPDATE customer_coupon SET residual_cents = residual_cents - ?3 WHERE code = ?1 AND customer_id = ?2')
        .bind(line.payload.couponCode, customerId, cents(line.payload.redeemedValue)),
    )
}

/** POST /asx-coupons: the registered customer's coupons for the account page (the shop's own asx- route); guests 403. */
export const couponRoutes = new Hono<{ Bindings: StoreApiEnv }>().post('/asx-coupons', async (c) => {
  const context = await requireRegisteredCustomer(c)
  const coupons = await customerCoupons(c.env.DB, context.customerId)
  const elements = coupons.map((coupon) => ({
    code: coupon.code,
    startValue: euros(coupon.startCents),
    residualValue: euros(coupon.residualCents),
    createdAt: coupon.createdAt,
    apiAlias: 'asx_coupon' as const,
  }))
  return c.json({ elements, total: elements.length, apiAlias: 'asx_coupon_list' })
})
