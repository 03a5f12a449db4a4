/**
 * Seeds the D1 database: applies the migrations, then loads the generated catalog, its legal and contact
 * pages naming the seller of the configuration's `[vars.SHOP_COMPANY]`. Locally both go
 * straight into the local D1 through one wrangler platform proxy (migrations recorded in wrangler's own
 * table, rows in bulk statements bound as JSON); with --remote, `wrangler d1 migrations apply --remote`
 * runs first and the rows stream through SQL files into `wrangler d1 execute --remote`.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createWriteStream, mkdirSync, writeFileSync, type WriteStream } from 'node:fs'
import { mkdir, readFile, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import {
  DEFAULT_SEED,
  DEMO_CUSTOMERS,
  DEMO_PASSWORD,
  SEARCH_INDEX_LABEL,
  generateSeed,
  seedSql,
  tally,
  type SeedCounts,
} from '../embedded/seed'
import { SEARCH_TABLES } from '../embedded/catalog/listing/queries'
import { type Seller, readSeller, sellerWarning } from '../embedded/platform/seller'
import { LOCALES, type Locale } from '../shared/constants'
import { mb } from './bench-stats'
import { QUIET_WRANGLER } from './wrangler-env'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const WRANGLER = path.join(ROOT, 'node_modules/.bin/wrangler')
/** The embedded backend's migrations (wrangler.toml's migrations_dir). */
const MIGRATIONS_DIR = path.join(ROOT, 'embedded/migrations')

export interface SeedLocalOptions {
  products?: number
  customers?: number
  /** Wrangler's --persist-to directory for local state (default: .wrangler/state). */
  persistTo?: string
  /**
   * The wrangler configuration whose DB binding is seeded, relative to the repository (default
   * wrangler.toml): the local database is the one this configuration's database_id names.
   */
  config?: string
  /** Seed the deployed database instead of the local one. */
  remote?: boolean
  /** Leave a database that already has products alone. */
  ifEmpty?: boolean
  log?: (line: string) => void
}

export interface SeedLocalResult {
  skipped: boolean
  /** Rows written per table ('product_variant' for variants); for a skipped seed, the products found. */
  counts: SeedCounts
  ms: number
  file?: string
}

function wrangler(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(WRANGLER, args, {
      cwd: ROOT,
      env: { ...process.env, ...QUIET_WRANGLER },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new Error(`wrangler ${args.join(' ')} exited with ${code}:\n${stderr || stdout}`)),
    )
  })
}

const targetArgs = (opts: SeedLocalOptions) => [
  ...(opts.config ? ['--config', path.resolve(ROOT, opts.config)] : []),
  ...(opts.remote
    ? ['--remote']
    : ['--local', ...(opts.persistTo ? ['--persist-to', path.resolve(opts.persistTo)] : [])]),
]

async function productCount(opts: SeedLocalOptions): Promise<number> {
  const out = await wrangler([
    'd1',
    'execute',
    'DB',
    ...targetArgs(opts),
    '--json',
    '--command',
    'SELECT count(*) AS n FROM product',
  ])
  const parsed = JSON.parse(out.slice(out.indexOf('['))) as Array<{ results: Array<{ n: number }> }>
  return parsed[0]?.results[0]?.n ?? 0
}

/** Rows per bulk statement through the proxy: D1 binds up to 2 MB; 1 MB keeps each call quick. */
const LOCAL_STATEMENT_BYTES = 1_000_000

/** Tables whose secondary indexes a large seed builds after loading, not row by row. */
const BULK_TABLES = ['product', 'variant', 'listing', 'seo_url']
/** From this many products on, building indexes once beats keeping them up to date (random keys). */
const BULK_FROM = 20_000

/**
 * The bulk tables' indexes as the migrations leave them (replayed in order: a dropped table or index
 * takes its definitions along), so the migrations stay the one source of the schema.
 */
