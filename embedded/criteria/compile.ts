/** Criteria filters and sortings as parameterised SQL over an entity's whitelisted fields. */
import type { EntitySchema, FieldDef, Filter, Join, Scalar, Sort, Sql } from './types'
import { joinSql, sql } from './types'

const TRUE = sql('1')

/** LIKE patterns match the value literally: % and _ in a shopper's text are not wildcards. */
const like = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`)

function stored(def: FieldDef, value: Scalar): Scalar {
  if (def.type === 'boolean') return value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0
  if (def.type === 'number') return def.scale ? Math.round(Number(value) * def.scale) : Number(value)
  if (def.type === 'letter') return String(value).toUpperCase()
  return value
}

/** A bit set of the given option ids; unknown ids add nothing. */
const optionMask = (ids: Scalar[]) =>
  sql(
    '(SELECT coalesce(sum(1 << bit), 0) FROM property_option WHERE id IN (SELECT value FROM json_each(?)))',
    JSON.stringify(ids),
  )

/** The stored keys (ordinals) of a lookup field whose looked-up column satisfies `condition`. */
const lookupKeys = (def: FieldDef, condition: Sql): Sql => {
  const { table, key, column } = def.lookup!
  return sql(`(SELECT ${key} FROM ${table} WHERE ${column} ${condition.text})`, ...condition.params)
}

function condition(def: FieldDef, f: Exclude<Filter, { type: 'multi' | 'not' }>): Sql {
  // A bit mask resolved beforehand (listing parameters): any of its bits set.
  if (def.type === 'mask') return sql(`(${def.sql} & ?) != 0`, f.type === 'equals' ? Number(f.value) : 0)
  if (def.type === 'option') {
    const ids = f.type === 'equalsAny' ? f.value : f.type === 'equals' && f.value !== null ? [f.value] : []
    const mask = optionMask(ids)
    return sql(`(${def.sql} & ${mask.text}) != 0`, ...mask.params)
  }
  // On a lookup field the comparison runs against the lookup table, the stored ordinal is matched.
  const column = def.filterSql ?? def.sql
  const target = def.lookup ? def.lookup.column : column
  const compare = (op: string, ...params: unknown[]): Sql => {
    if (!def.lookup) return sql(`${target} ${op}`, ...params)
    const keys = lookupKeys(def, sql(op, ...params))
    return sql(`${column} IN ${keys.text}`, ...keys.params)
  }
  switch (f.type) {
    case 'equals':
      return f.value === null ? sql(def.nullSql ?? `${column} IS NULL`) : compare('= ?', stored(def, f.value))
    case 'equalsAny':
      return compare('IN (SELECT value FROM json_each(?))', JSON.stringify(f.value.map((v) => stored(def, v))))
    case 'contains':
      return compare("LIKE ? ESCAPE '\\'", `%${like(f.value)}%`)
    case 'prefix':
      return compare("LIKE ? ESCAPE '\\'", `${like(f.value)}%`)
    case 'suffix':
      return compare("LIKE ? ESCAPE '\\'", `%${like(f.value)}`)
    case 'range': {
      const ops = { gte: '>=', lte: '<=', gt: '>', lt: '<' } as const
      const parts = Object.entries(f.parameters).map(([k, v]) =>
        compare(`${ops[k as keyof typeof ops]} ?`, stored(def, v as Scalar)),
      )
      return { text: `(${parts.map((p) => p.text).join(' AND ')})`, params: parts.flatMap((p) => p.params) }
    }
  }
}

/** One filter as a boolean SQL expression. */
export function compileFilter(f: Filter, schema: EntitySchema): Sql {
  if (f.type === 'multi' || f.type === 'not') {
    if (!f.queries.length) return f.type === 'not' ? sql('0') : TRUE
    const inner = joinSql(
      f.queries.map((q) => compileFilter(q, schema)),
      f.operator === 'or' ? ' OR ' : ' AND ',
    )
    return sql(`${f.type === 'not' ? 'NOT ' : ''}(${inner.text})`, ...inner.params)
  }
  return condition(schema.fields[f.field], f)
}

/** All filters joined with AND; `1` when there are none. */
export function compileFilters(filters: Filter[], schema: EntitySchema): Sql {
  if (!filters.length) return TRUE
  const parts = filters.map((f) => compileFilter(f, schema))
  return joinSql(
    parts.map((p) => sql(`(${p.text})`, ...p.params)),
    ' AND ',
  )
}

/** The fields filters touch (multi and not included). */
export function filterFields(filters: Filter[]): string[] {
  return filters.flatMap((f) => (f.type === 'multi' || f.type === 'not' ? filterFields(f.queries) : [f.field]))
}

/** The joins a set of fields needs besides the base table. */
export function joinsFor(fields: string[], schema: EntitySchema): Set<Join> {
  return new Set(fields.flatMap((f) => schema.fields[f]?.joins ?? []))
}

/**
 * ORDER BY for `sorts`, then `tieBreaker` so pages never overlap. `scan` sorts what a filtered scan
 * found (columns as `+l.x`): walking a sort index would look up every row just to test the filters.
 */
export function orderBy(sorts: Sort[], schema: EntitySchema, tieBreaker: string, scan = false): string {
  const terms = sorts.map((s) => {
    const def = schema.fields[s.field]
    const expr =
      def.sortSql ??
      (def.lookup
        ? `(SELECT ${def.lookup.column} FROM ${def.lookup.table} WHERE ${def.lookup.key} = ${def.sql})`
        : def.sql)
    return `${scan && /^\w+\.\w+$/.test(expr) ? '+' : ''}${expr} ${s.order}`
  })
  return [...terms, `${scan ? '+' : ''}${tieBreaker}`].join(', ')
}
