/**
 * Any other path: an SEO path of a product, a category or content, or not found. The SEO lookup is awaited
 * (it decides the status), and a product page's product (the page is nothing without it), and a category's
 * own CMS layout (the page's shape); a listing and a product's reviews and cross-selling stream in after
 * the shell.
 */
import { splitLocalePath } from '../../../shared/locale'
import { canonicalPaths, DETAIL_ROUTE, NAVIGATION_ROUTE, resolveSeoPath } from '../../../shared/store-api/seo'
import { contentPage } from '../content/loader.server'
import { categoryLayout } from '../category/layout.server'
import { categoryListing, listingQuery } from '../listing/listing.server'
import type { EntityPageData, LoaderArgs } from '../load-context'
import { notFound, rethrow } from '../loader-utils.server'
import { productPageData } from '../product/loader.server'
import type { LoaderMap } from '../table'

export async function catchAllLoader({ request, context }: LoaderArgs): Promise<EntityPageData> {
  const url = new URL(request.url)
  const { path } = splitLocalePath(url.pathname)
  const match = await resolveSeoPath(context.api, path).catch(rethrow)
  if (!match) throw notFound()
  const alternates = canonicalPaths(context.apiFor, match, path, { locale: context.locale, match })
  if (match.routeName === DETAIL_ROUTE) {
    const product = await productPageData(context, match.foreignKey, url)
    if (!product) throw notFound()
    return { ...product, alternates: await alternates }
  }
  if (match.routeName === NAVIGATION_ROUTE) {
    const query = listingQuery(url)
    const listing = categoryListing(context, match.foreignKey, query)
    // The category's own layout shapes the page, so it is awaited, beside the alternates; the listing streams in.
    const [layout, paths] = await Promise.all([categoryLayout(context, match.foreignKey), alternates])
    return {
      kind: 'category',
      id: match.foreignKey,
      page: query.p,
      listing,
      ...(layout ? { layout } : {}),
      alternates: paths,
    }
  }
  const content = await contentPage(context, match, url)
  if (content) return { ...content, alternates: await alternates }
  throw notFound()
}

export const loaders = { 'catch-all': catchAllLoader } satisfies LoaderMap