export async function bulkIndexes(): Promise<Array<{ name: string; sql: string }>> {
  const found = new Map<string, { table: string; sql: string }>()
  for (const file of (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort()) {
    const text = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8')
    for (const m of text.matchAll(
      /^(?:CREATE (?:UNIQUE )?INDEX (\w+) ON (\w+) \(.*\);|DROP TABLE (?:IF EXISTS )?(\w+);|DROP INDEX (?:IF EXISTS )?(\w+);)$/gm,
    )) {
      if (m[1]) {
        found.set(m[1], { table: m[2]!, sql: m[0] })
      } else if (m[3]) {
        for (const [name, index] of found) if (index.table === m[3]) found.delete(name)
      } else if (m[4]) {
        found.delete(m[4])
      }
    }
  }
  return [...found]
    .filter(([, index]) => BULK_TABLES.includes(index.table))
    .map(([name, index]) => ({ name, sql: index.sql }))
}

/** wrangler's table of applied migrations (its default; wrangler.toml sets no `migrations_table`). */
const MIGRATIONS_TABLE = 'd1_migrations'

/**
 * The seller a wrangler configuration names in `[vars.SHOP_COMPANY]` (relative to the repository, default
 * wrangler.toml): its fields, the placeholder defaults for what it leaves out or cannot be read (with one
 * warning line naming them).
 * @example configuredSeller('tests/upstream/wrangler.toml', console.warn).name // 'Workwear Pro GmbH'
 */
export async function configuredSeller(
  config = 'wrangler.toml',
  warn: (line: string) => void = console.warn,
): Promise<Seller> {
  const { unstable_readConfig: readConfig } = await import('wrangler')
  const vars = readConfig({ config: path.resolve(ROOT, config) }).vars as Record<string, unknown>
  const { seller, problems } = readSeller(vars.SHOP_COMPANY)
  if (problems.length) warn(sellerWarning(problems))
  return seller
}

/**
 * Applies the migrations `wrangler d1 migrations apply --local` would, as it does: in name order, each
 * file split into statements and run as one batch with the row recording it, so wrangler afterwards
 * finds them applied. One proxy instead of a wrangler process that starts the runtime per migration:
 * about 1 s instead of 10 s for a fresh database on a 2-core machine.
 */
export async function applyMigrations(db: D1Database): Promise<string[]> {
  const { unstable_splitSqlQuery: splitSql } = await import('wrangler')
  await db
    .prepare(
      `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE}(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)`,
    )
    .run()
  const done = new Set(
    (await db.prepare(`SELECT name FROM ${MIGRATIONS_TABLE}`).all<{ name: string }>()).results.map((r) => r.name),
  )
  const pending = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql') && !done.has(file)).sort()
  for (const file of pending) {
    const statements = splitSql(await readFile(path.join(MIGRATIONS_DIR, file), 'utf8'))
    await db.batch([
      ...statements.map((sql) => db.prepare(sql)),
      db.prepare(`INSERT INTO ${MIGRATIONS_TABLE} (name) VALUES (?)`).bind(file),
    ])
  }
  return pending
}

/**
 * Migrates and seeds the local D1 that wrangler (and the dev server) use: the same database file,
 * reached through wrangler's platform proxy, one batch (one transaction) per generated batch. A
 * large seed drops the bulk tables' indexes first and builds them at the end. With ifEmpty, a
 * database that has products is migrated only.
 */
async function seedThroughProxy(
  opts: SeedLocalOptions,
  counts: SeedCounts,
  log: (line: string) => void,
  seller: Seller,
): Promise<{ skipped: number | undefined }> {
  // wrangler.toml names the client build as assets; a fresh clone has none yet, and the seed needs none.
  mkdirSync(path.join(ROOT, 'dist/client'), { recursive: true })
  Object.assign(process.env, QUIET_WRANGLER)
  const { getPlatformProxy } = await import('wrangler')
  const persist = path.join(path.resolve(ROOT, opts.persistTo ?? '.wrangler/state'), 'v3')
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: path.resolve(ROOT, opts.config ?? 'wrangler.toml'),
    persist: { path: persist },
  })
  try {
    const db = proxy.env.DB
    const applied = await applyMigrations(db)
    log(`${applied.length} migrations applied`)
    if (opts.ifEmpty) {
      const found = await db.prepare('SELECT count(*) AS n FROM product').first<{ n: number }>()
      if (found?.n) return { skipped: found.n }
    }
    const indexes = (opts.products ?? 0) >= BULK_FROM ? await bulkIndexes() : []
    if (indexes.length) await db.batch(indexes.map((i) => db.prepare(`DROP INDEX IF EXISTS ${i.name}`)))
    let batches = 0
    let indexMs = 0
    for await (const batch of generateSeed({
      products: opts.products,
      customers: opts.customers,
      maxBytes: LOCAL_STATEMENT_BYTES,
      seller,
    })) {
      const started = performance.now()
      await db.batch(batch.map((s) => db.prepare(s.sql).bind(...(s.params ?? []))))
      if (batch.length && batch.every((s) => s.label === SEARCH_INDEX_LABEL)) indexMs += performance.now() - started
      tally(counts, batch)
      if (++batches % 100 === 0) log(`${counts.product ?? 0} products, ${counts.customer ?? 0} customers loaded`)
    }
    for (const index of indexes) await db.prepare(index.sql).run()
    if (indexes.length) log(`${indexes.length} indexes built`)
    const figures = await searchIndexFigures(db, indexMs)
    writeFileSync(path.join(path.dirname(persist), SEARCH_INDEX_FILE), JSON.stringify(figures, null, 2))
    log(
      `search index: written in ${(indexMs / 1000).toFixed(1)} s, ${mb(figures.bytes['de-DE'])} (de) + ${mb(figures.bytes['en-GB'])} (en), ${figures.words} words in the vocabulary`,
    )
    return { skipped: undefined }
  } finally {
    await proxy.dispose()
  }
}

