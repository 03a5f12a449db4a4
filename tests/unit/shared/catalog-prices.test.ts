/** Price tiers (spec §3): "to {quantity}" for every tier but the last, "from {quantity}" for the last; the last is the effective price. */
import { describe, expect, it } from 'vitest'
import { effectivePrice, tierLabels } from '../../../shared/catalog/prices'

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
