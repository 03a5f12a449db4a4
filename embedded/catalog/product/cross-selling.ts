/** Cross-selling groups of a product ("similar products", "accessories") with their products. */
import { crossSellingId } from '../ids'
import { pick } from '../../platform/sales-channel'
import type { ProductEntity } from './entity'

export const CROSS_SELLINGS = {
  similar: { position: 1, name: { 'de-DE': 'Ähnliche Produkte', 'en-GB': 'Similar products' } },
  accessories: { position: 2, name: { 'de-DE': 'Passendes Zubehör', 'en-GB': 'Matching accessories' } },
} as const
export type CrossSellingKind = keyof typeof CROSS_SELLINGS

/** How many products a group shows. */
export const CROSS_SELLING_LIMIT = 8

/** A product_cross_selling definition (what the crossSellings association lists). */
export function crossSellingEntity(pid: number, kind: CrossSellingKind, languageId: string) {
  const name = pick(languageId, CROSS_SELLINGS[kind].name)
  return {
    id: crossSellingId(pid, kind),
    name,
    position: CROSS_SELLINGS[kind].position,
    sortBy: 'name',
    sortDirection: 'ASC',
    type: 'productList',
    active: true,
    limit: CROSS_SELLING_LIMIT,
    translated: { name },
    apiAlias: 'product_cross_selling' as const,
  }
}

export const crossSellingElement = (
  pid: number,
  kind: CrossSellingKind,
  products: ProductEntity[],
  languageId: string,
) => ({
  crossSelling: crossSellingEntity(pid, kind, languageId),
  products,
  total: products.length,
  apiAlias: 'cross_selling_element' as const,
})
