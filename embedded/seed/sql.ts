/** SQL for the seed: literal escaping, multi-row INSERTs for small tables and JSON-bound bulk INSERTs for large ones. */

export type SqlValue = string | number | boolean | null | undefined

/** One seed statement; label names what it inserts (table, or e.g. 'product_variant') so counts can be summed. */
export interface SeedStatement {
  label: string
  rows: number
  sql: string
  /** Bound parameters (bulk inserts bind their rows as one JSON array). */
  params?: SqlValue[]
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
    if (row.length !== columns.length)
      throw new RangeError(`${table}: ${row.length} values for ${columns.length} columns`)
    const tuple = `(${row.map(literal).join(',')})`
    if (values.length && (bytes + tuple.length + 1 > MAX_STATEMENT_BYTES || values.length >= MAX_ROWS)) flush()
    values.push(tuple)
    bytes += tuple.length + 1
  }
  flush()
  return out
}

/**
 * Bulk INSERT statements: rows travel as one bound JSON array that SQLite unpacks (`json_each`), so a
 * statement carries thousands of rows at a fraction of the text of VALUES lists. `maxBytes` bounds the
 * JSON per statement (D1 binds up to 2 MB; a statement written out as text must stay under 100 kB).
 * @example bulkInsert('variant', ['vid', 'id'], [[1, 'a…']], 'variant', 90_000)
 */
export function bulkInsert(
  table: string,
  columns: string[],
  rows: SqlValue[][],
  label = table,
  maxBytes = 90_000,
): SeedStatement[] {
  const sql = `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${columns.map((_, i) => `value ->> ${i}`).join(', ')} FROM json_each(?1)`
  const out: SeedStatement[] = []
  let chunk: string[] = []
  let bytes = 2
  const flush = () => {
    if (chunk.length) out.push({ label, rows: chunk.length, sql, params: [`[${chunk.join(',')}]`] })
    chunk = []
    bytes = 2
  }
  for (const row of rows) {
    if (row.length !== columns.length)
      throw new RangeError(`${table}: ${row.length} values for ${columns.length} columns`)
    const json = JSON.stringify(row)
    if (chunk.length && bytes + json.length + 1 > maxBytes) flush()
    chunk.push(json)
    bytes += json.length + 1
  }
  flush()
  return out
}

/** A statement as SQL text (its bound parameters inlined), for `wrangler d1 execute --file`. */
export function sqlText(statement: SeedStatement): string {
  const params = statement.params ?? []
  return params.length
    ? statement.sql.replace(/\?(\d+)/g, (_, i: string) => literal(params[Number(i) - 1]))
    : statement.sql
}
