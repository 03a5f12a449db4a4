/** The deterministic seed: a generator of SQL batches, applied through D1 or written out as an SQL file. */
import { planProduct, productStatements } from './products'
import { customerStatements } from './customers'
import { categoryStatements, languageStatements, manufacturerStatements, propertyStatements } from './static'
import type { SeedStatement } from './sql'

export type { SeedStatement } from './sql'
export { DEMO_CUSTOMERS, DEMO_PASSWORD } from './customers'
export { planProduct, productSeoPath } from './products'
export { categorySeoPath } from './static'

export interface SeedOptions {
  /** Listed (parent) products; each has 1 to 18 variants. */
  products?: number
  /** Customers including the two demo accounts. */
  customers?: number
}
export const DEFAULT_SEED = { products: 120, customers: 20 } as const
/** Rows per label (table, or 'product_variant'), as `applySeed` reports them. */
export type SeedCounts = Record<string, number>

const PRODUCTS_PER_BATCH = 50

/** Empties every seeded table, children first, so a seed can be re-run on a used database. */
function wipeStatements(): SeedStatement[] {
  const tables = [
    'product_search', 'product_listing', 'seo_url', 'product_category', 'product_option', 'product_translation', 'product',
    'property_option_translation', 'property_option', 'property_group_translation', 'property_group', 'manufacturer',
    'category_translation', 'category', 'media', 'customer', 'language',
  ]
  const detach = { label: 'context', rows: 0, sql: 'UPDATE context SET customer_id = NULL WHERE customer_id IS NOT NULL' }
  return [detach, ...tables.map((t) => ({ label: t, rows: 0, sql: `DELETE FROM ${t}` }))]
}

/**
 * Yields the seed as batches of SQL statements (one batch per 50 products, 1000 customers), so even
 * 300,000 products stream without being held in memory.
 * @example for await (const batch of generateSeed({ products: 24 })) await run(batch)
 */
export async function* generateSeed(opts: SeedOptions = {}): AsyncGenerator<SeedStatement[]> {
  const products = opts.products ?? DEFAULT_SEED.products
  const customers = opts.customers ?? DEFAULT_SEED.customers
  yield wipeStatements()
  yield [...languageStatements(), ...categoryStatements(), ...manufacturerStatements(), ...propertyStatements()]
  for (let start = 1; start <= products; start += PRODUCTS_PER_BATCH) {
    const plans = []
    for (let n = start; n < Math.min(start + PRODUCTS_PER_BATCH, products + 1); n++) plans.push(planProduct(n))
    yield productStatements(plans)
  }
  yield* customerStatements(customers)
}

/** Adds a batch's row counts to `counts`. */
export function tally(counts: SeedCounts, batch: SeedStatement[]): SeedCounts {
  for (const s of batch) if (s.rows) counts[s.label] = (counts[s.label] ?? 0) + s.rows
  return counts
}

/** Runs the seed against a D1 database, one `db.batch` (one transaction) per generated batch. */
export async function applySeed(db: D1Database, opts: SeedOptions = {}): Promise<SeedCounts> {
  const counts: SeedCounts = {}
  for await (const batch of generateSeed(opts)) {
    await db.batch(batch.map((s) => db.prepare(s.sql)))
    tally(counts, batch)
  }
  return counts
}

/**
 * Yields the seed as SQL text, one statement per line, for `wrangler d1 execute --file`.
 * Pass `counts` to have it filled while streaming.
 */
export async function* seedSql(opts: SeedOptions = {}, counts?: SeedCounts): AsyncGenerator<string> {
  for await (const batch of generateSeed(opts)) {
    if (counts) tally(counts, batch)
    for (const s of batch) yield `${s.sql};\n`
  }
}
