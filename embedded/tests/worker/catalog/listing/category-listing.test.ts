/** Embedded Store API category listings through the shared client: pages, sortings, facets, filters. */
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../../../../shared/constants'
import { embeddedApi, failure } from '../../../../../tests/worker/helpers'
import { ROOT_CATEGORY_ID } from '../../../../platform/sales-channel'
import { seededPlans } from '../../../../seed'
import { categoryId } from '../../../../seed/keys'

/** tests/worker/setup.ts seeds this catalog. */
const TEST_SEED = { products: 24 }

const api = embeddedApi

const plans = seededPlans(TEST_SEED.products)
const listing = (
  id: string,
  body: Record<string, unknown> = {},
  locale: Locale = 'de-DE',
  query?: Record<string, string>,
) =>
  api(locale).invoke('readProductListing post /product-listing/{categoryId}', {
    pathParams: { categoryId: id },
    body,
    query,
  })

describe('POST /product-listing/{categoryId}', () => {
  const jacketPlans = plans.filter((p) => p.type.category.startsWith('arbeitsjacken/'))

  it('lists the category and its sub-categories, ten per page, by name', async () => {
    const result = await listing(categoryId('arbeitsjacken'))
    expect(result).toMatchObject({
      total: jacketPlans.length,
      page: 1,
      limit: 10,
      sorting: 'name-asc',
      entity: 'product',
      apiAlias: 'product_listing',
      currentFilters: {
        navigationId: categoryId('arbeitsjacken'),
        manufacturer: [],
        properties: [],
        price: { min: 0, max: 0 },
        rating: null,
        'shipping-free': false,
      },
    })
    expect(Object.keys(result.aggregations ?? {}).sort()).toEqual([
      'manufacturer',
      'price',
      'properties',
      'rating',
      'shipping-free',
    ])
    expect(result.currentFilters).not.toHaveProperty('search')
    expect(result.elements.map((p) => p.id).sort()).toEqual(jacketPlans.map((p) => p.main.id).sort())
    const names = result.elements.map((p) => p.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')))
    expect(result.availableSortings.map((s) => s.key)).toEqual([
      'name-asc',
      'name-desc',
      'price-asc',
      'price-desc',
      'topseller',
      'rating',
    ])
  })

  it('returns complete product entities: main variant, gross euro price, cover, SEO URL', async () => {
    const result = await listing(ROOT_CATEGORY_ID, { limit: 100 })
    expect(result.total).toBe(plans.length)
    const plan = plans[0]!
    const product = result.elements.find((p) => p.id === plan.main.id)!
    expect(product).toMatchObject({
      parentId: plan.id,
      productNumber: plan.main.number,
      name: 'Softshelljacke Nordkap',
      translated: { name: 'Softshelljacke Nordkap' },
      stock: plan.main.stock,
      available: true,
      calculatedPrice: { unitPrice: plan.priceCents / 100, apiAlias: 'calculated_price' },
      manufacturer: { name: plan.manufacturer.name, apiAlias: 'product_manufacturer' },
      apiAlias: 'product',
    })
    expect(product.seoUrls).toEqual([
      expect.objectContaining({
        seoPathInfo: 'softshelljacke-nordkap-sw10001',
        routeName: 'frontend.detail.page',
        foreignKey: plan.main.id,
      }),
    ])
    expect(product.cover?.media).toMatchObject({ url: `/media/product/${plan.main.mediaId}.svg` })
    expect(product.cover?.media.thumbnails?.map((t) => [t.url, t.width, t.height])).toEqual(
      [400, 800, 1920].map((w) => [`/media/product/${plan.main.mediaId}.svg?width=${w}`, w, w]),
    )
    expect(product.options?.map((o) => o.group.name)).toEqual(plan.main.size ? ['Größe', 'Farbe'] : ['Farbe'])
  })

  it('pages with p or page from body or query, and sorts by price', async () => {
    const page3 = await listing(ROOT_CATEGORY_ID, { p: 3, limit: 10 })
    expect([page3.page, page3.elements.length]).toEqual([3, plans.length - 20])
    expect((await listing(ROOT_CATEGORY_ID, { page: 2, limit: 5 })).page).toBe(2)
    expect((await listing(ROOT_CATEGORY_ID, {}, 'de-DE', { p: '2', limit: '4' })).elements).toHaveLength(4)
    const cheap = await listing(ROOT_CATEGORY_ID, { order: 'price-asc', limit: 100 })
    // Listings sort by the cheapest price (the last price tier), as Shopware does.
    const prices = cheap.elements.map((p) => p.calculatedCheapestPrice!.unitPrice!)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(cheap.sorting).toBe('price-asc')
  })

  it('lists in English', async () => {
    const result = await listing(categoryId('arbeitsjacken/softshelljacken'), {}, 'en-GB')
    expect(result.elements.map((p) => p.name)).toContain('Softshell jacket Nordkap')
    expect(result.availableSortings[2]).toMatchObject({ key: 'price-asc', label: 'Price ascending' })
  })

  it('rejects unknown categories and invalid paging', async () => {
    const unknown = await failure(listing(categoryId('nope')))
    expect([unknown.status, unknown.code, unknown.errors[0]!.source?.pointer]).toEqual([
      404,
      'CONTENT__CATEGORY_NOT_FOUND',
      '/categoryId',
    ])
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ p: 0 }, 'FRAMEWORK__INVALID_PAGE_QUERY', '/p'],
      [{ page: -1 }, 'FRAMEWORK__INVALID_PAGE_QUERY', '/page'],
      [{ limit: 0 }, 'FRAMEWORK__INVALID_LIMIT_QUERY', '/limit'],
      [{ limit: 101 }, 'FRAMEWORK__INVALID_LIMIT_QUERY', '/limit'],
      [{ limit: 'ten' }, 'FRAMEWORK__INVALID_LIMIT_QUERY', '/limit'],
      [{ order: 'random' }, 'CONTENT__PRODUCT_SORTING_NOT_FOUND', '/order'],
    ]
    for (const [body, code, pointer] of cases) {
      const error = await failure(listing(ROOT_CATEGORY_ID, body))
      expect([error.status, error.code, error.errors[0]!.source?.pointer]).toEqual([400, code, pointer])
    }
    const both = await failure(listing(ROOT_CATEGORY_ID, { p: 0, limit: 500 }))
    expect(both.errors.map((e) => e.source?.pointer)).toEqual(['/p', '/limit'])
    const malformed = await failure(listing('1234'))
    expect([malformed.status, malformed.code]).toEqual([400, 'FRAMEWORK__INVALID_UUID'])
  })
})
