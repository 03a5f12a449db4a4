/** Shopware's EntitySearchResult envelope (`dal_entity_search_result`): what every criteria read answers. */

export interface SearchResultPage {
  /** Defaults to the number of elements (reads that answer everything at once). */
  total?: number
  page?: number
  limit?: number
  /** Keyed by aggregation name; Shopware answers `[]` where the read has none to offer. */
  aggregations?: unknown
}

/**
 * @example entitySearchResult('language', languages.map(languageEntity), { page: 1, aggregations: [] })
 */
export function entitySearchResult<T>(entity: string, elements: T[], result: SearchResultPage = {}) {
  return {
    elements,
    total: result.total ?? elements.length,
    ...(result.page !== undefined ? { page: result.page } : {}),
    ...(result.limit !== undefined ? { limit: result.limit } : {}),
    aggregations: result.aggregations ?? {},
    entity,
    apiAlias: 'dal_entity_search_result' as const,
  }
}
