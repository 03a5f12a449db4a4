/**
 * Number ranges (Shopware's number_range): order, document and quote numbers count up per range name in
 * the `number_range` table. A writer puts `advanceNumberRange` into its D1 batch before the insert that
 * takes the number, and reads it there with `currentNumberSql`, so the number and the row commit together.
 */
import type { Database } from './database'

const RANGE_NAME = /^[a-z_]+$/

function rangeName(name: string): string {
  // The name is spliced into SQL text: only the code's own lower-case range names are accepted.
  if (!RANGE_NAME.test(name)) throw new Error(`Invalid number range name: ${name}`)
  return name
}

/** The statement that advances range `name` by one, starting it at `first` when it does not exist yet. */
export const advanceNumberRange = (db: Database, name: string, first: number): D1PreparedStatement =>
  db
    .prepare(
      `INSERT INTO number_range (name, last) VALUES (?, ?)
       ON CONFLICT (name) DO UPDATE SET last = last + 1`,
    )
    .bind(rangeName(name), first)

/** The SQL expression of range `name`'s current number as text, for the insert after `advanceNumberRange`. */
export const currentNumberSql = (name: string): string =>
  `(SELECT CAST(last AS TEXT) FROM number_range WHERE name = '${rangeName(name)}')`
