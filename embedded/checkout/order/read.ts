/** Orders as entities: one by id (after placing it), and the reads of POST /order. */
import type { Database } from '../../platform/database'
import { type OrderAssociations, orderEntity } from './entity'
import { findOrder, type OrderRow, orderParts } from './storage'

/** Entities of `rows` with the associations `load` asks for (the parts are read in one batch). */
export async function orderEntities(db: Database, rows: OrderRow[], languageId: string, load: OrderAssociations) {
  const parts = await orderParts(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((row) => ({
    row,
    parts: parts.get(row.id)!,
    entity: orderEntity(row, parts.get(row.id)!, languageId, load),
  }))
}

/** One order by id with the associations `load` asks for; null when there is none. */
export async function loadOrderEntity(db: Database, id: string, languageId: string, load: OrderAssociations) {
  const row = await findOrder(db, id)
  if (!row) return null
  return (await orderEntities(db, [row], languageId, load))[0].entity
}
