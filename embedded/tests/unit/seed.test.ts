/** The seed generator: deterministic, the counts asked for, unique SEO paths, and the seed script end to end. */
import { createHash } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../shared/constants'
import { bulkIndexes, customersToSeed, seedLocal } from '../../../scripts/seed'
import { CATEGORIES } from '../../seed/catalog/data'
import { DIGITAL_PRODUCTS } from '../../seed/catalog/digital'
import {
  categorySeoPath,
  generateSeed,
  planProduct,
  productSeoPath,
  seededPlans,
  seedSql,
  tally,
  type SeedCounts,
} from '../../seed'
import { slug } from '../../seed/slug'
import { bulkInsert, insert, literal, sqlText } from '../../seed/sql'
import { stockState } from '../../../shared/catalog/stock'

const ROOT = path.resolve(import.meta.dirname, '../../..')

/** A fixed clock: release and supplier dates are relative to the seed's day. */
const NOW = Date.UTC(2026, 10, 21, 9)
const plansOf = (count: number) => Array.from({ length: count }, (_, i) => planProduct(i + 1, NOW))

async function digest(opts: { products: number; customers: number }) {
  const hash = createHash('sha256')
  const counts: SeedCounts = {}
  let largest = 0
  for await (const batch of generateSeed({ ...opts, now: NOW })) {
    tally(counts, batch)
    for (const s of batch) {
      const text = sqlText(s)
      hash.update(text)
      largest = Math.max(largest, Buffer.byteLength(text))
    }
  }
  return { hash: hash.digest('hex'), counts, largest }
}

describe('generateSeed', () => {
  it('is deterministic', async () => {
    const [a, b] = await Promise.all([digest({ products: 60, customers: 5 }), digest({ products: 60, customers: 5 })])
    expect(a.hash).toBe(b.hash)
    expect(planProduct(42, NOW)).toEqual(planProduct(42, NOW))
  })

  it('produces the counts asked for, within D1 statement limits', async () => {
    const { counts, largest } = await digest({ products: 75, customers: 7 })
    // The digital products come with every seed, after the planned ones.
    const listed = seededPlans(75, NOW)
    expect(listed).toHaveLength(75 + DIGITAL_PRODUCTS.length)
    expect(counts).toMatchObject({
      language: 2,
      category: CATEGORIES.length + 1,
      product: listed.length,
      product_translation: 2 * listed.length,
      product_search: 2 * listed.length,
      product_download: DIGITAL_PRODUCTS.length,
      listing: listed.reduce((n, p) => n + (p.type.category.includes('/') ? 3 : 2), 0),
      product_review: listed.reduce((n, p) => n + p.reviews.length, 0),
      seo_url: 2 * CATEGORIES.length + 2 * listed.length,
      customer: 7,
    })
    const variants = listed.reduce((n, p) => n + p.variants.length, 0)
    expect(counts.product_variant).toBe(variants)
    expect(largest).toBeLessThan(100_000)
    expect((await digest({ products: 0, customers: 0 })).counts.product).toBe(DIGITAL_PRODUCTS.length)
  })

  it('plans a handful of outlet articles, the same in any seed, as single pieces (asx_outlet)', async () => {
    const outlets = plansOf(300).filter((p) => p.outlet)
    expect(outlets.map((p) => p.n)).toEqual(
      plansOf(120)
        .filter((p) => p.outlet)
        .map((p) => p.n),
    )
    expect(outlets.length).toBeGreaterThanOrEqual(5)
    expect(outlets.length).toBeLessThanOrEqual(10)
    expect(plansOf(24).filter((p) => p.outlet).length).toBeGreaterThanOrEqual(2)
    for (const p of outlets) {
      expect([p.maxPurchase, p.minPurchase, p.purchaseSteps, p.closeout, p.tiers]).toEqual([1, 1, 1, true, []])
      expect(p.variants.every((v) => v.stock === 1)).toBe(true)
    }
    const sql: string[] = []
    for await (const line of seedSql({ products: 24, customers: 0, now: NOW })) sql.push(line)
    expect(sql.join('').match(/asx_outlet/g)?.length).toBe(plansOf(24).filter((p) => p.outlet).length)
  })

  it('plans a product the same in a small and a large catalog', async () => {
    const small: string[] = []
    for await (const line of seedSql({ products: 3, customers: 0, now: NOW })) small.push(line)
    expect(small.join('')).toContain("'Softshelljacke Nordkap'")
    expect(planProduct(3).main.id).toBe(planProduct(3).main.id)
  })

  it('covers all six stock states in the test seed (24) and the default seed (120)', () => {
    for (const count of [24, 120]) {
      const states = new Set(
        plansOf(count).flatMap((p) =>
          p.variants.map(
            (v) =>
              stockState(
                {
                  stock: v.stock,
                  releaseDate: p.releaseDate,
                  isCloseout: p.closeout,
                  availability: {
                    supplierInStock: v.supplierInStock,
                    supplierAvailableFrom: v.supplierAvailableFrom,
                    isCatalogProduct: v.catalogProduct,
                    isAvailable: v.deliverable,
                  },
                },
                NOW,
              ).state,
          ),
        ),
      )
      expect([count, [...states].sort()]).toEqual([
        count,
        ['at-manufacturer', 'available-from', 'expected-at-supplier', 'few-in-stock', 'in-stock', 'not-deliverable'],
      ])
    }
    expect(planProduct(13, NOW).variants.every((v) => v.stock === 0)).toBe(true)
    const prices = plansOf(120).map((p) => p.priceCents)
    expect(prices.every((p) => Number.isInteger(p) && p % 100 === 90)).toBe(true)
  })

  it('gives products depth: 2 to 4 pictures, tiers, packs, properties and reviews in both languages', () => {
    const plans = plansOf(120)
    expect(plans.every((p) => p.pictures >= 2 && p.pictures <= 4)).toBe(true)
    expect(new Set(plans.map((p) => p.tiers.length))).toEqual(new Set([0, 1, 2]))
    expect(plans.some((p) => p.profile.unit?.purchaseUnit === 12)).toBe(true)
    expect(plans.some((p) => p.purchaseSteps === 5 && p.minPurchase === 5)).toBe(true)
    expect(plans.every((p) => p.properties.length > 0)).toBe(true)
    expect(new Set(plans.flatMap((p) => p.reviews.map((r) => r.locale)))).toEqual(new Set(['de-DE', 'en-GB']))
    expect(plans.filter((p) => p.rating !== null).every((p) => p.reviews.length > 0)).toBe(true)
  })
})

