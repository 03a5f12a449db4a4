/** The wishlist page: a customer's list page by page from the Store API; a guest's list lives in the browser. */
import { WISHLIST_PAGE_SIZE } from '../../../shared/constants'
import { StoreApiError } from '../../../shared/store-api/client'
import type { Product } from '../../types'
import type { LoaderArgs } from '../load-context'
import { pageParam, rethrow, staticAlternates } from '../loader-utils.server'
import type { LoaderMap } from '../table'
import type { WishlistPageData } from './params'

export async function wishlistLoader({ request, context }: LoaderArgs): Promise<WishlistPageData> {
  const page = pageParam(new URL(request.url))
  const base = { page, alternates: staticAlternates(request) }
  // No token, no customer: the guest's view reads local storage after mount.
  if (!context.api.contextToken) return { ...base, customer: false, products: null, total: 0 }
  try {
    const result = await context.api.invoke('readCustomerWishlist post /customer/wishlist', {
      body: { page, limit: WISHLIST_PAGE_SIZE, 'total-count-mode': 'exact' } as Record<string, unknown>,
    })
    return {
      ...base,
      customer: true,
      products: (result.products?.elements ?? []) as Product[],
      total: result.products?.total ?? 0,
    }
  } catch (error) {
    if (!(error instanceof StoreApiError) || error.status >= 500) return rethrow(error)
    // 403: a guest session (guests keep their list locally). Anything else (Shopware's 404
    // CHECKOUT__WISHLIST_NOT_FOUND for a customer without a list) is a failed read: an empty list.
    if (error.status === 403) return { ...base, customer: false, products: null, total: 0 }
    return { ...base, customer: true, products: [], total: 0 }
  }
}

export const loaders = { wishlist: wishlistLoader } satisfies LoaderMap
