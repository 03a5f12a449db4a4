/** Product list routes: category listing, search, search suggestions, the product list. Cacheable: no context is created. */
import { Hono } from 'hono'
import { LISTING_LIMIT, type Locale } from '../../../shared/constants'
import { isUuid } from '../../../shared/ids'
import type { StoreApiEnv } from '../../platform/database'
import { requestLanguageId, type HonoContext } from '../../platform/context'
import { grossBound } from '../../platform/context/tax-view'
import { applyIncludes } from '../../../shared/store-api/includes'
import { parseCriteria } from '../../criteria/parse'
import { queryCriteria } from '../../criteria/query'
import { productSchema } from '../../criteria/schemas'
import type { Criteria, Filter } from '../../criteria/types'
import { CATEGORY_SORTINGS, SEARCH_SORTINGS, SORTINGS, productListing, type SortingKey } from './entity'
import { apiError, invalidUuid } from '../../platform/errors'
import { currentFilters, runListing, type ListingRequest } from './listing'
import { parseListingParams, type ListingParams } from './params'
import { anyHitStatement, type Scope } from './queries'
import { likelyTerm, searchScope } from '../search'
import { ROOT_CATEGORY_ID, localeOf } from '../../platform/sales-channel'
import { readBody } from '../../platform/validation'
import { entitySearchResult } from '../../platform/search-result'

export const listingRoutes = new Hono<{ Bindings: StoreApiEnv }>()

const MAX_LIMIT = 100
/** Search suggestions show a handful of products. */
const SUGGEST_LIMIT = 10

/** Body and query as one criteria object; the query wins, as Shopware reads `order`, `p` and the listing parameters. */
async function criteriaInput(c: HonoContext): Promise<Record<string, unknown>> {
  return { ...(await readBody(c)), ...queryCriteria(new URL(c.req.url).searchParams) }
}

interface Request {
  raw: Record<string, unknown>
  criteria: Criteria
  params: ListingParams
  locale: Locale
  languageId: string
}

async function readRequest(c: HonoContext, defaultLimit = LISTING_LIMIT): Promise<Request> {
  const languageId = requestLanguageId(c)
  const locale = localeOf(languageId) ?? 'de-DE'
  const raw = await criteriaInput(c)
  const params = parseListingParams(raw)
  // A business customer sees net prices, so the price filter's bounds are net (platform/context/tax-view.ts).
  if (c.get('taxState') === 'net')
    params.grossPrice = { min: grossBound(params.minPrice), max: grossBound(params.maxPrice) }
  return {
    raw,
    criteria: parseCriteria(raw, productSchema[locale], { defaultLimit, maxLimit: MAX_LIMIT }),
    params,
    locale,
    languageId,
  }
}

/** The sorting a request asks for: `order` (a key), else criteria `sort`, else the default key. */
function sorting(r: Request, keys: SortingKey[]): { key: SortingKey | null; sort: ListingRequest['sort'] } {
  const order = r.params.order
  if (order && !keys.includes(order as SortingKey)) {
    throw apiError(
      400,
      'CONTENT__PRODUCT_SORTING_NOT_FOUND',
      `Product sorting with key ${order} not found.`,
      '/order',
      { key: order },
    )
  }
  if (!order && r.criteria.sort.length) return { key: null, sort: r.criteria.sort }
  const key = (order ?? keys[0]) as SortingKey
  return { key, sort: key === 'score' ? 'score' : SORTINGS[key] }
}

listingRoutes.on(['GET', 'POST'], '/product-listing/:categoryId', async (c) => {
  const categoryId = c.req.param('categoryId')
  if (!isUuid(categoryId)) throw invalidUuid(categoryId, '/categoryId')
  const r = await readRequest(c)
  const { key, sort } = sorting(r, CATEGORY_SORTINGS)
  const result = await runListing(c.env.DB, { ...r, scope: { categoryId }, sort, facets: true })
  return c.json(
    applyIncludes(
      productListing({
        ...result,
        page: r.criteria.page,
        limit: r.criteria.limit,
        sorting: key,
        sortings: CATEGORY_SORTINGS,
        currentFilters: currentFilters(categoryId, r.params, null),
        languageId: r.languageId,
      }),
      r.criteria.includes,
    ),
  )
})

