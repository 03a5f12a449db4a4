/** The product_listing result shared by category listings, search and search suggestions. */
import type { Sort } from '../../criteria/types'
import { pick } from '../../platform/sales-channel'
import type { ProductEntity } from '../product/entity'

const LABELS = {
  score: { 'de-DE': 'Beste Ergebnisse', 'en-GB': 'Top results' },
  'name-asc': { 'de-DE': 'Name A-Z', 'en-GB': 'Name A-Z' },
  'name-desc': { 'de-DE': 'Name Z-A', 'en-GB': 'Name Z-A' },
  'price-asc': { 'de-DE': 'Preis aufsteigend', 'en-GB': 'Price ascending' },
  'price-desc': { 'de-DE': 'Preis absteigend', 'en-GB': 'Price descending' },
  topseller: { 'de-DE': 'Topseller', 'en-GB': 'Top sellers' },
  rating: { 'de-DE': 'Beste Bewertung', 'en-GB': 'Best rating' },
}
export type SortingKey = keyof typeof LABELS

/** What each sorting key sorts by; 'score' is search relevance. */
export const SORTINGS: Record<Exclude<SortingKey, 'score'>, Sort[]> = {
  'name-asc': [{ field: 'name', order: 'ASC', naturalSorting: false }],
  'name-desc': [{ field: 'name', order: 'DESC', naturalSorting: false }],
  'price-asc': [{ field: 'price', order: 'ASC', naturalSorting: false }],
  'price-desc': [{ field: 'price', order: 'DESC', naturalSorting: false }],
  topseller: [{ field: 'sales', order: 'DESC', naturalSorting: false }],
  rating: [{ field: 'ratingAverage', order: 'DESC', naturalSorting: false }],
}
export const CATEGORY_SORTINGS = Object.keys(SORTINGS) as SortingKey[]
export const SEARCH_SORTINGS: SortingKey[] = ['score', ...CATEGORY_SORTINGS]

export interface CurrentFilters {
  navigationId: string
  manufacturer: string[]
  properties: string[]
  price: { min: number; max: number }
  rating: number | null
  'shipping-free': boolean
  search?: string
}

export interface ListingInput {
  elements: ProductEntity[]
  total: number
  page: number
  limit: number
  sorting: SortingKey | null
  /** Empty for search suggestions (Shopware answers none there). */
  sortings: SortingKey[]
  aggregations: Record<string, unknown>
  currentFilters: CurrentFilters
  languageId: string
}

export function availableSortings(keys: SortingKey[], languageId: string) {
  return keys.map((key, i) => {
    const label = pick(languageId, LABELS[key])
    return { key, label, priority: keys.length - i, translated: { key, label }, apiAlias: 'product_sorting' as const }
  })
}

export function productListing(input: ListingInput) {
  return {
    elements: input.elements,
    total: input.total,
    page: input.page,
    limit: input.limit,
    sorting: input.sorting,
    availableSortings: availableSortings(input.sortings, input.languageId),
    aggregations: input.aggregations,
    currentFilters: input.currentFilters,
    entity: 'product' as const,
    apiAlias: 'product_listing' as const,
  }
}
