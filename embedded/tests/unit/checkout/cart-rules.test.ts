/** The cart's pure rules in integer cents: promotion discounts and their order, loyalty tiers, virtual carts, blocked methods. */
import { describe, expect, it } from 'vitest'
import {
  applyPromotions,
  discountCents,
  splitByRate,
  type Basket,
  type Promotion,
} from '../../../checkout/promotion/rules'
import { levelFor, loyaltyPointsFor, loyaltyPromotion, standingOf } from '../../../customer/loyalty'
import { freeShippingProgress, isVirtualCart } from '../../../checkout/cart/entity'
import { paymentBlocked, shippingBlocked, type MethodSituation } from '../../../platform/method-rules'
import { PAYMENT_METHODS, SHIPPING_METHODS, findCountryByIso, STANDARD_SHIPPING } from '../../../platform/reference'

const promotion = (over: Partial<Promotion>): Promotion => ({
  id: over.code ?? 'auto',
  code: null,
  name: { 'de-DE': over.code ?? 'auto', 'en-GB': over.code ?? 'auto' },
  discountType: 'percentage',
  value: 10,
  minOrderCents: 0,
  exclusive: false,
  customerGroup: null,
  priority: 0,
  ...over,
})
const basket = (cents: number, accountType: Basket['accountType'] = 'private'): Basket => ({
  goodsByRate: new Map([[19, cents]]),
  accountType,
})
const codes = (outcome: ReturnType<typeof applyPromotions>) => outcome.applied.map((a) => [a.promotion.code, a.cents])

describe('promotion discounts', () => {
  it('rounds percentages half up in cents and never takes more than there is', () => {
    expect(discountCents(promotion({ value: 10 }), 1995)).toBe(200)
    expect(discountCents(promotion({ value: 10 }), 1994)).toBe(199)
    expect(discountCents(promotion({ discountType: 'absolute', value: 500 }), 300)).toBe(300)
    expect(discountCents(promotion({ discountType: 'free-shipping' }), 5000)).toBe(0)
  })

  it('splits a discount over tax rates by value, the last rate taking the rounding rest', () => {
    expect(
      splitByRate(
        1000,
        new Map([
          [19, 3000],
          [7, 1000],
        ]),
      ),
    ).toEqual([
      { rate: 19, cents: 750 },
      { rate: 7, cents: 250 },
    ])
    const parts = splitByRate(
      333,
      new Map([
        [19, 1000],
        [7, 1000],
        [0, 1000],
      ]),
    )
    expect(parts.reduce((sum, p) => sum + p.cents, 0)).toBe(333)
  })

  it('applies percentages before absolute amounts, each on what is left', () => {
    const outcome = applyPromotions(
      [promotion({ code: 'FIVE', discountType: 'absolute', value: 500 }), promotion({ code: 'TEN', value: 10 })],
      basket(10_000),
    )
    expect(codes(outcome)).toEqual([
      ['TEN', -1000],
      ['FIVE', -500],
    ])
  })

  it('leaves out what the cart does not qualify for: minimum order value, customer group', () => {
    const outcome = applyPromotions(
      [promotion({ code: 'MIN', minOrderCents: 5000 }), promotion({ code: 'B2B', customerGroup: 'business' })],
      basket(4999),
    )
    expect(outcome.applied).toEqual([])
    expect(outcome.notEligible.map((p) => p.code)).toEqual(['MIN', 'B2B'])
    expect(codes(applyPromotions([promotion({ code: 'MIN', minOrderCents: 5000 })], basket(5000)))).toEqual([
      ['MIN', -500],
    ])
  })

  it('lets the highest-priority exclusive promotion push out the others, but never coupons or loyalty', () => {
    const outcome = applyPromotions(
      [
        promotion({ code: 'A' }),
        promotion({ code: 'X1', exclusive: true, priority: 1 }),
        promotion({ code: 'X2', exclusive: true, priority: 5, value: 20 }),
        promotion({ code: 'GS', discountType: 'absolute', value: 1000, coupon: true }),
        promotion({ code: 'L', value: 5, loyalty: true }),
      ],
      basket(10_000),
    )
    expect(codes(outcome)).toEqual([
      ['X2', -2000],
      ['L', -400],
      ['GS', -1000],
    ])
    expect(outcome.excluded.map((p) => p.code)).toEqual(['A', 'X1'])
  })

  it('gives a cart worth nothing no promotion, and free shipping only from a promotion or level that grants it', () => {
    expect(applyPromotions([promotion({ code: 'A' })], basket(0)).applied).toEqual([])
    expect(applyPromotions([promotion({ discountType: 'free-shipping' })], basket(100)).freeShipping).toBe(true)
    expect(applyPromotions([promotion({ code: 'A' })], basket(100)).freeShipping).toBe(false)
  })
})

