/** Criteria aggregations from a request: terms, entity, metrics and filter aggregations, checked against an entity's fields. */
import { asInt, type Collector, isObject } from './collector'
import { parseFilters } from './parse-filters'
import type { Aggregation } from './types'

const METRICS = ['stats', 'max', 'min', 'avg', 'sum', 'count']

export function parseAggregation(raw: unknown, at: string, c: Collector): Aggregation | null {
  const fail = (detail: string, pointer = at) => c.fail('FRAMEWORK__INVALID_AGGREGATION_QUERY', detail, pointer)
  if (!isObject(raw)) return fail('An aggregation must be an object.')
  const name = raw.name
  if (typeof name !== 'string' || !name || /[?:]/.test(name))
    return fail('The aggregation needs a name without "?" or ":".', `${at}/name`)
  const type = raw.type
  if (type === 'filter') {
    const inner = parseAggregation(raw.aggregation, `${at}/aggregation`, c)
    return inner && { name, type, filter: parseFilters(raw.filter, `${at}/filter`, c), aggregation: inner }
  }
  if (type !== 'terms' && type !== 'entity' && !METRICS.includes(String(type)))
    return fail(`Unsupported aggregation type: ${String(type)}`, `${at}/type`)
  const field = c.field(raw.field, `${at}/field`)
  if (!field) return null
  const def = c.schema.fields[field]
  if ((type === 'terms' || type === 'entity') && def.type === 'id' && !def.entity)
    return fail(`Field "${field}" cannot be aggregated by ${type}.`, `${at}/field`)
  if (
    METRICS.includes(String(type)) &&
    type !== 'count' &&
    def.type !== 'number' &&
    def.type !== 'boolean' &&
    def.type !== 'date'
  ) {
    return fail(`Field "${field}" is not numeric.`, `${at}/field`)
  }
  if (type === 'entity') {
    const definition = def.entity
    if (!definition || (raw.definition !== undefined && raw.definition !== definition))
      return fail(`Field "${field}" does not reference entity "${String(raw.definition)}".`, `${at}/definition`)
    return { name, type, field, definition }
  }
  if (type === 'terms') {
    const limit = raw.limit === undefined ? undefined : asInt(raw.limit)
    if (limit !== undefined && !(limit > 0))
      return fail('The limit of a terms aggregation must be positive.', `${at}/limit`)
    // Buckets sort by '_count' or by their key (any field name); by count, biggest first, without.
    const rawSort = Array.isArray(raw.sort) ? raw.sort[0] : raw.sort
    const sort = isObject(rawSort)
      ? {
          field: String(rawSort.field ?? '_count'),
          order: String(rawSort.order ?? 'ASC').toUpperCase() === 'DESC' ? ('DESC' as const) : ('ASC' as const),
          naturalSorting: false,
        }
      : undefined
    return { name, type, field, limit, sort }
  }
  return { name, type: type as 'stats', field }
}
