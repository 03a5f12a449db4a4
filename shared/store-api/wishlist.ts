/** A customer's wishlist as the shop reads it: one page of product ids and the list's total. */
import type { StoreApiClient } from './client'

/** The most pages of a wishlist the shop reads: 100 of 15, far more than anyone keeps (a bound against a misbehaving side). */
export const WISHLIST_MAX_PAGES = 100

export interface WishlistPage {
  ids: string[]
  total: number
}

/**
 * One page of the customer's wishlist (the Store API pages it by 15): product ids only, and the total.
 * Throws the Store API's error (404 CHECKOUT__WISHLIST_NOT_FOUND for a customer who has no list yet).
 */
export async function readWishlistPage(api: StoreApiClient, page: number): Promise<WishlistPage> {
  const result = await api.invoke('readCustomerWishlist post /customer/wishlist', {
    body: { page, includes: { product: ['id'] }, 'total-count-mode': 'exact' } as Record<string, unknown>,
  })
  const products = result.products
  return { ids: (products?.elements ?? []).map((p) => p.id), total: products?.total ?? 0 }
}
