/** Criteria beyond REQUEST_LIMITS are refused before they are parsed: one 400 entry per list that is too long. */
import { REQUEST_LIMITS } from '../../shared/request-limits'
import { type Collector, isObject, type Raw } from './collector'

const { criteriaList, criteriaFilters, criteriaSortings, criteriaAggregations } = REQUEST_LIMITS

/** How many elements a criteria list holds: an array's, a '|' or ',' list's, or an object's keys. */
function sizeOf(value: unknown): number {
  if (Array.isArray(value)) return value.length
  if (typeof value === 'string') return value.split(/[|,]/).length
  if (isObject(value)) return Object.keys(value).length
  return 0
}

/** The filters of a criteria, nested ones, post-filters and those of aggregations and associations counted. */
function filterCount(raw: Raw): number {
  const lists = [raw.filter, raw['post-filter']]
  if (Array.isArray(raw.aggregations)) lists.push(...raw.aggregations.map((a) => (isObject(a) ? a.filter : undefined)))
  if (isObject(raw.associations))
    for (const nested of Object.values(raw.associations)) if (isObject(nested)) lists.push(nested.filter)
  return lists.reduce<number>((sum, list) => sum + countFilters(list), 0)
}

function countFilters(list: unknown): number {
  if (!Array.isArray(list)) return 0
  return list.reduce<number>((sum, f) => sum + 1 + (isObject(f) ? countFilters(f.queries) : 0), 0)
}

/** equalsAny value lists longer than the limit, with their pointers. */
function longValueLists(list: unknown, at: string): string[] {
  if (!Array.isArray(list)) return []
  return list.flatMap((f, i) => {
    if (!isObject(f)) return []
    const here = `${at}/${i}`
    const own = f.type === 'equalsAny' && sizeOf(f.value) > criteriaList ? [`${here}/value`] : []
    return [...own, ...longValueLists(f.queries, `${here}/queries`)]
  })
}

/**
 * Records a violation for every list of `raw` beyond its limit.
 * @example checkCriteriaSize({ ids: Array(1000).fill('a') }, c) // c.errors: FRAMEWORK__INVALID_CRITERIA_IDS at /ids
 */
export function checkCriteriaSize(raw: Raw, c: Collector): void {
  const tooMany = (what: string, limit: number) => `At most ${limit} ${what} are allowed in one criteria.`
  if (sizeOf(raw.ids) > criteriaList) c.fail('FRAMEWORK__INVALID_CRITERIA_IDS', tooMany('ids', criteriaList), '/ids')
  if (filterCount(raw) > criteriaFilters)
    c.fail('FRAMEWORK__INVALID_FILTER_QUERY', tooMany('filters', criteriaFilters), '/filter')
  for (const key of ['filter', 'post-filter'])
    for (const pointer of longValueLists(raw[key], `/${key}`))
      c.fail('FRAMEWORK__INVALID_FILTER_QUERY', tooMany('values', criteriaList), pointer)
  if (sizeOf(raw.sort) > criteriaSortings)
    c.fail('FRAMEWORK__INVALID_SORT_QUERY', tooMany('sortings', criteriaSortings), '/sort')
  if (sizeOf(raw.aggregations) > criteriaAggregations)
    c.fail('FRAMEWORK__INVALID_AGGREGATION_QUERY', tooMany('aggregations', criteriaAggregations), '/aggregations')
  if (sizeOf(raw.associations) > criteriaList)
    c.fail('FRAMEWORK__INVALID_REQUEST_PARAMETER', tooMany('associations', criteriaList), '/associations')
  checkIncludes(raw.includes, c, tooMany('includes', criteriaList))
}

function checkIncludes(includes: unknown, c: Collector, detail: string): void {
  if (!isObject(includes)) return
  const long = sizeOf(includes) > criteriaList ? ['/includes'] : []
  for (const [alias, fields] of Object.entries(includes))
    if (sizeOf(fields) > criteriaList) long.push(`/includes/${alias}`)
  for (const pointer of long) c.fail('FRAMEWORK__INVALID_INCLUDES_QUERY', detail, pointer)
}
