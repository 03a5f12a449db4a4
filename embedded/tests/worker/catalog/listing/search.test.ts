/** Embedded Store API search (FTS5) and search suggestions through the shared client. */
import { describe, expect, it } from 'vitest'
import { stockState } from '../../../../../shared/catalog/stock'
import type { Locale } from '../../../../../shared/constants'
import { embeddedApi, failure } from '../../../../../tests/worker/helpers'
import { ROOT_CATEGORY_ID } from '../../../../platform/sales-channel'
import { planProduct } from '../../../../seed'

const api = embeddedApi

const search = (body: Record<string, unknown>, locale: Locale = 'de-DE', query?: Record<string, string>) =>
  api(locale).invoke('searchPage post /search', { body, query })

const plans = Array.from({ length: 24 }, (_, i) => planProduct(i + 1))
const nordkap = plans[0]!

describe('POST /search', () => {
  it('finds products by name with prefix matching and reports the term', async () => {
    const result = await search({ search: 'nordk' })
    expect(result.elements[0]).toMatchObject({ id: nordkap.main.id, name: 'Softshelljacke Nordkap' })
    expect(result).toMatchObject({
      sorting: 'score',
      page: 1,
      limit: 10,
      apiAlias: 'product_listing',
      currentFilters: { search: 'nordk', navigationId: ROOT_CATEGORY_ID },
    })
    expect(result.availableSortings[0]).toMatchObject({ key: 'score', label: 'Beste Ergebnisse' })
  })

  it('finds generic nouns inside compound names and requires every word', async () => {
    const jackets = await search({ search: 'jacke', limit: 100 })
    const expected = plans.filter((p) => /jacke/i.test(p.name['de-DE']) || p.type.keywords['de-DE'].includes('Jacke'))
    expect(jackets.total).toBe(expected.length)
    const both = await search({ search: 'jacke nordkap' })
    expect(both.elements.map((p) => p.id)).toEqual([nordkap.main.id])
  })

  it('ranks name hits before keyword and description hits', async () => {
    // "rhein" names a model (…Rhein) and prefixes the maker "Rheinland Safety" (keywords, description).
    const result = await search({ search: 'rhein', limit: 100 })
    const hits = result.elements.map((p) => /\brhein\w*/i.test(p.name))
    expect(hits.some(Boolean) && hits.some((h) => !h)).toBe(true)
    expect(hits).toEqual([...hits].sort((a, b) => Number(b) - Number(a)))
  })

  it('searches product numbers, the English texts, and the query string', async () => {
    expect((await search({ search: 'SW10001' })).elements[0]!.id).toBe(nordkap.main.id)
    const english = await search({ search: 'softshell jacket' }, 'en-GB')
    expect(english.elements.map((p) => p.name)).toContain('Softshell jacket Nordkap')
    expect(english.elements.every((p) => /softshell/i.test(p.name + p.description))).toBe(true)
    const viaQuery = await search({}, 'de-DE', { search: 'nordkap' })
    expect(viaQuery.currentFilters.search).toBe('nordkap')
    expect(viaQuery.total).toBeGreaterThan(0)
  })

  it('pages and sorts results', async () => {
    const all = await search({ search: 'jacke', limit: 100, order: 'price-desc' })
    const prices = all.elements.map((p) => p.calculatedCheapestPrice!.unitPrice!)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    const second = await search({ search: 'jacke', limit: 2, p: 2 })
    expect(second.elements.map((p) => p.id)).toEqual(
      (await search({ search: 'jacke', limit: 4 })).elements.slice(2).map((p) => p.id),
    )
  })

  it('finds German compounds by their first letters and ranks deliverable products first among equals', async () => {
    const shoes = await search({ search: 'sicherh', limit: 100 })
    const expected = plans.filter((p) => /^Sicherheits/.test(p.name['de-DE']))
    expect(shoes.elements.map((p) => p.parentId).sort()).toEqual(expected.map((p) => p.id).sort())
    // All hits are name hits here: those deliverable now come first, then by product number.
    const deliverable = shoes.elements.map(
      (p) => stockState(p as never).state === 'in-stock' || stockState(p as never).state === 'few-in-stock',
    )
    expect(deliverable).toEqual([...deliverable].sort((a, b) => Number(b) - Number(a)))
    expect(deliverable.some((d) => !d) || expected.every((p) => p.main.stock > 0)).toBe(true)
  })

  it('takes listing filters, criteria and answers facets for the hits', async () => {
    const result = await search({ search: 'jacke', limit: 100, 'shipping-free': true, order: 'name-asc' })
    const jackets = plans.filter((p) => /jacke/i.test(p.name['de-DE']) || p.type.keywords['de-DE'].includes('Jacke'))
    expect(result.total).toBe(jackets.filter((p) => p.shippingFree).length)
    const aggregations = result.aggregations as unknown as Record<string, { entities?: unknown[]; count?: number }>
    expect(aggregations['shipping-free']!.count).toBe(jackets.filter((p) => p.shippingFree).length)
    expect(aggregations.manufacturer!.entities!.length).toBeGreaterThan(0)
    expect(result.currentFilters).toMatchObject({ search: 'jacke', 'shipping-free': true })
    const noFacets = await search({ search: 'jacke', 'no-aggregations': 1 })
    expect(noFacets.aggregations).toEqual({})
  })
})

describe('POST /search-suggest', () => {
  const suggest = (body: Record<string, unknown>, locale: Locale = 'de-DE') =>
    api(locale).invoke('searchSuggest post /search-suggest', { body: body as never })

  it('answers a short product_listing without facets or sortings', async () => {
    const result = await suggest({ search: 'nordk' })
    expect(result).toMatchObject({
      apiAlias: 'product_listing',
      aggregations: {},
      availableSortings: [],
      currentFilters: { search: 'nordk' },
    })
    expect(result.elements[0]).toMatchObject({ id: nordkap.main.id })
    expect((await suggest({ search: 'jacke' })).elements.length).toBeLessThanOrEqual(10)
    expect(
      (await suggest({ search: 'hi-vis', limit: 3 }, 'en-GB')).elements
        .map((p) => p.name)
        .every((n) => /hi-vis/i.test(n!)),
    ).toBe(true)
    const missing = await failure(suggest({}))
    expect([missing.status, missing.errors[0]!.source?.pointer]).toEqual([400, '/search'])
  })
})
