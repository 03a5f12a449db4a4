/**
 * Written reviews (decision 020): one per customer and product, shown at once, and the product's
 * rating average and count, its listing rating and its categories' rating facet follow in the same
 * batch. The listing's in-memory columns notice through the catalog version.
 */
import type { Database } from '../../platform/database'
import { BUMP_CATALOG_VERSION } from '../listing/columns'
import { catalogChanged } from '../listing/version'

export interface ReviewInput {
  title: string
  content: string
  points: number
  author: string
  email: string
  languageId: string
}

/** The customer's review of a product, if they wrote one. */
export const findCustomerReview = (db: Database, pid: number, customerId: string) =>
  db
    .prepare('SELECT id FROM product_review WHERE pid = ? AND customer_id = ?')
    .bind(pid, customerId)
    .first<{ id: string }>()

/** The product's rating (average of shown reviews, 2 decimals as the seed), count, listing rating ×10, facets. */
function ratingStatements(db: Database, pid: number): D1PreparedStatement[] {
  const shown = 'FROM product_review WHERE pid = ?1 AND status = 1'
  return [
    db
      .prepare(
        `UPDATE product SET rating_average = (SELECT round(avg(points), 2) ${shown}), review_count = (SELECT count(*) ${shown}) WHERE pid = ?1`,
      )
      .bind(pid),
    db
      .prepare(
        `UPDATE listing SET rating = (SELECT CAST(round(round(avg(points), 2) * 10) AS INTEGER) ${shown}) WHERE pid = ?1`,
      )
      .bind(pid),
    db
      .prepare(
        `UPDATE category_facets SET rating_max = (SELECT max(l.rating) FROM listing l WHERE l.category = category_facets.category)
         WHERE category IN (SELECT category FROM listing WHERE pid = ?1)`,
      )
      .bind(pid),
    db.prepare(BUMP_CATALOG_VERSION),
  ]
}

/** Writes a new review (next sequence number of the product) and the product's rating, in one batch. */
export async function insertReview(db: Database, pid: number, id: string, customerId: string, input: ReviewInput) {
  await db.batch([
    db
      .prepare(
        `INSERT INTO product_review (pid, seq, id, language_id, points, title, content, author, email, created_at, customer_id, status)
         VALUES (?1, (SELECT coalesce(max(seq), 0) + 1 FROM product_review WHERE pid = ?1), ?2, ?3, ?4, ?5, ?6, ?7, ?8,
           strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), ?9, 1)`,
      )
      .bind(pid, id, input.languageId, input.points, input.title, input.content, input.author, input.email, customerId),
    ...ratingStatements(db, pid),
  ])
  catalogChanged()
}

/** Rewrites the customer's own review (keyed by customer as well, so no one edits another's). */
export async function updateReview(db: Database, pid: number, id: string, customerId: string, input: ReviewInput) {
  await db.batch([
    db
      .prepare(
        `UPDATE product_review SET language_id = ?, points = ?, title = ?, content = ?, author = ?, email = ?
         WHERE pid = ? AND id = ? AND customer_id = ?`,
      )
      .bind(input.languageId, input.points, input.title, input.content, input.author, input.email, pid, id, customerId),
    ...ratingStatements(db, pid),
  ])
  catalogChanged()
}
