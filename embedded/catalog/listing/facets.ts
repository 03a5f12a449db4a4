/**
 * Listing facets (Shopware's listing aggregations) and criteria aggregations. Each facet counts with
 * every active listing filter except its own (post-filter semantics); a facet whose filters are none
 * at all is read from the category's precomputed counts instead of counted.
 */
import type { Database } from '../../platform/database'
import {
  aggregationSql,
  branchGroups,
  branchOf,
  flatten,
  project,
  type Branch,
  type BranchRow,
  type FlatAggregation,
} from '../../criteria/aggregate'
import type { Aggregation, Filter } from '../../criteria/types'
import type { CatalogMeta } from '../meta'
import { aggregationScope, type ListingQuery } from './queries'

/** Recounts every category's facets; the seed runs it, and so must anything that changes the catalog. */
export const REFRESH_CATEGORY_FACETS = `INSERT OR REPLACE INTO category_facets (category, total, price_min, price_max, rating_max, shipping_free, manufacturers, options)
SELECT l.category, count(*), min(l.price), max(l.price), max(l.rating), sum(l.flags & 1),
  (SELECT json_group_object(m.manufacturer, m.n) FROM (SELECT manufacturer, count(*) AS n FROM listing WHERE category = l.category GROUP BY manufacturer) m),
  (SELECT json_group_object(o.bit, o.n) FROM (SELECT b.bit, count(*) AS n FROM listing x JOIN property_option b ON x.options & (1 << b.bit)
     WHERE x.category = l.category AND b.bit IS NOT NULL GROUP BY b.bit) o)
FROM listing l GROUP BY l.category`

/** 'available' filters (deliverable now) but has no aggregation of its own; every facet counts with it. */
export type FacetName = 'manufacturer' | 'properties' | 'price' | 'rating' | 'shipping-free' | 'available'
export const FACETS: FacetName[] = ['manufacturer', 'properties', 'price', 'rating', 'shipping-free']

/** A listing parameter turned into a filter, tagged with the facet it belongs to (properties: per group). */
export interface ListingFilter {
  facet: FacetName
  group?: string
  filter: Filter
}

export interface PrecomputedFacets {
  total: number
  priceMin: number | null
  priceMax: number | null
  ratingMax: number | null
  shippingFree: number
  manufacturers: Record<string, number>
  options: Record<string, number>
}

type FacetsRow = Omit<PrecomputedFacets, 'manufacturers' | 'options'> & { manufacturers: string; options: string }

/** A category's precomputed facets, by category id. */
export const categoryFacetsStatement = (db: Database, categoryId: string) =>
  db
    .prepare(
      `SELECT total, price_min AS priceMin, price_max AS priceMax, rating_max AS ratingMax, shipping_free AS shippingFree, manufacturers, options
       FROM category_facets WHERE category = (SELECT ordinal FROM category WHERE id = ?)`,
    )
    .bind(categoryId)

export const parseCategoryFacets = (row: FacetsRow | undefined): PrecomputedFacets | null =>
  row ? { ...row, manufacturers: JSON.parse(row.manufacturers), options: JSON.parse(row.options) } : null

/** One counted thing: a facet (or one property group of it) or a criteria aggregation, with its branch. */
export interface FacetPlan {
  key: string
  flat: FlatAggregation
  /** True when the rows it counts are the whole category: the precomputed counts answer it. */
  precomputed: boolean
}

/** The filters a facet counts with: all but its own (for a property group: all but that group's; '*', the groups without a filter, all). */
const others = (filters: ListingFilter[], facet: FacetName, group?: string) =>
  filters
    .filter((f) => (facet === 'properties' ? f.facet !== facet || f.group !== group : f.facet !== facet))
    .map((f) => f.filter)

