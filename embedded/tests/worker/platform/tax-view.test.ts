/**
 * Business customers see net product prices on every catalog read (listing with its price facet and
 * filter, search, product page);
 * guests, private customers and token-free reads see gross prices, and no catalog read creates a context.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS } from '../../../seed'
import { productId } from '../../../seed/keys'
import { ROOT_CATEGORY_ID } from '../../../platform/sales-channel'
import { netView } from '../../../platform/context/tax-view'
import { calculatedPrice } from '../../../platform/price'
import { call as storeApi, loginToken as login } from '../fixtures'

const call = async (path: string, token?: string, body: unknown = {}) => {
  const response = await storeApi('POST', path, body, token ? { 'sw-context-token': token } : {})
  return (await response.json()) as any
}

const netOf = (gross: number, rate = 19) => {
  const cents = Math.round(gross * 100)
  return (cents - Math.round((cents * rate) / (100 + rate))) / 100
}

describe('net product prices for business customers', () => {
  it('answers the product page net for a business session, gross for everyone else', async () => {
    const gross = (await call(`/product/${productId(1)}`)).product.calculatedPrice
    const privatePrice = (await call(`/product/${productId(1)}`, await login(DEMO_CUSTOMERS.private.email))).product
      .calculatedPrice
    expect(privatePrice).toEqual(gross)
    const business = await login(DEMO_CUSTOMERS.business.email)
    const { product } = await call(`/product/${productId(1)}`, business)
    const net = netOf(gross.unitPrice)
    expect(product.calculatedPrice).toMatchObject({
      unitPrice: net,
      totalPrice: net,
      calculatedTaxes: [{ taxRate: 19, price: net, tax: Math.round(net * 19) / 100 }],
    })
    const grossCheapest = (await call(`/product/${productId(1)}`)).product.calculatedCheapestPrice.unitPrice
    expect(product.calculatedCheapestPrice.unitPrice).toBe(netOf(grossCheapest))
    // The stored price pair is the same for everyone.
    expect(product.price).toEqual((await call(`/product/${productId(1)}`)).product.price)
  })

  it('answers listing and search net for a business session', async () => {
    const business = await login(DEMO_CUSTOMERS.business.email)
    const guest = await call('/search', undefined, { search: 'jacke', limit: 3 })
    const net = await call('/search', business, { search: 'jacke', limit: 3 })
    expect(net.elements.map((p: any) => p.id)).toEqual(guest.elements.map((p: any) => p.id))
    expect(net.elements.map((p: any) => p.calculatedPrice.unitPrice)).toEqual(
      guest.elements.map((p: any) => netOf(p.calculatedPrice.unitPrice)),
    )
  })

  it('answers the listing’s price facet net and reads its price filter net for a business session', async () => {
    const business = await login(DEMO_CUSTOMERS.business.email)
    const path = `/product-listing/${ROOT_CATEGORY_ID}`
    const guestFacet = (await call(path, undefined, { limit: 1 })).aggregations.price
    const netFacet = (await call(path, business, { limit: 1 })).aggregations.price
    expect([netFacet.min, netFacet.max]).toEqual([netOf(guestFacet.min), netOf(guestFacet.max)])
    // The same bound, once gross for a guest and once net for the business customer, selects the same products.
    const grossBound = 50
    const guest = await call(path, undefined, { limit: 100, 'max-price': grossBound })
    const net = await call(path, business, { limit: 100, 'max-price': netOf(grossBound) })
    expect(guest.total).toBeGreaterThan(0)
    // Read as gross, the net bound would leave products out: the conversion is what this test checks.
    const unconverted = await call(path, undefined, { limit: 100, 'max-price': netOf(grossBound) })
    expect(unconverted.total).toBeLessThan(guest.total)
    expect(net.elements.map((p: any) => p.id)).toEqual(guest.elements.map((p: any) => p.id))
    expect(net.currentFilters.price).toEqual({ min: 0, max: netOf(grossBound) })
    expect(net.elements.every((p: any) => p.calculatedPrice.unitPrice <= netOf(grossBound))).toBe(true)
  })

  it('turns every calculated price net, with the reference price per unit', () => {
    const gross = calculatedPrice(2380, 2, 19, { purchaseUnit: 2, referenceUnit: 1, unitName: 'Paar' })
    const net = netView({ product: { calculatedPrice: gross, calculatedPrices: [gross], name: 'x' } }) as any
    expect(net.product.name).toBe('x')
    expect(net.product.calculatedPrice).toMatchObject({
      unitPrice: 20,
      totalPrice: 40,
      quantity: 2,
      calculatedTaxes: [{ tax: 7.6, taxRate: 19, price: 40 }],
      referencePrice: { price: 10 },
    })
    expect(net.product.calculatedPrices[0]).toEqual(net.product.calculatedPrice)
  })

  it('creates no context on a catalog read with an unknown token', async () => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM context').first<{ n: number }>()
    await call(`/product/${productId(2)}`, 'c'.repeat(32))
    const after = await env.DB.prepare('SELECT count(*) AS n FROM context').first<{ n: number }>()
    expect(after!.n).toBe(before!.n)
  })
})
