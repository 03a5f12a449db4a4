/**
 * Seeded cart rules: real promotions (percentage, absolute from a minimum order value, free shipping,
 * an exclusive one, an automatic one, an expired one), a coupon per customer and loyalty points for a
 * customer of each level.
 */
import { uuidFor } from '../../../shared/ids'
import { loyaltyPointsFor } from '../../customer/loyalty'
import { customerId } from '../keys'
import { bulkInsert, insert, type SeedStatement, type SqlValue } from '../sql'

export interface SeedPromotion {
  key: string
  code: string | null
  name: [de: string, en: string]
  discountType: 'percentage' | 'absolute' | 'free-shipping'
  value: number
  minOrderCents: number
  exclusive?: boolean
  validUntil?: string
  priority?: number
}

export const promotionId = (key: string) => uuidFor(`promotion:${key}`)

export const SEED_PROMOTIONS: readonly SeedPromotion[] = [
  {
    key: 'willkommen10',
    code: 'WILLKOMMEN10',
    name: ['Willkommensrabatt 10 %', 'Welcome discount 10 %'],
    discountType: 'percentage',
    value: 10,
    minOrderCents: 0,
  },
  {
    key: 'save5',
    code: 'SAVE5',
    name: ['5 € Rabatt ab 50 €', '€5 off from €50'],
    discountType: 'absolute',
    value: 500,
    minOrderCents: 5000,
  },
  {
    key: 'versandfrei',
    code: 'VERSANDFREI',
    name: ['Versandkostenfrei', 'Free shipping'],
    discountType: 'free-shipping',
    value: 0,
    minOrderCents: 0,
  },
  {
    key: 'exklusiv20',
    code: 'EXKLUSIV20',
    name: ['Exklusiv 20 % ab 100 €', 'Exclusive 20 % from €100'],
    discountType: 'percentage',
    value: 20,
    minOrderCents: 10000,
    exclusive: true,
    priority: 10,
  },
  {
    key: 'sommer2024',
    code: 'SOMMER2024',
    name: ['Sommeraktion 2024', 'Summer sale 2024'],
    discountType: 'percentage',
    value: 15,
    minOrderCents: 0,
    validUntil: '2024-09-01T00:00:00.000Z',
  },
  {
    key: 'grossauftrag',
    code: null,
    name: ['Großauftragsrabatt 5 % ab 500 €', 'Bulk order discount 5 % from €500'],
    discountType: 'percentage',
    value: 5,
    minOrderCents: 50000,
  },
]

/** The seeded coupon of customer n: 50 € start value, some of it already spent for every third customer. */
export const seedCoupon = (n: number) => ({
  code: `GS-${10000 + n}`,
  startCents: 5000,
  residualCents: n % 3 === 0 ? 1750 : 5000,
})

/** Booked points of the loyalty demo customers: customer 1 short of Bronze, 3 to 6 one per level. */
export const SEED_LOYALTY: Readonly<Record<number, number>> = { 1: 420, 3: 1200, 4: 3000, 5: 6000, 6: 12000 }
/** Platinum's individual discount of the seeded Platinum customer. */
export const SEED_PLATINUM_PERCENT = 15
const PLATINUM_CUSTOMER = 6
/** Points of a recent order still in review, beside each demo customer's booked points. */
const IN_REVIEW_CENTS = 8990

export function promotionStatements(): SeedStatement[] {
  const rows: SqlValue[][] = SEED_PROMOTIONS.map((p) => [
    promotionId(p.key),
    p.code,
    p.name[0],
    p.name[1],
    p.discountType,
    p.value,
    p.minOrderCents,
    p.exclusive ? 1 : 0,
    p.validUntil ?? null,
    p.priority ?? 0,
  ])
  return insert(
    'promotion',
    [
      'id',
      'code',
      'name_de',
      'name_en',
      'discount_type',
      'value',
      'min_order_cents',
      'exclusive',
      'valid_until',
      'priority',
    ],
    rows,
  )
}

/** Coupons of customers `from`..`to` (one each). */
export function couponStatements(from: number, to: number, maxBytes: number): SeedStatement[] {
  const rows: SqlValue[][] = []
  for (let n = from; n <= to; n++) {
    const c = seedCoupon(n)
    rows.push([c.code, customerId(n), c.startCents, c.residualCents])
  }
  return bulkInsert(
    'customer_coupon',
    ['code', 'customer_id', 'start_cents', 'residual_cents'],
    rows,
    'customer_coupon',
    maxBytes,
  )
}

/** Loyalty transactions of the demo customers among 1..`count`, and the Platinum customer's discount. */
export function loyaltyStatements(count: number): SeedStatement[] {
  const rows: SqlValue[][] = []
  for (const [key, points] of Object.entries(SEED_LOYALTY)) {
    const n = Number(key)
    if (n > count) continue
    rows.push([
      uuidFor(`loyalty-transaction:${n}:1`),
      customerId(n),
      `${20000 + n}`,
      '2025-03-14T10:00:00.000Z',
      points,
      points * 100,
      'booked',
      '2025-03-14T10:00:00.000Z',
    ])
    rows.push([
      uuidFor(`loyalty-transaction:${n}:2`),
      customerId(n),
      `${30000 + n}`,
      '2026-11-01T10:00:00.000Z',
      loyaltyPointsFor(IN_REVIEW_CENTS),
      IN_REVIEW_CENTS,
      'in_review',
      '2026-11-01T10:00:00.000Z',
    ])
  }
  const platinum: SeedStatement[] =
    count >= PLATINUM_CUSTOMER
      ? [
          {
            label: 'customer_loyalty_discount',
            rows: 0,
            sql: `UPDATE customer SET loyalty_discount_percent = ${SEED_PLATINUM_PERCENT} WHERE id = '${customerId(PLATINUM_CUSTOMER)}'`,
          },
        ]
      : []
  return [
    ...insert(
      'loyalty_transaction',
      ['id', 'customer_id', 'order_number', 'order_date', 'points', 'order_total_cents', 'state', 'created_at'],
      rows,
    ),
    ...platinum,
  ]
}
