/**
 * The logged-in customer's wishlist (Shopware's wishlist routes): read with criteria, add, delete,
 * merge. Products come from the catalog's product reads, so names, prices and media are the product
 * routes' own. Every statement is keyed by the session's customer id.
 */
import { Hono } from 'hono'
import { WISHLIST_PAGE_SIZE } from '../../../shared/constants'
import { isUuid } from '../../../shared/ids'
import type { StoreApiEnv } from '../../platform/database'
import { idFilter } from '../../catalog/listing/routes'
import { runListing } from '../../catalog/listing/listing'
import { parseListingParams } from '../../catalog/listing/params'
import { loadProducts, productExtras } from '../../catalog/product/load'
import type { Scope } from '../../catalog/listing'
import { searchScope } from '../../catalog/search'
import { productKey } from '../../catalog/product'
import { applyIncludes } from '../../../shared/store-api/includes'
import { parseCriteria } from '../../criteria/parse'
import { queryCriteria } from '../../criteria/query'
import { productSchema } from '../../criteria/schemas'
import { NEXT_PAGES, type Criteria } from '../../criteria/types'
import { type HonoContext, requireRegisteredCustomer } from '../../platform/context'
import { apiError, invalidUuid } from '../../platform/errors'
import { SALES_CHANNEL_ID, localeOf } from '../../platform/sales-channel'
import { entitySearchResult } from '../../platform/search-result'
import { SUCCESS } from '../../platform/success'
import { readBody } from '../../platform/validation'
import {
  type WishlistRow,
  addWishlistProduct,
  findWishlist,
  knownProductIds,
  mergeWishlistProducts,
  removeWishlistProduct,
  wishlistProductIds,
} from './storage'

export const wishlistRoutes = new Hono<{ Bindings: StoreApiEnv }>()

const MAX_LIMIT = 100

const wishlistNotFound = () =>
  apiError(404, 'CHECKOUT__WISHLIST_NOT_FOUND', 'Wishlist for this customer was not found.')

const wishlistEntity = (row: WishlistRow) => ({
  id: row.id,
  customerId: row.customerId,
  salesChannelId: SALES_CHANNEL_ID,
  customFields: null,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  apiAlias: 'customer_wishlist' as const,
})

function productIdParam(c: HonoContext): string {
  const productId = c.req.param('productId')!
  if (!isUuid(productId)) throw invalidUuid(productId, '/productId')
  return productId
}

/** The total a count mode reports when every matching id is known. */
function totalOf(criteria: Criteria, all: number, onPage: number) {
  const offset = (criteria.page - 1) * criteria.limit
  if (criteria.totalCountMode === 'exact') return all
  if (criteria.totalCountMode === 'none') return onPage
  return Math.min(all, offset + criteria.limit * NEXT_PAGES + 1)
}

/**
 * The page of wishlist products. Without filters or sorting the list's own order (newest first) is
 * paged directly; with them, the catalog's listing search runs over the wishlist's ids, and the list's
 * order stays the tie-breaker when no sorting is asked for.
 */
