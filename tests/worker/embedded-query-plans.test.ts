/** The listing and SEO queries are index lookups at any catalog size: EXPLAIN QUERY PLAN shows no table scans. */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { CATEGORY_COUNT_SQL, LISTING_ORDER, categoryPageSql, type ListingSorting } from '../../worker/embedded/queries/listing'
import { seoUrlQuery, type SeoCondition } from '../../worker/embedded/queries/seo'

async function plan(sql: string, params: unknown[]): Promise<string> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>()
  return results.map((r) => r.detail).join(' | ')
}

/** A scan of a real table (json_each, the bound id list, may be scanned). */
const TABLE_SCAN = /\bSCAN (?!json_each)/

describe('query plans', () => {
  it('serves category pages and counts from the listing index in every sorting', async () => {
    expect(await plan(CATEGORY_COUNT_SQL, ['c', 'l'])).toMatch(/^SEARCH product_listing USING COVERING INDEX \w+ \(category_id=\? AND language_id=\?\)$/)
    for (const sorting of Object.keys(LISTING_ORDER) as ListingSorting[]) {
      const detail = await plan(categoryPageSql(sorting), ['c', 'l', 10, 0])
      expect([sorting, detail]).toEqual([sorting, expect.stringMatching(/^SEARCH product_listing USING (PRIMARY KEY|COVERING INDEX product_listing_price) \(category_id=\? AND language_id=\?\)$/)])
    }
  })

  it('resolves SEO URLs by path, foreign key or route through their indexes', async () => {
    const cases: Array<[SeoCondition[], string]> = [
      [[{ field: 'seoPathInfo', values: ['arbeitsjacken'] }], 'seo_url_path (language_id=? AND seo_path_info=?)'],
      [[{ field: 'seoPathInfo', values: ['a', 'b'] }], 'seo_url_path (language_id=? AND seo_path_info=?)'],
      [[{ field: 'foreignKey', values: ['f'] }, { field: 'isCanonical', values: [1] }], 'seo_url_foreign_key (language_id=? AND foreign_key=?)'],
      [[{ field: 'foreignKey', values: ['f', 'g'] }, { field: 'routeName', values: ['frontend.detail.page'] }], 'seo_url_foreign_key (language_id=? AND foreign_key=? AND route_name=?)'],
      [[{ field: 'routeName', values: ['frontend.detail.page'] }], 'seo_url_route (language_id=? AND route_name=?)'],
    ]
    for (const [conditions, index] of cases) {
      const { sql, params } = seoUrlQuery('l', conditions, 10, 0)
      const detail = await plan(sql, params)
      expect(detail).toContain(`SEARCH seo_url USING INDEX ${index}`)
      expect(detail).not.toMatch(TABLE_SCAN)
    }
  })
})
