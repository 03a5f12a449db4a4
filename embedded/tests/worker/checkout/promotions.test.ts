/**
 * Cart rules: cart errors in Shopware's shape and consumed once, promotions by code and
 * automatic ones, codes kept until the cart qualifies, exclusion, zero-price carts, non-stackable and
 * non-removable promotion lines, and the free-shipping progress.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { call, errorsOf, loginAs, plainProduct } from '../fixtures'
import { promotionId } from '../../../seed/checkout/promotions'
import { PAYMENT_METHODS, findCountryByIso } from '../../../platform/reference'

type Json = Record<string, any>
const { variant, unitCents: unit } = plainProduct()
const euro = (cents: number) => Math.round(cents) / 100
/** The quantity whose goods value first reaches `cents`. */
const reaching = (cents: number) => Math.ceil(cents / unit)

async function session(headers: Record<string, string> = {}) {
  const response = await call('GET', '/context', undefined, headers)
  return { 'sw-context-token': response.headers.get('sw-context-token')!, ...headers }
}
const json = async (response: Response) => {
  if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`)
  return (await response.json()) as Json
}
const readCart = (h: Record<string, string>) => call('GET', '/checkout/cart', undefined, h).then(json)
const addProduct = (h: Record<string, string>, quantity: number) =>
  call(
    'POST',
    '/checkout/cart/line-item',
    { items: [{ type: 'product', referencedId: variant.id, quantity }] },
    h,
  ).then(json)
const addCode = (h: Record<string, string>, code: string) =>
  call('POST', '/checkout/cart/line-item', { items: [{ type: 'promotion', referencedId: code }] }, h)
const promotionLines = (cart: Json) => cart.lineItems.filter((l: Json) => l.type === 'promotion')

describe('cart errors', () => {
  it("answers Shopware's shape keyed by error key, with block, and consumes change errors after one answer", async () => {
    const h = await session()
    const cart = await json(await addCode(h, 'GIBTSNICHT'))
    expect(cart.errors).toEqual({
      'promotion-not-found': {
        key: 'promotion-not-found',
        messageKey: 'promotion-not-found',
        level: 20,
        code: 0,
        block: false,
        promotionCode: 'GIBTSNICHT',
        message: 'Promotion with code GIBTSNICHT not found!',
      },
    })
    expect((await readCart(h)).errors).toEqual({})
  })

  it('keeps an error raised outside a cart answer until the next cart read, then consumes it', async () => {
    const h = await session()
    await addProduct(h, 1)
    const cash = PAYMENT_METHODS.find((m) => m.shortName === 'cash_on_delivery')!
    const patched = await call(
      'PATCH',
      '/context',
      { paymentMethodId: cash.id, countryId: findCountryByIso('CH')!.id },
      h,
    )
    expect(patched.status).toBe(200)
    const first = await readCart(h)
    expect(Object.values(first.errors)).toEqual([
      expect.objectContaining({
        messageKey: 'payment-method-changed',
        level: 0,
        block: false,
        oldPaymentMethodName: 'Nachnahme',
        newPaymentMethodName: 'Vorkasse',
      }),
    ])
    expect((await readCart(h)).errors).toEqual({})
  })
})

describe('promotions by code', () => {
  it('applies a percentage code as a promotion line item with its VAT, and totals it', async () => {
    const h = await session()
    await addProduct(h, 2)
    const cart = await json(await addCode(h, 'willkommen10'))
    const discount = Math.round((2 * unit * 10) / 100)
    expect(promotionLines(cart)).toEqual([
      expect.objectContaining({
        id: promotionId('willkommen10'),
        referencedId: 'WILLKOMMEN10',
        label: 'Willkommensrabatt 10 %',
        type: 'promotion',
        quantity: 1,
        good: false,
        stackable: false,
        removable: true,
        price: expect.objectContaining({
          unitPrice: -euro(discount),
          totalPrice: -euro(discount),
          calculatedTaxes: [expect.objectContaining({ taxRate: 19, price: -euro(discount) })],
        }),
        payload: expect.objectContaining({
          promotionId: promotionId('willkommen10'),
          code: 'WILLKOMMEN10',
          discountType: 'percentage',
          value: 10,
        }),
      }),
    ])
    const goods = 2 * unit - discount
    const shipping = 2 * unit >= 7500 ? 0 : 495
    expect(cart.price).toMatchObject({
      positionPrice: euro(goods),
      totalPrice: euro(goods + shipping),
      calculatedTaxes: [
        { taxRate: 19, price: euro(goods + shipping), tax: euro(Math.round(((goods + shipping) * 19) / 119)) },
      ],
    })
    expect(cart.errors).toEqual({})
    // The code stays with the cart.
    expect(promotionLines(await readCart(h)).map((l: Json) => l.referencedId)).toEqual(['WILLKOMMEN10'])
  })

  it('answers promotion-not-found for unknown and expired codes and keeps neither', async () => {
    const h = await session()
    await addProduct(h, 1)
    for (const code of ['NOPE', 'SOMMER2024']) {
      const cart = await json(await addCode(h, code))
      expect(cart.errors['promotion-not-found']).toMatchObject({ promotionCode: code })
    }
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM cart_promotion_code WHERE cart_token = ?')
      .bind(h['sw-context-token'])
      .first<{ n: number }>()
    expect(stored!.n).toBe(0)
  })

  it('stores a code the cart does not qualify for yet (promotion-not-eligible once) and applies it once it does', async () => {
    const h = await session()
    await addProduct(h, 1)
    const early = await json(await addCode(h, 'SAVE5'))
    expect(promotionLines(early)).toEqual([])
    expect(Object.values(early.errors)).toEqual([
      expect.objectContaining({ key: 'promotion-not-eligible', level: 0, name: '5 € Rabatt ab 50 €' }),
    ])
    expect((await readCart(h)).errors).toEqual({})
    const later = await addProduct(h, reaching(5000))
    expect(promotionLines(later)).toEqual([
      expect.objectContaining({ referencedId: 'SAVE5', price: expect.objectContaining({ totalPrice: -5 }) }),
    ])
  })

  it('lets an exclusive promotion push out the others, naming them each time (promotion-excluded)', async () => {
    const h = await session()
    await addProduct(h, reaching(10_000))
    await addCode(h, 'WILLKOMMEN10')
    const cart = await json(await addCode(h, 'EXKLUSIV20'))
    expect(promotionLines(cart).map((l: Json) => l.referencedId)).toEqual(['EXKLUSIV20'])
    expect(cart.errors['promotion-excluded']).toMatchObject({ level: 0, name: 'Willkommensrabatt 10 %' })
    expect((await readCart(h)).errors['promotion-excluded']).toMatchObject({ name: 'Willkommensrabatt 10 %' })
  })

  it('takes the shipping costs off with a free-shipping code', async () => {
    const h = await session()
    await addProduct(h, 1)
    const cart = await json(await addCode(h, 'VERSANDFREI'))
    expect(cart.deliveries[0].shippingCosts.totalPrice).toBe(0)
    expect(promotionLines(cart)).toEqual([
      expect.objectContaining({ referencedId: 'VERSANDFREI', price: expect.objectContaining({ totalPrice: 0 }) }),
    ])
    expect(cart.price.totalPrice).toBe(euro(unit))
    expect(cart.extensions.asxFreeShipping).toMatchObject({ remaining: 0, reached: true })
  })

  it('gives a cart worth nothing no promotion, naming the kept codes each time', async () => {
    const h = await session()
    const cart = await json(await addCode(h, 'WILLKOMMEN10'))
    expect(promotionLines(cart)).toEqual([])
    expect(cart.errors['promotions-on-cart-price-zero-error']).toMatchObject({
      level: 0,
      promotions: 'Willkommensrabatt 10 %',
    })
    expect((await readCart(h)).errors).toHaveProperty('promotions-on-cart-price-zero-error')
    expect(promotionLines(await addProduct(h, 1)).map((l: Json) => l.referencedId)).toEqual(['WILLKOMMEN10'])
  })

  it('drops a stored code whose promotion ended, with auto-promotion-not-found once', async () => {
    await env.DB.prepare(
      "INSERT INTO promotion (id, code, name_de, name_en, discount_type, value) VALUES ('kurz', 'KURZ', 'Kurz', 'Short', 'percentage', 3)",
    ).run()
    const h = await session()
    await addProduct(h, 1)
    expect(promotionLines(await json(await addCode(h, 'KURZ'))).map((l: Json) => l.referencedId)).toEqual(['KURZ'])
    await env.DB.prepare("UPDATE promotion SET active = 0 WHERE id = 'kurz'").run()
    const ended = await readCart(h)
    expect([promotionLines(ended), Object.values(ended.errors)]).toEqual([
      [],
      [expect.objectContaining({ key: 'auto-promotion-not-found-KURZ', level: 20, block: true, name: 'KURZ' })],
    ])
    expect((await readCart(h)).errors).toEqual({})
  })

  it('removes the stored code with its line item', async () => {
    const h = await session()
    await addProduct(h, 1)
    await addCode(h, 'WILLKOMMEN10')
    const removed = await call('POST', '/checkout/cart/line-item/delete', { ids: [promotionId('willkommen10')] }, h)
    expect(promotionLines(await json(removed))).toEqual([])
    expect(promotionLines(await addProduct(h, 1))).toEqual([])
  })

  it('refuses another quantity for a promotion line and the same code twice: CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE', async () => {
    const h = await session()
    await addProduct(h, 1)
    await addCode(h, 'WILLKOMMEN10')
    const patch = await call(
      'PATCH',
      '/checkout/cart/line-item',
      { items: [{ id: promotionId('willkommen10'), quantity: 2 }] },
      h,
    )
    expect(patch.status).toBe(400)
    expect((await errorsOf(patch))[0]).toMatchObject({
      code: 'CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE',
      source: { pointer: '/items/0/quantity' },
    })
    const again = await addCode(h, 'Willkommen10')
    expect([again.status, (await errorsOf(again))[0]!.code]).toEqual([400, 'CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE'])
    const invalid = await call('PATCH', '/checkout/cart/line-item', { items: [{ id: variant.id, quantity: 0 }] }, h)
    expect((await errorsOf(invalid))[0]!.code).toBe('CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY')
  })

  it('keeps the codes when the shopper logs in', async () => {
    const guest = await session()
    await addProduct(guest, 1)
    await addCode(guest, 'WILLKOMMEN10')
    const login = await call(
      'POST',
      '/account/login',
      { username: 'privat@example.com', password: 'shopware123' },
      guest,
    )
    const customer = { 'sw-context-token': login.headers.get('sw-context-token')! }
    expect(promotionLines(await readCart(customer)).map((l: Json) => l.referencedId)).toEqual(['WILLKOMMEN10'])
  })

  it('discounts a business customer’s net cart by the net share of the discount', async () => {
    const h = await loginAs('business')
    await call('DELETE', '/checkout/cart', undefined, h)
    await addProduct(h, 2)
    const cart = await json(await addCode(h, 'WILLKOMMEN10'))
    const discountGross = Math.round((2 * unit * 10) / 100)
    const discountNet = discountGross - Math.round((discountGross * 19) / 119)
    expect(promotionLines(cart)[0].price.totalPrice).toBe(-euro(discountNet))
  })
})

describe('automatic promotions', () => {
  it('applies by itself once the cart qualifies, and its line cannot be removed', async () => {
    const h = await session()
    const small = await addProduct(h, 1)
    expect(promotionLines(small)).toEqual([])
    const big = await addProduct(h, reaching(50_000))
    const [line] = promotionLines(big)
    expect(line).toMatchObject({
      id: promotionId('grossauftrag'),
      referencedId: promotionId('grossauftrag'),
      removable: false,
      payload: { discountType: 'percentage', value: 5, code: '' },
    })
    const goods = unit * (reaching(50_000) + 1)
    expect(line.price.totalPrice).toBe(-euro(Math.round(goods * 0.05)))
    const refused = await call('POST', '/checkout/cart/line-item/delete', { ids: [line.id] }, h)
    expect([refused.status, (await errorsOf(refused))[0]!.code]).toEqual([
      400,
      'CHECKOUT__CART_LINE_ITEM_NOT_REMOVABLE',
    ])
  })
})

describe('free-shipping progress', () => {
  it('answers the remaining amount to free shipping in the cart extensions', async () => {
    const h = await session()
    const cart = await addProduct(h, 1)
    expect(cart.extensions.asxFreeShipping).toEqual({
      threshold: 75,
      remaining: euro(Math.max(0, 7500 - unit)),
      reached: unit >= 7500,
      apiAlias: 'asx_free_shipping',
    })
    const full = await addProduct(h, reaching(7500))
    expect(full.extensions.asxFreeShipping).toMatchObject({ remaining: 0, reached: true })
    expect((await readCart(await session())).extensions.asxFreeShipping).toBeNull()
  })
})
