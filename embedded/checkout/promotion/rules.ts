/**
 * Promotion rules, pure and in integer cents: which promotions a cart qualifies for, which
 * exclude others, and what each takes off.
 *
 * - A promotion qualifies when the gross goods value reaches its minimum order value and the shopper is
 *   in its customer group. A cart whose goods are worth nothing takes no promotion at all.
 * - An exclusive promotion excludes every other promotion (codes and automatic ones alike); of several
 *   exclusive ones the highest priority wins. Coupons (the customer's money) and the loyalty discount
 *   are never excluded.
 * - Percentage discounts come first (promotions by priority, then the loyalty level), absolute ones
 *   after them (promotions, then coupons), each on what is left of the goods value, so a cart never
 *   goes below zero. Free shipping takes the shipping costs to zero.
 * - A discount is split over the goods' tax rates in proportion to their value (the last rate takes the
 *   rounding rest), so its VAT is exact per rate.
 */
import type { Locale } from '../../../shared/constants'

export type DiscountType = 'percentage' | 'absolute' | 'free-shipping'

export interface Promotion {
  id: string
  /** The code shoppers enter; null for an automatic promotion. */
  code: string | null
  name: Record<Locale, string>
  discountType: DiscountType
  /** Percent for 'percentage', cents for 'absolute'. */
  value: number
  /** Gross goods value the cart must reach, in cents. */
  minOrderCents: number
  exclusive: boolean
  customerGroup: 'private' | 'business' | null
  priority: number
  /** A customer's coupon (redeemed against its residual value when the order is placed). */
  coupon?: boolean
  /** The loyalty level's discount. */
  loyalty?: boolean
  /** Free shipping besides the discount (loyalty from Silver). */
  freeShipping?: boolean
}

/** The cart as promotions see it: its gross goods value per tax rate and who shops. */
export interface Basket {
  /** Gross goods value per tax rate, in cents. */
  goodsByRate: Map<number, number>
  accountType: 'private' | 'business' | null
}

/** A discount the cart takes: negative gross cents per tax rate. */
export interface AppliedDiscount {
  promotion: Promotion
  parts: Array<{ rate: number; cents: number }>
  /** The discount's gross total (negative, or 0 for free shipping). */
  cents: number
}

export interface PromotionOutcome {
  applied: AppliedDiscount[]
  /** Qualifying promotions an exclusive one pushed out. */
  excluded: Promotion[]
  /** Promotions the cart does not qualify for (yet). */
  notEligible: Promotion[]
  freeShipping: boolean
}

export const goodsCents = (basket: Basket) => [...basket.goodsByRate.values()].reduce((sum, c) => sum + c, 0)

/** Whether the cart qualifies for `promotion`: minimum order value reached, shopper in its group. */
export const qualifies = (promotion: Promotion, basket: Basket) =>
  goodsCents(basket) >= promotion.minOrderCents &&
  (promotion.customerGroup === null || promotion.customerGroup === basket.accountType)

/** The discount in cents a promotion takes off `remaining` gross cents (rounded half up, never more than there is). */
export function discountCents(promotion: Promotion, remaining: number): number {
  if (promotion.discountType === 'percentage')
    return Math.min(remaining, Math.round((remaining * promotion.value) / 100))
  if (promotion.discountType === 'absolute') return Math.min(remaining, promotion.value)
  return 0
}

/**
 * Splits `cents` over the rates in proportion to `byRate` (the last rate takes the rounding rest).
 * @example splitByRate(1000, new Map([[19, 3000], [7, 1000]])) // [{rate: 19, cents: 750}, {rate: 7, cents: 250}]
 */
export function splitByRate(cents: number, byRate: Map<number, number>): Array<{ rate: number; cents: number }> {
  const entries = [...byRate].filter(([, value]) => value > 0)
  const total = entries.reduce((sum, [, value]) => sum + value, 0)
  let left = cents
  return entries.map(([rate, value], i) => {
    const share = i === entries.length - 1 ? left : Math.round((cents * value) / total)
    left -= share
    return { rate, cents: share }
  })
}

/** The promotions that apply: an exclusive one (highest priority) pushes out every other excludable one. */
function resolveExclusion(qualifying: Promotion[]): { kept: Promotion[]; excluded: Promotion[] } {
  const excludable = (p: Promotion) => !p.coupon && !p.loyalty
  const winner = qualifying.filter((p) => p.exclusive && excludable(p)).sort((a, b) => b.priority - a.priority)[0]
  if (!winner) return { kept: qualifying, excluded: [] }
  const kept = qualifying.filter((p) => p === winner || !excludable(p))
  return { kept, excluded: qualifying.filter((p) => !kept.includes(p)) }
}

/** Application order: percentages before absolute amounts; within each, promotions by priority, then coupons and loyalty. */
const order = (p: Promotion) => [p.discountType === 'percentage' ? 0 : 1, p.coupon || p.loyalty ? 1 : 0, -p.priority]
const byOrder = (a: Promotion, b: Promotion) => {
  const [x, y] = [order(a), order(b)]
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2]
}

/** Applies `candidates` (stored codes, automatic promotions, coupons, the loyalty level) to the basket. */
export function applyPromotions(candidates: Promotion[], basket: Basket): PromotionOutcome {
  const goods = goodsCents(basket)
  if (goods <= 0) return { applied: [], excluded: [], notEligible: [], freeShipping: false }
  const notEligible = candidates.filter((p) => !qualifies(p, basket))
  const { kept, excluded } = resolveExclusion(candidates.filter((p) => qualifies(p, basket)))
  const remainingByRate = new Map(basket.goodsByRate)
  let remaining = goods
  const applied: AppliedDiscount[] = []
  for (const promotion of [...kept].sort(byOrder)) {
    const cents = discountCents(promotion, remaining)
    const parts = splitByRate(cents, remainingByRate)
    for (const part of parts) remainingByRate.set(part.rate, (remainingByRate.get(part.rate) ?? 0) - part.cents)
    remaining -= cents
    applied.push({
      promotion,
      parts: parts.map((part) => ({ rate: part.rate, cents: -part.cents })),
      cents: -cents,
    })
  }
  const freeShipping = kept.some((p) => p.discountType === 'free-shipping' || p.freeShipping)
  return { applied, excluded, notEligible, freeShipping }
}
