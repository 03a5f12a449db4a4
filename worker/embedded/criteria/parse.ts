/** Parses a criteria body (or listing query) into Criteria; every problem becomes one 400 entry with its JSON pointer. */
import { ApiError, errorEntry, type ApiErrorEntry } from '../platform/errors'
import type {
  AssociationCriteria,
  Aggregation,
  Criteria,
  EntitySchema,
  FieldType,
  Filter,
  Scalar,
  Sort,
  TotalCountMode,
} from './types'

export interface ParseOptions {
  defaultLimit: number
  maxLimit: number
}

type Raw = Record<string, unknown>
const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v)
const isScalar = (v: unknown): v is Scalar => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
/** Query strings hold numbers as text; bodies may too. */
const asInt = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : NaN

class Collector {
  readonly errors: ApiErrorEntry[] = []
  constructor(readonly schema: EntitySchema) {}
  /** Records a violation; answers null, so a parser can `return c.fail(…)` for what it gives up on. */
  fail(code: string, detail: string, pointer: string): null {
    this.errors.push(errorEntry(400, code, detail, pointer))
    return null
  }
  /** A known field name; Shopware also accepts it prefixed with the entity ("product.name"). */
  field(name: unknown, pointer: string): string | null {
    const field = typeof name === 'string' ? name.replace(new RegExp(`^${this.schema.entity}\\.`), '') : ''
    if (field && this.schema.fields[field]) return field
    this.fail(
      'FRAMEWORK__UNMAPPED_FIELD',
      `Field "${String(name)}" in entity "${this.schema.entity}" was not found.`,
      pointer,
    )
    return null
  }
}

const FILTER_TYPES = ['equals', 'equalsAny', 'contains', 'prefix', 'suffix', 'range', 'multi', 'not']
const ALLOWED: Record<FieldType, string[]> = {
  id: ['equals', 'equalsAny'],
  option: ['equals', 'equalsAny'],
  mask: ['equals'],
  letter: ['equals', 'equalsAny'],
  boolean: ['equals', 'equalsAny'],
  number: ['equals', 'equalsAny', 'range'],
  date: ['equals', 'equalsAny', 'range'],
  string: ['equals', 'equalsAny', 'contains', 'prefix', 'suffix', 'range'],
}

/** Whether a filter value suits the field (equalsAny's '|' lists and query strings arrive as text). */
function valueFits(type: FieldType, value: unknown): boolean {
  if (value === null) return true
  if (type === 'id' || type === 'option') return typeof value === 'string' && /^[0-9a-f]{32}$/.test(value)
  if (type === 'number' || type === 'mask')
    return (
      typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    )
  if (type === 'boolean') return [true, false, 0, 1, '0', '1', 'true', 'false'].includes(value as never)
  if (type === 'letter') return typeof value === 'string' && /^[a-z]$/i.test(value)
  return isScalar(value)
}

