/** Listing parameters and facets of POST /product-listing: order, manufacturer, properties, price, rating, shipping-free. */
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../../../../shared/constants'
import { embeddedApi, failure } from '../../../../../tests/worker/helpers'
import { ROOT_CATEGORY_ID } from '../../../../platform/sales-channel'
import { seededPlans } from '../../../../seed'
import {
  categoryId,
  colourOptionId,
  manufacturerId,
  propertyGroupId,
  propertyOptionId,
  sizeOptionId,
} from '../../../../seed/keys'

const plans = seededPlans(24)
type Plan = (typeof plans)[number]
const cheapest = (p: Plan) => Math.min(p.priceCents, ...p.tiers.map(([, c]) => c)) / 100
const colours = (p: Plan) => new Set(p.variants.map((v) => v.colour.key))

type Listing = {
  elements: Array<Record<string, any>>
  total: number
  aggregations: Record<string, any>
  currentFilters: Record<string, any>
  sorting: string | null
  availableSortings: Array<Record<string, any>>
}
const listing = (
  body: Record<string, unknown> = {},
  id = ROOT_CATEGORY_ID,
  locale: Locale = 'de-DE',
  query?: Record<string, string>,
) =>
  embeddedApi(locale).invoke('readProductListing post /product-listing/{categoryId}', {
    pathParams: { categoryId: id },
    body: { limit: 100, ...body } as never,
    query,
  }) as unknown as Promise<Listing>
const ids = (r: Listing) => r.elements.map((e) => e.id as string).sort()
const mainIds = (list: Plan[]) => list.map((p) => p.main.id).sort()
const optionCount = (r: Listing, optionId: string) =>
  (r.aggregations.properties.entities as Array<{ options: Array<{ id: string; count: number }> }>)
    .flatMap((g) => g.options)
    .find((o) => o.id === optionId)?.count ?? 0

describe('listing order', () => {
  it('sorts by every advertised key, with translated labels', async () => {
    const checks: Array<[string, (e: Record<string, any>) => number | string, 1 | -1]> = [
      ['price-asc', (e) => e.calculatedCheapestPrice.unitPrice, 1],
      ['price-desc', (e) => e.calculatedCheapestPrice.unitPrice, -1],
      ['topseller', (e) => e.sales, -1],
      ['rating', (e) => e.ratingAverage ?? -1, -1],
      ['name-desc', (e) => e.name, -1],
    ]
    for (const [order, key, direction] of checks) {
      const result = await listing({ order })
      const values = result.elements.map(key)
      const sorted = [...values].sort(
        (a, b) =>
          (typeof a === 'string' ? (a as string).localeCompare(b as string, 'de') : (a as number) - (b as number)) *
          direction,
      )
      expect([order, result.sorting, values]).toEqual([order, order, sorted])
    }
    const english = await listing({ order: 'topseller' }, ROOT_CATEGORY_ID, 'en-GB')
    expect(english.availableSortings.map((s) => [s.key, s.label])).toContainEqual(['topseller', 'Top sellers'])
    expect(english.availableSortings.map((s) => s.priority)).toEqual([6, 5, 4, 3, 2, 1])
  })

  it('takes criteria sort when no order is given, and answers sorting null then', async () => {
    const result = await listing({ sort: [{ field: 'productNumber', order: 'DESC' }] })
    expect(result.sorting).toBeNull()
    // A simple product (a guide) is its own product: no parentId.
    expect(result.elements.map((e) => e.parentId ?? e.id)).toEqual([...plans].reverse().map((p) => p.id))
  })
})

describe('listing filters', () => {
  it('filters by makers joined with |, and reports them', async () => {
    const makers = [manufacturerId('nordwerk'), manufacturerId('wetterfest')]
    const result = await listing({ manufacturer: makers.join('|') })
    expect(ids(result)).toEqual(mainIds(plans.filter((p) => ['nordwerk', 'wetterfest'].includes(p.manufacturer.key))))
    expect(result.currentFilters.manufacturer).toEqual(makers)
  })

  it('properties: any option of a group, every group (colour red or black, and size XL)', async () => {
    const options = [colourOptionId('rot'), colourOptionId('schwarz'), sizeOptionId('XL')]
    const result = await listing({ properties: options.join('|') })
    const expected = plans.filter(
      (p) => (colours(p).has('rot') || colours(p).has('schwarz')) && p.variants.some((v) => v.size === 'XL'),
    )
    expect(ids(result)).toEqual(mainIds(expected))
    expect(result.currentFilters.properties).toEqual(options)
  })

  it('min-price and max-price in euros (the cheapest tier), rating as a minimum average, shipping-free', async () => {
    const byPrice = await listing({ 'min-price': 20, 'max-price': 80 })
    expect(ids(byPrice)).toEqual(mainIds(plans.filter((p) => cheapest(p) >= 20 && cheapest(p) <= 80)))
    expect(byPrice.currentFilters.price).toEqual({ min: 20, max: 80 })
    const rated = await listing({ rating: 4 })
    expect(ids(rated)).toEqual(mainIds(plans.filter((p) => p.rating !== null && Math.round(p.rating * 10) >= 40)))
    const free = await listing({ 'shipping-free': true }, ROOT_CATEGORY_ID, 'de-DE', { 'min-price': '1' })
    expect(ids(free)).toEqual(mainIds(plans.filter((p) => p.shippingFree)))
    expect(free.currentFilters).toMatchObject({ 'shipping-free': true, rating: null, price: { min: 1, max: 0 } })
  })

  it('reads the parameters from the query string too', async () => {
    const result = await listing({}, categoryId('handschuhe'), 'de-DE', {
      manufacturer: manufacturerId('kraftmann'),
      order: 'price-desc',
    })
    expect(ids(result)).toEqual(
      mainIds(plans.filter((p) => p.type.category === 'handschuhe' && p.manufacturer.key === 'kraftmann')),
    )
    expect(result.sorting).toBe('price-desc')
  })

  it('rejects malformed parameters with their name as pointer', async () => {
    for (const [body, pointer] of [
      [{ manufacturer: 'x|y' }, '/manufacturer'],
      [{ properties: 'abc' }, '/properties'],
      [{ 'min-price': 'cheap' }, '/min-price'],
      [{ rating: 9 }, '/rating'],
    ] as const) {
      expect((await failure(listing(body))).errors[0]!.source?.pointer).toBe(pointer)
    }
  })
})