/** The facet aggregations for `wanted` facets, each with the other facets' filters (Shopware's FilterAggregations). */
export function facetAggregations(
  wanted: FacetName[],
  filters: ListingFilter[],
  meta: CatalogMeta,
): Array<{ key: string; aggregation: Aggregation }> {
  const filter = (facet: FacetName, inner: Aggregation, extra: Filter[] = [], group?: string): Aggregation => ({
    name: `${facet}-filter`,
    type: 'filter',
    filter: [...others(filters, facet, group), ...extra],
    aggregation: inner,
  })
  const out: Array<{ key: string; aggregation: Aggregation }> = []
  for (const facet of wanted) {
    if (facet === 'manufacturer')
      out.push({
        key: facet,
        aggregation: filter(facet, {
          name: facet,
          type: 'entity',
          field: 'manufacturerId',
          definition: 'product_manufacturer',
        }),
      })
    if (facet === 'price')
      out.push({
        key: facet,
        aggregation: filter(facet, { name: facet, type: 'stats', field: 'price', metrics: ['min', 'max'] }),
      })
    if (facet === 'rating')
      out.push({ key: facet, aggregation: filter(facet, { name: facet, type: 'max', field: 'ratingAverage' }) })
    // How many ship free: a sum over the same rows the other metrics read, so they share one pass.
    if (facet === 'shipping-free')
      out.push({ key: facet, aggregation: filter(facet, { name: facet, type: 'sum', field: 'shippingFree' }) })
    if (facet === 'properties') {
      // A group with an active filter counts without it; all other groups share one count.
      const active = [...new Set(filters.filter((f) => f.facet === 'properties').map((f) => f.group!))]
      out.push({
        key: 'properties:*',
        aggregation: filter(facet, { name: facet, type: 'terms', field: 'properties.id' }, [], '*'),
      })
      for (const group of active)
        out.push({
          key: `properties:${group}`,
          aggregation: filter(facet, { name: facet, type: 'terms', field: 'properties.id' }, [], group),
        })
    }
  }
  return out.filter((a) => meta.options.size || !a.key.startsWith('properties'))
}

/** Keys that share a branch: grouping by maker and option set together stays small (a category has a few hundred pairs). */
const SHARED_KEYS = ['manufacturerId', 'properties.id']

/**
 * The branches for `plans` that need counting; precomputed plans are skipped. Plans with the same
 * filters share one branch, one read of the rows: makers and options grouped together, metrics
 * (price, rating, shipping-free) measured alongside.
 */
function facetBranches(plans: FacetPlan[]) {
  const branches: Branch[] = []
  const slots = new Map<string, { branch: number; key: number | null; value: number | null }>()
  const shared = new Map<string, number>()
  for (const plan of plans.filter((p) => !p.precomputed)) {
    const own = branchOf(plan.flat)
    const sharable = own.keys.every((k) => SHARED_KEYS.includes(k))
    const signature = JSON.stringify(own.filters)
    let index = sharable ? shared.get(signature) : undefined
    if (index === undefined) {
      index = branches.push({ filters: own.filters, keys: [], values: [] }) - 1
      if (sharable) shared.set(signature, index)
    }
    const branch = branches[index]
    // Options are grouped under makers: the maker index then both narrows to the chosen makers and
    // yields the groups in order.
    if (sharable && own.keys[0] === 'properties.id' && !branch.keys.includes('manufacturerId'))
      branch.keys.push('manufacturerId')
    const key = own.keys.length
      ? branch.keys.includes(own.keys[0])
        ? branch.keys.indexOf(own.keys[0])
        : branch.keys.push(own.keys[0]) - 1
      : null
    const value = own.values.length ? branch.values.push(own.values[0]) - 1 : null
    slots.set(plan.key, { branch: index, key, value })
  }
  return { branches, slots }
}

/** The one statement counting every plan that needs counting; null when none does. */
export function facetStatement(db: Database, q: ListingQuery, plans: FacetPlan[]): D1PreparedStatement | null {
  const { branches } = facetBranches(plans)
  if (!branches.length) return null
  const statement = aggregationSql(aggregationScope(q, branches.length), branches)
  return db.prepare(statement.text).bind(...statement.params)
}

/** The facet statement's answer as rows per plan key. */
export function facetRows(answer: Record<string, string> | undefined, plans: FacetPlan[]): Map<string, BranchRow[]> {
  const { branches, slots } = facetBranches(plans)
  const groups = branchGroups(answer ?? null, branches)
  return new Map([...slots].map(([key, slot]) => [key, project(groups[slot.branch], slot.key, slot.value)]))
}

/** Plans for facet and criteria aggregations; `wholeScope` says the rows counted are exactly a category's. */
export function planAggregations(
  items: Array<{ key: string; aggregation: Aggregation }>,
  wholeScope: boolean,
): FacetPlan[] {
  return items.map(({ key, aggregation }) => {
    const flat = flatten(aggregation)
    const facet = key.split(':')[0] as FacetName
    return { key, flat, precomputed: wholeScope && FACETS.includes(facet) && flat.filters.length === 0 }
  })
}
