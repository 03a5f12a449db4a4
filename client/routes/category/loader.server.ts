/** /navigation/{id}: the fallback path of a category; its listing decides the status. */
import { isUuid } from '../../../shared/ids'
import { canonicalPaths, NAVIGATION_ROUTE } from '../../../shared/store-api/seo'
import { categoryListing, listingQuery } from '../listing/listing.server'
import type { EntityPageData, LoaderArgs } from '../load-context'
import { notFound } from '../loader-utils.server'
import type { LoaderMap } from '../table'
import { categoryLayout } from './layout.server'

export async function categoryLoader({ request, params, context }: LoaderArgs): Promise<EntityPageData> {
  const id = params.categoryId ?? ''
  if (!isUuid(id)) throw notFound()
  const query = listingQuery(new URL(request.url))
  const [result, layout] = await Promise.all([categoryListing(context, id, query), categoryLayout(context, id)])
  if (!result) throw notFound()
  return {
    kind: 'category',
    id,
    page: query.p,
    listing: result,
    ...(layout ? { layout } : {}),
    alternates: await canonicalPaths(
      context.apiFor,
      { routeName: NAVIGATION_ROUTE, foreignKey: id },
      `/navigation/${id}`,
    ),
  }
}

export const loaders = { category: categoryLoader } satisfies LoaderMap
