/** Catalog routes: navigation, product listing, product detail, search. Cacheable: they never create a context. */
import { Hono } from 'hono'
import { array, optional, record, string, type, union } from 'superstruct'
import { LISTING_LIMIT } from '../../../shared/constants'
import { isUuid } from '../../../shared/ids'
import type { Env } from '../../env'
import { findVariant, loadNavigation, loadProductDetail, loadProducts } from '../catalog'
import { requestLanguageId, type EmbeddedContext } from '../context'
import { productListing, type SortingKey } from '../entities/listing'
import { apiError, categoryNotFound, invalidUuid } from '../errors'
import { findCategory } from '../queries/categories'
import { LISTING_ORDER, categoryPage, searchPage, type ListingSorting } from '../queries/listing'
import { ROOT_CATEGORY_ID } from '../sales-channel'
import { boundedInt, check, pageNumber, readBody, uuid } from '../validation'

export const catalogRoutes = new Hono<{ Bindings: Env }>()

const MAX_LIMIT = 100
const NAVIGATION_ALIASES = ['main-navigation', 'footer-navigation', 'service-navigation']
const ListingParams = type({ p: optional(pageNumber()), page: optional(pageNumber()), limit: optional(boundedInt(1, MAX_LIMIT)), order: optional(string()) })
const NavigationBody = type({ depth: optional(boundedInt(1, 10)) })
const FindVariantBody = type({ options: union([array(uuid()), record(uuid(), uuid())]), switchedGroup: optional(uuid()) })

/** Paging and sorting from body and query (the query wins, as in Shopware). */
async function listingParams(c: EmbeddedContext, sortings: SortingKey[]) {
  const body = await readBody(c)
  const pick = (key: string) => c.req.query(key) ?? body[key]
  const raw = Object.fromEntries(['p', 'page', 'limit', 'order'].map((k) => [k, pick(k)]).filter(([, v]) => v !== undefined))
  const params = check(raw, ListingParams)
  const sorting = (params.order ?? sortings[0]) as SortingKey
  if (!sortings.includes(sorting)) {
    throw apiError(400, 'CONTENT__PRODUCT_SORTING_NOT_FOUND', `Product sorting with key ${params.order} not found.`, '/order', { key: params.order })
  }
  const page = params.p ?? params.page ?? 1
  const limit = params.limit ?? LISTING_LIMIT
  return { body, page, limit, offset: (page - 1) * limit, sorting }
}

const CATEGORY_SORTINGS = Object.keys(LISTING_ORDER) as ListingSorting[]

catalogRoutes.on(['GET', 'POST'], '/product-listing/:categoryId', async (c) => {
  const categoryId = c.req.param('categoryId')
  if (!isUuid(categoryId)) throw invalidUuid(categoryId, '/categoryId')
  const languageId = requestLanguageId(c)
  const { page, limit, offset, sorting } = await listingParams(c, CATEGORY_SORTINGS)
  const found = await categoryPage(c.env.DB, categoryId, languageId, sorting as ListingSorting, limit, offset)
  if (!found) throw categoryNotFound(categoryId)
  const elements = await loadProducts(c.env.DB, found.ids, languageId)
  return c.json(productListing({ elements, total: found.total, page, limit, sorting, sortings: CATEGORY_SORTINGS, navigationId: categoryId, languageId }))
})

const SEARCH_SORTINGS: SortingKey[] = ['score', ...CATEGORY_SORTINGS]

catalogRoutes.on(['GET', 'POST'], '/search', async (c) => {
  const languageId = requestLanguageId(c)
  const { body, page, limit, offset, sorting } = await listingParams(c, SEARCH_SORTINGS)
  const raw = c.req.query('search') ?? body.search
  const term = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim().slice(0, 255) : ''
  if (!term) throw apiError(400, 'FRAMEWORK__MISSING_REQUEST_PARAMETER', 'Parameter "search" is missing.', '/search', { parameterName: 'search' })
  const found = await searchPage(c.env.DB, term, languageId, sorting as ListingSorting | 'score', limit, offset)
  const elements = await loadProducts(c.env.DB, found.ids, languageId)
  return c.json(productListing({ elements, total: found.total, page, limit, sorting, sortings: SEARCH_SORTINGS, navigationId: ROOT_CATEGORY_ID, search: term, languageId }))
})

catalogRoutes.on(['GET', 'POST'], '/product/:productId', async (c) => {
  const productId = c.req.param('productId')
  if (!isUuid(productId)) throw invalidUuid(productId, '/productId')
  const languageId = requestLanguageId(c)
  await readBody(c)
  const detail = await loadProductDetail(c.env.DB, productId, languageId)
  if (!detail) throw apiError(404, 'PRODUCT__PRODUCT_NOT_FOUND', `Could not find product with id "${productId}"`, '/productId', { productId })
  return c.json(detail)
})

catalogRoutes.post('/product/:productId/find-variant', async (c) => {
  const productId = c.req.param('productId')
  if (!isUuid(productId)) throw invalidUuid(productId, '/productId')
  const body = check(await readBody(c), FindVariantBody)
  const optionIds = Array.isArray(body.options) ? body.options : Object.values(body.options)
  const found = await findVariant(c.env.DB, productId, optionIds, body.switchedGroup, requestLanguageId(c))
  if (!found) throw apiError(404, 'CONTENT__PRODUCT_VARIANT_NOT_FOUND', `Variant for productId ${productId} with options ${optionIds.join(', ')} not found.`, '/options', { productId })
  return c.json({ foundCombination: found })
})

/** A navigation path parameter: a category id, or an alias ('main-navigation' is the root category). */
function navigationTarget(value: string, pointer: string): string | null {
  if (value === 'main-navigation') return ROOT_CATEGORY_ID
  if (NAVIGATION_ALIASES.includes(value)) return null
  if (!isUuid(value)) throw invalidUuid(value, pointer)
  return value
}

catalogRoutes.on(['GET', 'POST'], '/navigation/:activeId/:rootId', async (c) => {
  const languageId = requestLanguageId(c)
  const rootId = navigationTarget(c.req.param('rootId'), '/rootId')
  const activeId = navigationTarget(c.req.param('activeId'), '/activeId')
  const body = check({ ...(await readBody(c)), ...(c.req.query('depth') ? { depth: c.req.query('depth') } : {}) }, NavigationBody)
  // Footer and service navigation are not configured for this sales channel: Shopware answers [] then.
  if (!rootId) return c.json([])
  const [root, active] = await Promise.all([
    findCategory(c.env.DB, rootId, languageId),
    activeId && activeId !== rootId ? findCategory(c.env.DB, activeId, languageId) : null,
  ])
  if (!root) throw categoryNotFound(rootId, '/rootId')
  if (activeId && activeId !== rootId && !active) throw categoryNotFound(activeId, '/activeId')
  return c.json(await loadNavigation(c.env.DB, root, body.depth ?? 2, languageId))
})
