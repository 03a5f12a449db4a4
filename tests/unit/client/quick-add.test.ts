/**
 * Which cards offer a quick add: a product with nothing to choose (Shopware's simple product, `parentId`
 * null and no children) that can be bought now; the card's data keeps what that decision and the
 * quantity need, and nothing for a variant.
 */
import { describe, expect, it } from 'vitest'
import { quickAddable } from '../../../client/components/listing/ProductCard'
import { productCard } from '../../../client/routes/listing/card.server'
import type { Product } from '../../../client/types'

const product = (fields: Record<string, unknown>) =>
  ({ id: 'a'.repeat(32), name: 'Erste-Hilfe-Koffer', availableStock: 12, ...fields }) as unknown as Product

describe('quick add on a card', () => {
  it('is offered for a simple product in stock, as a real Shopware and the embedded backend answer it', () => {
    const card = productCard(product({ parentId: null, childCount: 0, minPurchase: 1 }))
    expect(card.parentId).toBeNull()
    expect(card).not.toHaveProperty('minPurchase')
    expect(quickAddable(card)).toBe(true)
  })

  it('adds the minimum quantity where it is more than one', () => {
    const card = productCard(product({ parentId: null, childCount: 0, minPurchase: 5 }))
    expect(card.minPurchase).toBe(5)
  })

  it('is not offered for a variant, a product with variants, or one sold out for good', () => {
    const variant = productCard(product({ parentId: 'b'.repeat(32), childCount: 0 }))
    expect(variant).not.toHaveProperty('parentId')
    expect(quickAddable(variant)).toBe(false)
    expect(quickAddable(productCard(product({ parentId: null, childCount: 3 })))).toBe(false)
    const soldOut = productCard(product({ parentId: null, childCount: 0, availableStock: 0, isCloseout: true }))
    expect(quickAddable(soldOut)).toBe(false)
  })

  it('is not offered where the answer does not say (a backend that left parentId out)', () => {
    expect(quickAddable(product({}))).toBe(false)
  })
})
