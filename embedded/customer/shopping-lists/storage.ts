/**
 * D1 reads and writes of shopping lists, their line items and quote requests. Every statement is
 * keyed by the session's customer id (a list, or a line through its list), except the read of a shared
 * list, which is keyed by the list's id and its share token.
 */
import type { Database } from '../../platform/database'
import { randomId } from '../../../shared/ids'
import { advanceNumberRange, currentNumberSql } from '../../platform/number-range'

export interface ListRow {
  id: string
  customerId: string
  name: string
  notes: string | null
  shareToken: string | null
  createdAt: string
  updatedAt: string | null
}

export interface LineRow {
  id: string
  listId: string
  /** The variant's id. */
  productId: string
  quantity: number
  createdAt: string
}

export interface QuoteRow {
  id: string
  listId: string
  quoteNumber: string
  status: 'requested'
  comment: string | null
  lineItemCount: number
  createdAt: string
}

/** Which lists a read names: the customer's (all, or some of them), or one list by its share token. */
export type ListScope = { customerId: string; ids?: string[] } | { id: string; shareToken: string }

/** A fresh 32-hex id in SQL (line items copied or added several at once). */
const SQL_ID = 'lower(hex(randomblob(16)))'
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
/** The quote numbers' range starts here (number_range 'shopping_list_quote'). */
const FIRST_QUOTE_NUMBER = 50000

const LIST_COLUMNS = `l.id, l.customer_id AS customerId, l.name, l.notes, l.share_token AS shareToken,
  l.created_at AS createdAt, l.updated_at AS updatedAt`
const LINE_COLUMNS = `li.id, li.list_id AS listId, li.product_id AS productId, li.quantity, li.created_at AS createdAt`

function scopeWhere(scope: ListScope): { where: string; params: unknown[] } {
  if ('shareToken' in scope) return { where: 'l.id = ? AND l.share_token = ?', params: [scope.id, scope.shareToken] }
  if (!scope.ids) return { where: 'l.customer_id = ?', params: [scope.customerId] }
  return {
    where: 'l.customer_id = ? AND l.id IN (SELECT value FROM json_each(?))',
    params: [scope.customerId, JSON.stringify(scope.ids)],
  }
}

/**
 * The lists a scope names (newest first), their line items (oldest first; lines of the same moment in
 * the order they were added) and their quote
 * requests (newest first), in one round trip.
 */
export async function readLists(db: Database, scope: ListScope) {
  const { where, params } = scopeWhere(scope)
  const [lists, lines, quotes] = await db.batch([
    db
      .prepare(`SELECT ${LIST_COLUMNS} FROM shopping_list l WHERE ${where} ORDER BY l.created_at DESC, l.rowid DESC`)
      .bind(...params),
    db
      .prepare(
        `SELECT ${LINE_COLUMNS} FROM shopping_list_line_item li JOIN shopping_list l ON l.id = li.list_id
         WHERE ${where} ORDER BY li.created_at, li.rowid`,
      )
      .bind(...params),
    db
      .prepare(
        `SELECT q.id, q.list_id AS listId, q.quote_number AS quoteNumber, q.status, q.comment,
           json_array_length(q.line_items) AS lineItemCount, q.created_at AS createdAt
         FROM shopping_list_quote q JOIN shopping_list l ON l.id = q.list_id
         WHERE ${where} ORDER BY q.created_at DESC, q.rowid DESC`,
      )
      .bind(...params),
  ])
  return {
    lists: lists.results as unknown as ListRow[],
    lines: lines.results as unknown as LineRow[],
    quotes: quotes.results as unknown as QuoteRow[],
  }
}

export type ListData = Awaited<ReturnType<typeof readLists>>

/** Which of `ids` name lists of the customer. */
export async function ownedListIds(db: Database, customerId: string, ids: string[]): Promise<Set<string>> {
  const { results } = await db
    .prepare('SELECT id FROM shopping_list WHERE customer_id = ? AND id IN (SELECT value FROM json_each(?))')
    .bind(customerId, JSON.stringify(ids))
    .all<{ id: string }>()
  return new Set(results.map((r) => r.id))
}

/** A new empty list; answers its id. */
export async function insertList(db: Database, customerId: string, name: string): Promise<string> {
  const id = randomId()
  await db
    .prepare('INSERT INTO shopping_list (id, customer_id, name) VALUES (?, ?, ?)')
    .bind(id, customerId, name)
    .run()
  return id
}

