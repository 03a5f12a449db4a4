/** Embedded Store API catalog reads through the shared client: languages, navigation, listings, product pages. */
import { describe, expect, it } from 'vitest'
import { LANGUAGE_IDS, type Locale } from '../../shared/constants'
import { embeddedApi, failure } from './helpers'
import { ROOT_CATEGORY_ID } from '../../worker/embedded/sales-channel'
import { planProduct } from '../../worker/embedded/seed'
import {
  COLOUR_GROUP_ID,
  SIZE_GROUP_ID,
  categoryId,
  colourOptionId,
  productId,
  sizeOptionId,
} from '../../worker/embedded/seed/keys'

/** tests/worker/setup.ts seeds this catalog. */
const TEST_SEED = { products: 24 }

const api = embeddedApi

const plans = Array.from({ length: TEST_SEED.products }, (_, i) => planProduct(i + 1))
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
const detail = (id: string, locale: Locale = 'de-DE') =>
  api(locale).invoke('readProductDetail post /product/{productId}', { pathParams: { productId: id } })
const navigation = (activeId: string, rootId: string, body: Record<string, unknown> = {}, locale: Locale = 'de-DE') =>
  api(locale).invoke('readNavigation post /navigation/{activeId}/{rootId}', { pathParams: { activeId, rootId }, body })

describe('POST /language', () => {
  it('lists de-DE and en-GB with their translation codes', async () => {
    const result = await api().invoke('readLanguages post /language', { body: {} })
    expect(result).toMatchObject({ total: 2, apiAlias: 'dal_entity_search_result' })
    expect(result.elements.map((l) => [l.id, l.translationCode?.code, l.locale?.code])).toEqual([
      [LANGUAGE_IDS['de-DE'], 'de-DE', 'de-DE'],
      [LANGUAGE_IDS['en-GB'], 'en-GB', 'en-GB'],
    ])
    expect(result.elements[0]).toMatchObject({ name: 'Deutsch', apiAlias: 'language' })
  })
})

