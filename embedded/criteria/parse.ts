/** Parses a criteria body (or listing query) into Criteria; every problem becomes one 400 entry with its JSON pointer. */
import { ApiError } from '../platform/errors'
import { asInt, Collector, isObject, type Raw } from './collector'
import { checkCriteriaSize } from './limits'
import { parseAggregation } from './parse-aggregations'
import { parseFilters, parseSort } from './parse-filters'
import type { Aggregation, AssociationCriteria, Criteria, EntitySchema, TotalCountMode } from './types'

export interface ParseOptions {
  defaultLimit: number
  maxLimit: number
}

function parseAssociations(raw: unknown, c: Collector, depth = 0): Record<string, AssociationCriteria> {
  if (!isObject(raw) || depth > 3) return {}
  return Object.fromEntries(
    Object.entries(raw).map(([name, nested]) => {
      const n = isObject(nested) ? nested : {}
      const limit = asInt(n.limit)
      const page = asInt(n.page ?? n.p)
      // Association criteria point into a nested entity: their field errors are not the root's.
      const quiet = new Collector(c.schema)
      return [
        name,
        {
          limit: limit > 0 ? limit : undefined,
          page: page > 0 ? page : undefined,
          sort: parseSort(n.sort, '', quiet),
          filter: parseFilters(n.filter, '', quiet),
          associations: parseAssociations(n.associations, c, depth + 1),
        },
      ]
    }),
  )
}

const COUNT_MODES: Record<string, TotalCountMode> = {
  '0': 'none',
  none: 'none',
  '1': 'exact',
  exact: 'exact',
  '2': 'next-pages',
  'next-pages': 'next-pages',
}

function parseIncludes(raw: unknown, c: Collector): Record<string, string[]> | undefined {
  if (raw === undefined) return undefined
  if (!isObject(raw)) {
    c.fail(
      'FRAMEWORK__INVALID_INCLUDES_QUERY',
      'Includes must be an object of field lists keyed by apiAlias.',
      '/includes',
    )
    return undefined
  }
  const out: Record<string, string[]> = {}
  for (const [alias, fields] of Object.entries(raw)) {
    const list = typeof fields === 'string' ? fields.split(',') : fields
    if (!Array.isArray(list) || !list.every((f) => typeof f === 'string'))
      c.fail(
        'FRAMEWORK__INVALID_INCLUDES_QUERY',
        `Includes for "${alias}" must be a list of fields.`,
        `/includes/${alias}`,
      )
    else out[alias] = list
  }
  return out
}

function paging(raw: Raw, opts: ParseOptions, c: Collector) {
  const pageRaw = raw.p ?? raw.page
  const page = pageRaw === undefined ? 1 : asInt(pageRaw)
  if (!(page >= 1 && page <= 1_000_000))
    c.fail(
      'FRAMEWORK__INVALID_PAGE_QUERY',
      `The page parameter must be a positive integer, "${String(pageRaw)}" given.`,
      raw.p !== undefined ? '/p' : '/page',
    )
  const limit = raw.limit === undefined || raw.limit === null ? opts.defaultLimit : asInt(raw.limit)
  if (!(limit >= 1 && limit <= opts.maxLimit))
    c.fail(
      'FRAMEWORK__INVALID_LIMIT_QUERY',
      `The limit parameter must be an integer from 1 to ${opts.maxLimit}, "${String(raw.limit)}" given.`,
      '/limit',
    )
  const mode = raw['total-count-mode'] === undefined ? 'exact' : COUNT_MODES[String(raw['total-count-mode'])]
  if (!mode)
    c.fail(
      'FRAMEWORK__INVALID_TOTAL_COUNT_MODE',
      'total-count-mode must be none, exact or next-pages (0, 1, 2).',
      '/total-count-mode',
    )
  return { page: Math.max(page, 1), limit: limit >= 1 ? limit : opts.defaultLimit, totalCountMode: mode ?? 'exact' }
}

/**
 * Criteria from a request body (or query parameters already turned into one object). Unknown
 * top-level keys are ignored, as Shopware does; unknown fields are errors.
 * @example parseCriteria({ filter: [{ type: 'equals', field: 'shippingFree', value: true }] }, productSchema, { defaultLimit: 10, maxLimit: 100 })
 */
export function parseCriteria(raw: Raw, schema: EntitySchema, opts: ParseOptions): Criteria {
  const c = new Collector(schema)
  // Oversized lists are refused before any is read (a thousand ANDed filters overflow SQLite's expression depth).
  checkCriteriaSize(raw, c)
  if (c.errors.length) throw new ApiError(400, c.errors)
  const ids =
    typeof raw.ids === 'string'
      ? raw.ids.split('|').filter(Boolean)
      : Array.isArray(raw.ids)
        ? raw.ids.map(String)
        : undefined
  const rawTerm = raw.term
  const criteria: Criteria = {
    ...paging(raw, opts, c),
    filter: parseFilters(raw.filter, '/filter', c),
    postFilter: parseFilters(raw['post-filter'], '/post-filter', c),
    sort: parseSort(raw.sort, '/sort', c),
    term: typeof rawTerm === 'string' || typeof rawTerm === 'number' ? String(rawTerm).trim() || undefined : undefined,
    ids,
    aggregations: Array.isArray(raw.aggregations)
      ? raw.aggregations
          .map((a, i) => parseAggregation(a, `/aggregations/${i}`, c))
          .filter((a): a is Aggregation => !!a)
      : [],
    includes: parseIncludes(raw.includes, c),
    associations: parseAssociations(raw.associations, c),
  }
  if (raw.aggregations !== undefined && !Array.isArray(raw.aggregations))
    c.fail('FRAMEWORK__INVALID_AGGREGATION_QUERY', 'The aggregations parameter has to be a list.', '/aggregations')
  if (c.errors.length) throw new ApiError(400, c.errors)
  return criteria
}