describe('listing facets', () => {
  it('without filters: makers, property groups with option counts, price, rating and shipping-free', async () => {
    const result = await listing({}, categoryId('arbeitsjacken'))
    const jackets = plans.filter((p) => p.type.category.startsWith('arbeitsjacken/'))
    const a = result.aggregations
    expect(a.manufacturer.entities.map((m: { name: string }) => m.name).sort()).toEqual(
      [...new Set(jackets.map((p) => p.manufacturer.name))].sort(),
    )
    expect(a.manufacturer.entities[0]).toMatchObject({ apiAlias: 'product_manufacturer', count: expect.any(Number) })
    expect(a.properties.entities.map((g: { id: string }) => g.id)).toEqual(
      ['size', 'colour', 'material', 'season', 'fit']
        .map(propertyGroupId)
        .filter((id) => a.properties.entities.some((g: { id: string }) => g.id === id)),
    )
    expect(optionCount(result, colourOptionId('marine'))).toBe(jackets.filter((p) => colours(p).has('marine')).length)
    expect(a.price).toMatchObject({
      min: Math.min(...jackets.map(cheapest)),
      max: Math.max(...jackets.map(cheapest)),
      apiAlias: 'price_aggregation',
    })
    expect(a.rating.max).toBe(
      Math.max(...jackets.flatMap((p) => (p.rating === null ? [] : [Math.round(p.rating * 10) / 10]))),
    )
    expect(a['shipping-free']).toEqual({
      max: jackets.some((p) => p.shippingFree) ? 1 : null,
      count: jackets.filter((p) => p.shippingFree).length,
      apiAlias: 'shipping-free_aggregation',
    })
  })

  it('counts each facet with the other filters only (post-filter semantics)', async () => {
    const maker = manufacturerId('kraftmann')
    const result = await listing({ manufacturer: maker, properties: colourOptionId('schwarz') })
    const black = plans.filter((p) => colours(p).has('schwarz'))
    const byMaker = plans.filter((p) => p.manufacturer.key === 'kraftmann')
    // Makers are counted among black products, colours among Kraftmann's, sizes among both.
    const makers = result.aggregations.manufacturer.entities as Array<{ id: string; count: number }>
    expect(makers.find((m) => m.id === maker)?.count).toBe(
      black.filter((p) => p.manufacturer.key === 'kraftmann').length,
    )
    expect(makers.reduce((n, m) => n + m.count, 0)).toBe(black.length)
    expect(optionCount(result, colourOptionId('grau'))).toBe(byMaker.filter((p) => colours(p).has('grau')).length)
    const both = byMaker.filter((p) => colours(p).has('schwarz'))
    expect(optionCount(result, sizeOptionId('M'))).toBe(
      both.filter((p) => p.variants.some((v) => v.size === 'M')).length,
    )
    expect(result.total).toBe(both.length)
  })

  it('answers the same counts from the precomputed table as from counting', async () => {
    const precomputed = await listing({}, categoryId('sicherheitsschuhe'))
    // A filter that matches everything forces counting.
    const counted = await listing(
      { filter: [{ type: 'range', field: 'price', parameters: { gte: 0 } }] },
      categoryId('sicherheitsschuhe'),
    )
    expect(counted.aggregations).toEqual(precomputed.aggregations)
    expect(counted.total).toBe(precomputed.total)
  })

  it('leaves out switched-off facets, or all with no-aggregations; only-aggregations skips the products', async () => {
    const off = await listing({
      'manufacturer-filter': false,
      'rating-filter': 'false',
      manufacturer: manufacturerId('nordwerk'),
    })
    expect(Object.keys(off.aggregations).sort()).toEqual(['price', 'properties', 'shipping-free'])
    expect(off.total).toBe(plans.length)
    expect((await listing({ 'no-aggregations': null })).aggregations).toEqual({})
    const only = await listing({ 'only-aggregations': 1 })
    expect([only.elements.length, Object.keys(only.aggregations).length]).toEqual([0, 5])
  })

  it('offers the protection class and material groups where products have them', async () => {
    const shoes = await listing({}, categoryId('sicherheitsschuhe'), 'en-GB')
    const protection = (
      shoes.aggregations.properties.entities as Array<{
        id: string
        translated: { name: string }
        options: Array<{ id: string; name: string | null; translated: { name: string } }>
      }>
    ).find((g) => g.id === propertyGroupId('protection-class'))!
    expect(protection.translated.name).toBe('Protection class')
    // Norm names exist in German only: English answers name null and the German text as translated.
    expect(protection.options.find((o) => o.id === propertyOptionId('protection-class', 's3'))).toMatchObject({
      name: null,
      translated: { name: 'EN ISO 20345 S3' },
    })
  })
})