describe('SEO paths', () => {
  it('follow the agreed shapes in both languages', () => {
    const jackets = CATEGORIES.find((c) => c.key === 'arbeitsjacken/softshelljacken')!
    expect([categorySeoPath(jackets, 'de-DE'), categorySeoPath(jackets, 'en-GB')]).toEqual([
      'arbeitsjacken/softshelljacken',
      'work-jackets/softshell-jackets',
    ])
    expect([productSeoPath(planProduct(1), 'de-DE'), productSeoPath(planProduct(1), 'en-GB')]).toEqual([
      'softshelljacke-nordkap-sw10001',
      'softshell-jacket-nordkap-sw10001',
    ])
    expect(slug('Anstoßkappe Müritz Ärmel Öl')).toBe('anstosskappe-mueritz-aermel-oel')
    expect(slug('Brandt & Söhne – Sicherheitsstiefel S3')).toBe('brandt-soehne-sicherheitsstiefel-s3')
  })

  it('are unique per language, lowercase ASCII, without a leading slash', () => {
    const products = Array.from({ length: 3000 }, (_, i) => planProduct(i + 1))
    for (const locale of LOCALES) {
      const paths = [
        ...CATEGORIES.map((c) => categorySeoPath(c, locale)),
        ...products.map((p) => productSeoPath(p, locale)),
      ]
      expect(new Set(paths).size).toBe(paths.length)
      for (const p of paths) expect(p).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/)
    }
  })
})