/** Changes a list's own fields (name, notes); false when the customer has no such list. */
export async function updateList(
  db: Database,
  customerId: string,
  id: string,
  change: { name: string } | { notes: string | null },
): Promise<boolean> {
  const [column, value] = 'name' in change ? ['name', change.name] : ['notes', change.notes]
  const result = await db
    .prepare(`UPDATE shopping_list SET ${column} = ?, updated_at = ${NOW} WHERE id = ? AND customer_id = ?`)
    .bind(value, id, customerId)
    .run()
  return result.meta.changes > 0
}

/** Marks the list changed (its line items changed). */
const touchList = (db: Database, customerId: string, id: string) =>
  db.prepare(`UPDATE shopping_list SET updated_at = ${NOW} WHERE id = ? AND customer_id = ?`).bind(id, customerId)

/**
 * Copies the customer's list with its notes and line items (each line keeps its date, so the copy
 * keeps the order) under `name`; answers the copy's id, or null when the customer has no such list.
 */
export async function duplicateList(db: Database, customerId: string, id: string, name: string) {
  const copy = randomId()
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO shopping_list (id, customer_id, name, notes)
         SELECT ?, customer_id, ?, notes FROM shopping_list WHERE id = ? AND customer_id = ?`,
      )
      .bind(copy, name, id, customerId),
    db
      .prepare(
        `INSERT INTO shopping_list_line_item (id, list_id, product_id, quantity, created_at)
         SELECT ${SQL_ID}, ?, li.product_id, li.quantity, li.created_at FROM shopping_list_line_item li
         JOIN shopping_list l ON l.id = li.list_id WHERE l.id = ? AND l.customer_id = ? ORDER BY li.created_at, li.rowid`,
      )
      .bind(copy, id, customerId),
  ])
  return inserted.meta.changes > 0 ? copy : null
}

/** Deletes the lists, all or none: false (nothing deleted) when one of them is not the customer's. */
export async function deleteLists(db: Database, customerId: string, ids: string[]): Promise<boolean> {
  const result = await db
    .prepare(
      `DELETE FROM shopping_list WHERE customer_id = ?1 AND id IN (SELECT value FROM json_each(?2))
         AND (SELECT count(*) FROM shopping_list WHERE customer_id = ?1 AND id IN (SELECT value FROM json_each(?2)))
           = json_array_length(?2)`,
    )
    .bind(customerId, JSON.stringify(ids))
    .run()
  return result.meta.changes > 0
}

/** The line items of the customer's list, oldest first. */
export async function listLines(db: Database, customerId: string, listId: string): Promise<LineRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${LINE_COLUMNS} FROM shopping_list_line_item li JOIN shopping_list l ON l.id = li.list_id
       WHERE l.id = ? AND l.customer_id = ? ORDER BY li.created_at, li.rowid`,
    )
    .bind(listId, customerId)
    .all<LineRow>()
  return results
}

/** The customer's line items among `ids` (in any of the customer's lists). */
export async function ownLines(db: Database, customerId: string, ids: string[]): Promise<LineRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${LINE_COLUMNS} FROM shopping_list_line_item li JOIN shopping_list l ON l.id = li.list_id
       WHERE l.customer_id = ? AND li.id IN (SELECT value FROM json_each(?)) ORDER BY li.created_at, li.rowid`,
    )
    .bind(customerId, JSON.stringify(ids))
    .all<LineRow>()
  return results
}

/** Adds variants to the customer's list; a variant already on it gets the quantity added. */
export async function addLines(
  db: Database,
  customerId: string,
  listId: string,
  items: Array<{ productId: string; quantity: number }>,
) {
  await db.batch([
    db
      .prepare(
        `INSERT INTO shopping_list_line_item (id, list_id, product_id, quantity)
         SELECT ${SQL_ID}, ?1, value ->> '$.productId', value ->> '$.quantity' FROM json_each(?2)
         WHERE EXISTS (SELECT 1 FROM shopping_list WHERE id = ?1 AND customer_id = ?3)
         ON CONFLICT (list_id, product_id) DO UPDATE SET quantity = quantity + excluded.quantity`,
      )
      .bind(listId, JSON.stringify(items), customerId),
    touchList(db, customerId, listId),
  ])
}

/** Sets a line's quantity; false when the line is not in one of the customer's lists. */
export async function setLineQuantity(db: Database, customerId: string, lineId: string, quantity: number) {
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE shopping_list_line_item SET quantity = ?
         WHERE id = ? AND list_id IN (SELECT id FROM shopping_list WHERE customer_id = ?)`,
      )
      .bind(quantity, lineId, customerId),
    db
      .prepare(
        `UPDATE shopping_list SET updated_at = ${NOW}
         WHERE id = (SELECT list_id FROM shopping_list_line_item WHERE id = ?) AND customer_id = ?`,
      )
      .bind(lineId, customerId),
  ])
  return updated.meta.changes > 0
}

