/** Home: the featured products of the root category, streamed after the shell. */
import { CARD_LIST_INCLUDES } from '../listing/includes'
import { categoryListing } from '../listing/listing.server'
import type { LoaderArgs } from '../load-context'
import { rethrow } from '../loader-utils.server'
import type { LoaderMap } from '../table'

export async function homeLoader({ context }: LoaderArgs) {
  // The same read the root loader makes (shared per request): its entries' parent is the root category.
  const navigation = await context.mainNavigation().catch(rethrow)
  const rootId = navigation[0]?.parentId
  const featured = rootId
    ? categoryListing(context, rootId, { p: 1, limit: FEATURED_LIMIT, order: 'topseller' }, FEATURED)
    : Promise.resolve(null)
  return { featured }
}

export const loaders = { home: homeLoader } satisfies LoaderMap

const FEATURED_LIMIT = 8
/** Product cards only: no filter is shown, so no aggregations are computed or sent. */
const FEATURED = { 'no-aggregations': true, includes: CARD_LIST_INCLUDES }
