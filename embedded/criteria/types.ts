/** Shopware search criteria as the engine understands them: filters, sorting, aggregations, paging, includes. */

export type Scalar = string | number | boolean

export type Filter =
  | { type: 'equals'; field: string; value: Scalar | null }
  | { type: 'equalsAny'; field: string; value: Scalar[] }
  | { type: 'contains' | 'prefix' | 'suffix'; field: string; value: string }
  | { type: 'range'; field: string; parameters: Partial<Record<'gte' | 'lte' | 'gt' | 'lt', number | string>> }
  | { type: 'multi'; operator: 'and' | 'or'; queries: Filter[] }
  | { type: 'not'; operator: 'and' | 'or'; queries: Filter[] }

export interface Sort {
  field: string
  order: 'ASC' | 'DESC'
  naturalSorting: boolean
}

export type Aggregation =
  | { name: string; type: 'terms'; field: string; limit?: number; sort?: Sort }
  | { name: string; type: 'entity'; field: string; definition: string }
  | { name: string; type: 'stats' | 'max' | 'min' | 'avg' | 'sum' | 'count'; field: string; metrics?: Metric[] }
  | { name: string; type: 'filter'; filter: Filter[]; aggregation: Aggregation }

/** What a metric aggregation computes; a stats aggregation all four unless told (Shopware's price facet: min and max). */
export type Metric = 'min' | 'max' | 'avg' | 'sum'

export type TotalCountMode = 'none' | 'exact' | 'next-pages'

/** Shopware's next-pages mode reads up to five pages ahead (limit × 5 + 1) and reports how far it got. */
export const NEXT_PAGES = 5

export interface Criteria {
  page: number
  limit: number
  filter: Filter[]
  postFilter: Filter[]
  sort: Sort[]
  term?: string
  ids?: string[]
  aggregations: Aggregation[]
  /** Fields to keep per apiAlias, applied to the serialized answer. */
  includes?: Record<string, string[]>
  /** Requested associations with their own (simple) criteria; unknown ones are ignored. */
  associations: Record<string, AssociationCriteria>
  totalCountMode: TotalCountMode
}

export interface AssociationCriteria {
  limit?: number
  page?: number
  sort: Sort[]
  filter: Filter[]
  associations: Record<string, AssociationCriteria>
}

/** Field types decide which filters, values and aggregations a field accepts ('letter': one letter A–Z, any case, stored upper-case). */
export type FieldType = 'id' | 'string' | 'number' | 'boolean' | 'date' | 'option' | 'mask' | 'letter'

/**
 * A field of an entity, mapped to SQL. `sql` is an expression over the query's aliases; `scale` turns
 * API numbers into stored integers (euros → cents: 100); `lookup` maps ids to stored ordinals
 * through a table; option fields hold a bit set (property options).
 */
export interface FieldDef {
  type: FieldType
  sql: string
  /** Tables the expression needs besides the base table. */
  joins?: Join[]
  scale?: number
  lookup?: { table: string; key: string; column: string }
  /** For entity aggregations: the entity the ids belong to. */
  entity?: string
  /** An expression to sort by instead of `sql` (e.g. a name rank), per request language. */
  sortSql?: string
  /**
   * The expression filters compare (default `sql`): a listing column as `+l.price`, so a filter never
   * steers the planner off the category's own rows onto an index that needs a lookup per row.
   */
  filterSql?: string
  /** What `equals null` matches where the field's null is not a stored null (default: the column IS NULL). */
  nullSql?: string
}

export type Join = 'product' | 'translation' | 'variant'

export interface EntitySchema {
  entity: string
  fields: Record<string, FieldDef>
}

/** A piece of SQL with its bound parameters in textual order. */
export interface Sql {
  text: string
  params: unknown[]
}

export const sql = (text: string, ...params: unknown[]): Sql => ({ text, params })
export const joinSql = (parts: Sql[], separator: string): Sql => ({
  text: parts.map((p) => p.text).join(separator),
  params: parts.flatMap((p) => p.params),
})