/** Removes line items from the customer's list. */
export async function removeLines(db: Database, customerId: string, listId: string, lineIds: string[]) {
  await db.batch([
    db
      .prepare(
        `DELETE FROM shopping_list_line_item WHERE list_id = ? AND id IN (SELECT value FROM json_each(?))
         AND list_id IN (SELECT id FROM shopping_list WHERE customer_id = ?)`,
      )
      .bind(listId, JSON.stringify(lineIds), customerId),
    touchList(db, customerId, listId),
  ])
}

/**
 * Puts another variant on a line of the customer's list: the line itself changes (keeping its place),
 * or, when the list holds that variant already, that line takes the quantity and this one goes.
 */
export async function replaceLineProduct(
  db: Database,
  customerId: string,
  line: LineRow,
  productId: string,
  quantity: number,
  merged: LineRow | undefined,
) {
  const own = 'list_id IN (SELECT id FROM shopping_list WHERE customer_id = ?)'
  const writes = merged
    ? [
        db
          .prepare(`UPDATE shopping_list_line_item SET quantity = quantity + ? WHERE id = ? AND ${own}`)
          .bind(quantity, merged.id, customerId),
        db.prepare(`DELETE FROM shopping_list_line_item WHERE id = ? AND ${own}`).bind(line.id, customerId),
      ]
    : [
        db
          .prepare(`UPDATE shopping_list_line_item SET product_id = ?, quantity = ? WHERE id = ? AND ${own}`)
          .bind(productId, quantity, line.id, customerId),
      ]
  await db.batch([...writes, touchList(db, customerId, line.listId)])
}

/** The list's share token, created on first share (stable afterwards); null when the customer has no such list. */
export async function shareToken(db: Database, customerId: string, id: string): Promise<string | null> {
  const row = await db
    .prepare(
      `UPDATE shopping_list SET share_token = coalesce(share_token, ?) WHERE id = ? AND customer_id = ?
       RETURNING share_token AS token`,
    )
    .bind(randomId(), id, customerId)
    .first<{ token: string }>()
  return row?.token ?? null
}

export interface NewQuote {
  listId: string
  comment: string | null
  lineItems: unknown[]
  price: unknown
  languageId: string
}

/** The quote request's columns as QuoteRow names them (without a table alias: RETURNING takes none). */
const QUOTE_COLUMNS = `id, list_id AS listId, quote_number AS quoteNumber, status, comment,
  json_array_length(line_items) AS lineItemCount, created_at AS createdAt`

/**
 * Stores a quote request of the customer's list with its snapshot and next quote number; answers the
 * stored row, or null when the customer has no such list.
 */
export async function insertQuote(db: Database, customerId: string, quote: NewQuote): Promise<QuoteRow | null> {
  const [, inserted] = await db.batch<QuoteRow>([
    advanceNumberRange(db, 'shopping_list_quote', FIRST_QUOTE_NUMBER),
    db
      .prepare(
        `INSERT INTO shopping_list_quote (id, list_id, customer_id, quote_number, comment, line_items, price, language_id)
         SELECT ?, id, customer_id, ${currentNumberSql('shopping_list_quote')}, ?, ?, ?, ?
         FROM shopping_list WHERE id = ? AND customer_id = ? RETURNING ${QUOTE_COLUMNS}`,
      )
      .bind(
        randomId(),
        quote.comment,
        JSON.stringify(quote.lineItems),
        JSON.stringify(quote.price),
        quote.languageId,
        quote.listId,
        customerId,
      ),
  ])
  return inserted.results[0] ?? null
}

/**
 * What each requested product id names: a variant itself, a listed product its main variant with the
 * number of variants it has (one that has several cannot go on a list: a variant must be chosen).
 */
export async function variantTargets(db: Database, ids: string[]) {
  const { results } = await db
    .prepare(
      `SELECT id, id AS variantId, 1 AS variants FROM variant WHERE id IN (SELECT value FROM json_each(?1))
       UNION ALL SELECT p.id, v.id, (SELECT count(*) FROM variant c WHERE c.pid = p.pid)
       FROM product p JOIN variant v ON v.vid = p.main_vid WHERE p.id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(ids))
    .all<{ id: string; variantId: string; variants: number }>()
  return new Map(results.map((r) => [r.id, r]))
}

/** Whether `candidateId` is a variant of the same product as `variantId` (or that variant itself). */
export async function isSiblingVariant(db: Database, variantId: string, candidateId: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS found FROM variant c JOIN variant v ON v.pid = c.pid WHERE v.id = ? AND c.id = ?')
    .bind(variantId, candidateId)
    .first()
  return !!row
}
