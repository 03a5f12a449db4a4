/** D1 access for carts: the line items stored per context token. */

export interface CartLine {
  id: string
  productId: string
  quantity: number
  position: number
  /** JSON of the shopper's payload (the product designer's personalisation), or null. */
  payload: string | null
}

export async function loadLines(db: D1Database, token: string): Promise<CartLine[]> {
  const { results } = await db
    .prepare(
      'SELECT id, product_id AS productId, quantity, position, payload FROM cart_line_item WHERE cart_token = ? ORDER BY position',
    )
    .bind(token)
    .all<CartLine>()
  return results
}

/** Replaces the cart's line items in one transaction (a D1 batch). */
export async function saveLines(db: D1Database, token: string, lines: CartLine[]): Promise<void> {
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
  ])
}

/** The statements that delete a cart (for batches: an order deletes the cart it was placed from). */
export const deleteCartStatements = (db: D1Database, token: string) => [
  db.prepare('DELETE FROM cart_line_item WHERE cart_token = ?').bind(token),
  db.prepare('DELETE FROM cart WHERE token = ?').bind(token),
]

export async function deleteCart(db: D1Database, token: string): Promise<void> {
  await db.batch(deleteCartStatements(db, token))
}

/** Maps requested product ids to what can be bought: a product becomes its main variant, a variant stays itself. */
export async function purchasableIds(db: D1Database, ids: string[]): Promise<Map<string, string>> {
  const { results } = await db
    .prepare(
      `SELECT id, id AS target FROM variant WHERE id IN (SELECT value FROM json_each(?1))
       UNION ALL SELECT p.id, v.id FROM product p JOIN variant v ON v.vid = p.main_vid WHERE p.id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(ids))
    .all<{ id: string; target: string }>()
  return new Map(results.map((r) => [r.id, r.target]))
}