/** Where a local seed leaves its search index figures (in the state folder, beside v3/), for `npm run bench -- --scale`. */
export const SEARCH_INDEX_FILE = 'search-index.json'

/** What a seed leaves in SEARCH_INDEX_FILE. */
export interface SearchIndexFigures {
  products: number
  /** Time spent in the batches that write the full-text indexes. */
  writeMs: number
  /** Each language's index, its FTS5 data blocks. */
  bytes: Record<Locale, number>
  /** Words in the vocabulary, both languages. */
  words: number
}

/** The full-text indexes' size (their FTS5 data blocks), the vocabulary's size and the time spent writing them. */
async function searchIndexFigures(db: D1Database, writeMs: number): Promise<SearchIndexFigures> {
  const count = async (sql: string) => (await db.prepare(sql).first<{ n: number }>())!.n
  const bytes = {} as Record<Locale, number>
  for (const locale of LOCALES)
    bytes[locale] = await count(`SELECT coalesce(sum(length(block)), 0) AS n FROM ${SEARCH_TABLES[locale]}_data`)
  return {
    products: await count('SELECT count(*) AS n FROM product'),
    writeMs: Math.round(writeMs),
    bytes,
    words: await count('SELECT count(*) AS n FROM search_term'),
  }
}

/** wrangler reads a --file whole and runs it as one batch: files stay well below V8's string limit. */
const CHUNK_BYTES = 48 * 1024 * 1024
/** D1 refuses statements over 100 kB; a bulk statement's rows are written out inline. */
const REMOTE_STATEMENT_BYTES = 80_000

/**
 * Streams the seed SQL into files of at most CHUNK_BYTES (with backpressure, so memory stays flat at
 * any catalog size) and hands each finished file to `execute` before writing the next.
 */
async function streamSeedFiles(
  dir: string,
  opts: SeedLocalOptions,
  seller: Seller,
  counts: SeedCounts,
  execute: (file: string) => Promise<void>,
): Promise<string[]> {
  await mkdir(dir, { recursive: true })
  const files: string[] = []
  let out: WriteStream | undefined
  let bytes = 0
  const finish = async () => {
    if (!out) return
    out.end()
    await once(out, 'finish')
    out = undefined
    await execute(files[files.length - 1]!)
  }
  for await (const line of seedSql(
    { products: opts.products, customers: opts.customers, maxBytes: REMOTE_STATEMENT_BYTES, seller },
    counts,
  )) {
    if (out && bytes + line.length > CHUNK_BYTES) await finish()
    if (!out) {
      // Per-process names: another seed (e.g. a dev server start) may be running at the same time.
      files.push(path.join(dir, `seed.${process.pid}.${files.length + 1}.sql`))
      out = createWriteStream(files[files.length - 1]!)
      bytes = 0
    }
    bytes += Buffer.byteLength(line)
    if (!out.write(line)) await once(out, 'drain')
  }
  await finish()
  return files
}

/**
 * Migrates and seeds the database wrangler.toml (or `config`) binds as DB, the legal and contact pages
 * naming the seller that configuration sets.
 * @example await seedLocal({ products: 120, customers: 20, persistTo: '.tmp/state' })
 */
