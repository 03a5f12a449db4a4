/** A product's reviews as a criteria search: a page, its total by count mode, and review aggregations by name. */
import type { Database } from '../../platform/database'
import { aggregationSql, branchGroups, branchOf, flatten, project } from '../../criteria/aggregate'
import { reviewSchema } from '../../criteria/schemas'
import { NEXT_PAGES, type Criteria } from '../../criteria/types'
import { criteriaResult } from '../listing/aggregations'
import { reviewEntity, type ReviewRow } from './entity'
import { loadCatalogMeta } from '../meta'
import { reviewPageStatements, reviewSelect } from './queries'
import { entitySearchResult } from '../../platform/search-result'
import { pidOfId, productKeyStatement } from '../product'

/**
 * One round trip: the product's key, the page, the count (exact mode) and every aggregation (e.g. points
 * as terms for a rating histogram), each naming the product by the id asked for. Null: no such product.
 */
export async function searchReviews(db: Database, productId: string, criteria: Criteria, languageId: string) {
  const { limit, page, totalCountMode } = criteria
  const offset = (page - 1) * limit
  const pid = pidOfId(productId)
  const statements = reviewPageStatements(
    db,
    pid,
    criteria,
    totalCountMode === 'next-pages' ? limit * NEXT_PAGES + 1 : limit,
    offset,
  )
  const flats = criteria.aggregations.map((a) => flatten(a))
  const branches = flats.map(branchOf)
  const aggregation = branches.length
    ? aggregationSql(
        {
          schema: reviewSchema,
          select: reviewSelect(pid, criteria),
          alias: 'r',
          join: () => ({ text: '', params: [] }),
        },
        branches,
      )
    : null
  const exact = totalCountMode === 'exact'
  const [key, rows, count, aggregated] = await db.batch<Record<string, unknown>>(
    [
      productKeyStatement(db, productId),
      statements.page,
      exact ? statements.count : null,
      aggregation && db.prepare(aggregation.text).bind(...aggregation.params),
    ].map((s) => s ?? db.prepare('SELECT NULL')),
  )
  if (!key.results.length) return null
  const found = rows.results as unknown as ReviewRow[]
  const total = exact
    ? (count.results[0] as { total: number }).total
    : totalCountMode === 'none'
      ? Math.min(found.length, limit)
      : offset + found.length
  const groups = branchGroups((aggregation ? aggregated.results[0] : null) as Record<string, string> | null, branches)
  const meta = flats.length ? await loadCatalogMeta(db, languageId) : null
  const aggregations = Object.fromEntries(
    flats.map((flat, i) => {
      const rowsOf = project(groups[i], branches[i].keys.length ? 0 : null, 0)
      return [
        flat.name,
        {
          ...criteriaResult({ key: flat.name, flat, precomputed: false }, rowsOf, meta!, reviewSchema),
          apiAlias: `${flat.name}_aggregation`,
        },
      ]
    }),
  )
  return entitySearchResult('product_review', found.slice(0, limit).map(reviewEntity), {
    total,
    page,
    limit,
    aggregations,
  })
}
