/**
 * Reduced products: a former price (Shopware's list price) is answered only together with the lowest
 * price of the 30 days before the reduction (its regulation price), on the product, in listings and
 * search, in the cart line, gross for shoppers and net for a business customer's session.
 */
import { describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS, planProduct } from '../../../../seed'
import { planFormer } from '../../../../seed/catalog/products'
import { ROOT_CATEGORY_ID } from '../../../../platform/sales-channel'
import { listPriceOf } from '../../../../platform/price'
import { call, loginToken, post } from '../../fixtures'

type Json = Record<string, any>
const plans = Array.from({ length: 24 }, (_, i) => planProduct(i + 1))
const reduced = plans.filter((p) => p.former)
const plain = plans.find((p) => !p.former && !p.tiers.length)!

const read = async (path: string, body: unknown = {}, token?: string) =>
  (await (await post(path, body, token)).json()) as Json

const cartOf = async (token: string) =>
  (await (await call('GET', '/checkout/cart', undefined, { 'sw-context-token': token })).json()) as Json

const netOf = (grossCents: number) => (grossCents - Math.round((grossCents * 19) / 119)) / 100

describe('the former price of a reduced product', () => {
  it('is planned for some products only, each with its lowest price of the last 30 days', () => {
    expect(reduced.length).toBeGreaterThanOrEqual(3)
    expect(reduced.length).toBeLessThan(plans.length / 4)
    for (const p of reduced) {
      expect(p.tiers).toEqual([])
      expect(p.former!.listCents).toBeGreaterThan(p.priceCents)
      expect(p.former!.lowestCents).toBeGreaterThan(p.priceCents)
      expect(p.former!.lowestCents).toBeLessThanOrEqual(p.former!.listCents)
    }
    // Both kinds occur: sold at the former price for 30 days, or on a smaller reduction in between.
    expect(reduced.some((p) => p.former!.lowestCents === p.former!.listCents)).toBe(true)
    expect(reduced.some((p) => p.former!.lowestCents < p.former!.listCents)).toBe(true)
    expect(planFormer(3, 3990)).toEqual({ listCents: 4990, lowestCents: 4990 })
    expect(planFormer(4, 3990)).toEqual({ listCents: 4990, lowestCents: 4490 })
  })

  it('is on the product page as Shopware answers it: list price, regulation price, percentage', async () => {
    const p = reduced[0]!
    const { product } = await read(`/product/${p.id}`)
    const { listCents, lowestCents } = p.former!
    expect(product.calculatedPrice.unitPrice).toBe(p.priceCents / 100)
    expect(product.calculatedPrice.listPrice).toEqual({
      price: listCents / 100,
      discount: (p.priceCents - listCents) / 100,
      percentage: Math.round(((listCents - p.priceCents) / listCents) * 10_000) / 100,
      apiAlias: 'cart_list_price',
    })
    expect(product.calculatedPrice.regulationPrice).toEqual({
      price: lowestCents / 100,
      apiAlias: 'cart_regulation_price',
    })
    expect(product.calculatedCheapestPrice.listPrice.price).toBe(listCents / 100)
    expect(product.price[0]).toMatchObject({
      gross: p.priceCents / 100,
      listPrice: { gross: listCents / 100, net: netOf(listCents), linked: true },
      regulationPrice: { gross: lowestCents / 100, net: netOf(lowestCents) },
      percentage: { gross: expect.any(Number), net: expect.any(Number) },
    })
  })

  it('is absent on a product sold at its price', async () => {
    const { product } = await read(`/product/${plain.id}`)
    expect(product.calculatedPrice.listPrice).toBeNull()
    expect(product.calculatedPrice.regulationPrice).toBeNull()
    expect(product.price[0]).not.toHaveProperty('listPrice')
  })

  it('is on listing and search cards', async () => {
    const ids = reduced.map((p) => p.id)
    const listing = await read(`/product-listing/${ROOT_CATEGORY_ID}`, { limit: 100 })
    const cards = (listing.elements as Json[]).filter((e) => ids.includes(e.parentId ?? e.id))
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) {
      const plan = reduced.find((p) => p.id === (card.parentId ?? card.id))!
      expect(card.calculatedPrice.listPrice.price).toBe(plan.former!.listCents / 100)
      expect(card.calculatedPrice.regulationPrice.price).toBe(plan.former!.lowestCents / 100)
    }
    const found = await read('/search', { search: reduced[0]!.number })
    expect(found.elements[0].calculatedPrice.listPrice.price).toBe(reduced[0]!.former!.listCents / 100)
  })

  it('is net for a business customer, the discount and lowest price too', async () => {
    const p = reduced[0]!
    const business = await loginToken(DEMO_CUSTOMERS.business.email)
    const { product } = await read(`/product/${p.id}`, {}, business)
    const netPrice = Math.round(netOf(p.priceCents) * 100)
    const netList = Math.round(netOf(p.former!.listCents) * 100)
    expect(product.calculatedPrice.unitPrice).toBe(netPrice / 100)
    expect(product.calculatedPrice.listPrice).toEqual(listPriceOf(netPrice, netList))
    expect(product.calculatedPrice.regulationPrice.price).toBe(netOf(p.former!.lowestCents))
  })

  it('goes with the cart line, gross for a guest and net for a business customer', async () => {
    const p = reduced[0]!
    const items = [{ type: 'product', referencedId: p.main.id, quantity: 2 }]
    const guest = (await post('/checkout/cart/line-item', { items })).headers.get('sw-context-token')!
    const cart = await cartOf(guest)
    const line = (cart.lineItems as Json[]).find((l) => l.referencedId === p.main.id)!
    expect(line.price).toMatchObject({
      unitPrice: p.priceCents / 100,
      totalPrice: (2 * p.priceCents) / 100,
      listPrice: { price: p.former!.listCents / 100, apiAlias: 'cart_list_price' },
      regulationPrice: { price: p.former!.lowestCents / 100 },
    })
    const business = await loginToken(DEMO_CUSTOMERS.business.email)
    await post('/checkout/cart/line-item', { items }, business)
    const netCart = await cartOf(business)
    const netLine = (netCart.lineItems as Json[]).find((l) => l.referencedId === p.main.id)!
    expect(netLine.price.listPrice.price).toBe(netOf(p.former!.listCents))
    expect(netLine.price.regulationPrice.price).toBe(netOf(p.former!.lowestCents))
    // A line of a product sold at its price carries none.
    const other = [{ type: 'product', referencedId: plain.main.id, quantity: 1 }]
    const plainCart = await read('/checkout/cart/line-item', { items: other }, guest)
    const plainLine = (plainCart.lineItems as Json[]).find((l) => l.referencedId === plain.main.id)!
    expect(plainLine.price.listPrice).toBeNull()
  })
})