async function wishlistProducts(c: HonoContext, ids: string[], criteria: Criteria, languageId: string) {
  const db = c.env.DB
  const offset = (criteria.page - 1) * criteria.limit
  const extras = productExtras(criteria.associations, false, criteria.includes)
  const narrowed = criteria.filter.length || criteria.postFilter.length || criteria.term || criteria.aggregations.length
  if (!ids.length) return { elements: [], total: 0, aggregations: {} }
  if (!narrowed && !criteria.sort.length) {
    const elements = await loadProducts(db, ids.slice(offset, offset + criteria.limit), languageId, extras)
    return { elements, total: totalOf(criteria, ids.length, elements.length), aggregations: {} }
  }
  const locale = localeOf(languageId) ?? 'de-DE'
  const scoped = { ...criteria, filter: [...criteria.filter, idFilter(ids)] }
  // A term searches as the product list route does: full-text hits, narrowed to the wishlist.
  const search = criteria.term ? await searchScope(db, locale, criteria.term) : null
  const scope: Scope = search ? { search } : { category: 0 }
  const request = { params: parseListingParams({}), locale, languageId, facets: false, scope }
  if (criteria.sort.length) return runListing(db, { ...request, criteria: scoped, sort: criteria.sort })
  // Filters without a sorting: every match (a wishlist is short), then the list's order and the page.
  const all = await runListing(db, {
    ...request,
    criteria: { ...scoped, page: 1, limit: ids.length, totalCountMode: 'exact' },
    sort: search ? 'score' : [{ field: 'productNumber', order: 'ASC', naturalSorting: false }],
  })
  const rank = new Map(ids.map((id, i) => [id, i]))
  const position = (p: { id: string; parentId?: string | null }) => rank.get(p.id) ?? rank.get(p.parentId ?? '') ?? 0
  const ordered = [...all.elements].sort((a, b) => position(a) - position(b))
  const elements = ordered.slice(offset, offset + criteria.limit)
  return { elements, total: totalOf(criteria, ordered.length, elements.length), aggregations: all.aggregations }
}

wishlistRoutes.on(['GET', 'POST'], '/customer/wishlist', async (c) => {
  const context = await requireRegisteredCustomer(c)
  const languageId = context.languageId
  const raw = { ...(await readBody(c)), ...queryCriteria(new URL(c.req.url).searchParams) }
  const criteria = parseCriteria(raw, productSchema[localeOf(languageId) ?? 'de-DE'], {
    defaultLimit: WISHLIST_PAGE_SIZE,
    maxLimit: MAX_LIMIT,
  })
  const wishlist = await findWishlist(c.env.DB, context.customerId)
  if (!wishlist) throw wishlistNotFound()
  const ids = await wishlistProductIds(c.env.DB, context.customerId)
  const result = await wishlistProducts(c, ids, criteria, languageId)
  const products = entitySearchResult('product', result.elements, {
    total: result.total,
    page: criteria.page,
    limit: criteria.limit,
    aggregations: result.aggregations,
  })
  return c.json({ wishlist: wishlistEntity(wishlist), products: applyIncludes(products, criteria.includes) })
})

wishlistRoutes.post('/customer/wishlist/add/:productId', async (c) => {
  const context = await requireRegisteredCustomer(c)
  const productId = productIdParam(c)
  if (!(await productKey(c.env.DB, productId)))
    throw apiError(404, 'CONTENT__PRODUCT_NOT_FOUND', `Product for id ${productId} not found.`, '/productId', {
      productId,
    })
  if (!(await addWishlistProduct(c.env.DB, context.customerId, productId)))
    throw apiError(400, 'CHECKOUT__DUPLICATE_WISHLIST_PRODUCT', 'Product already added in wishlist')
  return c.json(SUCCESS)
})

wishlistRoutes.delete('/customer/wishlist/delete/:productId', async (c) => {
  const context = await requireRegisteredCustomer(c)
  const productId = productIdParam(c)
  if (!(await findWishlist(c.env.DB, context.customerId))) throw wishlistNotFound()
  if (!(await removeWishlistProduct(c.env.DB, context.customerId, productId)))
    throw apiError(
      404,
      'CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND',
      `Could not find wishlist product with id "${productId}"`,
      '/productId',
      { entity: 'wishlist product', field: 'id', value: productId },
    )
  return c.json(SUCCESS)
})

wishlistRoutes.post('/customer/wishlist/merge', async (c) => {
  const context = await requireRegisteredCustomer(c)
  const { productIds } = await readBody(c)
  // An empty list is no error (Shopware only checks the parameter is there): the wishlist exists afterwards.
  if (!Array.isArray(productIds))
    throw apiError(400, 'CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING', 'Parameter "productIds" is missing.')
  // Unknown and malformed ids are skipped, as Shopware keeps only ids its product search finds.
  const candidates = productIds.filter((id): id is string => typeof id === 'string' && isUuid(id))
  await mergeWishlistProducts(c.env.DB, context.customerId, await knownProductIds(c.env.DB, candidates))
  return c.json(SUCCESS)
})
