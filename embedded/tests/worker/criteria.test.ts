/** The criteria engine through POST /product and listings: every filter type, post-filter, sorting, aggregations, includes, count modes, errors. */
import { describe, expect, it } from 'vitest'
import { embeddedApi, failure } from '../../../tests/worker/helpers'
import { ROOT_CATEGORY_ID } from '../../platform/sales-channel'
import { seededPlans } from '../../seed'
import { isSimplePlan } from '../../seed/catalog/products'
import { TEST_SEED } from '../../../tests/worker/setup'
import { categoryId, colourOptionId, manufacturerId, propertyOptionId, sizeOptionId } from '../../seed/keys'

// Every listed product of the test seed: the planned ones and the digital products.
const plans = seededPlans(TEST_SEED.products)
const cheapest = (p: (typeof plans)[number]) => Math.min(p.priceCents, ...p.tiers.map(([, c]) => c)) / 100

type Listed = {
  elements: Array<Record<string, any>>
  total: number
  aggregations: Record<string, any>
  page: number
  limit: number
}
const products = (body: Record<string, unknown>, query?: Record<string, string>) =>
  embeddedApi().invoke('readProduct post /product', { body: body as never, query }) as unknown as Promise<Listed>
const ids = (r: Listed) => r.elements.map((e) => e.id as string).sort()
const mainIds = (list: typeof plans) => list.map((p) => p.main.id).sort()

describe('criteria filters', () => {
  it("equals and equalsAny (arrays and Shopware's a|b strings)", async () => {
    expect(
      ids(await products({ limit: 100, filter: [{ type: 'equals', field: 'shippingFree', value: true }] })),
    ).toEqual(mainIds(plans.filter((p) => p.shippingFree)))
    const makers = [manufacturerId('nordwerk'), manufacturerId('kraftmann')]
    const expected = mainIds(plans.filter((p) => ['nordwerk', 'kraftmann'].includes(p.manufacturer.key)))
    expect(
      ids(await products({ limit: 100, filter: [{ type: 'equalsAny', field: 'manufacturerId', value: makers }] })),
    ).toEqual(expected)
    expect(
      ids(
        await products({
          limit: 100,
          filter: [{ type: 'equalsAny', field: 'manufacturer.id', value: makers.join('|') }],
        }),
      ),
    ).toEqual(expected)
    expect(
      (await products({ filter: [{ type: 'equals', field: 'id', value: plans[2]!.main.id }] })).elements.map(
        (e) => e.id,
      ),
    ).toEqual([plans[2]!.main.id])
  })

  it('contains, prefix and suffix on texts, literally (no wildcards from the shopper)', async () => {
    const hits = (f: Record<string, unknown>) => products({ limit: 100, filter: [f] }).then(ids)
    expect(await hits({ type: 'contains', field: 'name', value: 'jacke' })).toEqual(
      mainIds(plans.filter((p) => /jacke/i.test(p.name['de-DE']))),
    )
    expect(await hits({ type: 'prefix', field: 'name', value: 'Sicherheits' })).toEqual(
      mainIds(plans.filter((p) => p.name['de-DE'].startsWith('Sicherheits'))),
    )
    expect(await hits({ type: 'suffix', field: 'productNumber', value: '10007' })).toEqual([plans[6]!.main.id])
    expect(await hits({ type: 'contains', field: 'name', value: '%' })).toEqual([])
    expect(await hits({ type: 'contains', field: 'manufacturer.name', value: 'söhne' })).toEqual(
      mainIds(plans.filter((p) => p.manufacturer.key === 'brandt-soehne')),
    )
  })

  it('range with gte, lte, gt and lt in euros', async () => {
    const inRange = await products({
      limit: 100,
      filter: [{ type: 'range', field: 'price', parameters: { gte: 20, lte: 60 } }],
    })
    expect(ids(inRange)).toEqual(mainIds(plans.filter((p) => cheapest(p) >= 20 && cheapest(p) <= 60)))
    const open = await products({
      limit: 100,
      filter: [
        { type: 'range', field: 'price', parameters: { gt: 100 } },
        { type: 'range', field: 'ratingAverage', parameters: { lt: 4 } },
      ],
    })
    expect(ids(open)).toEqual(
      mainIds(plans.filter((p) => cheapest(p) > 100 && p.rating !== null && Math.round(p.rating * 10) < 40)),
    )
  })

  it('multi with and/or, and not', async () => {
    const cheapOrFree = {
      type: 'multi',
      operator: 'or',
      queries: [
        { type: 'range', field: 'price', parameters: { lt: 15 } },
        { type: 'equals', field: 'shippingFree', value: true },
      ],
    }
    expect(ids(await products({ limit: 100, filter: [cheapOrFree] }))).toEqual(
      mainIds(plans.filter((p) => cheapest(p) < 15 || p.shippingFree)),
    )
    const both = {
      type: 'multi',
      operator: 'and',
      queries: [
        { type: 'equals', field: 'markAsTopseller', value: false },
        { type: 'equals', field: 'shippingFree', value: false },
      ],
    }
    expect(ids(await products({ limit: 100, filter: [both] }))).toEqual(
      mainIds(plans.filter((p) => !p.topseller && !p.shippingFree)),
    )
    const not = {
      type: 'not',
      operator: 'or',
      queries: [
        { type: 'equals', field: 'shippingFree', value: true },
        { type: 'equals', field: 'markAsTopseller', value: true },
      ],
    }
    expect(ids(await products({ limit: 100, filter: [not] }))).toEqual(
      mainIds(plans.filter((p) => !p.shippingFree && !p.topseller)),
    )
  })

  it('filters by options and properties (any of the given ids) and by category', async () => {
    const red = await products({
      limit: 100,
      filter: [{ type: 'equals', field: 'options.id', value: colourOptionId('rot') }],
    })
    expect(ids(red)).toEqual(mainIds(plans.filter((p) => p.variants.some((v) => v.colour.key === 'rot'))))
    const s3 = await products({
      limit: 100,
      filter: [
        {
          type: 'equalsAny',
          field: 'properties.id',
          value: [propertyOptionId('protection-class', 's3'), sizeOptionId('XXL')],
        },
      ],
    })
    expect(s3.total).toBe(plans.filter((p) => p.type.sizes === 'clothing' || p.type.suffix === 'S3').length)
    const gloves = await products({
      limit: 100,
      filter: [{ type: 'equals', field: 'categoryIds', value: categoryId('handschuhe') }],
    })
    expect(ids(gloves)).toEqual(mainIds(plans.filter((p) => p.type.category === 'handschuhe')))
  })
})