export async function seedLocal(opts: SeedLocalOptions = {}): Promise<SeedLocalResult> {
  const log = opts.log ?? (() => {})
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  const counts: SeedCounts = {}
  const seller = await configuredSeller(opts.config, opts.log ?? console.warn)
  if (!opts.remote) {
    const { skipped } = await seedThroughProxy(opts, counts, log, seller)
    if (skipped) return { skipped: true, counts: { product: skipped }, ms: elapsed() }
    return { skipped: false, counts, ms: elapsed() }
  }
  await wrangler(['d1', 'migrations', 'apply', 'DB', ...targetArgs(opts)])
  log(`migrations applied (${elapsed()} ms)`)
  if (opts.ifEmpty) {
    const products = await productCount(opts)
    if (products > 0) return { skipped: true, counts: { product: products }, ms: elapsed() }
  }
  const dir = path.join(ROOT, '.wrangler/seed')
  const files = await streamSeedFiles(dir, opts, seller, counts, async (file) => {
    await wrangler(['d1', 'execute', 'DB', ...targetArgs(opts), '--file', file])
    log(`executed ${path.relative(ROOT, file)} (${elapsed()} ms)`)
  })
  // A small seed stays readable as .wrangler/seed/seed.sql; the parts of a large one are removed.
  const file = path.join(dir, 'seed.sql')
  if (files.length === 1) await rename(files[0]!, file)
  else await Promise.all(files.map((f) => rm(f, { force: true })))
  return { skipped: false, counts, ms: elapsed(), file: files.length === 1 ? file : undefined }
}

/**
 * How many generated customers a seed writes. Locally the demo default. A deployed database gets none
 * unless the operator says `--demo-customers`: every seeded account, the two demo accounts included,
 * has the published password, so anyone could sign in as them; with the flag the seed warns.
 * @example customersToSeed({ remote: true }) // { customers: 0, warning: null }
 */
export function customersToSeed(opts: { remote: boolean; customers?: number; demoCustomers?: boolean }): {
  customers: number
  warning: string | null
} {
  if (!opts.remote) return { customers: opts.customers ?? DEFAULT_SEED.customers, warning: null }
  const customers = opts.customers ?? (opts.demoCustomers ? DEFAULT_SEED.customers : 0)
  if (customers > 0 && !opts.demoCustomers)
    throw new Error(
      `--remote --customers ${customers} would put demo customers with the published password "${DEMO_PASSWORD}" into the deployed database. Leave out --customers, or add --demo-customers for a demo shop.`,
    )
  return {
    customers,
    warning:
      customers > 0
        ? `WARNING: seeding ${customers} demo customers into the deployed database. Every one of them (${DEMO_CUSTOMERS.private.email}, ${DEMO_CUSTOMERS.business.email}, kundeN@example.com) signs in with the published password "${DEMO_PASSWORD}": a demo shop only, never a shop that takes real orders.`
        : null,
  }
}

async function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    options: {
      products: { type: 'string', default: String(DEFAULT_SEED.products) },
      customers: { type: 'string' },
      'demo-customers': { type: 'boolean', default: false },
      'persist-to': { type: 'string' },
      config: { type: 'string' },
      remote: { type: 'boolean', default: false },
      'if-empty': { type: 'boolean', default: false },
    },
  })
  const count = (name: string, raw: string) => {
    const n = Number(raw)
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got "${raw}"`)
    return n
  }
  const { customers, warning } = customersToSeed({
    remote: values.remote,
    customers: values.customers === undefined ? undefined : count('customers', values.customers),
    demoCustomers: values['demo-customers'],
  })
  if (warning) console.warn(warning)
  const result = await seedLocal({
    products: count('products', values.products),
    customers,
    persistTo: values['persist-to'],
    config: values.config,
    remote: values.remote,
    ifEmpty: values['if-empty'],
    log: (line) => console.log(`seed: ${line}`),
  })
  if (result.skipped) {
    console.log(`seed: database already has ${result.counts.product} products, left as is (${result.ms} ms)`)
    return
  }
  const c = result.counts
  console.log(
    `seed: ${c.product ?? 0} products (${c.product_variant ?? 0} variants), ${c.category ?? 0} categories, ${c.customer ?? 0} customers, ${c.seo_url ?? 0} SEO URLs in ${(result.ms / 1000).toFixed(1)} s`,
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
