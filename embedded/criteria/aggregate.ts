/**
 * Aggregations in one statement: every aggregation is a branch with its own extra filters, answered
 * as one JSON column. Branches read the scope's rows directly (index ranges), or a copy materialised
 * once when finding the rows is the expensive part (full-text hits).
 */
import { compileFilters, filterFields, joinsFor } from './compile'
import type { Aggregation, EntitySchema, FieldDef, Filter, Join, Metric, Sql } from './types'
import { sql } from './types'

/**
 * One branch: rows that pass `filters`, grouped by `keys` (fields; none, one or two) and measuring
 * each of `values`. Aggregations with the same filters share one branch, so one read of the rows.
 */
export interface Branch {
  filters: Filter[]
  keys: string[]
  values: Array<{ field: string; metrics: Metric[] }>
}

/** One group of a branch: its key values, its row count and per value [min, max, avg, sum]. */
export interface Group {
  keys: Array<number | string | null>
  n: number
  metrics: Array<[number | null, number | null, number | null, number | null]>
}

/** What one aggregation reads of its branch: rows keyed by one key (or none), with one value's metrics. */
export interface BranchRow {
  k: number | string | null
  n: number
  mn: number | null
  mx: number | null
  av: number | null
  sm: number | null
}

/** Where branches read their rows. */
export interface AggregationScope {
  schema: EntitySchema
  /**
   * `SELECT what` over the scope's rows that pass `filters` (the criteria filter included), with the
   * joins `fields` need. Field SQL refers to the base rows by `alias`.
   */
  select: (what: string, filters: Filter[], fields: string[]) => Sql
  /** Rows worth finding once: branches then read this copy (as `hits`) instead of calling `select`. */
  materialise?: Sql
  alias: string
  join: (joins: Set<Join>) => Sql
}

function branchSql(scope: AggregationScope, b: Branch, i: number): Sql {
  const fields = [...filterFields(b.filters), ...b.keys, ...b.values.map((v) => v.field)]
  const keys = b.keys.map((key, j) => `${scope.schema.fields[key].sql} AS k${j}`)
  // Only the metrics asked for: each aggregate is work on every row read.
  const metrics = b.values.map(({ field, metrics: wanted }, j) => {
    const v = scope.schema.fields[field].sql
    return (['min', 'max', 'avg', 'sum'] as const)
      .map((m) => `${wanted.includes(m) ? `${m}(${v})` : 'NULL'} AS ${m}${j}`)
      .join(', ')
  })
  const what = [...keys, 'count(*) AS n', ...metrics].join(', ')
  let rows: Sql
  if (scope.materialise) {
    const where = compileFilters(b.filters, scope.schema)
    const join = scope.join(joinsFor(fields, scope.schema))
    rows = sql(
      `SELECT ${what} FROM hits ${scope.alias} ${join.text} WHERE ${where.text}`,
      ...join.params,
      ...where.params,
    )
  } else {
    rows = scope.select(what, b.filters, fields)
  }
  const columns = [
    ...b.keys.map((_, j) => `k${j}`),
    'n',
    ...b.values.map((_, j) => `min${j}, max${j}, avg${j}, sum${j}`),
  ].join(', ')
  const groupBy = b.keys.length ? ` GROUP BY ${b.keys.map((_, j) => `k${j}`).join(', ')}` : ''
  return sql(`(SELECT json_group_array(json_array(${columns})) FROM (${rows.text}${groupBy})) AS b${i}`, ...rows.params)
}

/**
 * The statement answering all `branches`: one row, one JSON column per branch (D1 allows few UNION
 * terms; a scalar subquery per branch has its own plan, so each can use the index that suits it).
 * @example aggregationSql(scope, [{ filters: [], keys: ['manufacturerId'], values: ['price'] }])
 */
export function aggregationSql(scope: AggregationScope, branches: Branch[]): Sql {
  const parts = branches.map((b, i) => branchSql(scope, b, i))
  const select = `SELECT ${parts.map((p) => p.text).join(', ')}`
  if (!scope.materialise) return { text: select, params: parts.flatMap((p) => p.params) }
  return {
    text: `WITH hits AS MATERIALIZED (${scope.materialise.text}) ${select}`,
    params: [...scope.materialise.params, ...parts.flatMap((p) => p.params)],
  }
}

