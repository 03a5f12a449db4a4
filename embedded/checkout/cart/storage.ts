/** D1 access for carts: the line items, promotion codes and waiting errors stored per context token. */
import type { Database } from '../../platform/database'
import { type CartError, errorsByKey } from './errors'

export interface CartLine {
  id: string
  productId: string
  quantity: number
  position: number
  /** JSON of the shopper's payload (the product designer's personalisation), or null. */
  payload: string | null
}

export async function loadLines(db: Database, token: string): Promise<CartLine[]> {
  const { results } = await db
    .prepare(
      'SELECT id, product_id AS productId, quantity, position, payload FROM cart_line_item WHERE cart_token = ? ORDER BY position',
    )
    .bind(token)
    .all<CartLine>()
  return results
}

/** Replaces the cart's line items in one transaction (a D1 batch), with any further `writes` of the same change. */
export async function saveLines(
  db: Database,
  token: string,
  lines: CartLine[],
  writes: D1PreparedStatement[] = [],
): Promise<void> {
  await db.batch([
    db
      .prepare(
        "INSERT INTO cart (token) VALUES (?1) ON CONFLICT (token) DO UPDATE SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
      )
      .bind(token),
    db.prepare('DELETE FROM cart_line_item WHERE cart_token = ?').bind(token),
    // One JSON parameter instead of four per line: D1 caps bound parameters at 100 per statement.
    db
      .prepare(
        `INSERT INTO cart_line_item (cart_token, id, product_id, quantity, position, payload)
         SELECT ?1, value ->> '$.id', value ->> '$.productId', value ->> '$.quantity', value ->> '$.position', value ->> '$.payload' FROM json_each(?2)`,
      )
      .bind(token, JSON.stringify(lines)),
    ...writes,
  ])
}

/** When the session's current cart was created (a new one after an order deleted the last), or null without one. */
export const cartCreatedAt = async (db: Database, token: string): Promise<string | null> =>
  (
    await db
      .prepare('SELECT created_at AS createdAt FROM cart WHERE token = ?')
      .bind(token)
      .first<{ createdAt: string }>()
  )?.createdAt ?? null

/** The statements that delete a cart (for batches: an order deletes the cart it was placed from). */
export const deleteCartStatements = (db: Database, token: string) => [
  db.prepare('DELETE FROM cart_line_item WHERE cart_token = ?').bind(token),
  db.prepare('DELETE FROM cart_promotion_code WHERE cart_token = ?').bind(token),
  db.prepare('DELETE FROM cart WHERE token = ?').bind(token),
]

export async function deleteCart(db: Database, token: string): Promise<void> {
  await db.batch(deleteCartStatements(db, token))
}

/** Maps requested product ids to what can be bought: a product becomes its main variant, a variant stays itself. */
export async function purchasableIds(db: Database, ids: string[]): Promise<Map<string, string>> {
  const { results } = await db
    .prepare(
      `SELECT id, id AS target FROM variant WHERE id IN (SELECT value FROM json_each(?1))
       UNION ALL SELECT p.id, v.id FROM product p JOIN variant v ON v.vid = p.main_vid WHERE p.id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(ids))
    .all<{ id: string; target: string }>()
  return new Map(results.map((r) => [r.id, r.target]))
}

/** The statement reading the errors waiting for the cart's next answer (pendingErrorsOf reads its result). */
export const pendingErrorsStatement = (db: Database, token: string) =>
  db.prepare('SELECT errors FROM cart WHERE token = ?').bind(token)

/** The errors waiting for the cart's next answer (raised by a change outside a cart answer), oldest first. */
export function pendingErrorsOf(result: D1Result): CartError[] {
  const errors = (result.results[0] as { errors: string | null } | undefined)?.errors
  return errors ? Object.values(JSON.parse(errors) as Record<string, CartError>) : []
}

/** Keeps `errors` with the cart until its next answer shows them (merged by key with those already waiting). */
export async function queueErrors(db: Database, token: string, errors: CartError[]): Promise<void> {
  if (!errors.length) return
  await db
    .prepare(
      `INSERT INTO cart (token, errors) VALUES (?1, ?2)
       ON CONFLICT (token) DO UPDATE SET errors = json_patch(coalesce(errors, '{}'), excluded.errors)`,
    )
    .bind(token, JSON.stringify(errorsByKey(errors)))
    .run()
}

/** The statement that consumes the waiting errors once an answer has shown them. */
export const clearErrors = (db: Database, token: string) =>
  db.prepare('UPDATE cart SET errors = NULL WHERE token = ? AND errors IS NOT NULL').bind(token)

/** The promotion codes the cart keeps, in the order they were entered. */
export async function storedCodes(db: Database, token: string): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT code FROM cart_promotion_code WHERE cart_token = ? ORDER BY position')
    .bind(token)
    .all<{ code: string }>()
  return results.map((r) => r.code)
}

/** Stores a code with the cart (a code it already holds keeps its place). */
export const storeCodeStatement = (db: Database, token: string, code: string) =>
  db
    .prepare(
      `INSERT INTO cart_promotion_code (cart_token, code, position)
       VALUES (?1, ?2, (SELECT coalesce(max(position), 0) + 1 FROM cart_promotion_code WHERE cart_token = ?1))
       ON CONFLICT DO NOTHING`,
    )
    .bind(token, code)

export const removeCodesStatement = (db: Database, token: string, codes: string[]) =>
  db
    .prepare('DELETE FROM cart_promotion_code WHERE cart_token = ? AND code IN (SELECT value FROM json_each(?))')
    .bind(token, JSON.stringify(codes))

/**
 * The statements that move a session's cart to another token (the session renewed at login or
 * registration): the cart row when it has lines, its lines and the promotion codes it keeps. The new
 * token's context must exist before them; an empty cart row stays behind and goes with its context.
 */
export const moveCartStatements = (db: Database, from: string, to: string) => [
  db
    .prepare(
      `INSERT INTO cart (token, name, created_at, updated_at, errors)
       SELECT ?2, name, created_at, updated_at, errors FROM cart
       WHERE token = ?1 AND EXISTS (SELECT 1 FROM cart_line_item WHERE cart_token = ?1)`,
    )
    .bind(from, to),
  db.prepare('UPDATE cart_line_item SET cart_token = ?2 WHERE cart_token = ?1').bind(from, to),
  db.prepare('UPDATE cart_promotion_code SET cart_token = ?2 WHERE cart_token = ?1').bind(from, to),
]
