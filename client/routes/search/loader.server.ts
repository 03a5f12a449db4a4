/** Search results: the hits first, their facets as a read of their own, both streamed. */
import type { ProductListing } from '../../types'
import { cardListing } from '../listing/card.server'
import { FILTERED_LISTING_INCLUDES } from '../listing/includes'
import { listingQuery } from '../listing/listing.server'
import { SEARCH_PARAM } from '../listing/params'
import type { LoaderArgs } from '../load-context'
import { staticAlternates } from '../loader-utils.server'
import type { LoaderMap } from '../table'

/** A filtered listing and the term it probably meant (`extensions.didYouMean`, "Meinten Sie …?"). */
const SEARCH_LISTING = {
  includes: {
    ...FILTERED_LISTING_INCLUDES,
    product_listing: [...FILTERED_LISTING_INCLUDES.product_listing, 'extensions'],
  },
}

export async function searchLoader({ request, context }: LoaderArgs) {
  const url = new URL(request.url)
  const term = (url.searchParams.get(SEARCH_PARAM) ?? '').trim()
  const query = listingQuery(url)
  const search = (extra: Record<string, boolean>) =>
    context.api
      .invoke('searchPage post /search', { body: { ...query, search: term, ...SEARCH_LISTING, ...extra } })
      .then((listing) => cardListing(listing as ProductListing))
      .catch(() => null) as Promise<ProductListing | null>
  // Hits first: facet counts over a broad term ("jacke": ~94,000 products) cost more than the hits,
  // so they are a read of their own and stream in beside the grid.
  const result = term ? search({ 'no-aggregations': true }) : null
  const facets = term ? search({ 'only-aggregations': true }) : null
  return { term, page: query.p, result, facets, alternates: staticAlternates(request) }
}

export const loaders = { search: searchLoader } satisfies LoaderMap
