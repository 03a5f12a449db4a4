/**
 * The loyalty programme: one point per euro paid; levels by booked points with their
 * discount and free shipping. Points of an order stay in review until it can no longer be returned,
 * then they are booked; only booked points count towards the level.
 */
import type { Database } from '../../platform/database'
import type { Locale } from '../../../shared/constants'
import { uuidFor } from '../../../shared/ids'
import type { Promotion } from '../../checkout/promotion/rules'

export interface LoyaltyLevel {
  key: 'bronze' | 'silver' | 'gold' | 'platinum'
  name: Record<Locale, string>
  /** Booked points from which the level holds. */
  from: number
  /** Discount in percent; null for Platinum's individual discount. */
  percent: number | null
  freeShipping: boolean
  /** The tier colour's name. */
  colour: 'bronze' | 'silver' | 'gold' | 'platin'
}

export const LOYALTY_LEVELS: readonly LoyaltyLevel[] = [
  {
    key: 'bronze',
    name: { 'de-DE': 'Bronze', 'en-GB': 'Bronze' },
    from: 999,
    percent: 5,
    freeShipping: false,
    colour: 'bronze',
  },
  {
    key: 'silver',
    name: { 'de-DE': 'Silber', 'en-GB': 'Silver' },
    from: 2499,
    percent: 8,
    freeShipping: true,
    colour: 'silver',
  },
  {
    key: 'gold',
    name: { 'de-DE': 'Gold', 'en-GB': 'Gold' },
    from: 4999,
    percent: 10,
    freeShipping: true,
    colour: 'gold',
  },
  {
    key: 'platinum',
    name: { 'de-DE': 'Platin', 'en-GB': 'Platinum' },
    from: 9999,
    percent: null,
    freeShipping: true,
    colour: 'platin',
  },
]

/** Platinum's discount when the customer has no individual one set: never less than Gold's. */
export const PLATINUM_DEFAULT_PERCENT = 10

/** Points for an amount paid: one per full euro. @example loyaltyPointsFor(4999) // 49 */
export const loyaltyPointsFor = (amountCents: number) => Math.max(0, Math.floor(amountCents / 100))

/** The level `points` reach, or null below Bronze. */
export const levelFor = (points: number): LoyaltyLevel | null =>
  [...LOYALTY_LEVELS].reverse().find((level) => points >= level.from) ?? null

/** The level after `level` (Bronze when none yet), or null at the top. */
export const nextLevelAfter = (level: LoyaltyLevel | null): LoyaltyLevel | null =>
  level ? (LOYALTY_LEVELS[LOYALTY_LEVELS.indexOf(level) + 1] ?? null) : LOYALTY_LEVELS[0]

export interface LoyaltyStanding {
  /** Booked points. */
  balance: number
  /** Points of orders still in review. */
  inReview: number
  level: LoyaltyLevel | null
  nextLevel: LoyaltyLevel | null
  pointsToNextLevel: number | null
  /** The level's discount in percent (Platinum's individual one), 0 below Bronze. */
  discountPercent: number
  freeShipping: boolean
}

/** The standing for booked points and an individual discount (Platinum). */
export function standingOf(balance: number, inReview: number, individualPercent: number | null): LoyaltyStanding {
  const level = levelFor(balance)
  const nextLevel = nextLevelAfter(level)
  const discountPercent = !level ? 0 : (level.percent ?? individualPercent ?? PLATINUM_DEFAULT_PERCENT)
  return {
    balance,
    inReview,
    level,
    nextLevel,
    pointsToNextLevel: nextLevel ? nextLevel.from - balance : null,
    discountPercent,
    freeShipping: level?.freeShipping ?? false,
  }
}

/** A customer's loyalty standing, keyed by the customer's id only. */
export async function loyaltyOf(db: Database, customerId: string): Promise<LoyaltyStanding> {
  return loyaltyStandingOf(await loyaltyStatement(db, customerId).all())
}

/** loyaltyOf's statement, for a batch of the caller's own (loyaltyStandingOf reads its result). */
export const loyaltyStatement = (db: Database, customerId: string) =>
  db
    .prepare(
      `SELECT coalesce((SELECT sum(points) FROM loyalty_transaction WHERE customer_id = ?1 AND state = 'booked'), 0) AS balance,
         coalesce((SELECT sum(points) FROM loyalty_transaction WHERE customer_id = ?1 AND state = 'in_review'), 0) AS inReview,
         (SELECT loyalty_discount_percent FROM customer WHERE id = ?1) AS individual`,
    )
    .bind(customerId)

/** A customer's standing from loyaltyStatement's result. */
export function loyaltyStandingOf(result: D1Result): LoyaltyStanding {
  const row = result.results[0] as { balance: number; inReview: number; individual: number | null } | undefined
  return standingOf(row?.balance ?? 0, row?.inReview ?? 0, row?.individual ?? null)
}

/** The line id of a level's discount in the cart. */
export const loyaltyLineId = (level: LoyaltyLevel) => uuidFor(`loyalty:${level.key}`)

/** The level's discount as a promotion line of the cart (automatic, never excluded); null without a discount. */
export function loyaltyPromotion(standing: LoyaltyStanding): Promotion | null {
  const level = standing.level
  if (!level || standing.discountPercent <= 0) return null
  const percent = standing.discountPercent
  return {
    id: loyaltyLineId(level),
    code: null,
    name: {
      'de-DE': `Treuerabatt ${level.name['de-DE']} (${percent} %)`,
      'en-GB': `Loyalty discount ${level.name['en-GB']} (${percent} %)`,
    },
    discountType: 'percentage',
    value: percent,
    minOrderCents: 0,
    exclusive: false,
    customerGroup: null,
    priority: 0,
    loyalty: true,
    freeShipping: level.freeShipping,
  }
}

export interface LoyaltyTransactionRow {
  id: string
  orderId: string | null
  orderNumber: string | null
  orderDate: string | null
  points: number
  orderTotalCents: number
  state: 'in_review' | 'booked'
  createdAt: string
}

/** A customer's transactions, newest first. */
export async function loyaltyTransactions(db: Database, customerId: string): Promise<LoyaltyTransactionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, order_id AS orderId, order_number AS orderNumber, order_date AS orderDate, points,
         order_total_cents AS orderTotalCents, state, created_at AS createdAt
       FROM loyalty_transaction WHERE customer_id = ? ORDER BY created_at DESC, id`,
    )
    .bind(customerId)
    .all<LoyaltyTransactionRow>()
  return results
}
