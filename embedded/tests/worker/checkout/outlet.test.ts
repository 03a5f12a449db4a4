/**
 * Outlet articles (custom field asx_outlet): single pieces, seeded the same in every seed. The
 * cart holds one piece (adding it again: outlet-item-already-in-cart, level 10) and drops a piece that
 * is sold meanwhile (outlet-item-sold, level 20); both errors are shown once.
 */
import { describe, expect, it } from 'vitest'
import { planProduct } from '../../../seed'
import { isOutletProduct } from '../../../seed/catalog/products'
import { TEST_SEED } from '../../../../tests/worker/setup'
import { call, plainProduct, post, registered } from '../fixtures'

type Json = Record<string, any>
const outlets = Array.from({ length: TEST_SEED.products }, (_, i) => i + 1)
  .filter(isOutletProduct)
  .map((n) => planProduct(n))
const [outlet, otherOutlet] = outlets
const piece = outlet!.variants[0]!.id

const add = async (token: string, referencedId: string, quantity = 1) =>
  (await (
    await post('/checkout/cart/line-item', { items: [{ type: 'product', referencedId, quantity }] }, token)
  ).json()) as Json
const readCart = async (token: string) =>
  (await (await call('GET', '/checkout/cart', undefined, { 'sw-context-token': token })).json()) as Json
const errorOf = (cart: Json, messageKey: string) =>
  Object.values(cart.errors as Record<string, Json>).find((e) => e.messageKey === messageKey)

describe('outlet articles', () => {
  it('are seeded as single pieces with the custom field asx_outlet', async () => {
    expect(outlets.length).toBeGreaterThanOrEqual(2)
    const product = ((await (await post(`/product/${outlet!.id}`, {})).json()) as Json).product
    expect(product).toMatchObject({
      customFields: { asx_outlet: true },
      stock: 1,
      maxPurchase: 1,
      calculatedMaxPurchase: 1,
      isCloseout: true,
    })
    const plain = ((await (await post(`/product/${plainProduct().plan.id}`, {})).json()) as Json).product
    expect(plain.customFields).toEqual({})
  })

  it('adding a piece already in the cart keeps one and answers outlet-item-already-in-cart once', async () => {
    const { token } = await registered()
    expect((await add(token, piece)).errors).toEqual({})
    const again = await add(token, piece)
    expect(again.lineItems.map((l: Json) => [l.referencedId, l.quantity])).toEqual([[piece, 1]])
    expect(errorOf(again, 'outlet-item-already-in-cart')).toMatchObject({
      key: `outlet-item-already-in-cart${piece}`,
      level: 10,
      block: false,
      name: outlet!.name['de-DE'],
    })
    // A quantity change above one is the same: the piece is already there.
    const raised = (await (
      await call(
        'PATCH',
        '/checkout/cart/line-item',
        { items: [{ id: piece, quantity: 3 }] },
        { 'sw-context-token': token },
      )
    ).json()) as Json
    expect(raised.lineItems[0].quantity).toBe(1)
    expect(errorOf(raised, 'outlet-item-already-in-cart')).toBeDefined()
    expect((await readCart(token)).errors).toEqual({})
  })

  it('a piece sold to another shopper leaves the cart with outlet-item-sold, shown once', async () => {
    const soldPiece = otherOutlet!.variants[0]!.id
    const waiting = await registered()
    const buyer = await registered()
    await add(waiting.token, soldPiece)
    await add(waiting.token, plainProduct().variant.id)
    await add(buyer.token, soldPiece)
    const order = await post('/checkout/order', {}, buyer.token)
    expect(order.status).toBe(200)
    const cart = await readCart(waiting.token)
    expect(cart.lineItems.map((l: Json) => l.referencedId)).toEqual([plainProduct().variant.id])
    expect(errorOf(cart, 'outlet-item-sold')).toMatchObject({
      key: `outlet-item-sold${soldPiece}`,
      level: 20,
      block: false,
      name: otherOutlet!.name['de-DE'],
    })
    expect((await readCart(waiting.token)).errors).toEqual({})
    // Adding the sold piece again does not bring it back.
    const retry = await add(waiting.token, soldPiece)
    expect(retry.lineItems).toHaveLength(1)
    expect(errorOf(retry, 'outlet-item-sold')).toBeDefined()
  })
})
