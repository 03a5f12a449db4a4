/**
 * POST /asx-loyalty: the logged-in customer's loyalty programme for the account page:
 * balance, level, next level, points to it, the levels and the transactions. Keyed by the session's
 * customer only.
 */
import { Hono } from 'hono'
import type { StoreApiEnv } from '../../platform/database'
import { requireRegisteredCustomer } from '../../platform/context'
import { euros } from '../../platform/price'
import { pick } from '../../platform/sales-channel'
import { LOYALTY_LEVELS, type LoyaltyLevel, loyaltyOf, loyaltyTransactions } from '.'

const levelEntity = (level: LoyaltyLevel | null, languageId: string, individualPercent?: number) =>
  level && {
    key: level.key,
    name: pick(languageId, level.name),
    colour: level.colour,
    from: level.from,
    discountPercent: level.percent ?? individualPercent ?? null,
    freeShipping: level.freeShipping,
  }

export const loyaltyRoutes = new Hono<{ Bindings: StoreApiEnv }>().post('/asx-loyalty', async (c) => {
  const context = await requireRegisteredCustomer(c)
  const [standing, transactions] = await Promise.all([
    loyaltyOf(c.env.DB, context.customerId),
    loyaltyTransactions(c.env.DB, context.customerId),
  ])
  const language = context.languageId
  return c.json({
    balance: standing.balance,
    pointsInReview: standing.inReview,
    level: levelEntity(standing.level, language, standing.discountPercent),
    nextLevel: levelEntity(standing.nextLevel, language),
    pointsToNextLevel: standing.pointsToNextLevel,
    discountPercent: standing.discountPercent,
    freeShipping: standing.freeShipping,
    levels: LOYALTY_LEVELS.map((level) => levelEntity(level, language)),
    transactions: transactions.map((t) => ({
      id: t.id,
      orderId: t.orderId,
      orderNumber: t.orderNumber,
      orderDate: t.orderDate,
      points: t.points,
      orderTotal: euros(t.orderTotalCents),
      state: t.state,
      inReview: t.state === 'in_review',
      createdAt: t.createdAt,
    })),
    apiAlias: 'asx_loyalty',
  })
})
