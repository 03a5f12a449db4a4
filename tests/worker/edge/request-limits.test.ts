/**
 * Bad input answers 400 with Store API errors, never 500 (decision 030): criteria lists beyond
 * REQUEST_LIMITS, bodies nested deeper than its depth, and equals values of a type the schema does not allow.
 */
import { describe, expect, it } from 'vitest'
import { REQUEST_LIMITS } from '../../../shared/request-limits'
import { call, errorsOf, violations } from '../../../embedded/tests/worker/fixtures'
import { ORIGIN, catalogFixture, request } from '../helpers'

const hex = (i: number) => i.toString(16).padStart(32, '0')
const list = <T>(n: number, of: (i: number) => T) => Array.from({ length: n }, (_, i) => of(i))
const equalsStock = (i: number) => ({ type: 'equals', field: 'stock', value: i })
const nested = (open: string, close: string, depth: number, inner = '1') =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`
const NAVIGATION = '/navigation/main-navigation/main-navigation'

/** The same body through the browser's proxy (/store-api) and straight to the embedded Store API. */
async function bothWays(path: string, body: unknown): Promise<Response[]> {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  const headers = { 'content-type': 'application/json', origin: ORIGIN }
  return [
    await request(`/store-api${path}`, { method: 'POST', headers, body: text }),
    await call('POST', path, typeof body === 'string' ? JSON.parse(body) : body),
  ]
}

describe('criteria lists beyond the limits', () => {
  // Each of these answered 500 before (SQLite: "Expression tree is too large (maximum depth 100)").
  const cases: Array<[string, string, Record<string, unknown>, string]> = [
    ['1,000 ANDed filters', '/search', { search: 'jacke', filter: list(1000, equalsStock) }, '/filter'],
    ['1,000 sortings', '/search', { search: 'jacke', sort: list(1000, () => ({ field: 'stock' })) }, '/sort'],
    [
      '1,000 aggregations',
      '/search',
      { search: 'jacke', aggregations: list(1000, (i) => ({ name: `a${i}`, type: 'max', field: 'stock' })) },
      '/aggregations',
    ],
    ['1,000 filters on /product', '/product', { filter: list(1000, equalsStock) }, '/filter'],
    ['1,000 ids', '/product', { ids: list(1000, hex) }, '/ids'],
    [
      '1,000 equalsAny values',
      '/product',
      { filter: [{ type: 'equalsAny', field: 'id', value: list(1000, hex) }] },
      '/filter/0/value',
    ],
    [
      '1,000 associations',
      '/product',
      { associations: Object.fromEntries(list(1000, (i) => [`a${i}`, {}])) },
      '/associations',
    ],
    ['1,000 include fields', '/product', { includes: { product: list(1000, (i) => `f${i}`) } }, '/includes/product'],
    [
      '1,000 filters nested in post-filter',
      '/search',
      { search: 'jacke', 'post-filter': [{ type: 'multi', queries: list(1000, equalsStock) }] },
      '/filter',
    ],
  ]
  for (const [name, path, body, pointer] of cases)
    it(`answers 400 to ${name} on ${path}, through the proxy and directly`, async () => {
      for (const response of await bothWays(path, body)) {
        expect(response.status).toBe(400)
        expect((await errorsOf(response)).map((e) => e.source?.pointer)).toContain(pointer)
      }
    })

  it('serves criteria right at the limits', async () => {
    const { criteriaFilters, criteriaSortings, criteriaAggregations, criteriaList } = REQUEST_LIMITS
    const body = {
      search: 'jacke',
      filter: list(criteriaFilters, () => ({ type: 'range', field: 'stock', parameters: { gte: 0 } })),
      sort: list(criteriaSortings, () => ({ field: 'stock' })),
      aggregations: list(criteriaAggregations, (i) => ({ name: `a${i}`, type: 'max', field: 'stock' })),
      ids: list(criteriaList, hex),
    }
    for (const response of await bothWays('/search', { ...body, ids: undefined })) expect(response.status).toBe(200)
    expect((await call('POST', '/product', { ids: body.ids })).status).toBe(200)
  })
})

describe('bodies nested too deep', () => {
  const limit = REQUEST_LIMITS.bodyDepth
  const bodies: Array<[string, string, string]> = [
    ['search criteria', '/search', `{"search":"jacke","filter":${nested('[', ']', 2000, '')}}`],
    ['the navigation route', NAVIGATION, `{"depth":1,"x":${nested('{"a":', '}', 2000)}}`],
    [
      'nested not filters',
      '/search',
      `{"search":"jacke","filter":[${nested('{"type":"not","queries":[', ']}', 1000, '')}]}`,
    ],
  ]
  for (const [name, path, body] of bodies)
    it(`answers 400 FRAMEWORK__MALFORMED_JSON to ${name} 2,000 deep`, async () => {
      for (const response of await bothWays(path, body)) {
        expect(response.status).toBe(400)
        const [error] = await errorsOf(response)
        expect(error!.code).toBe('FRAMEWORK__MALFORMED_JSON')
        expect(error!.detail).toBe(`The JSON payload is nested deeper than ${limit} levels.`)
      }
    })

  it(`reads a body nested exactly ${limit} deep`, async () => {
    // The body object is level 1; the rest nests arrays inside "x" (ignored by the route).
    const body = `{"depth":1,"x":${nested('[', ']', limit - 1, '')}}`
    for (const response of await bothWays(NAVIGATION, body)) expect(response.status).toBe(200)
  })
})

describe('bodies too large', () => {
  it('answer 413 through the proxy, with or without a declared length', async () => {
    const big = JSON.stringify({ search: 'x'.repeat(REQUEST_LIMITS.bodyBytes) })
    const streamed = () =>
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big))
          controller.close()
        },
      })
    for (const body of [big, streamed()]) {
      const response = await request('/store-api/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body,
      })
      expect(response.status).toBe(413)
      expect(await violations(response)).toEqual(['STOREFRONT__BODY_TOO_LARGE@'])
    }
  })
})

describe('equals filter values', () => {
  const equals = (field: string, value: unknown) => ({ filter: [{ type: 'equals', field, value }] })
  it('accepts a string, a number, a boolean and null, as the Store API schema allows', async () => {
    for (const [field, value] of [
      ['name', 'Jacke'],
      ['stock', 5],
      ['shippingFree', true],
      ['releaseDate', null],
    ] as const) {
      const response = await call('POST', '/product', equals(field, value))
      expect(response.status, `${field} = ${JSON.stringify(value)}`).toBe(200)
    }
  })

  it('refuses objects and arrays with 400 at the value', async () => {
    for (const value of [{ a: 1 }, [1, 2]]) {
      const response = await call('POST', '/product', equals('name', value))
      expect(response.status).toBe(400)
      expect(await violations(response)).toEqual(['FRAMEWORK__INVALID_FILTER_QUERY@/filter/0/value'])
    }
  })
})

describe('listing pages with oversized parameters', () => {
  it('answers 400 to 1,000 property ids and filters by 500 unknown ones as by one (no match)', async () => {
    const { category } = await catalogFixture()
    const listing = (n: number) =>
      call('POST', `/product-listing/${category.id}`, { properties: list(n, hex).join('|') })
    const tooMany = await listing(1000)
    expect(tooMany.status).toBe(400)
    expect(await violations(tooMany)).toEqual(['FRAMEWORK__INVALID_REQUEST_PARAMETER@/properties'])
    // Before, each unknown id was a filter of its own: 500 ANDed filters overflowed SQLite's expression depth.
    const unknown = await listing(REQUEST_LIMITS.criteriaList)
    expect(unknown.status).toBe(200)
    expect(((await unknown.json()) as { total: number }).total).toBe(0)
  })

  it('renders the listing page with 1,000 property ids as a page, not a 500', async () => {
    const { category } = await catalogFixture()
    const response = await request(`${category.path}?properties=${list(1000, hex).join('|')}`)
    expect(response.status).toBeLessThan(500)
  })
})
