/**
 * `/_wishlist.json?p=N`: one page of a logged-in customer's wishlist as product ids and the list's total,
 * for the header's count and the hearts on the cards. The Store API answers 404
 * (CHECKOUT__WISHLIST_NOT_FOUND) for a customer who has no list yet; read here, that is an empty list, so
 * a new customer's browser does not log a failed request on every page (Shopware's own storefront reads
 * the list through a storefront route as well). Any other refusal keeps its status and the Store API's
 * error body. Never kept anywhere.
 */
import { StoreApiError } from '../../shared/store-api/client'
import { storeApiErrorEntry, storeApiErrorResponse } from '../../shared/store-api/errors'
import { CacheNone, cacheHeaders } from '../cache'
import { readWishlistPage, WISHLIST_MAX_PAGES } from '../../shared/store-api/wishlist'
import type { ServerLoadContext } from './context'

const answer = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { ...cacheHeaders(CacheNone), 'x-robots-tag': 'noindex' } })

export async function renderWishlistIds(request: Request, context: Pick<ServerLoadContext, 'api'>): Promise<Response> {
  const raw = new URL(request.url).searchParams.get('p') ?? '1'
  const page = Number(raw)
  if (!Number.isInteger(page) || page < 1 || page > WISHLIST_MAX_PAGES)
    return storeApiErrorResponse(
      400,
      storeApiErrorEntry(400, 'FRAMEWORK__INVALID_PAGE', `Invalid p: ${raw.slice(0, 20)}`),
      cacheHeaders(CacheNone),
    )
  try {
    return answer(await readWishlistPage(context.api, page))
  } catch (error) {
    if (!(error instanceof StoreApiError)) throw error
    if (error.code === 'CHECKOUT__WISHLIST_NOT_FOUND') return answer({ ids: [], total: 0 })
    return answer({ errors: error.errors }, error.status)
  }
}