/** The search term: `search` (body or query), else the criteria term; 400 without one. */
function searchTerm(r: Request): string {
  const raw = r.raw.search ?? r.criteria.term
  const term = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim().slice(0, 255) : ''
  if (!term)
    throw apiError(400, 'FRAMEWORK__MISSING_REQUEST_PARAMETER', 'Parameter "search" is missing.', '/search', {
      parameterName: 'search',
    })
  return term
}

/**
 * A term with a word the index does not know, and the term it probably meant when that finds
 * products: the answer names it in `extensions.didYouMean` ("Meinten Sie …?").
 */
async function didYouMean(c: HonoContext, r: Request, term: string): Promise<{ term: string } | null> {
  const likely = await likelyTerm(c.env.DB, r.locale, term)
  const search = likely ? await searchScope(c.env.DB, r.locale, likely) : null
  if (!likely || !search) return null
  const found = await anyHitStatement(c.env.DB, r.locale, search.match).first()
  return found ? { term: likely } : null
}

async function search(c: HonoContext, suggest: boolean) {
  const r = await readRequest(c, suggest ? SUGGEST_LIMIT : LISTING_LIMIT)
  const term = searchTerm(r)
  const { key, sort } = suggest ? { key: 'score' as const, sort: 'score' as const } : sorting(r, SEARCH_SORTINGS)
  // The correction's own read runs beside the listing's, not before it (its failure still fails the answer).
  const correcting = didYouMean(c, r, term)
  correcting.catch(() => undefined)
  const scope = await searchScope(c.env.DB, r.locale, term)
  const base = {
    page: r.criteria.page,
    limit: r.criteria.limit,
    languageId: r.languageId,
    currentFilters: currentFilters(ROOT_CATEGORY_ID, r.params, term),
  }
  const listing = scope
    ? await runListing(c.env.DB, {
        ...r,
        scope: { search: scope },
        sort,
        facets: !suggest,
        criteria: suggest ? { ...r.criteria, aggregations: [] } : r.criteria,
        // Cache-Control: no-cache asks for hits read anew (the bench's cold searches).
        fresh: /no-cache/i.test(c.req.header('cache-control') ?? ''),
      })
    : { elements: [], total: 0, aggregations: {} }
  const answer = productListing({ ...listing, ...base, sorting: key, sortings: suggest ? [] : SEARCH_SORTINGS })
  const correction = await correcting
  return c.json(
    applyIncludes(correction ? { ...answer, extensions: { didYouMean: correction } } : answer, r.criteria.includes),
  )
}

listingRoutes.on(['GET', 'POST'], '/search', (c) => search(c, false))
listingRoutes.on(['GET', 'POST'], '/search-suggest', (c) => search(c, true))

/** Criteria ids name products or variants: either matches. */
export const idFilter = (ids: string[]): Filter => ({
  type: 'multi',
  operator: 'or',
  queries: [
    { type: 'equalsAny', field: 'id', value: ids },
    { type: 'equalsAny', field: 'parentId', value: ids },
  ],
})

listingRoutes.on(['GET', 'POST'], '/product', async (c) => {
  const r = await readRequest(c)
  const bad = r.criteria.ids?.find((id) => !isUuid(id))
  if (bad) throw invalidUuid(bad, '/ids')
  const search = r.criteria.term ? await searchScope(c.env.DB, r.locale, r.criteria.term) : null
  const scope: Scope = search ? { search } : { category: 0 }
  const criteria = r.criteria.ids
    ? { ...r.criteria, filter: [...r.criteria.filter, idFilter(r.criteria.ids)] }
    : r.criteria
  const sort = criteria.sort.length
    ? criteria.sort
    : search
      ? 'score'
      : [{ field: 'productNumber', order: 'ASC' as const, naturalSorting: false }]
  const result = await runListing(c.env.DB, { ...r, criteria, scope, sort, facets: false })
  return c.json(
    applyIncludes(
      entitySearchResult('product', result.elements, {
        total: result.total,
        page: r.criteria.page,
        limit: r.criteria.limit,
        aggregations: result.aggregations,
      }),
      r.criteria.includes,
    ),
  )
})