/** Each branch's groups from the statement's single answer row. */
export function branchGroups(row: Record<string, string> | null, branches: Branch[]): Group[][] {
  return branches.map((b, i) =>
    (JSON.parse(row?.[`b${i}`] ?? '[]') as Array<Array<number | string | null>>).map((cells) => ({
      keys: cells.slice(0, b.keys.length),
      n: Number(cells[b.keys.length]),
      metrics: b.values.map(
        (_, j) => cells.slice(b.keys.length + 1 + 4 * j, b.keys.length + 5 + 4 * j) as Group['metrics'][number],
      ),
    })),
  )
}

/**
 * What one aggregation reads of shared groups: rows by its key (`key` indexes the branch's keys), or
 * one row of its value's metrics over all groups (`value` indexes the branch's values).
 */
export function project(groups: Group[], key: number | null, value: number | null): BranchRow[] {
  if (key !== null) return groups.map((g) => ({ k: g.keys[key], n: g.n, mn: null, mx: null, av: null, sm: null }))
  const n = groups.reduce((sum, g) => sum + g.n, 0)
  const metric = (index: number, pick: (values: number[]) => number) => {
    const present = groups
      .map((g) => g.metrics[value ?? 0]?.[index])
      .filter((v): v is number => v !== null && v !== undefined)
    return present.length ? pick(present) : null
  }
  const weighted = groups.reduce((sum, g) => sum + (g.metrics[value ?? 0]?.[2] ?? 0) * g.n, 0)
  return [
    {
      k: null,
      n,
      mn: metric(0, (v) => Math.min(...v)),
      mx: metric(1, (v) => Math.max(...v)),
      av: n && value !== null ? weighted / n : null,
      sm: metric(3, (v) => v.reduce((a, b) => a + b, 0)),
    },
  ]
}

/** A criteria aggregation unwrapped: its filter aggregations become extra filters on one branch. */
export interface FlatAggregation {
  name: string
  leaf: Exclude<Aggregation, { type: 'filter' }>
  filters: Filter[]
}

export function flatten(aggregation: Aggregation, filters: Filter[] = []): FlatAggregation {
  if (aggregation.type === 'filter') return flatten(aggregation.aggregation, [...filters, ...aggregation.filter])
  // Shopware answers a filter aggregation under its inner aggregation's name.
  return { name: aggregation.name, leaf: aggregation, filters }
}

export const branchOf = (flat: FlatAggregation): Branch => {
  const { leaf } = flat
  if (leaf.type === 'terms' || leaf.type === 'entity') return { filters: flat.filters, keys: [leaf.field], values: [] }
  const metrics: Metric[] =
    leaf.type === 'stats' ? (leaf.metrics ?? ['min', 'max', 'avg', 'sum']) : leaf.type === 'count' ? [] : [leaf.type]
  return { filters: flat.filters, keys: [], values: [{ field: leaf.field, metrics }] }
}

/** Values as the API reports them: stored integers scaled back (cents → euros, tenths → points). */
export const unscale = (def: FieldDef, value: number | null) =>
  value === null || !def.scale ? value : value / def.scale

/** The option bits set in a stored bit set (below 2^53, so plain arithmetic is exact). */
export function bitsOf(set: number): number[] {
  const bits: number[] = []
  for (let bit = 0, rest = set; rest > 0; bit++, rest = Math.floor(rest / 2)) if (rest % 2 === 1) bits.push(bit)
  return bits
}

/** Counts per key of grouped rows; option bit sets count once per bit. */
export function countsByKey(rows: BranchRow[], def: FieldDef): Map<string | number, number> {
  const counts = new Map<string | number, number>()
  for (const row of rows) {
    if (row.k === null) continue
    const keys = def.type === 'option' ? bitsOf(Number(row.k)) : [row.k]
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + row.n)
  }
  return counts
}

/** Metric results (stats, max, min, avg, sum, count) from a branch's single row. */
export function metricResult(leaf: FlatAggregation['leaf'], def: FieldDef, row: BranchRow | undefined) {
  const value = (v: number | null | undefined) => unscale(def, v ?? null)
  switch (leaf.type) {
    case 'count':
      return { count: row?.n ?? 0 }
    case 'max':
      return { max: value(row?.mx) }
    case 'min':
      return { min: value(row?.mn) }
    case 'avg':
      return { avg: value(row?.av) }
    case 'sum':
      return { sum: value(row?.sm) }
    default:
      return { min: value(row?.mn), max: value(row?.mx), avg: value(row?.av), sum: value(row?.sm) }
  }
}
