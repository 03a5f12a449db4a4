/**
 * The URL parameters a listing understands (order, manufacturer, properties, price, rating,
 * shipping-free, availability), shared by the loader that reads them and the filter form that writes
 * them (browser-safe). Everything else in the URL is left alone.
 */

/** Id lists: joined by `|` in links, repeated by a plain GET form. */
export const ID_LIST_PARAMS = ['manufacturer', 'properties'] as const
/** Single values: a sorting key, price bounds, a minimum rating, flags (`1`). */
export const VALUE_PARAMS = ['order', 'min-price', 'max-price', 'rating', 'shipping-free', 'available'] as const
export type IdListParam = (typeof ID_LIST_PARAMS)[number]

/** The search term of /search, kept by the filter form. */
export const SEARCH_PARAM = 'search'

/** The search page for a term (without the locale's prefix, as links and navigation take it). */
export const searchPath = (term: string) => `/search?${SEARCH_PARAM}=${encodeURIComponent(term)}`

/**
 * The ids a URL holds for a parameter, whether joined by `|` or repeated.
 * @example idsIn(new URLSearchParams('manufacturer=a|b&manufacturer=c'), 'manufacturer') // ['a', 'b', 'c']
 */
export const idsIn = (params: URLSearchParams, name: IdListParam): string[] =>
  params
    .getAll(name)
    .flatMap((value) => value.split('|'))
    .filter(Boolean)
