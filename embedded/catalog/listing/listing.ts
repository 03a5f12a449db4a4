/** Product lists end to end: criteria and listing parameters in, a product_listing (or entity search result) out. */
import type { Database } from '../../platform/database'
import type { Locale } from '../../../shared/constants'
import { loadListed, productExtras } from '../product/load'
import { productSchema } from '../../criteria/schemas'
import { NEXT_PAGES, type Criteria } from '../../criteria/types'
import type { BranchRow } from '../../criteria/aggregate'
import { aggregationResults } from './aggregations'
import type { CurrentFilters } from './entity'
import { apiError } from '../../platform/errors'
import { listingFilters, type ListingParams } from './params'
import { loadCatalogMeta } from '../meta'
import {
  FACETS,
  categoryFacetsStatement,
  facetAggregations,
  facetRows,
  facetStatement,
  parseCategoryFacets,
  planAggregations,
  type FacetPlan,
} from './facets'
import { catalogVersionStatement, facetColumns, forgetCatalog } from './columns'
import { countInColumns } from './count'
import { type MatchCount, categoryRead, forgetHits, keepCount, keptCount, readHits, searchRead, tierRead } from './hits'
import { sortKey } from './top-n'
import {
  countStatement,
  pageStatement,
  searchPage,
  searchPageStatements,
  type ListingQuery,
  type Scope,
} from './queries'

export interface ListingRequest {
  scope: Scope
  criteria: Criteria
  params: ListingParams
  sort: ListingQuery['sort']
  locale: Locale
  languageId: string
  /** Whether the listing facets (manufacturer, properties, price, rating, shipping-free) are answered. */
  facets: boolean
  /** Read product lists anew, not from this isolate's cache (the request said Cache-Control: no-cache). */
  fresh?: boolean
}

/**
 * Whether a page ranked from the first `depth` rows of each tier is the page the whole tiers rank:
 * up to the first tier read short of its members (`depth` rows back), the tiers' hits fill the page,
 * so no member beyond what was read could rank into it.
 * @example pageSettled([3, 200, 50], 200, [3, 40, 2, 0], 24) // true: tiers 0 and 1 hold 43 ≥ 24
 */
export function pageSettled(rows: number[], depth: number, tierCounts: number[], take: number): boolean {
  const short = rows.findIndex((n) => n >= depth)
  if (short < 0) return true
  return tierCounts.slice(0, short + 1).reduce((sum, n) => sum + n, 0) >= take
}

/** A search's tiers are read this many times the page deep (at least TIER_DEPTH_MIN rows), filters being in play. */
const TIER_DEPTH = 4
const TIER_DEPTH_MIN = 200

interface Page {
  pids: number[]
  total: number
}

/**
 * The statements of one round trip: whether the category exists, its precomputed facets, the page,
 * its count (unless known otherwise) and every counted aggregation.
 */
function listingStatements(
  db: Database,
  q: ListingQuery,
  r: ListingRequest,
  plans: FacetPlan[],
  usePrecomputed: boolean,
  countNeeded: boolean,
) {
  const { limit, page, totalCountMode } = r.criteria
  const offset = (page - 1) * limit
  const fetch = totalCountMode === 'next-pages' ? limit * NEXT_PAGES + 1 : limit
  const search =
    'search' in q.scope && !q.filter.length && !q.postFilter.length && q.sort === 'score' ? q.scope.search : null
  const paging = search
    ? searchPageStatements(db, search, fetch, offset)
    : { pages: [pageStatement(db, q, fetch, offset)], count: countStatement(db, q) }
  const facets = facetStatement(db, q, plans)
  return {
    check:
      'categoryId' in q.scope
        ? db.prepare('SELECT ordinal FROM category WHERE id = ? AND active = 1').bind(q.scope.categoryId)
        : null,
    precomputed: usePrecomputed && 'categoryId' in q.scope ? categoryFacetsStatement(db, q.scope.categoryId) : null,
    pages: r.params.onlyAggregations ? [] : paging.pages,
    /** Whether the pages are a search's tiers (searchPage merges them) rather than one page in order. */
    tiered: !!search,
    count: countNeeded && !r.params.onlyAggregations ? paging.count : null,
    facets,
    offset,
    fetch,
  }
}

/**
 * A search or a filtered category listing whose page, total and facets the in-memory columns
 * answer (decision 011): one round trip reads the list's products (for a search also the name hits
 * that rank first; for a sorting the columns do not hold, the page from SQL), the rest is counted
 * here. Only listing filters; anything else, or a catalog changed since the columns were read, is
 * null and the SQL path answers.
 */