describe('post-filter, sorting and paging', () => {
  it('post-filter narrows the results but not the aggregations; filter narrows both', async () => {
    const aggregations = [{ name: 'makers', type: 'terms', field: 'manufacturerId' }]
    const post = await products({
      limit: 100,
      'post-filter': [{ type: 'equals', field: 'shippingFree', value: true }],
      aggregations,
    })
    const pre = await products({
      limit: 100,
      filter: [{ type: 'equals', field: 'shippingFree', value: true }],
      aggregations,
    })
    const sum = (r: Listed) => r.aggregations.makers.buckets.reduce((n: number, b: { count: number }) => n + b.count, 0)
    expect([post.total, pre.total]).toEqual([
      plans.filter((p) => p.shippingFree).length,
      plans.filter((p) => p.shippingFree).length,
    ])
    expect([sum(post), sum(pre)]).toEqual([plans.length, pre.total])
  })

  it('sorts by several fields, either way; the short form works too', async () => {
    const sorted = await products({
      limit: 100,
      sort: [
        { field: 'shippingFree', order: 'DESC' },
        { field: 'price', order: 'ASC' },
      ],
    })
    const keys = sorted.elements.map((e) => [e.shippingFree ? 0 : 1, e.calculatedCheapestPrice.unitPrice])
    expect(keys).toEqual([...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!))
    const short = await products({ limit: 100, sort: '-productNumber' })
    // A simple product (a guide) is its own product: no parentId.
    expect(short.elements.map((e) => e.parentId ?? e.id)).toEqual([...plans].reverse().map((p) => p.id))
  })

  it('counts exactly, not at all (the page) or up to five pages ahead', async () => {
    expect((await products({ limit: 5, 'total-count-mode': 'exact' })).total).toBe(plans.length)
    expect((await products({ limit: 5, 'total-count-mode': 'none' })).total).toBe(5)
    expect((await products({ limit: 2, page: 2, 'total-count-mode': 'next-pages' })).total).toBe(2 + 11)
    expect((await products({ limit: 4, 'total-count-mode': 2 })).total).toBe(21)
    expect((await products({ limit: 10, page: 3, 'total-count-mode': 'next-pages' })).total).toBe(plans.length)
  })

  it("reads criteria from query parameters in Shopware's bracket form", async () => {
    const result = await products(
      {},
      { 'filter[0][type]': 'equals', 'filter[0][field]': 'shippingFree', 'filter[0][value]': '1', limit: '100' },
    )
    expect(ids(result)).toEqual(mainIds(plans.filter((p) => p.shippingFree)))
  })
})

