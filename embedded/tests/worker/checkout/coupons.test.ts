/**
 * Coupons: a customer's coupon is redeemable in the cart as an absolute promotion up to its
 * residual value, only by its own customer; POST /asx-coupons lists the customer's own coupons;
 * redeemCoupons gives the order batch the statements that take the redeemed amount off.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { call, errorsOf, guestSession, loginToken, plainProduct } from '../fixtures'
import { seedCoupon } from '../../../seed/checkout/promotions'
import { COUPON_OVERDRAWN_MARKER, redeemCoupons } from '../../../checkout/promotion/coupons'
import { customerId } from '../../../seed/keys'

type Json = Record<string, any>
const { variant, unitCents: unit } = plainProduct()
const euro = (cents: number) => Math.round(cents) / 100

const headers = (token: string) => ({ 'sw-context-token': token })
const add = async (token: string, items: Json[]) =>
  (await (await call('POST', '/checkout/cart/line-item', { items }, headers(token))).json()) as Json
const couponLine = (cart: Json) => cart.lineItems.find((l: Json) => l.type === 'promotion' && l.payload.couponCode)
const residual = async (code: string) =>
  (await env.DB.prepare('SELECT residual_cents AS cents FROM customer_coupon WHERE code = ?')
    .bind(code)
    .first<{ cents: number }>())!.cents

describe('POST /asx-coupons', () => {
  it("lists the customer's own coupons with start and residual value, and refuses guests", async () => {
    const response = await call('POST', '/asx-coupons', {}, headers(await loginToken('kunde3@example.com')))
    const body = (await response.json()) as Json
    const own = seedCoupon(3)
    expect(body).toEqual({
      elements: [
        {
          code: own.code,
          startValue: euro(own.startCents),
          residualValue: euro(own.residualCents),
          createdAt: expect.any(String),
          apiAlias: 'asx_coupon',
        },
      ],
      total: 1,
      apiAlias: 'asx_coupon_list',
    })
    expect((await call('POST', '/asx-coupons', {})).status).toBe(403)
  })

  it("refuses a guest checkout's session like no session, though the guest has a coupon", async () => {
    const guest = await guestSession(customerId(1), 'd'.repeat(32))
    const response = await call('POST', '/asx-coupons', {}, guest)
    expect(response.status).toBe(403)
    expect((await errorsOf(response))[0]?.code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
  })
})

describe('redeeming a coupon in the cart', () => {
  it('takes at most the residual value off the goods, as a removable promotion line with the coupon code', async () => {
    const token = await loginToken('kunde3@example.com')
    const own = seedCoupon(3)
    await add(token, [{ type: 'product', referencedId: variant.id, quantity: 1 }])
    const cart = await add(token, [{ type: 'promotion', referencedId: own.code.toLowerCase() }])
    const off = Math.min(own.residualCents, unit - Math.round((unit * 5) / 100))
    // Customer 3 is Bronze: the loyalty percentage comes first, the coupon takes from what is left.
    expect(couponLine(cart)).toMatchObject({
      referencedId: own.code,
      removable: true,
      payload: { discountType: 'absolute', couponCode: own.code, redeemedValue: euro(off) },
      price: { totalPrice: -euro(off) },
    })
  })

  it("answers promotion-not-found for another customer's coupon, and for guests", async () => {
    const other = seedCoupon(1)
    const token = await loginToken('kunde3@example.com')
    await add(token, [{ type: 'product', referencedId: variant.id, quantity: 1 }])
    const cart = await add(token, [{ type: 'promotion', referencedId: other.code }])
    expect(cart.errors['promotion-not-found']).toMatchObject({ promotionCode: other.code })
    expect(couponLine(cart)).toBeUndefined()
    const guest = (await call('GET', '/context')).headers.get('sw-context-token')!
    const guestCart = await add(guest, [{ type: 'promotion', referencedId: other.code }])
    expect(guestCart.errors).toHaveProperty('promotion-not-found')
  })

  it('redeemCoupons takes the redeemed amount off the residual value, only for the coupon’s customer, and fails below zero', async () => {
    const own = seedCoupon(1)
    const line = { type: 'promotion', payload: { couponCode: own.code, redeemedValue: 12.5 } }
    const product = { type: 'product', payload: { productNumber: 'SW10001' } }
    const before = await residual(own.code)
    const statements = redeemCoupons(env.DB, customerId(1), [product, line])
    expect(statements).toHaveLength(1)
    const [done] = await env.DB.batch(statements)
    expect([done!.meta.changes, await residual(own.code)]).toEqual([1, before - 1250])
    const [foreign] = await env.DB.batch(redeemCoupons(env.DB, customerId(3), [line]))
    expect([foreign!.meta.changes, await residual(own.code)]).toEqual([0, before - 1250])
    const tooMuch = { ...line, payload: { ...line.payload, redeemedValue: euro(before) } }
    // More than is left fails the table's check, which rolls the order's batch back.
    await expect(env.DB.batch(redeemCoupons(env.DB, customerId(1), [tooMuch]))).rejects.toThrow(COUPON_OVERDRAWN_MARKER)
    expect(await residual(own.code)).toBe(before - 1250)
  })
})

describe('placing an order with a coupon', () => {
  /** Enough goods that the coupon's whole residual value is redeemed after customer 4's Silver discount. */
  async function cartWithCoupon(token: string, code: string) {
    await add(token, [{ type: 'product', referencedId: variant.id, quantity: Math.ceil(6000 / unit) + 1 }])
    return add(token, [{ type: 'promotion', referencedId: code }])
  }

  it('takes the redeemed value off the residual in the order batch; a second order at the same moment is refused', async () => {
    const own = seedCoupon(4)
    const [first, second] = [await loginToken('kunde4@example.com'), await loginToken('kunde4@example.com')]
    expect(couponLine(await cartWithCoupon(first, own.code)).payload.redeemedValue).toBe(euro(own.residualCents))
    expect(couponLine(await cartWithCoupon(second, own.code)).payload.redeemedValue).toBe(euro(own.residualCents))

    const answers = await Promise.all(
      [first, second].map((token) => call('POST', '/checkout/order', {}, headers(token))),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400])
    const refused = (await answers.find((a) => a.status === 400)!.json()) as Json
    expect(refused.errors[0].code).toBe('CHECKOUT__CART_INVALID')
    // Both spent it all: only one order got the coupon, and it never went below zero.
    expect(await residual(own.code)).toBe(0)
  })
})