async function listInMemory(
  db: Database,
  q: ListingQuery,
  r: ListingRequest,
  plans: FacetPlan[],
): Promise<{ pids: number[]; total: number; counted: Map<string, BranchRow[]> } | null> {
  if (
    'category' in q.scope ||
    q.filter.length ||
    r.criteria.postFilter.length ||
    plans.some((p) => p.key.startsWith('agg:'))
  )
    return null
  // Suggestions (no facets, a new prefix per keystroke) page from the index alone (searchPageSql);
  // an unfiltered category reads its precomputed facets.
  if ((!r.facets || 'categoryId' in q.scope) && !q.postFilter.length) return null
  const columns = await facetColumns(db)
  const { limit, page, totalCountMode } = r.criteria
  const offset = (page - 1) * limit
  const take = offset + (totalCountMode === 'next-pages' ? limit * NEXT_PAGES + 1 : limit)
  const wantsPage = !r.params.onlyAggregations
  const scored = q.sort === 'score' && 'search' in q.scope
  // Sortings the columns hold are paged here too; others page in SQL.
  const key = q.sort === 'score' ? null : sortKey(columns, q.sort, r.locale)
  const search = 'search' in q.scope && wantsPage && scored ? q.scope.search : null
  // A search's tiers rank its hits: the first rows of each (rowid order), enough for the page, read
  // in the same round trip as the hits and kept as long.
  const depth = Math.max(TIER_DEPTH * take, TIER_DEPTH_MIN)
  const reads =
    'search' in q.scope
      ? [
          searchRead(r.locale, q.scope.search.match),
          ...(search?.tiers ?? []).map((tier) => tierRead(r.locale, tier, depth)),
        ]
      : [categoryRead(q.scope.categoryId)]
  // Lists read now carry the version; cached ones are only as good as the catalog they were read from.
  const { lists, cached } = readHits(db, columns, reads, r.fresh)
  const [read, sorted, current] = await Promise.all([
    Promise.all(lists),
    wantsPage && !scored && !key ? pageStatement(db, q, take - offset, offset).all() : null,
    cached ? catalogVersionStatement(db).first<{ version: number }>() : null,
  ])
  const [listed, ...firstRows] = read
  if (!listed || firstRows.some((tier) => !tier)) return null
  const version = cached ? (current?.version ?? -1) : listed.version
  if (read.some((list) => list!.version !== version) || columns.version !== version) {
    forgetHits(db)
    forgetCatalog(db, columns)
    return null
  }
  const tierPids = firstRows.map((tier) => tier!.pids)
  const order = !wantsPage ? null : key ? { key, take } : scored ? { tiers: tierPids, take } : null
  let result = countInColumns(columns, listed.pids, plans, q.postFilter, order)
  // Past a tier read short of its members the order is unsure: unless the tiers up to it fill the
  // page, read the tiers whole (filters that pass few hits, deep pages) and count again.
  const rows = firstRows.map((tier) => tier!.rows)
  if (result && search && !pageSettled(rows, depth, result.tierCounts, take)) {
    const whole = await Promise.all(
      readHits(
        db,
        columns,
        search.tiers.map((t) => searchRead(r.locale, t)),
      ).lists,
    )
    if (whole.some((list) => !list || list.version !== version)) return null
    result = countInColumns(columns, listed.pids, plans, q.postFilter, {
      tiers: whole.map((list) => list!.pids),
      take,
    })
  }
  if (!result) return null
  const pids = order ? result.pids.slice(offset) : (sorted?.results ?? []).map((row) => row.pid as number)
  const total =
    totalCountMode === 'exact'
      ? result.total
      : totalCountMode === 'none'
        ? Math.min(pids.length, limit)
        : offset + pids.length
  return { pids: pids.slice(0, limit), total, counted: result.counted }
}

/**
 * A listing: the page of products, its total by the criteria's count mode, and the aggregations
 * (listing facets with post-filter semantics, then criteria aggregations by name). Two round trips:
 * everything about the list, then the products on the page. 404 for an unknown category.
 */