describe('loyalty tiers', () => {
  it('gives one point per full euro paid', () => {
    expect([loyaltyPointsFor(0), loyaltyPointsFor(99), loyaltyPointsFor(4999), loyaltyPointsFor(-100)]).toEqual([
      0, 0, 49, 0,
    ])
  })

  it('reaches each level at its threshold', () => {
    const at = (points: number) => levelFor(points)?.key ?? null
    expect([at(998), at(999), at(2498), at(2499), at(4999), at(9998), at(9999)]).toEqual([
      null,
      'bronze',
      'bronze',
      'silver',
      'gold',
      'gold',
      'platinum',
    ])
  })

  it('answers discount, free shipping and the way to the next level', () => {
    expect(standingOf(500, 0, null)).toMatchObject({ discountPercent: 0, freeShipping: false, pointsToNextLevel: 499 })
    expect(standingOf(1000, 0, null)).toMatchObject({
      discountPercent: 5,
      freeShipping: false,
      pointsToNextLevel: 1499,
    })
    expect(standingOf(2499, 0, null)).toMatchObject({ discountPercent: 8, freeShipping: true })
    expect(standingOf(5000, 0, null)).toMatchObject({ discountPercent: 10, freeShipping: true })
    expect(standingOf(10_000, 0, 17)).toMatchObject({ discountPercent: 17, nextLevel: null, pointsToNextLevel: null })
    expect(standingOf(10_000, 0, null).discountPercent).toBe(10)
    expect(loyaltyPromotion(standingOf(10, 0, null))).toBeNull()
    expect(loyaltyPromotion(standingOf(3000, 0, null))).toMatchObject({ value: 8, loyalty: true, freeShipping: true })
  })
})

describe('virtual carts and free-shipping progress', () => {
  it('is virtual only when every non-promotion item is a download', () => {
    const download = { type: 'product', states: ['is-download'] }
    const physical = { type: 'product', states: ['is-physical'] }
    const discount = { type: 'promotion', states: [] }
    expect(isVirtualCart([download, discount])).toBe(true)
    expect(isVirtualCart([download, physical])).toBe(false)
    expect(isVirtualCart([discount])).toBe(false)
    expect(isVirtualCart([])).toBe(false)
  })

  it('answers what is missing to the threshold in euros', () => {
    expect(freeShippingProgress(6250, STANDARD_SHIPPING, false)).toMatchObject({ threshold: 75, remaining: 12.5 })
    expect(freeShippingProgress(9000, STANDARD_SHIPPING, false)).toMatchObject({ remaining: 0, reached: true })
    expect(freeShippingProgress(100, STANDARD_SHIPPING, true)).toMatchObject({ remaining: 0, reached: true })
    expect(freeShippingProgress(100, SHIPPING_METHODS[1]!, false)).toBeNull()
  })
})

describe('blocked methods', () => {
  const situation = (iso: string, over: Partial<MethodSituation> = {}): MethodSituation => ({
    country: findCountryByIso(iso)!,
    accountType: 'private',
    packstation: false,
    virtual: false,
    demo: true,
    ...over,
  })
  const cash = PAYMENT_METHODS.find((m) => m.shortName === 'cash_on_delivery')!
  const invoice = PAYMENT_METHODS.find((m) => m.shortName === 'invoice')!
  const express = SHIPPING_METHODS.find((m) => m.technicalName === 'shipping_express')!

  it('allows cash on delivery only to Germany and Austria, and not for a virtual cart', () => {
    expect(['DE', 'AT', 'CH', 'US'].map((iso) => paymentBlocked(cash, situation(iso)))).toEqual([
      false,
      false,
      true,
      true,
    ])
    expect(paymentBlocked(cash, situation('DE', { virtual: true }))).toBe(true)
  })

  it('allows invoice only to business customers', () => {
    expect(paymentBlocked(invoice, situation('DE'))).toBe(true)
    expect(paymentBlocked(invoice, situation('DE', { accountType: 'business' }))).toBe(false)
  })

  it("offers the demo provider's card and wallet only in demo mode; what needs no card data always", () => {
    const offered = (demo: boolean) =>
      PAYMENT_METHODS.filter((m) => !paymentBlocked(m, situation('DE', { demo, accountType: 'business' }))).map(
        (m) => m.shortName,
      )
    expect(offered(true)).toEqual(['prepayment', 'invoice', 'debit', 'cash_on_delivery', 'wallet', 'credit_card'])
    expect(offered(false)).toEqual(['prepayment', 'invoice', 'debit', 'cash_on_delivery'])
  })

  it('allows express only to Germany and Austria and never to a Packstation; the standard parcel always', () => {
    expect(['DE', 'AT', 'GB'].map((iso) => shippingBlocked(express, situation(iso)))).toEqual([false, false, true])
    expect(shippingBlocked(express, situation('DE', { packstation: true }))).toBe(true)
    expect(shippingBlocked(STANDARD_SHIPPING, situation('US', { packstation: true }))).toBe(false)
  })
})
