/** Cart calculation: prices the stored line items and enforces stock, Shopware style (errors, not failures). */
import { cartEntity, cartErrors, type CartError, type PricedLine } from './entities/cart'
import { purchasable } from './entities/product'
import { saveLines, type CartLine } from './queries/cart'
import { productRows, type OptionRow } from './queries/products'

/**
 * Prices `lines`, removes unknown and sold-out products and clamps quantities to what is in stock,
 * each with a cart error; stores the lines when the request or the calculation changed them.
 */
export async function settleCart(db: D1Database, token: string, languageId: string, lines: CartLine[], errors: CartError[], changed: boolean) {
  const rows = await productRows(db, [...new Set(lines.map((l) => l.productId))], languageId)
  const products = new Map(rows.products.map((p) => [p.id, p]))
  const options = new Map<string, OptionRow[]>()
  for (const o of rows.options) options.set(o.productId, [...(options.get(o.productId) ?? []), o])
  let adjusted = false
  const kept: PricedLine[] = []
  for (const line of lines) {
    const product = products.get(line.productId)
    const max = product ? purchasable(product.stock) : 0
    if (!product) errors.push(cartErrors.productNotFound(line.productId))
    else if (max === 0) errors.push(cartErrors.outOfStock(line.id, product.name))
    else if (line.quantity > max) errors.push(cartErrors.stockReached(line.id, product.name, max))
    if (!product || max === 0) {
      adjusted = true
      continue
    }
    if (line.quantity > max) adjusted = true
    kept.push({ line: { ...line, quantity: Math.min(line.quantity, max) }, product, options: options.get(product.id) ?? [] })
  }
  if (changed || adjusted) await saveLines(db, token, kept.map((k) => k.line))
  return cartEntity(token, kept, errors, adjusted, languageId)
}

export interface AddItem {
  lineId?: string
  productId: string
  quantity: number
}

/** Adds products to `lines`: the same product again raises its quantity (line items are stackable). */
export function addToLines(lines: CartLine[], items: AddItem[]): CartLine[] {
  const next = lines.map((l) => ({ ...l }))
  let position = next.reduce((max, l) => Math.max(max, l.position), 0)
  for (const item of items) {
    const existing = next.find((l) => l.productId === item.productId) ?? next.find((l) => l.id === (item.lineId ?? item.productId))
    if (existing) existing.quantity += item.quantity
    else next.push({ id: item.lineId ?? item.productId, productId: item.productId, quantity: item.quantity, position: ++position })
  }
  return next
}
