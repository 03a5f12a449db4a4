/** SQL text for the seed: literal escaping and multi-row INSERTs sized for D1's statement limit. */

export type SqlValue = string | number | boolean | null | undefined

/** One seed statement; label names what it inserts (table, or e.g. 'product_variant') so counts can be summed. */
export interface SeedStatement {
  label: string
  rows: number
  sql: string
}

/** D1 rejects statements over 100 kB; stay well below it. */
const MAX_STATEMENT_BYTES = 60_000
const MAX_ROWS = 250

/**
 * Renders a value as an SQLite literal.
 * @example literal("Brandt & Söhne's") // "'Brandt & Söhne''s'"
 */
export function literal(value: SqlValue): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'boolean') return value ? '1' : '0'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`)
    return String(value)
  }
  // NUL would end the statement early in some drivers; the seed never needs it.
  return `'${value.replaceAll('\u0000', '').replaceAll("'", "''")}'`
}

/** Multi-row INSERT statements for `rows`, split so none exceeds D1's statement size. */
export function insert(table: string, columns: string[], rows: SqlValue[][], label = table): SeedStatement[] {
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES `
  const out: SeedStatement[] = []
  let values: string[] = []
  let bytes = head.length
  const flush = () => {
    if (values.length) out.push({ label, rows: values.length, sql: head + values.join(',') })
    values = []
    bytes = head.length
  }
  for (const row of rows) {
    if (row.length !== columns.length) throw new RangeError(`${table}: ${row.length} values for ${columns.length} columns`)
    const tuple = `(${row.map(literal).join(',')})`
    if (values.length && (bytes + tuple.length + 1 > MAX_STATEMENT_BYTES || values.length >= MAX_ROWS)) flush()
    values.push(tuple)
    bytes += tuple.length + 1
  }
  flush()
  return out
}
