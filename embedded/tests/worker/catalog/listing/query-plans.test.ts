/** Listings, facets, search and product reads are index lookups at any catalog size: EXPLAIN QUERY PLAN shows no table scans. */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGE_IDS } from '../../../../../shared/constants'
import type { Filter } from '../../../../criteria/types'
import { SORTINGS } from '../../../../catalog/listing/entity'
import { aggregationSql, branchOf, flatten } from '../../../../criteria/aggregate'
import type { Aggregation } from '../../../../criteria/types'
import {
  aggregationScope,
  countSql,
  pageSql,
  searchPageSql,
  type ListingQuery,
} from '../../../../catalog/listing/queries'
import { COLUMNS_CHUNK_SQL, COLUMNS_HEAD_SQL, catalogVersionStatement } from '../../../../catalog/listing/columns'
import { categoryRead, searchRead } from '../../../../catalog/listing/hits'
import { type SearchScope, searchScope } from '../../../../catalog/search'
import { productRowsSql } from '../../../../catalog/product/queries'
import { crossSellingSql } from '../../../../catalog/product/cross-selling-queries'
import { seoUrlQuery, type SeoCondition } from '../../../../catalog/seo/queries'
import { ACCESSORIES } from '../../../../catalog/vocabulary'
import { colourOptionId, manufacturerId } from '../../../../seed/keys'

interface PlanRow {
  id: number
  parent: number
  detail: string
}

async function plan(sql: string, params: unknown[]): Promise<PlanRow[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<PlanRow>()
  return results
}

/**
 * Scans of real tables or whole indexes. Allowed: json_each (bound id lists), subqueries, the constant
 * row of a SELECT without FROM, full-text MATCH lookups (FTS5's index), the page's name hits (a CTE
 * of at most one page) and reading the materialised hit rows (alias l outside the MATERIALIZE step).
 */
