/**
 * Shopping list entities (apiAlias asx_shopping_list, asx_shopping_list_line_item,
 * asx_shopping_list_quote). Prices are computed on read the cart's way (tier price for the line's
 * quantity, in the reader's tax state: net for business customers) and summed by the cart's own
 * cartPrice; nothing priced is stored with a list.
 */
import type { Database } from '../../platform/database'
import { cartPrice, pricedLine, type PricedLine, unitCentsIn } from '../../checkout/cart/entity'
import { purchaseRules, referenceOf } from '../../catalog/product/entity'
import { loadProducts } from '../../catalog/product/load'
import { productMedia } from '../../catalog/product/parts'
import { type ProductRow, presentedParentId, productRows } from '../../catalog/product'
import { type CatalogMeta, catalogMeta } from '../../catalog/meta'
import { netView } from '../../platform/context/tax-view'
import { calculatedPrice, euros, type PriceTaxState } from '../../platform/price'
import type { LineRow, ListData, ListRow, QuoteRow } from './storage'

/** How the lists are read: the reader's language and tax state, shared (read-only), with product entities. */
export interface ListView {
  languageId: string
  taxState: PriceTaxState
  /** Read with the share token: the owner is not named and the token not echoed. */
  shared: boolean
  /** The Store API product entity on each line (associations product or lineItems). */
  withProducts: boolean
}

export const quoteEntity = (row: QuoteRow) => ({
  id: row.id,
  quoteNumber: row.quoteNumber,
  status: row.status,
  comment: row.comment,
  createdAt: row.createdAt,
  lineItemCount: row.lineItemCount,
  apiAlias: 'asx_shopping_list_quote' as const,
})

const optionName = (meta: CatalogMeta, bit: number | null) =>
  bit === null ? null : (meta.options.get(bit)?.translatedName ?? null)

function lineEntity(priced: PricedLine, row: LineRow, view: ListView, meta: CatalogMeta, product: unknown) {
  const variant = priced.product
  const unitCents = unitCentsIn(priced, view.taxState)
  // A simple product was chosen by no option: no colour, no variant to change.
  const parentId = presentedParentId(variant)
  const color = parentId ? optionName(meta, variant.colour) : null
  const options = [color, parentId ? optionName(meta, variant.size) : null].filter((o): o is string => !!o)
  return {
    id: row.id,
    listId: row.listId,
    type: 'product' as const,
    referencedId: row.productId,
    productId: row.productId,
    quantity: row.quantity,
    createdAt: row.createdAt,
    productNumber: variant.productNumber,
    label: variant.name,
    unitPrice: euros(unitCents),
    totalPrice: euros(unitCents * row.quantity),
    // The unit price per reference unit (PAngV §4), as a cart line's price carries it; null for goods sold by the piece.
    referencePrice: calculatedPrice(unitCents, 1, variant.taxRate, referenceOf(variant, view.languageId), view.taxState)
      .referencePrice,
    color,
    variant: options.length ? options.join(', ') : null,
    parentId,
    available: purchaseRules(variant).available,
    cover: productMedia(variant, variant.name, view.languageId, false)[0].media.url,
    ...(product ? { product } : {}),
    apiAlias: 'asx_shopping_list_line_item' as const,
  }
}

export type ShoppingListLineItem = ReturnType<typeof lineEntity>

function listEntity(
  row: ListRow,
  lines: Array<{ priced: PricedLine; row: LineRow; product: unknown }>,
  quote: QuoteRow | undefined,
  view: ListView,
  meta: CatalogMeta,
) {
  const lineItems = lines.map((l) => lineEntity(l.priced, l.row, view, meta, l.product))
  return {
    id: row.id,
    customerId: view.shared ? null : row.customerId,
    name: row.name,
    notes: row.notes,
    ...(view.shared ? {} : { shareToken: row.shareToken }),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    // The goods alone: no shipping, no discounts.
    price: cartPrice(
      lines.map((l) => l.priced),
      [],
      0,
      view.taxState,
    ),
    lineItems,
    lineItemCount: lineItems.length,
    quote: quote ? quoteEntity(quote) : null,
    apiAlias: 'asx_shopping_list' as const,
  }
}

export type ShoppingList = ReturnType<typeof listEntity>

/** The Store API product entities of the variants, in the reader's tax state. */
async function productEntities(db: Database, ids: string[], view: ListView) {
  if (!view.withProducts || !ids.length) return new Map<string, unknown>()
  const products = await loadProducts(db, ids, view.languageId)
  return new Map(products.map((p) => [p.id, view.taxState === 'net' ? netView(p) : p]))
}

/**
 * The entities of the lists read, each with its line items (a line whose variant no longer exists is
 * left out: nothing can be shown or bought of it) and its newest quote request.
 */
export async function listEntities(db: Database, data: ListData, view: ListView): Promise<ShoppingList[]> {
  const ids = [...new Set(data.lines.map((l) => l.productId))]
  const [rows, products] = await Promise.all([
    ids.length ? productRows(db, { ids }, view.languageId, { seoCategory: false }) : null,
    productEntities(db, ids, view),
  ])
  const variants = new Map<string, ProductRow>((rows?.products ?? []).map((p) => [p.id, p]))
  const meta = rows?.meta ?? catalogMeta([], [])
  return data.lists.map((list) => {
    const lines = data.lines.flatMap((row) => {
      const variant = variants.get(row.productId)
      if (row.listId !== list.id || !variant) return []
      const priced = pricedLine({ ...row, position: 0, payload: null }, variant)
      return [{ priced, row, product: products.get(row.productId) }]
    })
    return listEntity(
      list,
      lines,
      data.quotes.find((q) => q.listId === list.id),
      view,
      meta,
    )
  })
}