export async function runListing(db: Database, r: ListingRequest) {
  const meta = await loadCatalogMeta(db, r.languageId)
  const filters = listingFilters(r.params, meta)
  const q: ListingQuery = {
    scope: r.scope,
    locale: r.locale,
    languageId: r.languageId,
    filter: r.criteria.filter,
    postFilter: [...filters.map((f) => f.filter), ...r.criteria.postFilter],
    sort: r.sort,
  }
  const wholeCategory = 'categoryId' in r.scope && !r.criteria.filter.length
  const wanted = r.facets && !r.params.noAggregations ? FACETS.filter((f) => !r.params.disabled.has(f)) : []
  const items = [
    ...facetAggregations(wanted, filters, meta),
    ...(r.params.noAggregations
      ? []
      : r.criteria.aggregations.map((aggregation) => ({ key: `agg:${aggregation.name}`, aggregation }))),
  ]
  const plans = planAggregations(items, wholeCategory)
  const schema = productSchema[r.locale]
  const memory = await listInMemory(db, q, r, plans)
  if (memory) {
    const elements = await loadListed(
      db,
      memory.pids,
      r.languageId,
      productExtras(r.criteria.associations, false, r.criteria.includes),
    )
    return {
      elements,
      total: memory.total,
      aggregations: aggregationResults(plans, memory.counted, null, meta, schema),
    }
  }
  const exact = r.criteria.totalCountMode === 'exact'
  const totalKnown = exact && wholeCategory && !q.postFilter.length
  // The options facet of groups without a filter counts exactly the page's rows: its sum is the total.
  const everything = plans.find((p) => p.key === 'properties:*' && !p.precomputed && !r.criteria.postFilter.length)
  const s = listingStatements(
    db,
    q,
    r,
    plans,
    totalKnown || plans.some((p) => p.precomputed),
    exact && !totalKnown && !everything,
  )
  // A search's exact count this isolate made within the minute: only the catalog's version is read.
  const match = s.tiered && s.count && 'search' in q.scope ? q.scope.search.match : null
  const kept = match && !r.fresh ? keptCount(db, r.locale, match) : null
  const [check, precomputed, count, facets, ...pages] = await db.batch<Record<string, unknown>>(
    [s.check, s.precomputed, kept ? catalogVersionStatement(db) : s.count, s.facets, ...s.pages].map(
      (statement) => statement ?? db.prepare('SELECT NULL'),
    ),
  )
  if (s.check && !check.results.length) {
    const id = (r.scope as { categoryId: string }).categoryId
    throw apiError(404, 'CONTENT__CATEGORY_NOT_FOUND', `Category "${id}" not found.`, '/categoryId', { id })
  }
  const pre = s.precomputed ? parseCategoryFacets(precomputed.results[0] as never) : null
  const counted = s.facets ? facetRows(facets.results[0] as never, plans) : new Map()
  const pids = !s.pages.length
    ? []
    : s.tiered
      ? searchPage(
          pages.map((page) => page.results as Array<{ r: number }>),
          s.fetch,
          s.offset,
        )
      : pages[0].results.map((row) => row.pid as number)
  const page: Page = { pids: pids.slice(0, r.criteria.limit), total: 0 }
  if (totalKnown) page.total = pre?.total ?? 0
  else if (everything && exact)
    page.total = (counted.get(everything.key) ?? []).reduce((sum: number, row: { n: number }) => sum + row.n, 0)
  else if (exact && match) page.total = await matchCount(db, r.locale, match, count.results[0] as never, kept, s.count!)
  else if (exact) page.total = s.count ? (count.results[0] as { total: number }).total : 0
  else page.total = r.criteria.totalCountMode === 'none' ? page.pids.length : s.offset + pids.length
  const elements = await loadListed(
    db,
    page.pids,
    r.languageId,
    productExtras(r.criteria.associations, false, r.criteria.includes),
  )
  return { elements, total: page.total, aggregations: aggregationResults(plans, counted, pre, meta, schema) }
}

/**
 * A search's exact count: the kept one while the catalog's version is the one it was counted in, else
 * the row just read (kept for the next minute), else counted again (the catalog changed since).
 */
async function matchCount(
  db: Database,
  locale: Locale,
  match: string,
  row: { version: number; total?: number },
  kept: MatchCount | null,
  count: D1PreparedStatement,
): Promise<number> {
  if (kept && row.version === kept.version) return kept.total
  const read = kept ? await count.first<MatchCount>() : (row as MatchCount)
  if (!read) return 0
  keepCount(db, locale, match, { version: read.version, total: read.total })
  return read.total
}

/** What the shopper has chosen, as Shopware reports it next to the results. */
export function currentFilters(navigationId: string, p: ListingParams, search: string | null): CurrentFilters {
  return {
    navigationId,
    manufacturer: p.manufacturer,
    properties: p.properties,
    price: { min: p.minPrice, max: p.maxPrice },
    rating: p.rating,
    'shipping-free': p.shippingFree,
    // Shopware names the term only for searches.
    ...(search === null ? {} : { search }),
  }
}
