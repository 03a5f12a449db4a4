/**
 * Criteria over a handful of records held in code (reference data: countries, salutations, payment and
 * shipping methods): the same parsed Criteria as the SQL engine, evaluated in memory. The records are
 * too few to be worth a table, but the official client filters them like any entity (e.g. by id or iso).
 */
import type { Criteria, EntitySchema, FieldType, Filter, Scalar } from './types'

/** A field of an in-memory entity: its type (for the parser) and how to read it from a record. */
export interface MemoryField<T> {
  type: FieldType
  get: (record: T) => Scalar | null
}

/** The EntitySchema the criteria parser checks field names and filter values against. */
export function memorySchema<T>(entity: string, fields: Record<string, MemoryField<T>>): EntitySchema {
  return {
    entity,
    fields: Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, { type: f.type, sql: '' }])),
  }
}

const normalize = (type: FieldType, value: Scalar | null): Scalar | null => {
  if (value === null) return null
  if (type === 'boolean') return value === true || value === 1 || value === '1' || value === 'true'
  if (type === 'number') return Number(value)
  if (type === 'id') return String(value).toLowerCase()
  return value
}

function matches<T>(record: T, filter: Filter, fields: Record<string, MemoryField<T>>): boolean {
  if (filter.type === 'multi' || filter.type === 'not') {
    const results = filter.queries.map((q) => matches(record, q, fields))
    const joined = filter.operator === 'or' ? results.some(Boolean) : results.every(Boolean)
    return filter.type === 'not' ? !joined : joined
  }
  const field = fields[filter.field]!
  const actual = normalize(field.type, field.get(record))
  switch (filter.type) {
    case 'equals':
      return actual === normalize(field.type, filter.value)
    case 'equalsAny':
      return filter.value.some((v) => normalize(field.type, v) === actual)
    case 'contains':
      return String(actual ?? '')
        .toLowerCase()
        .includes(filter.value.toLowerCase())
    case 'prefix':
      return String(actual ?? '')
        .toLowerCase()
        .startsWith(filter.value.toLowerCase())
    case 'suffix':
      return String(actual ?? '')
        .toLowerCase()
        .endsWith(filter.value.toLowerCase())
    case 'range': {
      if (actual === null) return false
      const p = filter.parameters
      const cmp = (bound: number | string) =>
        typeof actual === 'number' ? actual - Number(bound) : String(actual).localeCompare(String(bound))
      return (
        (p.gte === undefined || cmp(p.gte) >= 0) &&
        (p.lte === undefined || cmp(p.lte) <= 0) &&
        (p.gt === undefined || cmp(p.gt) > 0) &&
        (p.lt === undefined || cmp(p.lt) < 0)
      )
    }
  }
}

/**
 * The page of `records` that `criteria` selects (ids, filter, post-filter, sort, page and limit) and the
 * total before paging.
 */
export function searchInMemory<T>(
  records: readonly T[],
  criteria: Criteria,
  fields: Record<string, MemoryField<T>>,
  id: (record: T) => string,
): { elements: T[]; total: number } {
  const ids = criteria.ids?.map((i) => i.toLowerCase())
  const filters = [...criteria.filter, ...criteria.postFilter]
  const selected = records.filter((r) => (!ids || ids.includes(id(r))) && filters.every((f) => matches(r, f, fields)))
  const sorted = criteria.sort.length
    ? [...selected].sort((a, b) => {
        for (const s of criteria.sort) {
          const field = fields[s.field]!
          const x = field.get(a)
          const y = field.get(b)
          const order =
            x === y
              ? 0
              : x === null
                ? -1
                : y === null
                  ? 1
                  : typeof x === 'number' && typeof y === 'number'
                    ? x - y
                    : String(x).localeCompare(String(y), undefined, { numeric: s.naturalSorting })
          if (order) return s.order === 'DESC' ? -order : order
        }
        return 0
      })
    : selected
  const start = (criteria.page - 1) * criteria.limit
  return { elements: sorted.slice(start, start + criteria.limit), total: sorted.length }
}
