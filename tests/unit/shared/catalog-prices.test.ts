/** Price tiers: "to {quantity}" for every tier but the last, "from {quantity}" for the last; the last is the effective price. */
import { describe, expect, it } from 'vitest'
import {
  cartSubtotal,
  effectivePrice,
  lineAmount,
  lineAmounts,
  priceDisplayOf,
  reductionOf,
  tierLabels,
  unitPriceOf,
} from '../../../shared/catalog/prices'

// Shopware's quantity semantics: a tier's quantity is its last quantity, the open last tier's its first.
const tiers = [
  { unitPrice: 8.9, quantity: 9 },
  { unitPrice: 7.9, quantity: 49 },
  { unitPrice: 6.9, quantity: 50 },
]

describe('tierLabels', () => {
  it('labels 1–9, 10–49, 50+ as "to 9", "to 49", "from 50"', () => {
    expect(tierLabels(tiers).map((t) => [t.label, t.price.unitPrice])).toEqual([
      ['to 9', 8.9],
      ['to 49', 7.9],
      ['from 50', 6.9],
    ])
  })

  it('labels two tiers (5–49, 50+) and translates through t', () => {
    const t = (key: 'product.tierTo' | 'product.tierFrom', { quantity }: { quantity: number }) =>
      key === 'product.tierFrom' ? `ab ${quantity}` : `bis ${quantity}`
    expect(
      tierLabels(
        [
          { unitPrice: 12.9, quantity: 49 },
          { unitPrice: 10.9, quantity: 50 },
        ],
        t,
      ).map((l) => l.label),
    ).toEqual(['bis 49', 'ab 50'])
  })

  it('has nothing to label without tiers', () => {
    expect(tierLabels([])).toEqual([])
    expect(tierLabels(undefined)).toEqual([])
  })
})

describe('effectivePrice', () => {
  const calculatedPrice = { unitPrice: 8.9, quantity: 1 }

  it('is the last tier when there is more than one', () => {
    expect(effectivePrice({ calculatedPrice, calculatedPrices: tiers })).toEqual({ unitPrice: 6.9, quantity: 50 })
  })

  it('is the calculated price with one tier or none', () => {
    expect(effectivePrice({ calculatedPrice, calculatedPrices: [] })).toBe(calculatedPrice)
    expect(effectivePrice({ calculatedPrice, calculatedPrices: [{ unitPrice: 7, quantity: 1 }] })).toBe(calculatedPrice)
    expect(effectivePrice({ calculatedPrice })).toBe(calculatedPrice)
  })
})

describe('priceDisplayOf', () => {
  const gross = { context: { taxState: 'gross' } }
  it('gives a visitor the display of their area, converted from the Store API gross amounts', () => {
    expect(priceDisplayOf(null, 'business')).toEqual({ display: 'net', taxState: 'gross' })
    expect(priceDisplayOf(null, 'private')).toEqual({ display: 'gross', taxState: 'gross' })
    expect(priceDisplayOf({ ...gross, customer: { guest: true } }, 'business')).toEqual({
      display: 'net',
      taxState: 'gross',
    })
  })
  it("gives a customer their context's tax state, whatever the area cookie says", () => {
    const business = { customer: { accountType: 'business' }, context: { taxState: 'net' } }
    expect(priceDisplayOf(business, 'private')).toEqual({ display: 'net', taxState: 'net' })
    expect(priceDisplayOf({ ...gross, customer: { accountType: 'private' } }, 'business')).toEqual({
      display: 'gross',
      taxState: 'gross',
    })
  })
})

describe('lineAmounts and cartSubtotal', () => {
  const net = { display: 'net', taxState: 'gross' } as const
  const line19 = {
    unitPrice: 11.9,
    totalPrice: 35.7,
    calculatedTaxes: [{ tax: 5.7, taxRate: 19 }],
    taxRules: [{ taxRate: 19 }],
  }
  const line7 = {
    unitPrice: 10.7,
    totalPrice: 10.7,
    calculatedTaxes: [{ tax: 0.7, taxRate: 7 }],
    taxRules: [{ taxRate: 7 }],
  }
  const cart = { price: { positionPrice: 46.4 }, lineItems: [{ price: line19 }, { price: line7 }] }

  it('shows a net-display visitor each line net by its own tax rate', () => {
    expect(lineAmounts(line19, net)).toEqual({ unitPrice: 10, totalPrice: 30 })
    expect(lineAmounts(line7, net)).toEqual({ unitPrice: 10, totalPrice: 10 })
    expect(cartSubtotal(cart, net)).toBe(40)
  })

  it('falls back to the tax rule when a line has no calculated taxes', () => {
    expect(lineAmounts({ unitPrice: 11.9, totalPrice: 23.8, taxRules: [{ taxRate: 19 }] }, net)).toEqual({
      unitPrice: 10,
      totalPrice: 20,
    })
  })

  it("keeps the Store API's amounts for gross display and for a net (business customer) cart: never converts twice", () => {
    expect(lineAmounts(line19, { display: 'gross', taxState: 'gross' })).toEqual({ unitPrice: 11.9, totalPrice: 35.7 })
    expect(lineAmounts(line19, { display: 'net', taxState: 'net' })).toEqual({ unitPrice: 11.9, totalPrice: 35.7 })
    expect(cartSubtotal(cart, { display: 'net', taxState: 'net' })).toBe(46.4)
    expect(cartSubtotal(cart, { display: 'gross', taxState: 'gross' })).toBe(46.4)
    expect(cartSubtotal(null, net)).toBe(0)
  })
})

describe('price law', () => {
  it('gives the unit price of goods sold by quantity, and none for goods sold by the piece', () => {
    expect(unitPriceOf({ referencePrice: { price: 2, referenceUnit: 1, unitName: 'Paar' } })).toEqual({
      price: 2,
      referenceUnit: 1,
      unitName: 'Paar',
    })
    expect(
      unitPriceOf({ referencePrice: { price: 12.9, purchaseUnit: 1, referenceUnit: 1, unitName: 'Paar' } }),
    ).toBeNull()
    expect(unitPriceOf({ referencePrice: null })).toBeNull()
    expect(unitPriceOf(undefined)).toBeNull()
  })

  it('announces a reduction only with the lowest price of the last 30 days (PAngV §11), and only a real one', () => {
    const price = { unitPrice: 39.9, listPrice: { price: 49.9 }, regulationPrice: { price: 44.9 } }
    expect(reductionOf(price)).toEqual({ listPrice: 49.9, lowest: 44.9 })
    expect(reductionOf({ ...price, regulationPrice: null })).toBeNull()
    expect(reductionOf({ ...price, listPrice: { price: 39.9 } })).toBeNull()
    expect(reductionOf({ unitPrice: 39.9 })).toBeNull()
  })

  it("shows a line's amounts net for a visitor who chose net prices, by the line's tax rate", () => {
    const line = { calculatedTaxes: [{ tax: 1.9, taxRate: 19 }] }
    expect(lineAmount(11.9, line, { display: 'net', taxState: 'gross' })).toBe(10)
    expect(lineAmount(11.9, line, { display: 'gross', taxState: 'gross' })).toBe(11.9)
    expect(lineAmount(10, line, { display: 'net', taxState: 'net' })).toBe(10)
  })
})
