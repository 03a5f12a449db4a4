/**
 * Loyalty: POST /asx-loyalty answers the customer's own balance, level and transactions;
 * the level's discount is a promotion line in the cart of a logged-in customer, with free shipping from
 * Silver; guests and customers below Bronze get none.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { call, loginToken, registered, plainProduct } from '../fixtures'
import { SEED_LOYALTY } from '../../../seed/checkout/promotions'

type Json = Record<string, any>
const { variant, unitCents: unit } = plainProduct()
const euro = (cents: number) => Math.round(cents) / 100

const headers = (token: string) => ({ 'sw-context-token': token })
const loyalty = async (token?: string) => call('POST', '/asx-loyalty', {}, token ? headers(token) : {})
const cartWithTwo = async (token: string) => {
  const response = await call(
    'POST',
    '/checkout/cart/line-item',
    { items: [{ type: 'product', referencedId: variant.id, quantity: 2 }] },
    headers(token),
  )
  return (await response.json()) as Json
}
/** Adds points to a customer's account, booked or in review. */
const earn = (customer: string, points: number, state: 'booked' | 'in_review' = 'booked') =>
  env.DB.prepare(
    'INSERT INTO loyalty_transaction (id, customer_id, points, order_total_cents, state) VALUES (?, ?, ?, ?, ?)',
  ).bind(crypto.randomUUID(), customer, points, points * 100, state)
const loyaltyLine = (cart: Json) => cart.lineItems.find((l: Json) => l.type === 'promotion' && l.payload.loyalty)

describe('POST /asx-loyalty', () => {
  it("answers the customer's own balance, level, next level and transactions", async () => {
    const silver = await loginToken('kunde4@example.com')
    const response = await loyalty(silver)
    expect(response.status).toBe(200)
    const body = (await response.json()) as Json
    expect(body).toMatchObject({
      balance: SEED_LOYALTY[4],
      pointsInReview: 89,
      level: { key: 'silver', name: 'Silber', colour: 'silver', from: 2499, discountPercent: 8, freeShipping: true },
      nextLevel: { key: 'gold', from: 4999 },
      pointsToNextLevel: 4999 - SEED_LOYALTY[4]!,
      apiAlias: 'asx_loyalty',
    })
    expect(body.levels.map((l: Json) => l.key)).toEqual(['bronze', 'silver', 'gold', 'platinum'])
    expect(body.transactions).toEqual([
      expect.objectContaining({ points: 89, orderTotal: 89.9, state: 'in_review', inReview: true }),
      expect.objectContaining({ points: SEED_LOYALTY[4], state: 'booked', inReview: false, orderNumber: '20004' }),
    ])
  })

  it("never shows another customer's points: each session reads its own", async () => {
    const [bronze, silver] = await Promise.all([loginToken('kunde3@example.com'), loginToken('kunde4@example.com')])
    const [a, b] = await Promise.all([loyalty(bronze), loyalty(silver)])
    const [mine, theirs] = [(await a.json()) as Json, (await b.json()) as Json]
    expect([mine.balance, mine.level.key]).toEqual([SEED_LOYALTY[3], 'bronze'])
    expect([theirs.balance, theirs.level.key]).toEqual([SEED_LOYALTY[4], 'silver'])
    const ids = new Set(theirs.transactions.map((t: Json) => t.id))
    expect(mine.transactions.some((t: Json) => ids.has(t.id))).toBe(false)
  })

  it('refuses guests (403) and answers a new customer an empty programme on the way to Bronze', async () => {
    const guest = await loyalty()
    expect(guest.status).toBe(403)
    const fresh = await registered()
    const body = (await (await loyalty(fresh.token)).json()) as Json
    expect(body).toMatchObject({ balance: 0, level: null, nextLevel: { key: 'bronze' }, pointsToNextLevel: 999 })
    expect(body.transactions).toEqual([])
  })
})

describe('the loyalty discount in the cart', () => {
  it('takes the level’s percentage off a logged-in customer’s goods, with free shipping from Silver', async () => {
    const bronze = await cartWithTwo(await loginToken('kunde3@example.com'))
    const bronzeOff = Math.round((2 * unit * 5) / 100)
    expect(loyaltyLine(bronze)).toMatchObject({
      label: 'Treuerabatt Bronze (5 %)',
      removable: false,
      price: { totalPrice: -euro(bronzeOff) },
    })
    expect(bronze.deliveries[0].shippingCosts.totalPrice).toBe(2 * unit >= 7500 ? 0 : 4.95)
    // Customer 4 is a business customer: the discount shows net, like the goods.
    const silver = await cartWithTwo(await loginToken('kunde4@example.com'))
    const silverOff = Math.round((2 * unit * 8) / 100)
    expect(loyaltyLine(silver)).toMatchObject({
      label: 'Treuerabatt Silber (8 %)',
      price: { totalPrice: -euro(silverOff - Math.round((silverOff * 19) / 119)) },
    })
    expect(silver.deliveries[0].shippingCosts.totalPrice).toBe(0)
    expect(silver.price.taxStatus).toBe('net')
  })

  it('gives none below Bronze, and none to guests', async () => {
    const below = await cartWithTwo(await loginToken('privat@example.com'))
    expect(loyaltyLine(below)).toBeUndefined()
    const guest = await call('GET', '/context')
    const guestCart = await cartWithTwo(guest.headers.get('sw-context-token')!)
    expect(loyaltyLine(guestCart)).toBeUndefined()
  })

  it('gives Gold 10 % and Platinum its individual discount', async () => {
    const gold = await registered()
    await earn(gold.id, 5000).run()
    const goldCart = await cartWithTwo(gold.token)
    expect(loyaltyLine(goldCart).label).toBe('Treuerabatt Gold (10 %)')
    await env.DB.batch([
      earn(gold.id, 5000),
      env.DB.prepare('UPDATE customer SET loyalty_discount_percent = 15 WHERE id = ?').bind(gold.id),
    ])
    const platinum = await cartWithTwo(gold.token)
    expect(loyaltyLine(platinum)).toMatchObject({
      label: 'Treuerabatt Platin (15 %)',
      price: { totalPrice: -euro(Math.round((4 * unit * 15) / 100)) },
    })
    const body = (await (await loyalty(gold.token)).json()) as Json
    expect(body).toMatchObject({
      level: { key: 'platinum', discountPercent: 15 },
      nextLevel: null,
      pointsToNextLevel: null,
    })
  })

  it('counts only booked points towards the level', async () => {
    const customer = await registered()
    await earn(customer.id, 1500, 'in_review').run()
    const body = (await (await loyalty(customer.token)).json()) as Json
    expect(body).toMatchObject({ balance: 0, pointsInReview: 1500, level: null })
  })
})
