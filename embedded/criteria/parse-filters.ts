/** Criteria filters and sortings from a request, checked against an entity's fields. */
import { type Collector, isObject, isScalar, type Raw } from './collector'
import type { FieldType, Filter, Sort } from './types'

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
  if (type === 'multi' || type === 'not') return parseMulti(raw, type, at, c)
  return parseFieldFilter(raw, type, at, c)
}

/** A multi or not filter: its queries joined by `operator` (and, or). */
function parseMulti(raw: Raw, type: 'multi' | 'not', at: string, c: Collector): Filter | null {
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

/** A filter on one field: the field must be known, the filter type allowed on it and every value fit it. */
function parseFieldFilter(raw: Raw, type: string, at: string, c: Collector): Filter | null {
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
  return fieldFilter(raw, type, field, at, c)
}

/** The filter's own parameters: range bounds, an equalsAny list ('a|b' too), an equals value or a text. */
function fieldFilter(raw: Raw, type: string, field: string, at: string, c: Collector): Filter | null {
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

export function parseFilters(raw: unknown, at: string, c: Collector): Filter[] {
  if (raw === undefined || raw === null) return []
  if (!Array.isArray(raw)) {
    c.fail('FRAMEWORK__INVALID_FILTER_QUERY', 'The filter parameter has to be a list of filters.', at)
    return []
  }
  return raw.map((f, i) => parseFilter(f, `${at}/${i}`, c)).filter((f): f is Filter => !!f)
}

export function parseSort(raw: unknown, at: string, c: Collector): Sort[] {
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
