/** D1 access for promotions and coupons: what a cart's codes and the automatic promotions resolve to. */
import type { Database } from '../../platform/database'
import { uuidFor } from '../../../shared/ids'
import type { DiscountType, Promotion } from './rules'

/** The line id of a coupon's discount. */
export const couponLineId = (code: string) => uuidFor(`coupon:${code.toUpperCase()}`)

interface PromotionRow {
  id: string
  code: string | null
  nameDe: string
  nameEn: string
  discountType: DiscountType
  value: number
  minOrderCents: number
  exclusive: number
  customerGroup: 'private' | 'business' | null
  priority: number
}

interface CouponRow {
  code: string
  startCents: number
  residualCents: number
}

const PROMOTION_COLUMNS = `p.id, p.code, p.name_de AS nameDe, p.name_en AS nameEn, p.discount_type AS discountType,
  p.value, p.min_order_cents AS minOrderCents, p.exclusive, p.customer_group AS customerGroup, p.priority`

/** Active and within its validity at ?2 (an ISO date-time). */
const VALID = `p.active = 1 AND (p.valid_from IS NULL OR p.valid_from <= ?2) AND (p.valid_until IS NULL OR p.valid_until > ?2)`

const promotionOf = (row: PromotionRow): Promotion => ({
  id: row.id,
  code: row.code,
  name: { 'de-DE': row.nameDe, 'en-GB': row.nameEn },
  discountType: row.discountType,
  value: row.value,
  minOrderCents: row.minOrderCents,
  exclusive: row.exclusive === 1,
  customerGroup: row.customerGroup,
  priority: row.priority,
})

/** A customer's coupon as a promotion: absolute, at most its residual value, never exclusive. */
export const couponPromotion = (coupon: CouponRow): Promotion => ({
  id: couponLineId(coupon.code),
  code: coupon.code,
  name: { 'de-DE': `Gutschein ${coupon.code}`, 'en-GB': `Coupon ${coupon.code}` },
  discountType: 'absolute',
  value: coupon.residualCents,
  minOrderCents: 0,
  exclusive: false,
  customerGroup: null,
  priority: 0,
  coupon: true,
})

export interface CartPromotionData {
  /** The codes the cart keeps, in the order they were entered. */
  codes: string[]
  /** Each stored code that still names a valid promotion or one of the customer's coupons. */
  byCode: Map<string, Promotion>
  automatic: Promotion[]
}

/**
 * The cart's stored codes with what they resolve to, and the automatic promotions, in one round trip.
 * Coupons resolve only for their own customer (`customerId`), so another customer's code is unknown.
 */
export async function cartPromotions(
  db: Database,
  token: string,
  customerId: string | null,
  now = new Date().toISOString(),
): Promise<CartPromotionData> {
  return cartPromotionsOf(await db.batch(cartPromotionsStatements(db, token, customerId, now)))
}

/** cartPromotions' statements, for a batch of the caller's own (cartPromotionsOf reads their results). */
export const cartPromotionsStatements = (
  db: Database,
  token: string,
  customerId: string | null,
  now = new Date().toISOString(),
): D1PreparedStatement[] => [
  db.prepare('SELECT code FROM cart_promotion_code WHERE cart_token = ?1 ORDER BY position').bind(token),
  db
    .prepare(
      `SELECT ${PROMOTION_COLUMNS} FROM cart_promotion_code c JOIN promotion p ON p.code = c.code
       WHERE c.cart_token = ?1 AND ${VALID}`,
    )
    .bind(token, now),
  db
    .prepare(
      `SELECT k.code, k.start_cents AS startCents, k.residual_cents AS residualCents
       FROM cart_promotion_code c JOIN customer_coupon k ON k.code = c.code
       WHERE c.cart_token = ?1 AND k.customer_id = ?2 AND k.residual_cents > 0`,
    )
    .bind(token, customerId),
  db.prepare(`SELECT ${PROMOTION_COLUMNS} FROM promotion p WHERE p.code IS NULL AND ${VALID}`).bind(null, now),
]

/** The cart's promotion data from the results of cartPromotionsStatements, in their order. */
export function cartPromotionsOf([codes, promotions, coupons, automatic]: D1Result[]): CartPromotionData {
  const byCode = new Map<string, Promotion>()
  for (const row of promotions!.results as PromotionRow[]) byCode.set(row.code!.toUpperCase(), promotionOf(row))
  for (const row of coupons!.results as CouponRow[]) byCode.set(row.code.toUpperCase(), couponPromotion(row))
  return {
    codes: (codes!.results as Array<{ code: string }>).map((r) => r.code.toUpperCase()),
    byCode,
    automatic: (automatic!.results as PromotionRow[]).map(promotionOf),
  }
}

/**
 * Whether `code` names a valid promotion or one of `customerId`'s coupons with value left: what a
 * shopper may add. Anything else is Shopware's promotion-not-found.
 */
export async function codeExists(
  db: Database,
  code: string,
  customerId: string | null,
  now = new Date().toISOString(),
): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS found FROM promotion p WHERE p.code = ?1 AND ${VALID}
       UNION ALL SELECT 1 FROM customer_coupon WHERE code = ?1 AND customer_id = ?3 AND residual_cents > 0`,
    )
    .bind(code, now, customerId)
    .first<{ found: number }>()
  return !!row
}

/** A customer's coupons, newest first (in cents; the route answers euros). */
export async function customerCoupons(db: Database, customerId: string) {
  const { results } = await db
    .prepare(
      `SELECT code, start_cents AS startCents, residual_cents AS residualCents, created_at AS createdAt
       FROM customer_coupon WHERE customer_id = ? ORDER BY created_at DESC, code`,
    )
    .bind(customerId)
    .all<CouponRow & { createdAt: string }>()
  return results
}
