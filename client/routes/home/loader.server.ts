/**
 * Home: the root category's own CMS layout when it has one (Shopware's home page: `/category/home`, the
 * sales channel's navigation category or its home layout), else the root category's featured products.
 * The layout is awaited beside the main navigation (the page cannot choose its body without it, as a
 * category page); its listing, and the featured products, stream after the shell.
 */
import type { CmsPage } from '../../../shared/store-api/content'
import { categoryLayout } from '../category/layout.server'
import { CARD_LIST_INCLUDES } from '../listing/includes'
import { categoryListing, listingQuery } from '../listing/listing.server'
import type { LoaderArgs } from '../load-context'
import { rethrow } from '../loader-utils.server'
import type { LoaderMap } from '../table'
import type { HomeData } from './types'

export async function homeLoader({ request, context }: LoaderArgs): Promise<HomeData> {
  // The navigation is the same read the root loader makes (shared per request): its entries' parent is the
  // root category. Shopware's `home` alias names that category and gives it the sales channel's home layout.
  const [navigation, layout] = await Promise.all([
    context.mainNavigation().catch(rethrow),
    categoryLayout(context, HOME),
  ])
  const rootId = navigation[0]?.parentId
  if (layout) {
    // A product-listing element lists the root category with the URL's filters, as a category page does.
    if (!rootId || !hasListing(layout.page)) return { layout, listing: null, page: 1 }
    const query = listingQuery(new URL(request.url))
    return { layout, listing: categoryListing(context, rootId, query), page: query.p }
  }
  const featured = rootId
    ? categoryListing(context, rootId, { p: 1, limit: FEATURED_LIMIT, order: 'topseller' }, FEATURED)
    : Promise.resolve(null)
  return { featured }
}

export const loaders = { home: homeLoader } satisfies LoaderMap

/** Shopware's alias of the sales channel's navigation (root) category (CategoryRoute::HOME). */
const HOME = 'home'
const FEATURED_LIMIT = 8
/** Product cards only: no filter is shown, so no aggregations are computed or sent. */
const FEATURED = { 'no-aggregations': true, includes: CARD_LIST_INCLUDES }

/** Whether a shaped layout holds a product-listing element (only then is the root's listing read). */
const hasListing = (page: CmsPage) =>
  page.sections.some((section) => section.blocks.some((block) => block.slots.some((s) => s.type === 'product-listing')))
