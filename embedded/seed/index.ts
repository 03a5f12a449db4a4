/** The deterministic seed: a generator of SQL batches, applied through D1 or written out as an SQL file. */
import { LOCALES } from '../../shared/constants'
import { BUMP_CATALOG_VERSION } from '../catalog/listing/columns'
import { REFRESH_CATEGORY_FACETS } from '../catalog/listing/facets'
import { planProduct, plannedName } from './catalog/products'
import { SEARCH_TABLES } from '../catalog/listing/queries'
import { SEARCH_INDEX_LABEL, productStatements, type NameRanks } from './catalog/product-rows'
import { SearchIndexer } from './catalog/search'
import { contentStatements } from './content'
import { DEFAULT_SELLER, type Seller } from '../platform/seller'
import { digitalNames, digitalPlans, productDownloadStatements } from './catalog/digital'
import { customerStatements } from './customer/customers'
import { shoppingListStatements } from './customer/shopping-lists'
import { loyaltyStatements, promotionStatements } from './checkout/promotions'
import { sortKey } from './slug'
import { sqlText, type SeedStatement } from './sql'
import { categoryStatements, languageStatements, manufacturerStatements, propertyStatements } from './catalog/static'

export type { SeedStatement } from './sql'
export { DEMO_CUSTOMERS, DEMO_PASSWORD } from './customer/customers'
export { planProduct, productSeoPath } from './catalog/products'
export { SEARCH_INDEX_LABEL } from './catalog/product-rows'
export { categorySeoPath } from './catalog/static'
export { cmsPageId, landingPageId } from './content/keys'

export interface SeedOptions {
  /** Listed (parent) products; each has 1 to 18 variants. */
  products?: number
  /** Customers including the two demo accounts. */
  customers?: number
  /** The seed's clock (default now): release and supplier dates are relative to its day. */
  now?: number
  /** Largest bound JSON per bulk statement: up to 2 MB through D1, below 100 kB for SQL files. */
  maxBytes?: number
  /** The seller the legal and contact pages name (default: the placeholder seller); `readSeller(vars.SHOP_COMPANY)`. */
  seller?: Seller
}
export const DEFAULT_SEED = { products: 120, customers: 20 } as const
/** Every listed product of a seed of `products` planned products: those, then the digital products. */
export const seededPlans = (products: number, now = Date.now()) => [
  ...Array.from({ length: products }, (_, i) => planProduct(i + 1, now)),
  ...digitalPlans(products),
]
/** Rows per label (table, or 'product_variant'), as `applySeed` reports them. */
export type SeedCounts = Record<string, number>

const PRODUCTS_PER_BATCH = 500

/** Empties every seeded table, children first, so a seed can be re-run on a used database. */
function wipeStatements(): SeedStatement[] {
  const tables = [
    'category_facets',
    'listing',
    'product_review',
    'product_download',
    'variant',
    'product_translation',
    'product',
    'seo_url',
    'property_option_translation',
    'property_option',
    'property_group_translation',
    'property_group',
    'manufacturer',
    'category_translation',
    'category',
    'media',
    'promotion',
    'loyalty_transaction',
    'customer_coupon',
    'customer_address',
    'customer',
    'language',
  ]
  const detach = {
    label: 'context',
    rows: 0,
    sql: 'UPDATE context SET customer_id = NULL WHERE customer_id IS NOT NULL',
  }
  const search = Object.values(SEARCH_TABLES).map((t) => ({
    label: t,
    rows: 0,
    sql: `INSERT INTO ${t} (${t}) VALUES ('delete-all')`,
  }))
  return [detach, ...search, ...tables.map((t) => ({ label: t, rows: 0, sql: `DELETE FROM ${t}` }))]
}

/** Each product's place in alphabetical order per locale, for the listing rows' name sorting. */
function nameRanks(count: number): NameRanks {
  const names = [...Array.from({ length: count }, (_, i) => plannedName(i + 1)), ...digitalNames()]
  const ranks = {} as NameRanks
  for (const locale of LOCALES) {
    const keys = names.map((n) => sortKey(n[locale]))
    const order = keys.map((_, i) => i).sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b))
    ranks[locale] = new Int32Array(names.length)
    for (const [rank, index] of order.entries()) ranks[locale][index] = rank + 1
  }
  return ranks
}

/**
 * Yields the seed as batches of SQL statements (one batch per 500 products, 5000 customers), so even
 * 300,000 products stream without being held in memory.
 * @example for await (const batch of generateSeed({ products: 24 })) await run(batch)
 */
export async function* generateSeed(opts: SeedOptions = {}): AsyncGenerator<SeedStatement[]> {
  const products = opts.products ?? DEFAULT_SEED.products
  const customers = opts.customers ?? DEFAULT_SEED.customers
  const now = opts.now ?? Date.now()
  const rowOptions = { ranks: nameRanks(products), now, maxBytes: opts.maxBytes ?? 90_000, search: new SearchIndexer() }
  yield wipeStatements()
  yield [...languageStatements(), ...categoryStatements(), ...manufacturerStatements(), ...propertyStatements()]
  yield [...productStatements(digitalPlans(products), rowOptions), ...productDownloadStatements(products)]
  for (let start = 1; start <= products; start += PRODUCTS_PER_BATCH) {
    const plans = []
    for (let n = start; n < Math.min(start + PRODUCTS_PER_BATCH, products + 1); n++) plans.push(planProduct(n, now))
    // The search rows as a batch of their own, so a seed can tell what the index costs (SEARCH_INDEX_LABEL).
    const statements = productStatements(plans, rowOptions)
    yield statements.filter((s) => s.label !== SEARCH_INDEX_LABEL)
    yield statements.filter((s) => s.label === SEARCH_INDEX_LABEL)
  }
  yield [
    ...rowOptions.search.statements(rowOptions.maxBytes),
    { label: 'category_facets', rows: 0, sql: REFRESH_CATEGORY_FACETS },
    { label: 'catalog_version', rows: 0, sql: BUMP_CATALOG_VERSION },
  ]
  yield* customerStatements(customers, rowOptions.maxBytes)
  yield [
    ...promotionStatements(),
    ...loyaltyStatements(customers),
    ...shoppingListStatements(customers, products, rowOptions.maxBytes),
  ]
  yield contentStatements(opts.seller ?? DEFAULT_SELLER)
}

/** Adds a batch's row counts to `counts`. */
export function tally(counts: SeedCounts, batch: SeedStatement[]): SeedCounts {
  for (const s of batch) if (s.rows) counts[s.label] = (counts[s.label] ?? 0) + s.rows
  return counts
}

/** Runs the seed against a D1 database, one `db.batch` (one transaction) per generated batch, rows bound as JSON. */
export async function applySeed(db: D1Database, opts: SeedOptions = {}): Promise<SeedCounts> {
  const counts: SeedCounts = {}
  for await (const batch of generateSeed({ maxBytes: 1_000_000, ...opts })) {
    await db.batch(batch.map((s) => db.prepare(s.sql).bind(...(s.params ?? []))))
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
    for (const s of batch) yield `${sqlText(s)};\n`
  }
}