describe('seed SQL', () => {
  it('binds bulk rows as one JSON array per statement, and inlines it for SQL files', () => {
    const [statement] = bulkInsert(
      't',
      ['a', 'b'],
      [
        [1, "O'Neil"],
        [2, null],
      ],
    )
    expect(statement).toMatchObject({
      rows: 2,
      sql: 'INSERT INTO t (a, b) SELECT value ->> 0, value ->> 1 FROM json_each(?1)',
      params: ['[[1,"O\'Neil"],[2,null]]'],
    })
    expect(sqlText(statement!)).toBe(
      `INSERT INTO t (a, b) SELECT value ->> 0, value ->> 1 FROM json_each('[[1,"O''Neil"],[2,null]]')`,
    )
    expect(
      bulkInsert(
        't',
        ['a'],
        Array.from({ length: 2000 }, (_, i) => [i]),
        't',
        1000,
      ).length,
    ).toBeGreaterThan(5)
  })

  it('escapes literals', () => {
    expect(literal("Brandt & Söhne's")).toBe("'Brandt & Söhne''s'")
    expect([literal(null), literal(undefined), literal(true), literal(4.5)]).toEqual(['NULL', 'NULL', '1', '4.5'])
    expect(() => literal(Number.NaN)).toThrow(RangeError)
  })

  it('splits large inserts', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => [i, 'x'.repeat(200)])
    const statements = insert('t', ['a', 'b'], rows)
    expect(statements.length).toBeGreaterThan(1)
    expect(statements.reduce((n, s) => n + s.rows, 0)).toBe(1000)
  })
})

describe('scripts/seed.ts', () => {
  it("builds the large tables' indexes from the migrations as they stand (a dropped table takes its indexes along)", async () => {
    const indexes = await bulkIndexes()
    expect(indexes.map((i) => i.name)).toEqual(
      expect.arrayContaining(['variant_id', 'product_id', 'listing_options', 'listing_manufacturer', 'seo_url_path']),
    )
    // 0001's product_parent went with its table in 0002.
    expect(indexes.map((i) => i.name)).not.toContain('product_parent')
    expect(
      indexes.every((i) => /^CREATE (UNIQUE )?INDEX \w+ ON (product|variant|listing|seo_url) \(/.test(i.sql)),
    ).toBe(true)
  })

  it('migrates and seeds a fresh local database, and leaves a seeded one alone with ifEmpty', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'seed-test-'))
    try {
      const seeded = await seedLocal({ persistTo: dir })
      expect(seeded).toMatchObject({ skipped: false, counts: { product: 120 + DIGITAL_PRODUCTS.length, customer: 20 } })
      const again = await seedLocal({ persistTo: dir, ifEmpty: true })
      expect(again).toMatchObject({ skipped: true, counts: { product: 120 + DIGITAL_PRODUCTS.length } })
      // The seed applied the migrations through the proxy; wrangler, asked itself, finds none left to apply.
      const listed = spawnSync(
        path.join(ROOT, 'node_modules/.bin/wrangler'),
        ['d1', 'migrations', 'list', 'DB', '--local', '--persist-to', dir],
        { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' } },
      )
      expect(listed.stdout).toContain('No migrations to apply')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 120_000)

  it("seeds the database another configuration names, not the shop's (the test upstream's own ids)", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'seed-config-'))
    const migrations = (config: string) =>
      spawnSync(
        path.join(ROOT, 'node_modules/.bin/wrangler'),
        ['d1', 'migrations', 'list', 'DB', '--local', '--persist-to', dir, '--config', config],
        { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' } },
      ).stdout
    try {
      const seeded = await seedLocal({
        persistTo: dir,
        config: 'tests/upstream/wrangler.toml',
        products: 3,
        customers: 1,
      })
      expect(seeded).toMatchObject({ skipped: false, counts: { product: 3 + DIGITAL_PRODUCTS.length, customer: 1 } })
      expect(migrations('tests/upstream/wrangler.toml')).toContain('No migrations to apply')
      // The shop's database in the same folder is another one, untouched.
      expect(migrations('wrangler.toml')).toContain('0001_')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 120_000)
})

describe('demo customers in a deployed database', () => {
  it('are none unless the operator asks with --demo-customers, and then the seed warns', () => {
    expect(customersToSeed({ remote: false })).toEqual({ customers: 20, warning: null })
    expect(customersToSeed({ remote: false, customers: 3 })).toEqual({ customers: 3, warning: null })
    expect(customersToSeed({ remote: true })).toEqual({ customers: 0, warning: null })
    expect(customersToSeed({ remote: true, customers: 0 })).toEqual({ customers: 0, warning: null })
    expect(() => customersToSeed({ remote: true, customers: 20 })).toThrow(/--demo-customers/)
    const demo = customersToSeed({ remote: true, demoCustomers: true })
    expect(demo.customers).toBe(20)
    expect(demo.warning).toContain('published password "shopware123"')
    expect(customersToSeed({ remote: true, customers: 5, demoCustomers: true }).customers).toBe(5)
  })
})
