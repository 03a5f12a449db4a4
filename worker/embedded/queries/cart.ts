/** D1 access for carts: the line items stored per context token. */

export interface CartLine {
  id: string
  productId: string
  quantity: number
  position: number
}

export async function loadLines(db: D1Database, token: string): Promise<CartLine[]> {
  const { results } = await db
    .prepare('SELECT id, product_id AS productId, quantity, position FROM cart_line_item WHERE cart_token = ? ORDER BY position')
    .bind(token)
    .all<CartLine>()
  return results
}

/** Replaces the cart's line items in one transaction (a D1 batch). */
export async function saveLines(db: D1Database, token: string, lines: CartLine[]): Promise<void> {
  await db.batch([
    db.prepare("INSERT INTO cart (token) VALUES (?1) ON CONFLICT (token) DO UPDATE SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')").bind(token),
    db.prepare('DELETE FROM cart_line_item WHERE cart_token = ?').bind(token),
    // One JSON parameter instead of four per line: D1 caps bound parameters at 100 per statement.
    db
      .prepare(
        `INSERT INTO cart_line_item (cart_token, id, product_id, quantity, position)
         SELECT ?1, value ->> '$.id', value ->> '$.productId', value ->> '$.quantity', value ->> '$.position' FROM json_each(?2)`,
      )
      .bind(token, JSON.stringify(lines)),
  ])
}

export async function deleteCart(db: D1Database, token: string): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM cart_line_item WHERE cart_token = ?').bind(token),
    db.prepare('DELETE FROM cart WHERE token = ?').bind(token),
  ])
}

/** Maps requested product ids to what can be bought: a parent becomes its main variant. */
export async function purchasableIds(db: D1Database, ids: string[]): Promise<Map<string, string>> {
  const { results } = await db
    .prepare('SELECT id, COALESCE(main_variant_id, id) AS target FROM product WHERE id IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify(ids))
    .all<{ id: string; target: string }>()
  return new Map(results.map((r) => [r.id, r.target]))
}
