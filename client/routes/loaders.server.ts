/** Route loaders. They run on the worker only: SSR and {path}/_payload.json call the same functions. */
import { isUuid } from '../../shared/ids'
import type { LoaderFunctionArgs } from 'react-router'
import { splitLocalePath } from '../../shared/locale'
import { LANDING_ROUTE } from '../../shared/store-api/content'
import { canonicalPaths, DETAIL_ROUTE, NAVIGATION_ROUTE, resolveSeoPath } from '../../shared/store-api/seo'
import type { ProductListing, RootData, Session } from '../types'
import type { EntityPageData, LoaderContext } from './context'
import { contentPage, footerNavigation } from './content.server'
import { categoryListing, listingQuery } from './listing.server'
import { notFound, rethrow, staticAlternates } from './loader-utils.server'
import { navigationEntry } from './navigation.server'
import { productDetail, productPageData } from './product.server'

type Args = LoaderFunctionArgs<LoaderContext> & { context: LoaderContext }

/** The header needs navigation and the cart: both awaited, so the shell can flush complete. */
export async function rootLoader({ request, context }: Args): Promise<RootData> {
  const { api } = context
  // The footer's navigation is read beside the header's (both cached long) and never throws.
  const footer = footerNavigation(context)
  const [navigation, cart, session] = await Promise.all([
    context.mainNavigation(),
    // No token, no cart: anonymous pages never create a context, so they stay cacheable.
    api.contextToken ? api.invoke('readCart get /checkout/cart').catch(() => null) : null,
    api.contextToken ? api.invoke('readContext get /context').catch(() => null) : null,
  ]).catch(rethrow)
  return {
    navigation: navigation.map(navigationEntry),
    // Loader data becomes hydration data in the page: the token must not travel with it.
    cart: cart ? (withoutToken(cart) as RootData['cart']) : null,
    context: sessionOf(session as Record<string, any> | null),
    languageId: context.languageId,
    alternates: staticAlternates(request),
    origin: context.origin,
    footer: await footer,
  }
}

export async function homeLoader({ context }: Args) {
  // The same read the root loader makes (shared per request): its entries' parent is the root category.
  const navigation = await context.mainNavigation().catch(rethrow)
  const rootId = navigation[0]?.parentId
  const featured = rootId
    ? categoryListing(context, rootId, { p: 1, limit: FEATURED_LIMIT, order: 'topseller' })
    : Promise.resolve(null)
  return { featured }
}

export async function searchLoader({ request, context }: Args) {
  const url = new URL(request.url)
  const term = (url.searchParams.get('search') ?? '').trim()
  const query = listingQuery(url)
  const search = (extra: Record<string, boolean>) =>
    context.api
      .invoke('searchPage post /search', { body: { ...query, search: term, ...extra } })
      .catch(() => null) as Promise<ProductListing | null>
  // Hits first: facet counts over a broad term ("jacke": ~94,000 products) cost more than the hits,
  // so they are a read of their own and stream in beside the grid.
  const result = term ? search({ 'no-aggregations': true }) : null
  const facets = term ? search({ 'only-aggregations': true }) : null
  return { term, page: query.p, result, facets, alternates: staticAlternates(request) }
}

/** /detail/{id}: the platform's fallback path. The product itself decides the status. */
export async function productLoader({ request, params, context }: Args): Promise<EntityPageData> {
  const id = params.productId ?? ''
  if (!isUuid(id)) throw notFound()
  const detail = await productDetail(context, id)
  if (!detail) throw notFound()
  const alternates = await canonicalPaths(
    context.apiFor,
    { routeName: DETAIL_ROUTE, foreignKey: detail.product.id },
    `/detail/${id}`,
  )
  return { ...productPageData(context, detail.product.id, new URL(request.url), detail), alternates }
}

/** /navigation/{id}: the fallback path of a category. */
export async function categoryLoader({ request, params, context }: Args): Promise<EntityPageData> {
  const id = params.categoryId ?? ''
  if (!isUuid(id)) throw notFound()
  const query = listingQuery(new URL(request.url))
  const result = await categoryListing(context, id, query)
  if (!result) throw notFound()
  return {
    kind: 'category',
    id,
    page: query.p,
    listing: result,
    alternates: await canonicalPaths(
      context.apiFor,
      { routeName: NAVIGATION_ROUTE, foreignKey: id },
      `/navigation/${id}`,
    ),
  }
}

/** /landingPage/{id}: the platform's fallback path of a landing page; the page itself decides the status. */
export async function landingPageLoader({ params, context }: Args): Promise<EntityPageData> {
  const id = params.landingPageId ?? ''
  if (!isUuid(id)) throw notFound()
  const landingPage = await context.api
    .invoke('readLandingPage post /landing-page/{landingPageId}', { pathParams: { landingPageId: id } })
    .catch(() => null)
  if (!landingPage) throw notFound()
  const alternates = await canonicalPaths(
    context.apiFor,
    { routeName: LANDING_ROUTE, foreignKey: id },
    `/landingPage/${id}`,
  )
  return { kind: 'content', id, type: 'landing-page', data: landingPage, alternates }
}

/**
 * Any other path: an SEO path of a product or category, or not found. Only the SEO lookup is awaited
 * (it decides the status); the product or listing streams in after the shell.
 */
export async function catchAllLoader({ request, context }: Args): Promise<EntityPageData> {
  const url = new URL(request.url)
  const { path } = splitLocalePath(url.pathname)
  const match = await resolveSeoPath(context.api, path).catch(rethrow)
  if (!match) throw notFound()
  const alternates = canonicalPaths(context.apiFor, match, path)
  if (match.routeName === DETAIL_ROUTE) {
    return { ...productPageData(context, match.foreignKey, url), alternates: await alternates }
  }
  if (match.routeName === NAVIGATION_ROUTE) {
    const query = listingQuery(url)
    return {
      kind: 'category',
      id: match.foreignKey,
      page: query.p,
      listing: categoryListing(context, match.foreignKey, query),
      alternates: await alternates,
    }
  }
  const content = await contentPage(context, match, url)
  if (content) return { ...content, alternates: await alternates }
  throw notFound()
}

function withoutToken<T extends object>(entity: T): Omit<T, 'token'> {
  const { token: _token, ...rest } = entity as T & { token?: string }
  return rest
}

/** Guests see gross prices (spec §1); a customer's context says otherwise. */
function sessionOf(context: Record<string, any> | null): Session {
  const customer = context?.customer
  return {
    taxState: context?.context?.taxState === 'net' ? 'net' : 'gross',
    customer: customer
      ? {
          id: customer.id,
          accountType: customer.accountType,
          firstName: customer.firstName,
          lastName: customer.lastName,
        }
      : null,
  }
}

const FEATURED_LIMIT = 8