describe('POST /navigation/{activeId}/{rootId}', () => {
  it('returns the main navigation two levels deep with translated names and SEO URLs', async () => {
    const tree = await navigation('main-navigation', 'main-navigation')
    expect(tree.map((c) => c.name)).toEqual([
      'Arbeitsjacken',
      'Arbeitshosen',
      'Sicherheitsschuhe',
      'Handschuhe',
      'Kopfschutz',
      'Warnschutz',
    ])
    const jackets = tree[0]!
    expect(jackets).toMatchObject({
      id: categoryId('arbeitsjacken'),
      parentId: ROOT_CATEGORY_ID,
      type: 'page',
      linkType: null,
      internalLink: null,
      externalLink: null,
      level: 2,
      childCount: 3,
      visible: true,
      active: true,
      translated: { name: 'Arbeitsjacken' },
      breadcrumb: ['Startseite', 'Arbeitsjacken'],
      apiAlias: 'category',
    })
    expect(jackets.seoUrls).toEqual([
      expect.objectContaining({
        seoPathInfo: 'arbeitsjacken',
        pathInfo: `/navigation/${jackets.id}`,
        languageId: LANGUAGE_IDS['de-DE'],
        isCanonical: true,
        routeName: 'frontend.navigation.page',
        foreignKey: jackets.id,
        apiAlias: 'seo_url',
      }),
    ])
    expect(jackets.media).toMatchObject({ url: `/media/category/${jackets.mediaId}.svg`, apiAlias: 'media' })
    expect(jackets.children.map((c) => [c.name, c.seoUrls?.[0]?.seoPathInfo, c.level, c.children])).toEqual([
      ['Softshelljacken', 'arbeitsjacken/softshelljacken', 3, []],
      ['Winterjacken', 'arbeitsjacken/winterjacken', 3, []],
      ['Fleecejacken', 'arbeitsjacken/fleecejacken', 3, []],
    ])
    expect(tree.find((c) => c.name === 'Handschuhe')).toMatchObject({ childCount: 0, children: [] })
  })

  it('answers in English and honours depth and a category root', async () => {
    const flat = await navigation('main-navigation', 'main-navigation', { depth: 1 }, 'en-GB')
    expect(flat.map((c) => [c.name, c.seoUrls?.[0]?.seoPathInfo, c.children.length])).toContainEqual([
      'Work jackets',
      'work-jackets',
      0,
    ])
    const sub = await navigation(categoryId('arbeitshosen'), categoryId('arbeitshosen'), {}, 'en-GB')
    expect(sub.map((c) => c.seoUrls?.[0]?.seoPathInfo)).toEqual([
      'work-trousers/waist-trousers',
      'work-trousers/bib-trousers',
      'work-trousers/shorts',
    ])
    expect(sub[0]!.breadcrumb).toEqual(['Home', 'Work trousers', 'Waist trousers'])
  })

  it('rejects unknown roots, malformed ids and bad depths', async () => {
    const unknown = await failure(navigation('main-navigation', categoryId('nope')))
    expect(unknown.status).toBe(404)
    expect(unknown.errors[0]).toMatchObject({
      status: '404',
      code: 'CONTENT__CATEGORY_NOT_FOUND',
      title: 'Not Found',
      source: { pointer: '/rootId' },
    })
    const invalid = await failure(navigation('main-navigation', 'not-a-uuid'))
    expect([invalid.status, invalid.code, invalid.errors[0]!.source?.pointer]).toEqual([
      400,
      'FRAMEWORK__INVALID_UUID',
      '/rootId',
    ])
    const depth = await failure(navigation('main-navigation', 'main-navigation', { depth: 0 }))
    expect([depth.status, depth.code, depth.errors[0]!.source?.pointer]).toEqual([400, 'VIOLATION::TOO_LOW_ERROR', '/depth'])
  })
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
    expect(result.total).toBe(TEST_SEED.products)
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
    expect([page3.page, page3.elements.length]).toEqual([3, TEST_SEED.products - 20])
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

describe('POST /product/{productId}', () => {
  const plan = plans[0]!

  it('answers a parent id with its main variant and a configurator', async () => {
    const { product, configurator } = await detail(plan.id)
    expect(product).toMatchObject({
      id: plan.main.id,
      parentId: plan.id,
      name: 'Softshelljacke Nordkap',
      description: plan.description['de-DE'],
    })
    expect(product.seoCategory).toMatchObject({
      id: categoryId('arbeitsjacken/softshelljacken'),
      breadcrumb: ['Startseite', 'Arbeitsjacken', 'Softshelljacken'],
    })
    expect(configurator?.map((g) => g.name)).toEqual(['Größe', 'Farbe'])
    const sizes = configurator![0]!.options!
    expect(sizes.map((o) => o.name)).toEqual(['S', 'M', 'L', 'XL', 'XXL'])
    expect(sizes.filter((o) => (o as { selected?: boolean }).selected).map((o) => o.name)).toEqual([plan.main.size])
    expect(sizes.every((o) => o.combinable)).toBe(true)
    const colours = configurator![1]!.options!
    expect(colours.map((o) => o.name).sort()).toEqual(
      [...new Set(plan.variants.map((v) => v.colour.name['de-DE']))].sort(),
    )
    expect(colours.find((o) => o.name === plan.main.colour.name['de-DE'])).toMatchObject({
      selected: true,
      colorHexCode: plan.main.colour.hex,
    })
  })

  it('answers a variant id with that variant, in English', async () => {
    const variant = plan.variants[plan.variants.length - 1]!
    const { product } = await detail(variant.id, 'en-GB')
    expect(product).toMatchObject({
      id: variant.id,
      productNumber: variant.number,
      name: 'Softshell jacket Nordkap',
      stock: variant.stock,
    })
    expect(product.options?.map((o) => o.name)).toContain(variant.colour.name['en-GB'])
  })

  it('rejects malformed and unknown ids', async () => {
    const malformed = await failure(detail('SW10001'))
    expect(malformed.errors[0]).toMatchObject({
      status: '400',
      code: 'FRAMEWORK__INVALID_UUID',
      source: { pointer: '/productId' },
    })
    const unknown = await failure(detail(productId(TEST_SEED.products + 1)))
    expect(unknown.status).toBe(404)
    expect(unknown.errors[0]).toMatchObject({
      code: 'PRODUCT__PRODUCT_NOT_FOUND',
      title: 'Not Found',
      source: { pointer: '/productId' },
    })
  })
})

describe('POST /product/{productId}/find-variant', () => {
  const plan = plans[0]!
  const variant = plan.variants[plan.variants.length - 1]!
  const find = (id: string, body: Record<string, unknown>) =>
    api().invoke('searchProductVariantIds post /product/{productId}/find-variant', {
      pathParams: { productId: id },
      body: body as never,
    })

  it('finds the variant for a set of options, from the parent or a sibling', async () => {
    const options = [sizeOptionId(variant.size!), colourOptionId(variant.colour.key)]
    expect((await find(plan.id, { options })).foundCombination).toEqual({
      variantId: variant.id,
      options: expect.arrayContaining(options),
    })
    const byGroup = await find(plan.main.id, {
      options: { [SIZE_GROUP_ID]: options[0], [COLOUR_GROUP_ID]: options[1] },
    })
    expect(byGroup.foundCombination?.variantId).toBe(variant.id)
  })

  it('falls back to the switched group, and 404s when nothing matches', async () => {
    const foreignColour = colourOptionId('gelb')
    const switched = await find(plan.id, {
      options: [sizeOptionId(variant.size!), foreignColour],
      switchedGroup: SIZE_GROUP_ID,
    })
    expect(plan.variants.find((v) => v.id === switched.foundCombination?.variantId)?.size).toBe(variant.size)
    const none = await failure(find(plan.id, { options: [foreignColour] }))
    expect([none.status, none.code]).toEqual([404, 'CONTENT__PRODUCT_VARIANT_NOT_FOUND'])
    const invalid = await failure(find(plan.id, { options: ['x'] }))
    expect([invalid.status, invalid.errors[0]!.source?.pointer]).toEqual([400, '/options'])
  })
})
