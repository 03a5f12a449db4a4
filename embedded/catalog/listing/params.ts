/** Shopware's listing parameters (order, manufacturer, properties, min-price, max-price, rating, shipping-free) and our availability filter, as filters. */
import { isUuid } from '../../../shared/ids'
import { REQUEST_LIMITS } from '../../../shared/request-limits'
import { ApiError, errorEntry, type ApiErrorEntry } from '../../platform/errors'
import type { CatalogMeta } from '../meta'
import type { FacetName, ListingFilter } from './facets'
import { FACETS } from './facets'

export interface ListingParams {
  order?: string
  manufacturer: string[]
  properties: string[]
  minPrice: number
  maxPrice: number
  /** The gross bounds the catalog filters on, when the shopper's are net (a business session); else min/maxPrice. */
  grossPrice?: { min: number; max: number }
  rating: number | null
  shippingFree: boolean
  /** Only products deliverable now (our own listing parameter; a real Shopware ignores it). */
  available: boolean
  /** Facets switched off (manufacturer-filter: false …): their filter is ignored and their aggregation left out. */
  disabled: Set<FacetName>
  noAggregations: boolean
  onlyAggregations: boolean
}

type Raw = Record<string, unknown>

const flag = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true'
const off = (v: unknown) => v === false || v === 0 || v === '0' || v === 'false'

function ids(raw: unknown, pointer: string, errors: ApiErrorEntry[]): string[] {
  if (raw === undefined || raw === null || raw === '') return []
  const list = (Array.isArray(raw) ? raw : String(raw).split('|')).map(String).filter(Boolean)
  if (list.length > REQUEST_LIMITS.criteriaList) {
    const detail = `At most ${REQUEST_LIMITS.criteriaList} ids are allowed.`
    errors.push(errorEntry(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', detail, pointer))
    return []
  }
  const bad = list.find((id) => !isUuid(id))
  if (bad)
    errors.push(
      errorEntry(400, 'FRAMEWORK__INVALID_UUID', `Value is not a valid UUID: ${bad}`, pointer, { input: bad }),
    )
  return [...new Set(list)]
}

function amount(raw: unknown, pointer: string, errors: ApiErrorEntry[]): number {
  if (raw === undefined || raw === null || raw === '') return 0
  const value = typeof raw === 'number' ? raw : Number(String(raw).replace(',', '.'))
  if (!Number.isFinite(value) || value < 0) {
    errors.push(
      errorEntry(400, 'VIOLATION::INVALID_TYPE_ERROR', `${pointer.slice(1)} must be a number of 0 or more.`, pointer),
    )
    return 0
  }
  return value
}

/** Reads the listing parameters; a malformed one is a 400 naming its parameter. */
export function parseListingParams(raw: Raw): ListingParams {
  const errors: ApiErrorEntry[] = []
  const rating = amount(raw.rating, '/rating', errors)
  if (rating > 5)
    errors.push(errorEntry(400, 'VIOLATION::TOO_HIGH_ERROR', 'rating must be between 0 and 5.', '/rating'))
  const params: ListingParams = {
    order: typeof raw.order === 'string' && raw.order ? raw.order : undefined,
    manufacturer: ids(raw.manufacturer, '/manufacturer', errors),
    properties: ids(raw.properties, '/properties', errors),
    minPrice: amount(raw['min-price'], '/min-price', errors),
    maxPrice: amount(raw['max-price'], '/max-price', errors),
    rating: rating > 0 ? rating : null,
    shippingFree: flag(raw['shipping-free']),
    available: flag(raw.available),
    disabled: new Set(FACETS.filter((f) => off(raw[f === 'properties' ? 'property-filter' : `${f}-filter`]))),
    noAggregations: 'no-aggregations' in raw,
    onlyAggregations: 'only-aggregations' in raw,
  }
  if (errors.length) throw new ApiError(400, errors)
  return params
}

/**
 * The parameters as filters tagged by facet, already resolved to what listing rows store (maker
 * ordinals, option bit masks per property group), so a filter costs one integer test per row.
 */
export function listingFilters(p: ListingParams, meta: CatalogMeta): ListingFilter[] {
  const out: ListingFilter[] = []
  const on = (facet: FacetName) => !p.disabled.has(facet)
  if (on('manufacturer') && p.manufacturer.length) {
    const ordinals = new Map([...meta.manufacturers.values()].map((m) => [m.id, m.ordinal]))
    out.push({
      facet: 'manufacturer',
      filter: { type: 'equalsAny', field: '_manufacturer', value: p.manufacturer.map((id) => ordinals.get(id) ?? -1) },
    })
  }
  if (on('properties')) {
    const groups = new Map<string, number>()
    for (const id of p.properties) {
      const option = meta.optionsById.get(id)
      // Unknown options match nothing: they share one group whose mask stays empty (one filter, however many).
      const group = option?.groupId ?? 'unknown'
      groups.set(group, (groups.get(group) ?? 0) + (option ? 2 ** option.bit : 0))
    }
    for (const [group, mask] of groups)
      out.push({ facet: 'properties', group, filter: { type: 'equals', field: '_optionMask', value: mask } })
  }
  const { min, max } = p.grossPrice ?? { min: p.minPrice, max: p.maxPrice }
  if (on('price') && (min > 0 || max > 0)) {
    const parameters = {
      ...(min > 0 ? { gte: min } : {}),
      ...(max > 0 ? { lte: max } : {}),
    }
    out.push({ facet: 'price', filter: { type: 'range', field: 'price', parameters } })
  }
  if (on('rating') && p.rating)
    out.push({ facet: 'rating', filter: { type: 'range', field: 'ratingAverage', parameters: { gte: p.rating } } })
  if (on('shipping-free') && p.shippingFree)
    out.push({ facet: 'shipping-free', filter: { type: 'equals', field: 'shippingFree', value: true } })
  if (p.available) out.push({ facet: 'available', filter: { type: 'equals', field: '_deliverable', value: true } })
  return out
}
