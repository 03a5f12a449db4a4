/** The product_listing result shared by category listings and search. */
import { pick } from '../sales-channel'
import type { ProductEntity } from './product'

const LABELS = {
  score: { 'de-DE': 'Beste Ergebnisse', 'en-GB': 'Top results' },
  'name-asc': { 'de-DE': 'Name A-Z', 'en-GB': 'Name A-Z' },
  'name-desc': { 'de-DE': 'Name Z-A', 'en-GB': 'Name Z-A' },
  'price-asc': { 'de-DE': 'Preis aufsteigend', 'en-GB': 'Price ascending' },
  'price-desc': { 'de-DE': 'Preis absteigend', 'en-GB': 'Price descending' },
}
export type SortingKey = keyof typeof LABELS

export interface ListingInput {
  elements: ProductEntity[]
  total: number
  page: number
  limit: number
  sorting: SortingKey
  sortings: SortingKey[]
  navigationId: string
  search?: string
  languageId: string
}

export function productListing(input: ListingInput) {
  return {
    elements: input.elements,
    total: input.total,
    page: input.page,
    limit: input.limit,
    sorting: input.sorting,
    availableSortings: input.sortings.map((key, i) => {
      const label = pick(input.languageId, LABELS[key])
      return { key, label, priority: input.sortings.length - i, translated: { key, label }, apiAlias: 'product_sorting' as const }
    }),
    aggregations: {},
    currentFilters: {
      navigationId: input.navigationId,
      manufacturer: [],
      properties: [],
      price: { min: 0, max: 0 },
      rating: null,
      'shipping-free': false,
      search: input.search ?? null,
    },
    entity: 'product' as const,
    apiAlias: 'product_listing' as const,
  }
}
