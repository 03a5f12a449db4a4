/** {prefix}/_suggest.json?search=…: what the header's search box proposes while the shopper types. */
import { smallestImageUrl } from '../../shared/media'
import { productPath } from '../../shared/paths'
import type { AppLoadContext } from '../../client/routes/load-context'
import type { Product, ProductListing, Suggestion, SuggestResponse } from '../../client/types'
import { CacheMinute, CacheNone, cacheControl as cacheControlOf } from '../cache'

export const SUGGEST_PATH = '/_suggest.json'
const SUGGESTIONS = 6
/** Longer terms are not what a search box sends; they only cost an FTS query. */
const MAX_TERM = 100

export async function renderSuggestions(url: URL, context: AppLoadContext): Promise<Response> {
  const term = (url.searchParams.get('search') ?? '').trim().slice(0, MAX_TERM)
  // Prices may be a customer's own (net, group prices): only anonymous answers may be shared.
  const cacheControl = cacheControlOf(context.api.contextToken ? CacheNone : CacheMinute)
  if (term.length < 2)
    return Response.json({ term, total: 0, suggestions: [] } satisfies SuggestResponse, {
      headers: { 'cache-control': cacheControl },
    })
  const listing = (await context.api
    .invoke('searchSuggest post /search-suggest', { body: { search: term, limit: SUGGESTIONS } })
    .catch(() => null)) as ProductListing | null
  if (!listing)
    return Response.json(
      { errors: [{ status: '502', code: 'STOREFRONT__SUGGEST_FAILED', title: 'Bad Gateway' }] },
      { status: 502 },
    )
  const body: SuggestResponse = {
    term,
    total: listing.total ?? 0,
    suggestions: (listing.elements ?? []).slice(0, SUGGESTIONS).map(suggestion),
  }
  return Response.json(body, { headers: { 'cache-control': cacheControl, 'x-robots-tag': 'noindex' } })
}

function suggestion(product: Product): Suggestion {
  return {
    id: product.id,
    name: product.translated?.name ?? product.name ?? '',
    path: productPath(product),
    price: product.calculatedPrice?.totalPrice ?? null,
    image: smallestImageUrl(product.cover?.media),
  }
}