describe('aggregations, answered as an object keyed by name', () => {
  it('terms, entity, stats, max, min, avg, sum, count and filter', async () => {
    const result = await products({
      limit: 1,
      aggregations: [
        { name: 'makers', type: 'terms', field: 'manufacturerId', limit: 3 },
        { name: 'maker-entities', type: 'entity', field: 'manufacturerId', definition: 'product_manufacturer' },
        { name: 'price-stats', type: 'stats', field: 'price' },
        { name: 'best', type: 'max', field: 'ratingAverage' },
        { name: 'cheapest', type: 'min', field: 'price' },
        { name: 'avg-price', type: 'avg', field: 'price' },
        { name: 'sales', type: 'sum', field: 'sales' },
        { name: 'products', type: 'count', field: 'price' },
        {
          name: 'free',
          type: 'filter',
          filter: [{ type: 'equals', field: 'shippingFree', value: true }],
          aggregation: { name: 'free-count', type: 'count', field: 'price' },
        },
      ],
    })
    const prices = plans.map(cheapest)
    const a = result.aggregations
    expect(a.makers.buckets).toHaveLength(3)
    expect(a.makers.buckets[0]).toMatchObject({
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
      count: expect.any(Number),
      apiAlias: 'aggregation_bucket',
    })
    expect(a['maker-entities'].entities.map((m: { name: string }) => m.name).sort()).toEqual(
      [...new Set(plans.map((p) => p.manufacturer.name))].sort(),
    )
    expect(a['price-stats']).toMatchObject({
      min: Math.min(...prices),
      max: Math.max(...prices),
      apiAlias: 'price-stats_aggregation',
    })
    expect(a['price-stats'].sum).toBeCloseTo(
      prices.reduce((s, p) => s + p, 0),
      5,
    )
    expect(a.best.max).toBe(
      Math.max(...plans.flatMap((p) => (p.rating === null ? [] : [Math.round(p.rating * 10) / 10]))),
    )
    expect([a.cheapest.min, a['avg-price'].avg > 0, a.sales.sum, a.products.count]).toEqual([
      Math.min(...prices),
      true,
      plans.reduce((s, p) => s + p.sales, 0),
      plans.length,
    ])
    expect(a['free-count']).toMatchObject({
      count: plans.filter((p) => p.shippingFree).length,
      apiAlias: 'free-count_aggregation',
    })
    expect(a.free).toBeUndefined()
  })

  it('terms on options count each option once per product, sorted by count or key', async () => {
    const result = await products({
      limit: 1,
      aggregations: [{ name: 'colours', type: 'terms', field: 'options.id', sort: { field: '_count', order: 'DESC' } }],
    })
    const counts = new Map<string, number>()
    // A simple product's picture colour is no option (it has none to choose).
    for (const p of plans.filter((plan) => !isSimplePlan(plan)))
      for (const c of new Set(p.variants.map((v) => colourOptionId(v.colour.key))))
        counts.set(c, (counts.get(c) ?? 0) + 1)
    const buckets = result.aggregations.colours.buckets as Array<{ key: string; count: number }>
    for (const [key, count] of counts) expect(buckets.find((b) => b.key === key)?.count).toBe(count)
    expect(buckets.map((b) => b.count)).toEqual([...buckets.map((b) => b.count)].sort((a, b) => b - a))
  })
})

describe('includes and associations', () => {
  it('keeps only the included fields per apiAlias, anywhere in the answer', async () => {
    const result = await products({
      limit: 2,
      includes: { product: ['id', 'name', 'calculatedPrice'], calculated_price: ['unitPrice'] },
    })
    expect(result.elements[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      calculatedPrice: { unitPrice: expect.any(Number), apiAlias: 'calculated_price' },
      apiAlias: 'product',
    })
  })

  it('honours media, properties and productReviews, and ignores associations it does not know', async () => {
    const plain = await products({ limit: 1 })
    const rich = await products({
      limit: 1,
      associations: { media: {}, properties: {}, productReviews: { limit: 1 }, crossSellings: {}, somethingElse: {} },
    })
    // Listings carry the cover and property ids; the associations add the gallery and the options.
    expect([plain.elements[0]!.media, plain.elements[0]!.properties, plain.elements[0]!.propertyIds.length]).toEqual([
      [],
      [],
      plans[0]!.properties.length,
    ])
    expect(rich.elements[0]!.media).toHaveLength(plans[0]!.pictures)
    expect(rich.elements[0]!.properties.map((p: { id: string }) => p.id)).toEqual(plain.elements[0]!.propertyIds)
    expect(rich.elements[0]!.productReviews).toHaveLength(Math.min(1, plans[0]!.reviews.length))
    expect(rich.elements[0]!.crossSellings.map((c: { apiAlias: string }) => c.apiAlias)).toEqual([
      'product_cross_selling',
      'product_cross_selling',
    ])
  })
})

