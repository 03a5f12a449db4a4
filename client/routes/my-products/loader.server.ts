/**
 * "My products": the products the customer ordered before (to buy again), kept on the wishlist or
 * reviewed, read with the session's token; guests get the login hint.
 */
import { lacksFeature } from '../../../shared/store-api/capabilities'
import { StoreApiError } from '../../../shared/store-api/client'
import type { Product } from '../../types'
import type { AppLoadContext, LoaderArgs } from '../load-context'
import { notFound, rethrow, staticAlternates } from '../loader-utils.server'
import { currentCustomer } from '../session.server'
import type { LoaderMap } from '../table'
import { readOrderedProducts } from '../account/orders.server'
import type { MyProductsPageData } from './params'

// The page shows what the customer kept recently; the wishlist page has them all.
const WISHLIST_LIMIT = 30

export async function myProductsLoader({ request, context }: LoaderArgs): Promise<MyProductsPageData> {
  // A shop without the plugin's route (decision 054) has no such page.
  if (await lacksFeature(context, 'myProducts')) throw notFound()
  const alternates = staticAlternates(request)
  if (!(await currentCustomer(context))) return { loggedIn: false, products: [], ordered: [], alternates }
  const [ordered, wishlisted, reviewed] = await Promise.all([
    readOrderedProducts(context.api).catch(rethrow),
    wishlistProducts(context),
    reviewedProducts(context),
  ])
  const byId = new Map<string, MyProductsPageData['products'][number]>()
  for (const product of wishlisted) byId.set(product.id, { product, wishlisted: true, reviewed: false })
  for (const product of reviewed) {
    const seen = byId.get(product.id)
    if (seen) seen.reviewed = true
    else byId.set(product.id, { product, wishlisted: false, reviewed: true })
  }
  return { loggedIn: true, products: [...byId.values()], ordered, alternates }
}

/** The wishlist's products; a failed read shows none. */
async function wishlistProducts(context: AppLoadContext): Promise<Product[]> {
  try {
    const result = await context.api.invoke('readCustomerWishlist post /customer/wishlist', {
      body: { limit: WISHLIST_LIMIT } as Record<string, unknown>,
    })
    return (result.products?.elements ?? []) as Product[]
  } catch (error) {
    if (!(error instanceof StoreApiError) || error.status >= 500) return rethrow(error)
    // 404: a customer without a wishlist (Shopware's CHECKOUT__WISHLIST_NOT_FOUND) still has reviews.
    return []
  }
}

/** The products the customer reviewed (the plugin's asx- route; a failed read shows none). */
async function reviewedProducts(context: AppLoadContext): Promise<Product[]> {
  const response = await context.api.request('POST', '/asx-customer-reviewed-products', { body: {} }).catch(() => null)
  if (!response?.ok) return []
  const body = (await response.json().catch(() => null)) as { elements?: Product[] } | null
  return body?.elements ?? []
}

export const loaders = { 'my-products': myProductsLoader } satisfies LoaderMap