function scans(rows: PlanRow[]): string[] {
  const inMaterialize = (row: PlanRow): boolean => {
    const parent = rows.find((r) => r.id === row.parent)
    return !!parent && (/^MATERIALIZE/.test(parent.detail) || inMaterialize(parent))
  }
  const materialised = rows.some((r) => /^MATERIALIZE hits/.test(r.detail))
  return rows
    .filter(
      (r) =>
        /^SCAN /.test(r.detail) &&
        !/^SCAN (json_each|\(subquery|CONSTANT ROW|names\b)/.test(r.detail) &&
        !/VIRTUAL TABLE INDEX \d+:M/.test(r.detail),
    )
    .filter((r) => !(materialised && r.detail === 'SCAN l' && !inMaterialize(r)))
    .map((r) => r.detail)
}
const details = (rows: PlanRow[]) => rows.map((r) => r.detail)

const languageId = LANGUAGE_IDS['de-DE']
const query = (over: Partial<ListingQuery>): ListingQuery => ({
  scope: { category: 3 },
  locale: 'de-DE',
  languageId,
  filter: [],
  postFilter: [],
  sort: SORTINGS['name-asc'],
  ...over,
})
const listingFilters: Filter[] = [
  { type: 'equalsAny', field: 'manufacturerId', value: [manufacturerId('nordwerk')] },
  { type: 'equalsAny', field: 'properties.id', value: [colourOptionId('rot')] },
  { type: 'range', field: 'price', parameters: { gte: 10, lte: 90 } },
  { type: 'range', field: 'ratingAverage', parameters: { gte: 4 } },
  { type: 'equals', field: 'shippingFree', value: true },
]
let search: SearchScope
beforeAll(async () => {
  search = (await searchScope(env.DB, 'de-DE', 'jacke marine'))!
})
/** Facet-like aggregations, each with all filters but one (as listings count them). */
const facets = (filters: Filter[]): Aggregation[] => [
  {
    name: 'm',
    type: 'filter',
    filter: filters.slice(1),
    aggregation: { name: 'manufacturer', type: 'terms', field: 'manufacturerId' },
  },
  {
    name: 'o',
    type: 'filter',
    filter: filters.filter((_, i) => i !== 1),
    aggregation: { name: 'options', type: 'terms', field: 'properties.id' },
  },
  {
    name: 'p',
    type: 'filter',
    filter: filters.slice(0, 2),
    aggregation: { name: 'price', type: 'stats', field: 'price' },
  },
]
const facetSql = (q: ListingQuery) =>
  aggregationSql(
    aggregationScope(q),
    facets(listingFilters).map((a) => branchOf(flatten(a))),
  )

describe('query plans', () => {
  it('serves category pages in every sorting from the listing indexes', async () => {
    for (const [key, sort] of Object.entries(SORTINGS)) {
      const sql = pageSql(query({ sort }), 10, 0)
      const rows = await plan(sql.text, sql.params)
      expect([key, scans(rows)]).toEqual([key, []])
      expect([key, details(rows).join(' | ')]).toEqual([
        key,
        expect.stringMatching(/^SEARCH l USING (PRIMARY KEY|(COVERING )?INDEX listing_\w+) \(category=\?\)/),
      ])
    }
  })

  it('counts and facets a filtered category within its own rows', async () => {
    const q = query({ postFilter: listingFilters })
    for (const sql of [
      countSql(q),
      pageSql(q, 10, 0),
      facetSql(query({})),
      facetSql(query({ filter: listingFilters })),
    ]) {
      const rows = await plan(sql.text, sql.params)
      expect(scans(rows)).toEqual([])
      expect(
        details(rows)
          .filter((l) => /^SEARCH l /.test(l))
          .every((l) => /^SEARCH l USING (PRIMARY KEY|(COVERING )?INDEX listing_\w+) \(category=\?/.test(l)),
      ).toBe(true)
    }
  })

  it('searches through the full-text index, with and without filters', async () => {
    const fast = searchPageSql(search, 10, 0)
    for (const sql of [
      ...fast.pages,
      fast.count,
      pageSql(query({ scope: { search }, sort: 'score', postFilter: listingFilters }), 10, 0),
      facetSql(query({ scope: { search } })),
    ]) {
      const rows = await plan(sql.text, sql.params)
      expect(scans(rows)).toEqual([])
      expect(details(rows).join(' | ')).toContain('VIRTUAL TABLE INDEX')
    }
  })

  it('reads product pages and listing elements by key', async () => {
    for (const selector of [{ anyId: 'a'.repeat(32) }, { pids: [1, 2, 3] }, { ids: ['a'.repeat(32)] }]) {
      for (const sql of productRowsSql(selector, languageId, { siblings: true }))
        expect(scans(await plan(sql.text, sql.params))).toEqual([])
    }
  })

  it('finds cross-selling and its products in one batch through the listing index, wherever it starts', async () => {
    const { results } = await env.DB.prepare('SELECT id FROM product LIMIT 1').all<{ id: string }>()
    // As a page of product cards asks (its includes cut the SEO category).
    const statements = crossSellingSql(results[0]!.id, languageId, { seoCategory: false })
    expect(statements.length).toBeGreaterThan(2)
    let reading = 0
    for (const { text, params } of statements) {
      const rows = await plan(text, params)
      // The groups' own rows (the CTEs own, similar, accessories) hold one product and a few of its cards.
      expect(scans(rows).filter((d) => !/^SCAN (own|similar|accessories)\b/.test(d))).toEqual([])
      // Both parts of each group (the similar products and each place of the accessories) start in the
      // listing's key at the category and place.
      if (!/FROM listing/.test(text)) continue
      reading++
      expect(
        details(rows).filter((d) => /^SEARCH listing USING PRIMARY KEY \(category=\? AND pid[<>]\?\)$/.test(d)),
      ).toHaveLength(2 * (1 + Math.max(...Object.values(ACCESSORIES).map((places) => places.length))))
    }
    // The groups, their products' rows and those products' SEO URLs.
    expect(reading).toBe(3)
  })

  it('reads what searches and filtered listings count in memory by key ranges and the full-text index', async () => {
    // The statements as the reads build them, captured instead of run.
    const capture = {
      prepare: (text: string) => ({
        text,
        params: [] as unknown[],
        bind(...params: unknown[]) {
          return { text, params }
        },
      }),
    } as unknown as D1Database
    const statements = [
      searchRead('de-DE', search.match).statement(capture),
      ...search.tiers.map((tier) => searchRead('de-DE', tier).statement(capture)),
      categoryRead('a'.repeat(32)).statement(capture),
      catalogVersionStatement(capture),
      { text: COLUMNS_HEAD_SQL, params: [] },
      { text: COLUMNS_CHUNK_SQL, params: [0, 16384] },
    ] as unknown as Array<{ text: string; params: unknown[] }>
    for (const { text, params } of statements)
      expect({ text, scans: scans(await plan(text, params)) }).toEqual({ text, scans: [] })
  })

  it('resolves SEO URLs by path, foreign key or route through their indexes', async () => {
    const cases: Array<[SeoCondition[], string]> = [
      [[{ field: 'seoPathInfo', values: ['arbeitsjacken'] }], 'seo_url_path (language_id=? AND seo_path_info=?)'],
      [[{ field: 'seoPathInfo', values: ['a', 'b'] }], 'seo_url_path (language_id=? AND seo_path_info=?)'],
      [
        [
          { field: 'foreignKey', values: ['f'] },
          { field: 'isCanonical', values: [1] },
        ],
        'seo_url_foreign_key (language_id=? AND foreign_key=?)',
      ],
      [
        [
          { field: 'foreignKey', values: ['f', 'g'] },
          { field: 'routeName', values: ['frontend.detail.page'] },
        ],
        'seo_url_foreign_key (language_id=? AND foreign_key=? AND route_name=?)',
      ],
      [[{ field: 'routeName', values: ['frontend.detail.page'] }], 'seo_url_route (language_id=? AND route_name=?)'],
    ]
    for (const [conditions, index] of cases) {
      const { sql, params } = seoUrlQuery('l', conditions, 10, 0)
      const rows = await plan(sql, params)
      expect(details(rows).join(' | ')).toContain(`SEARCH seo_url USING INDEX ${index}`)
      expect(scans(rows)).toEqual([])
    }
  })
})
