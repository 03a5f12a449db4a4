/**
 * What a stock change must keep current (decisions 010 and 011): the listing rows' flags "deliverable
 * now" (2) and "available" (8), computed from the product's main variant as the seed computes them,
 * the full-text rows' band (rowid = band << 32 | pid, queries.ts `searchRowid`), and the catalog
 * version, bumped only when a flag really changes (every bump makes isolates reload their listing
 * columns). Category facets count no stock flag, so they stay as they are.
 *
 * Every statement takes the changed variants as one JSON array of variant ids, so an order with many
 * lines still costs a fixed number of statements; they belong in the same batch as the stock write.
 */
import type { Database } from '../../platform/database'
import { LANGUAGE_IDS, LOCALES } from '../../../shared/constants'
import { BUMP_CATALOG_VERSION } from './columns'
import { searchRowid, searchTable } from './queries'

/** The products (pid) of the changed variants. */
const CHANGED_PRODUCTS = 'SELECT v.pid FROM variant v WHERE v.id IN (SELECT value FROM json_each(?1))'

/** A listing row's flags as the main variant's stock makes them now (`l` is the listing row). */
const CURRENT_FLAGS = `((l.flags & ~10) | (
  SELECT (CASE WHEN m.stock > 0 AND m.deliverable = 1 AND p.release_date <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now') THEN 2 ELSE 0 END)
       | (CASE WHEN m.deliverable = 1 AND (p.closeout = 0 OR m.stock >= p.min_purchase) THEN 8 ELSE 0 END)
  FROM product p JOIN variant m ON m.vid = p.main_vid WHERE p.pid = l.pid))`

/**
 * The statements that follow a stock change of `variantIds`, in order: bump the catalog version if a
 * flag changes, rewrite the flags, then move each changed product's search rows to their band.
 */
export function stockFollowUps(db: Database, variantIds: string[]) {
  const ids = JSON.stringify(variantIds)
  const changed = `l.pid IN (${CHANGED_PRODUCTS}) AND l.flags != ${CURRENT_FLAGS}`
  return [
    db.prepare(`${BUMP_CATALOG_VERSION} WHERE EXISTS (SELECT 1 FROM listing l WHERE ${changed})`).bind(ids),
    db.prepare(`UPDATE listing AS l SET flags = ${CURRENT_FLAGS} WHERE ${changed}`).bind(ids),
    ...LOCALES.flatMap((locale) => searchBand(db, searchTable(locale), LANGUAGE_IDS[locale], ids)),
  ]
}

/** Drops a changed product's search row from the band it no longer belongs to and writes it to the right one. */
function searchBand(db: Database, table: string, languageId: string, ids: string) {
  const band = searchRowid('l.flags', 'l.pid')
  const root = `FROM listing l WHERE l.category = 0 AND l.pid IN (${CHANGED_PRODUCTS})`
  // The rows of the product in every other band (0–3).
  const wrongBands = [0, 1, 2, 3]
    .map((b) => `SELECT (${b} << 32) | l.pid ${root} AND ((${b} << 32) | l.pid) != ${band}`)
    .join(' UNION ALL ')
  return [
    db.prepare(`DELETE FROM ${table} WHERE rowid IN (${wrongBands})`).bind(ids),
    db
      .prepare(
        `INSERT INTO ${table} (rowid, name, product_number, keywords, description, stems, parts)
         SELECT ${band}, t.name, p.product_number, t.keywords, t.description, t.search_stems, t.search_parts
         FROM listing l JOIN product p ON p.pid = l.pid JOIN product_translation t ON t.pid = l.pid AND t.language_id = ?2
         WHERE l.category = 0 AND l.pid IN (${CHANGED_PRODUCTS})
           AND NOT EXISTS (SELECT 1 FROM ${table} s WHERE s.rowid = ${band})`,
      )
      .bind(ids, languageId),
  ]
}
