/** The seed generator: deterministic, the counts asked for, unique SEO paths, and the seed script end to end. */
import { createHash } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../shared/constants'
import { seedLocal } from '../../scripts/seed'
import { CATEGORIES } from '../../worker/embedded/seed/catalog-data'
import { categorySeoPath, generateSeed, planProduct, productSeoPath, seedSql, tally, type SeedCounts } from '../../worker/embedded/seed'
import { slug } from '../../worker/embedded/seed/slug'
import { insert, literal } from '../../worker/embedded/seed/sql'

async function digest(opts: { products: number; customers: number }) {
  const hash = createHash('sha256')
  const counts: SeedCounts = {}
  let largest = 0
  for await (const batch of generateSeed(opts)) {
    tally(counts, batch)
    for (const s of batch) {
      hash.update(s.sql)
      largest = Math.max(largest, Buffer.byteLength(s.sql))
    }
  }
  return { hash: hash.digest('hex'), counts, largest }
}

describe('generateSeed', () => {
  it('is deterministic', async () => {
    const [a, b] = await Promise.all([digest({ products: 60, customers: 5 }), digest({ products: 60, customers: 5 })])
    expect(a.hash).toBe(b.hash)
    expect(planProduct(42)).toEqual(planProduct(42))
  })

  it('produces the counts asked for, within D1 statement limits', async () => {
    const { counts, largest } = await digest({ products: 75, customers: 7 })
    expect(counts).toMatchObject({
      language: 2,
      category: CATEGORIES.length + 1,
      product: 75,
      product_translation: 150,
      product_category: 75,
      product_search: 150,
      seo_url: 2 * CATEGORIES.length + 150,
      customer: 7,
    })
    const variants = Array.from({ length: 75 }, (_, i) => planProduct(i + 1).variants.length).reduce((a, b) => a + b)
    expect(counts.product_variant).toBe(variants)
    expect(largest).toBeLessThan(100_000)
    expect((await digest({ products: 0, customers: 0 })).counts).not.toHaveProperty('product')
  })

  it('plans a product the same in a small and a large catalog', async () => {
    const small: string[] = []
    for await (const line of seedSql({ products: 3, customers: 0 })) small.push(line)
    expect(small.join('')).toContain("'Softshelljacke Nordkap'")
    expect(planProduct(3).main.id).toBe(planProduct(3).main.id)
  })

  it('covers the stock states the storefront shows', () => {
    const variants = Array.from({ length: 120 }, (_, i) => planProduct(i + 1).variants).flat()
    expect(variants.some((v) => v.stock === 0)).toBe(true)
    expect(variants.some((v) => v.stock >= 1 && v.stock <= 5)).toBe(true)
    expect(variants.some((v) => v.stock > 5)).toBe(true)
    expect(planProduct(13).variants.every((v) => v.stock === 0)).toBe(true)
    const prices = Array.from({ length: 120 }, (_, i) => planProduct(i + 1).priceCents)
    expect(prices.every((p) => Number.isInteger(p) && p % 100 === 90)).toBe(true)
  })
})

describe('SEO paths', () => {
  it('follow the agreed shapes in both languages', () => {
    const jackets = CATEGORIES.find((c) => c.key === 'arbeitsjacken/softshelljacken')!
    expect([categorySeoPath(jackets, 'de-DE'), categorySeoPath(jackets, 'en-GB')]).toEqual(['arbeitsjacken/softshelljacken', 'work-jackets/softshell-jackets'])
    expect([productSeoPath(planProduct(1), 'de-DE'), productSeoPath(planProduct(1), 'en-GB')]).toEqual(['softshelljacke-nordkap-sw10001', 'softshell-jacket-nordkap-sw10001'])
    expect(slug('Anstoßkappe Müritz Ärmel Öl')).toBe('anstosskappe-mueritz-aermel-oel')
    expect(slug('Brandt & Söhne – Sicherheitsstiefel S3')).toBe('brandt-soehne-sicherheitsstiefel-s3')
  })

  it('are unique per language, lowercase ASCII, without a leading slash', () => {
    const products = Array.from({ length: 3000 }, (_, i) => planProduct(i + 1))
    for (const locale of LOCALES) {
      const paths = [...CATEGORIES.map((c) => categorySeoPath(c, locale)), ...products.map((p) => productSeoPath(p, locale))]
      expect(new Set(paths).size).toBe(paths.length)
      for (const p of paths) expect(p).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/)
    }
  })
})

describe('seed SQL', () => {
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
  it('migrates and seeds a fresh local database, and leaves a seeded one alone with ifEmpty', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'seed-test-'))
    try {
      const seeded = await seedLocal({ persistTo: dir })
      expect(seeded).toMatchObject({ skipped: false, counts: { product: 120, customer: 20 } })
      const again = await seedLocal({ persistTo: dir, ifEmpty: true })
      expect(again).toMatchObject({ skipped: true, counts: { product: 120 } })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 120_000)
})
