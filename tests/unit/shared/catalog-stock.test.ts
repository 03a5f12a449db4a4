/** stockState: the six stock statuses, in the order the function decides them. */
import { describe, expect, it } from 'vitest'
import { FEW_IN_STOCK, deliverableNow, stockState } from '../../../shared/catalog/stock'

const NOW = Date.UTC(2026, 10, 21)
const day = (offset: number) => new Date(NOW + offset * 86_400_000).toISOString()
const record = (
  over: Partial<{
    supplierInStock: boolean
    supplierAvailableFrom: string | null
    isCatalogProduct: boolean
    isAvailable: boolean
  }> = {},
) => ({ supplierInStock: false, supplierAvailableFrom: null, isCatalogProduct: false, isAvailable: true, ...over })

describe('stockState (the six stock statuses)', () => {
  it('in stock and immediately deliverable above the few-in-stock threshold', () => {
    expect(FEW_IN_STOCK).toBe(5)
    expect(stockState({ stock: 6, availability: record() }, NOW)).toEqual({ state: 'in-stock' })
    expect(stockState({ stock: 250 }, NOW)).toEqual({ state: 'in-stock' })
  })

  it('"only N (a few) in stock" from 1 to 5, with the count; availableStock wins over stock', () => {
    expect(stockState({ stock: 5 }, NOW)).toEqual({ state: 'few-in-stock', count: 5 })
    expect(stockState({ stock: 1 }, NOW)).toEqual({ state: 'few-in-stock', count: 1 })
    expect(stockState({ stock: 40, availableStock: 2 }, NOW)).toEqual({ state: 'few-in-stock', count: 2 })
  })

  it("at the manufacturer's stock when sold out here but the supplier holds stock", () => {
    expect(stockState({ stock: 0, availability: record({ supplierInStock: true }) }, NOW)).toEqual({
      state: 'at-manufacturer',
    })
  })

  it('expected at supplier: a supplier date that has passed, or a catalogue product', () => {
    expect(stockState({ stock: 0, availability: record({ supplierAvailableFrom: day(-3) }) }, NOW)).toEqual({
      state: 'expected-at-supplier',
    })
    expect(stockState({ stock: 0, availability: record({ isCatalogProduct: true }) }, NOW)).toEqual({
      state: 'expected-at-supplier',
    })
  })

  it('expected available from a date: a future supplier date, or a release date still to come', () => {
    expect(stockState({ stock: 0, availability: record({ supplierAvailableFrom: day(14) }) }, NOW)).toEqual({
      state: 'available-from',
      date: day(14),
    })
    // An announced product is "available from" its release day even when stock is waiting for it.
    expect(stockState({ stock: 80, releaseDate: day(30) }, NOW)).toEqual({ state: 'available-from', date: day(30) })
    expect(stockState({ stock: 80, releaseDate: day(-30) }, NOW)).toEqual({ state: 'in-stock' })
  })

  it('currently not deliverable: marked unavailable, a sold-out closeout, or no source at all', () => {
    expect(stockState({ stock: 50, availability: record({ isAvailable: false }) }, NOW)).toEqual({
      state: 'not-deliverable',
    })
    expect(stockState({ stock: 0, isCloseout: true, availability: record({ supplierInStock: true }) }, NOW)).toEqual({
      state: 'not-deliverable',
    })
    expect(stockState({ stock: 0, availability: record() }, NOW)).toEqual({ state: 'not-deliverable' })
    expect(stockState({}, NOW)).toEqual({ state: 'not-deliverable' })
  })

  it('accepts a Date and tells what a shopper gets at once', () => {
    expect(
      stockState({ stock: 0, availability: record({ supplierAvailableFrom: day(1) }) }, new Date(NOW)),
    ).toMatchObject({ state: 'available-from' })
    expect(
      [stockState({ stock: 9 }, NOW), stockState({ stock: 2 }, NOW), stockState({ stock: 0 }, NOW)].map(deliverableNow),
    ).toEqual([true, true, false])
  })

  describe("a real Shopware's product (no availability record)", () => {
    // As Shopware 6.7 sends them: available, isCloseout, stock/availableStock, restockTime, deliveryTime.
    const shopware = (over: Record<string, unknown>) => ({
      stock: 0,
      availableStock: 0,
      isCloseout: false,
      available: true,
      restockTime: null,
      ...over,
    })

    it('in stock and a few in stock from the available stock, as with the record', () => {
      expect(stockState(shopware({ stock: 24, availableStock: 19 }), NOW)).toEqual({ state: 'in-stock' })
      expect(stockState(shopware({ stock: 24, availableStock: 3 }), NOW)).toEqual({ state: 'few-in-stock', count: 3 })
    })

    it('sold out but still sold: back after its restock time, or expected at the supplier', () => {
      expect(stockState(shopware({ restockTime: 3 }), NOW)).toEqual({
        state: 'available-from',
        date: day(3).slice(0, 10),
      })
      expect(stockState(shopware({}), NOW)).toEqual({ state: 'expected-at-supplier' })
      expect(stockState(shopware({ stock: -4, availableStock: -4 }), NOW)).toEqual({ state: 'expected-at-supplier' })
    })

    it('not deliverable: a sold-out closeout, or what Shopware says cannot be bought', () => {
      expect(stockState(shopware({ isCloseout: true, available: false }), NOW)).toEqual({ state: 'not-deliverable' })
      expect(stockState(shopware({ isCloseout: true, available: true }), NOW)).toEqual({ state: 'not-deliverable' })
      expect(stockState(shopware({ availableStock: 40, available: false }), NOW)).toEqual({ state: 'not-deliverable' })
      // A sold-out product whose answer does not say it is still sold is not promised.
      expect(stockState({ stock: 0 }, NOW)).toEqual({ state: 'not-deliverable' })
    })

    it('a release date still to come wins, as with the record', () => {
      expect(stockState(shopware({ releaseDate: day(10), restockTime: 2 }), NOW)).toEqual({
        state: 'available-from',
        date: day(10),
      })
    })
  })
})
