/** Home: the featured products of the root category, streamed after the shell. */
import { categoryListing } from '../listing/listing.server'
import type { LoaderArgs } from '../load-context'
import { rethrow } from '../loader-utils.server'
import type { LoaderMap } from '../table'

export async function homeLoader({ context }: LoaderArgs) {
  // The same read the root loader makes (shared per request): its entries' parent is the root category.
  const navigation = await context.mainNavigation().catch(rethrow)
  const rootId = navigation[0]?.parentId
  const featured = rootId
    ? categoryListing(context, rootId, { p: 1, limit: FEATURED_LIMIT, order: 'topseller' })
    : Promise.resolve(null)
  return { featured }
}

export const loaders = { home: homeLoader } satisfies LoaderMap

const FEATURED_LIMIT = 8