function parseFilter(raw: unknown, at: string, c: Collector): Filter | null {
  if (!isObject(raw)) return c.fail('FRAMEWORK__INVALID_FILTER_QUERY', 'A filter must be an object.', at)
  const type = raw.type
  if (typeof type !== 'string' || !FILTER_TYPES.includes(type)) {
    return c.fail('FRAMEWORK__INVALID_FILTER_QUERY', `Unsupported filter type: ${String(type)}`, `${at}/type`)
  }
  if (type === 'multi' || type === 'not') {
    const operator = String(raw.operator ?? 'and').toLowerCase()
    if (operator !== 'and' && operator !== 'or')
      c.fail('FRAMEWORK__INVALID_FILTER_QUERY', `Unsupported operator: ${operator}`, `${at}/operator`)
    if (!Array.isArray(raw.queries))
      return c.fail(
        'FRAMEWORK__INVALID_FILTER_QUERY',
        'Parameter "queries" for multi filter is missing.',
        `${at}/queries`,
      )
    const queries = raw.queries.map((q, i) => parseFilter(q, `${at}/queries/${i}`, c)).filter((q): q is Filter => !!q)
    return { type, operator: operator as 'and' | 'or', queries }
  }
  const field = c.field(raw.field, `${at}/field`)
  if (!field) return null
  const def = c.schema.fields[field]
  if (!ALLOWED[def.type].includes(type)) {
    return c.fail(
      'FRAMEWORK__INVALID_FILTER_QUERY',
      `Filter type ${type} cannot be used on field "${field}".`,
      `${at}/type`,
    )
  }
  const values =
    type === 'range'
      ? Object.values(isObject(raw.parameters) ? raw.parameters : {})
      : type === 'equalsAny' && typeof raw.value === 'string'
        ? raw.value.split('|')
        : Array.isArray(raw.value)
          ? raw.value
          : [raw.value]
  const bad = values.find((v) => v !== undefined && !valueFits(def.type, v))
  if (bad !== undefined) {
    const uuid = def.type === 'id' || def.type === 'option'
    const pointer = `${at}/${type === 'range' ? 'parameters' : 'value'}`
    return c.fail(
      uuid ? 'FRAMEWORK__INVALID_UUID' : 'FRAMEWORK__INVALID_FILTER_QUERY',
      uuid ? `Value is not a valid UUID: ${String(bad)}` : `Invalid value for field "${field}": ${String(bad)}`,
      pointer,
    )
  }
  if (type === 'range') {
    const parameters = isObject(raw.parameters) ? raw.parameters : {}
    const bounds = Object.entries(parameters).filter(([k]) => ['gte', 'lte', 'gt', 'lt'].includes(k))
    if (!bounds.length || bounds.some(([, v]) => typeof v !== 'number' && typeof v !== 'string')) {
      return c.fail(
        'FRAMEWORK__INVALID_FILTER_QUERY',
        'A range filter needs parameters gte, lte, gt or lt.',
        `${at}/parameters`,
      )
    }
    return { type, field, parameters: Object.fromEntries(bounds) as Record<string, number | string> }
  }
  if (type === 'equalsAny') {
    const value = typeof raw.value === 'string' ? raw.value.split('|') : raw.value
    if (!Array.isArray(value) || !value.length || !value.every(isScalar)) {
      return c.fail(
        'FRAMEWORK__INVALID_FILTER_QUERY',
        'Parameter "value" for equalsAny filter is missing.',
        `${at}/value`,
      )
    }
    return { type, field, value }
  }
  if (type === 'equals') {
    if (raw.value !== null && !isScalar(raw.value))
      return c.fail('FRAMEWORK__INVALID_FILTER_QUERY', 'Parameter "value" for equals filter is missing.', `${at}/value`)
    return { type, field, value: raw.value }
  }
  if (typeof raw.value !== 'string' && typeof raw.value !== 'number') {
    return c.fail('FRAMEWORK__INVALID_FILTER_QUERY', `Parameter "value" for ${type} filter is missing.`, `${at}/value`)
  }
  return { type: type as 'contains', field, value: String(raw.value) }
}

function parseFilters(raw: unknown, at: string, c: Collector): Filter[] {
  if (raw === undefined || raw === null) return []
  if (!Array.isArray(raw)) {
    c.fail('FRAMEWORK__INVALID_FILTER_QUERY', 'The filter parameter has to be a list of filters.', at)
    return []
  }
  return raw.map((f, i) => parseFilter(f, `${at}/${i}`, c)).filter((f): f is Filter => !!f)
}

function parseSort(raw: unknown, at: string, c: Collector): Sort[] {
  if (raw === undefined || raw === null) return []
  // The short form "name,-price" sorts by name, then price descending.
  const list =
    typeof raw === 'string'
      ? raw
          .split(',')
          .filter(Boolean)
          .map((f) => ({ field: f.replace(/^-/, ''), order: f.startsWith('-') ? 'DESC' : 'ASC' }))
      : raw
  if (!Array.isArray(list)) {
    c.fail('FRAMEWORK__INVALID_SORT_QUERY', 'The sort parameter has to be a list of sortings.', at)
    return []
  }
  return list.flatMap((s, i) => {
    if (!isObject(s)) {
      c.fail('FRAMEWORK__INVALID_SORT_QUERY', 'A sorting must be an object.', `${at}/${i}`)
      return []
    }
    const field = c.field(s.field, `${at}/${i}/field`)
    const order = String(s.order ?? 'ASC').toUpperCase()
    if (order !== 'ASC' && order !== 'DESC')
      c.fail('FRAMEWORK__INVALID_SORT_QUERY', `Invalid sort direction ${order}.`, `${at}/${i}/order`)
    return field
      ? [{ field, order: order === 'DESC' ? 'DESC' : 'ASC', naturalSorting: s.naturalSorting === true } as Sort]
      : []
  })
}

const METRICS = ['stats', 'max', 'min', 'avg', 'sum', 'count']

function parseAggregation(raw: unknown, at: string, c: Collector): Aggregation | null {
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
