/** D1 reads for product reviews: a page of one product's reviews by criteria, or the newest per product. */
import type { Database } from '../../platform/database'
import { compileFilters, orderBy } from '../../criteria/compile'
import { reviewSchema } from '../../criteria/schemas'
import type { Criteria, Filter, Sql } from '../../criteria/types'

const SELECT = `SELECT r.pid, r.id, p.id AS productId, r.language_id AS languageId, r.points, r.title, r.content, r.author, r.created_at AS createdAt
FROM product_review r JOIN product p ON p.pid = r.pid`

/**
 * The rows a review search aggregates: one product's reviews that pass `filter` and a branch's filters.
 * `pid` is the product's key as SQL (a number, or pidOfId's lookup).
 */
export const reviewSelect =
  (pid: Sql, criteria: Criteria) =>
  (what: string, filters: Filter[]): Sql => {
    const where = compileFilters([...criteria.filter, ...filters], reviewSchema)
    return {
      text: `SELECT ${what} FROM product_review r WHERE r.pid = ${pid.text} AND ${where.text}`,
      params: [...pid.params, ...where.params],
    }
  }

/** A page of reviews (newest first unless sorted) and, when asked, the count; `pid` as in reviewSelect. */
export function reviewPageStatements(db: Database, pid: Sql, criteria: Criteria, fetch: number, offset: number) {
  const where = compileFilters([...criteria.filter, ...criteria.postFilter], reviewSchema)
  const sort = criteria.sort.length
    ? criteria.sort
    : [{ field: 'createdAt', order: 'DESC' as const, naturalSorting: false }]
  return {
    page: db
      .prepare(
        `${SELECT} WHERE r.pid = ${pid.text} AND ${where.text} ORDER BY ${orderBy(sort, reviewSchema, 'r.seq')} LIMIT ? OFFSET ?`,
      )
      .bind(...pid.params, ...where.params, fetch, offset),
    count: db
      .prepare(`SELECT count(*) AS total FROM product_review r WHERE r.pid = ${pid.text} AND ${where.text}`)
      .bind(...pid.params, ...where.params),
  }
}

/** The newest `limit` reviews of each product (the productReviews association). */
export function latestReviewsStatement(db: Database, pids: number[], limit: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT * FROM (SELECT r.pid, r.id, p.id AS productId, r.language_id AS languageId, r.points, r.title, r.content, r.author,
         r.created_at AS createdAt, row_number() OVER (PARTITION BY r.pid ORDER BY r.created_at DESC) AS n
       FROM product_review r JOIN product p ON p.pid = r.pid WHERE r.pid IN (SELECT value FROM json_each(?1))) WHERE n <= ?2`,
    )
    .bind(JSON.stringify(pids), limit)
}
