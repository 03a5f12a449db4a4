/** Listing parameters from the URL (params.ts) to the Store API. */
import { isUuid } from '../../../shared/ids'
import { LISTING_LIMIT } from '../../../shared/constants'
import type { ProductListing } from '../../types'
import type { AppLoadContext } from '../load-context'
import { pageParam } from '../loader-utils.server'
import { cardListing } from './card.server'
import { FILTERED_LISTING_INCLUDES } from './includes'
import { type IdListParam, idsIn } from './params'

export interface ListingQuery {
  p: number
  limit: number
  order?: string
  manufacturer?: string
  properties?: string
  'min-price'?: number
  'max-price'?: number
  rating?: number
  'shipping-free'?: boolean
  /** Only products deliverable now (the listing's availability filter). */
  available?: boolean
}

/**
 * Reads listing parameters. Ids may come joined by `|` (links) or repeated (a plain GET form); values
 * that cannot be meant (not an id, not a number) are dropped rather than sent on.
 * @example listingQuery(new URL('http://x/?manufacturer=a|b&min-price=10')) // { p: 1, limit: 10, manufacturer: 'a|b', 'min-price': 10 }
 */
export function listingQuery(url: URL): ListingQuery {
  const params = url.searchParams
  const ids = (name: IdListParam) => {
    const list = idsIn(params, name).filter(isUuid)
    return list.length ? [...new Set(list)].join('|') : undefined
  }
  const amount = (name: string) => {
    const raw = params.get(name)
    const value = raw === null || raw.trim() === '' ? NaN : Number(raw)
    return Number.isFinite(value) && value >= 0 ? value : undefined
  }
  const order = params.get('order')
  const rating = amount('rating')
  const query: ListingQuery = {
    p: pageParam(url),
    limit: LISTING_LIMIT,
    order: order && /^[a-z-]{1,40}$/.test(order) ? order : undefined,
    manufacturer: ids('manufacturer'),
    properties: ids('properties'),
    'min-price': amount('min-price'),
    'max-price': amount('max-price'),
    rating: rating !== undefined && rating >= 1 && rating <= 5 ? Math.floor(rating) : undefined,
    'shipping-free': flag(params.get('shipping-free')),
    available: flag(params.get('available')),
  }
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as unknown as ListingQuery
}

const flag = (value: string | null) => (value === '1' || value === 'true' ? true : undefined)

/** What a listing page shows: product cards, filters and sorting. */
export const FILTERED_LISTING = { includes: FILTERED_LISTING_INCLUDES }

/** A category's products; `shape` says which fields and aggregations the view needs (a filtered listing by default). */
export function categoryListing(
  context: AppLoadContext,
  categoryId: string,
  query: ListingQuery,
  shape: Record<string, unknown> = FILTERED_LISTING,
): Promise<ProductListing | null> {
  return (
    context.api.invoke('readProductListing post /product-listing/{categoryId}', {
      pathParams: { categoryId },
      body: { ...query, ...shape },
    }) as Promise<ProductListing>
  )
    .then(cardListing)
    .catch(() => null)
}