describe('criteria errors carry a pointer', () => {
  it('answers 400 for unknown fields, filter types, values and aggregations', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ filter: [{ type: 'equals', field: 'secret', value: 1 }] }, 'FRAMEWORK__UNMAPPED_FIELD', '/filter/0/field'],
      [{ filter: [{ type: 'fuzzy', field: 'name', value: 'x' }] }, 'FRAMEWORK__INVALID_FILTER_QUERY', '/filter/0/type'],
      [
        { filter: [{ type: 'range', field: 'shippingFree', parameters: { gte: 1 } }] },
        'FRAMEWORK__INVALID_FILTER_QUERY',
        '/filter/0/type',
      ],
      [
        { filter: [{ type: 'range', field: 'price', parameters: { gte: 'cheap' } }] },
        'FRAMEWORK__INVALID_FILTER_QUERY',
        '/filter/0/parameters',
      ],
      [
        {
          filter: [
            { type: 'multi', operator: 'or', queries: [{ type: 'equals', field: 'manufacturerId', value: 'nope' }] },
          ],
        },
        'FRAMEWORK__INVALID_UUID',
        '/filter/0/queries/0/value',
      ],
      [{ 'post-filter': [{ type: 'equals', value: 1 }] }, 'FRAMEWORK__UNMAPPED_FIELD', '/post-filter/0/field'],
      [{ sort: [{ field: 'colour' }] }, 'FRAMEWORK__UNMAPPED_FIELD', '/sort/0/field'],
      [{ sort: [{ field: 'price', order: 'up' }] }, 'FRAMEWORK__INVALID_SORT_QUERY', '/sort/0/order'],
      [
        { aggregations: [{ name: 'x', type: 'histogram', field: 'price' }] },
        'FRAMEWORK__INVALID_AGGREGATION_QUERY',
        '/aggregations/0/type',
      ],
      [
        { aggregations: [{ name: 'x', type: 'stats', field: 'name' }] },
        'FRAMEWORK__INVALID_AGGREGATION_QUERY',
        '/aggregations/0/field',
      ],
      [
        { aggregations: [{ type: 'max', field: 'price' }] },
        'FRAMEWORK__INVALID_AGGREGATION_QUERY',
        '/aggregations/0/name',
      ],
      [{ 'total-count-mode': 'some' }, 'FRAMEWORK__INVALID_TOTAL_COUNT_MODE', '/total-count-mode'],
      [{ limit: -3 }, 'FRAMEWORK__INVALID_LIMIT_QUERY', '/limit'],
    ]
    for (const [body, code, pointer] of cases) {
      const error = await failure(products(body))
      expect([JSON.stringify(body), error.status, error.code, error.errors[0]!.source?.pointer]).toEqual([
        JSON.stringify(body),
        400,
        code,
        pointer,
      ])
    }
  })

  it('reports every problem at once', async () => {
    const error = await failure(
      products({
        filter: [
          { type: 'equals', field: 'a', value: 1 },
          { type: 'equals', field: 'b', value: 1 },
        ],
        sort: [{ field: 'c' }],
      }),
    )
    expect(error.errors.map((e) => e.source?.pointer)).toEqual(['/filter/0/field', '/filter/1/field', '/sort/0/field'])
  })

  it('applies to listings as well', async () => {
    const listing = embeddedApi().invoke('readProductListing post /product-listing/{categoryId}', {
      pathParams: { categoryId: ROOT_CATEGORY_ID },
      body: { filter: [{ type: 'equals', field: 'nope', value: 1 }] } as never,
    })
    expect((await failure(listing)).errors[0]).toMatchObject({
      code: 'FRAMEWORK__UNMAPPED_FIELD',
      source: { pointer: '/filter/0/field' },
    })
  })
})
