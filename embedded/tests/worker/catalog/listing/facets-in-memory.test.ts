/**
 * Facets, totals and pages counted in memory (queries/facet-columns) against the same counted in
 * SQL: every facet, every listing filter alone and together, both languages, searches and filtered
 * category listings in every sorting. Then through the API: the same answers, a catalog change seen
 * at once, cached hits, and the SQL fallback.
 */
import { createExecutionContext, env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGE_IDS, type Locale } from '../../../../../shared/constants'
import type { BranchRow } from '../../../../criteria/aggregate'
import { parseCriteria } from '../../../../criteria/parse'
import { productSchema } from '../../../../criteria/schemas'
import { aggregationResults } from '../../../../catalog/listing/aggregations'
import { runListing, type ListingRequest } from '../../../../catalog/listing/listing'
import { listingFilters, parseListingParams } from '../../../../catalog/listing/params'
import { loadCatalogMeta } from '../../../../catalog/meta'
import { facetColumns } from '../../../../catalog/listing/columns'
import { countInColumns } from '../../../../catalog/listing/count'
import { searchRead, unpackHits } from '../../../../catalog/listing/hits'
import {
  FACETS,
  facetAggregations,
  facetRows,
  facetStatement,
  planAggregations,
} from '../../../../catalog/listing/facets'
import { countStatement, pageStatement, type ListingQuery } from '../../../../catalog/listing/queries'
import { searchScope } from '../../../../catalog/search'
import { applySeed } from '../../../../seed'
import { embeddedStoreApi } from '../../../..'
import { SORTINGS } from '../../../../catalog/listing/entity'
import { ROOT_CATEGORY_ID } from '../../../../platform/sales-channel'
import { categoryId } from '../../../../seed/keys'
import { embeddedApi } from '../../../../../tests/worker/helpers'

/** More products than the shared test seed, so terms match hundreds with varied makers and options. */
const PRODUCTS = 400
const PAGE = 20

/** A Store API search route's total for a German shopper, straight from the embedded API. */
async function totalOf(route: string, body: Record<string, unknown>, headers: Record<string, string>) {
  const request = new Request(`http://store-api.internal/store-api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sw-language-id': LANGUAGE_IDS['de-DE'], ...headers },
    body: JSON.stringify(body),
  })
  const answer = await embeddedStoreApi.fetch(request, env, createExecutionContext())
  return ((await answer.json()) as { total: number }).total
}

/** Takes one hit of a word out of the German index, behind any cache's back (no catalog version bump). */
async function dropOneHit(word: string) {
  const hit = await env.DB.prepare(
    `SELECT rowid FROM product_search_de WHERE product_search_de MATCH '"${word}"*' LIMIT 1`,
  ).first<{ rowid: number }>()
  await env.DB.prepare('DELETE FROM product_search_de WHERE rowid = ?').bind(hit!.rowid).run()
}

beforeAll(async () => {
  await applySeed(env.DB, { products: PRODUCTS, customers: 2 })
}, 60_000)

/** A database whose list reads fail as D1 fails them past 2,000,000 bytes: every answer comes from SQL. */
function sqlOnly(db: D1Database): D1Database {
  const packed = new WeakSet<D1PreparedStatement>()
  const tooBig = () => new Error('D1_ERROR: string or blob too big: SQLITE_TOOBIG')
  return new Proxy(db, {
    get(target, name) {
      if (name === 'prepare')
        return (query: string) => {
          const statement = target.prepare(query)
          if (!query.includes('group_concat(rowid') && !query.includes('group_concat(pid)')) return statement
          // Bound statements are new objects: mark those.
          const bind = statement.bind.bind(statement)
          statement.bind = (...values: unknown[]) => {
            const bound = bind(...values)
            packed.add(bound)
            return bound
          }
          return statement
        }
      if (name === 'batch')
        return (statements: D1PreparedStatement[]) =>
          statements.some((s) => packed.has(s)) ? Promise.reject(tooBig()) : target.batch(statements)
      const value = Reflect.get(target, name)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** One listing request as the routes build it. */
function listingRequest(
  scope: ListingRequest['scope'],
  raw: Record<string, unknown>,
  sort: ListingRequest['sort'],
  locale: Locale = 'de-DE',
): ListingRequest {
  return {
    scope,
    criteria: parseCriteria(raw, productSchema[locale], { defaultLimit: 24, maxLimit: 100 }),
    params: parseListingParams(raw),
    sort,
    locale,
    languageId: LANGUAGE_IDS[locale],
    facets: true,
    fresh: true,
  }
}

/** Both countings of one search with listing parameters `raw`. */
async function bothWays(term: string, raw: Record<string, unknown>, locale: Locale = 'de-DE') {
  const db = env.DB
  const languageId = LANGUAGE_IDS[locale]
  const meta = await loadCatalogMeta(db, languageId)
  const params = parseListingParams(raw)
  const filters = listingFilters(params, meta)
  const search = (await searchScope(db, locale, term))!
  const q: ListingQuery = {
    scope: { search },
    locale,
    languageId,
    filter: [],
    postFilter: filters.map((f) => f.filter),
    sort: 'score',
  }
  const plans = planAggregations(facetAggregations(FACETS, filters, meta), false)
  const schema = productSchema[locale]

  const sqlCounted = facetRows((await facetStatement(db, q, plans)!.first()) as never, plans)
  const sqlTotal = ((await countStatement(db, q).first()) as { total: number }).total
  // Two pages in relevance order: tier by tier, then deliverable and topsellers first (rowid order).
  const sqlPage = async (offset: number) =>
    (await pageStatement(db, q, PAGE, offset).all()).results.map((row) => row.pid as number)

  const columns = await facetColumns(db)
  const answer = (await searchRead(locale, search.match).statement(db).first()) as {
    version: number
    hits: string | null
  }
  const tiers = await Promise.all(
    search.tiers.map(async (tier) => (await searchRead(locale, tier).statement(db).first()) as { hits: string | null }),
  )
  const memory = countInColumns(columns, unpackHits(columns, answer.hits), plans, q.postFilter, {
    tiers: tiers.map((tier) => unpackHits(columns, tier.hits)),
    take: 2 * PAGE,
  })
  expect(memory, 'the columns answer every listing filter and facet').not.toBeNull()
  const result = (counted: Map<string, BranchRow[]>) => aggregationResults(plans, counted, null, meta, schema)
  return {
    sql: { total: sqlTotal, aggregations: result(sqlCounted), pages: [await sqlPage(0), await sqlPage(PAGE)] },
    memory: {
      total: memory!.total,
      aggregations: result(memory!.counted),
      pages: [memory!.pids.slice(0, PAGE), memory!.pids.slice(PAGE)],
    },
  }
}

/** Ids of a few makers and options that occur among the hits of `term`. */
async function someChoices(term: string) {
  const { sql } = await bothWays(term, {})
  const makers = (sql.aggregations.manufacturer as { entities: Array<{ id: string }> }).entities.map((m) => m.id)
  const groups = (sql.aggregations.properties as { entities: Array<{ options: Array<{ id: string }> }> }).entities
  return { makers, groups: groups.map((g) => g.options.map((o) => o.id)) }
}

describe('search facets in memory', () => {
  it('match SQL for every listing filter, alone and together, with the same pages', async () => {
    const { makers, groups } = await someChoices('jacke')
    expect(makers.length).toBeGreaterThan(1)
    expect(groups.length).toBeGreaterThan(1)
    const cases: Array<Record<string, unknown>> = [
      {},
      { manufacturer: makers[0] },
      { manufacturer: makers.slice(0, 2).join('|') },
      { properties: groups[0][0] },
      { properties: [groups[0][0], groups[0][1], groups[1][0]].filter(Boolean).join('|') },
      { 'min-price': 30 },
      { 'max-price': 45.5 },
      { 'min-price': 20, 'max-price': 60 },
      { rating: 3 },
      { 'shipping-free': true },
      { available: true },
      {
        manufacturer: makers[0],
        properties: groups[1][0],
        'min-price': 10,
        rating: 2,
        'shipping-free': 1,
        available: 1,
      },
    ]
    for (const raw of cases) {
      const { sql, memory } = await bothWays('jacke', raw)
      expect({ raw, ...memory }).toEqual({ raw, ...sql })
    }
    // "arbeit" is in 25 names and 150 other texts: the second page crosses from name hits to others,
    // so it proves the order and not just the members.
    for (const raw of [{}, { 'min-price': 20 }]) {
      const mixed = await bothWays('arbeit', raw)
      expect(mixed.memory.pages[1].length).toBe(PAGE)
      expect({ raw, ...mixed.memory }).toEqual({ raw, ...mixed.sql })
    }
  })

  it('match SQL for other terms and in English', async () => {
    for (const [term, locale] of [
      ['schuh', 'de-DE'],
      ['helm orange', 'de-DE'],
      ['SW10', 'de-DE'],
      ['jacket', 'en-GB'],
      ['glove', 'en-GB'],
    ] as const) {
      const { sql, memory } = await bothWays(term, { 'min-price': 15 }, locale)
      expect(sql.total, `${term} finds products`).toBeGreaterThan(0)
      expect({ term, ...memory }).toEqual({ term, ...sql })
    }
  })

  it('answer a search through the API with the same total and facets as SQL', async () => {
    const api = embeddedApi('de-DE')
    const body = { search: 'jacke', 'min-price': 25, limit: 5 }
    const search = (await api.invoke('searchPage post /search', { body: body as never })) as unknown as {
      total: number
      aggregations: Record<string, unknown>
      elements: unknown[]
    }
    const { sql } = await bothWays('jacke', { 'min-price': 25 })
    expect(search.total).toBe(sql.total)
    expect(search.elements).toHaveLength(5)
    for (const name of ['manufacturer', 'properties', 'price', 'rating', 'shipping-free']) {
      const { apiAlias: _alias, ...counts } = search.aggregations[name] as Record<string, unknown>
      const { apiAlias: _sqlAlias, ...expected } = sql.aggregations[name] as Record<string, unknown>
      expect({ name, ...counts }).toEqual({ name, ...expected })
    }
  })

  it('follow a catalog change: the next search counts the new rows', async () => {
    const api = embeddedApi('de-DE')
    const search = async () =>
      (await api.invoke('searchPage post /search', {
        body: { search: 'jacke', 'shipping-free': true, limit: 1 } as never,
      })) as unknown as { total: number }
    const before = (await search()).total
    // A change to the listing as any catalog update makes it: every row of the products rewritten
    // (one per category on their path), then the version bumped.
    const jackets = `SELECT rowid & 4294967295 FROM product_search_de WHERE product_search_de MATCH '"jacke"*'`
    const flipped = await env.DB.prepare(
      `UPDATE listing SET flags = flags | 1 WHERE pid IN (SELECT pid FROM listing WHERE category = 0 AND (flags & 1) = 0 AND pid IN (${jackets}) LIMIT 10)`,
    ).run()
    expect(flipped.meta.changes).toBeGreaterThan(0)
    await env.DB.prepare('UPDATE catalog_version SET version = version + 1').run()
    const after = (await search()).total
    const { sql } = await bothWays('jacke', { 'shipping-free': true })
    expect(after).toBe(sql.total)
    expect(after).toBeGreaterThan(before)
  })

  it("reuse a term's hits, unless asked for fresh ones (Cache-Control: no-cache)", async () => {
    const total = (headers: Record<string, string> = {}) => totalOf('search', { search: 'hose', limit: 1 }, headers)
    const before = await total()
    expect(before).toBeGreaterThan(1)
    // One hit leaves the full-text index behind the cache's back (every real catalog write bumps the version).
    await dropOneHit('hose')
    expect(await total(), 'the cached hits answer').toBe(before)
    expect(await total({ 'cache-control': 'no-cache' }), 'read anew').toBe(before - 1)
    expect(await total(), 'and the fresh read replaced the cached one').toBe(before - 1)
  })

  it("keep a suggestion's exact count for the minute, while the catalog's version holds", async () => {
    const total = (headers: Record<string, string> = {}) =>
      totalOf('search-suggest', { search: 'weste', limit: 3, 'total-count-mode': 'exact' }, headers)
    const before = await total()
    expect(before).toBeGreaterThan(3)
    await dropOneHit('weste')
    // Behind the version's back (no real catalog write does this): the kept count answers.
    expect(await total(), 'the kept count answers').toBe(before)
    expect(await total({ 'cache-control': 'no-cache' }), 'counted anew').toBe(before - 1)
    await dropOneHit('weste')
    await env.DB.prepare('UPDATE catalog_version SET version = version + 1').run()
    expect(await total(), 'a new catalog version is counted again').toBe(before - 2)
  })

  it('answer in SQL when the hits are too many for one D1 string', async () => {
    const request = listingRequest(
      { search: (await searchScope(env.DB, 'de-DE', 'arbeit'))! },
      { 'min-price': 20, limit: 5 },
      'score',
    )
    const refused = await runListing(sqlOnly(env.DB), request)
    const counted = await runListing(env.DB, request)
    expect(refused.total).toBeGreaterThan(0)
    expect({
      total: refused.total,
      ids: refused.elements.map((e) => e.id),
      aggregations: refused.aggregations,
    }).toEqual({ total: counted.total, ids: counted.elements.map((e) => e.id), aggregations: counted.aggregations })
  })
})

describe('category listings and sorted searches in memory', () => {
  const snapshot = (r: Awaited<ReturnType<typeof runListing>>) => ({
    total: r.total,
    ids: r.elements.map((e) => e.id),
    aggregations: r.aggregations,
  })

  it('answer as SQL does: every filter, every sorting, two pages', async () => {
    const root = await runListing(
      env.DB,
      listingRequest({ categoryId: ROOT_CATEGORY_ID }, { limit: 1 }, SORTINGS['name-asc']),
    )
    const makers = (root.aggregations.manufacturer as { entities: Array<{ id: string }> }).entities.map((m) => m.id)
    const groups = (
      root.aggregations.properties as { entities: Array<{ options: Array<{ id: string }> }> }
    ).entities.map((g) => g.options.map((o) => o.id))
    const categories = [categoryId('arbeitsjacken'), categoryId('arbeitsjacken/softshelljacken')]
    const filters: Array<Record<string, unknown>> = [
      { manufacturer: makers[0] },
      { properties: [groups[0][0], groups[1][0]].join('|') },
      { 'min-price': 25, 'max-price': 80 },
      { rating: 3 },
      { 'shipping-free': 1, available: 1 },
    ]
    let compared = 0
    for (const id of categories) {
      for (const [index, raw] of filters.entries()) {
        for (const order of ['name-asc', 'price-desc', 'topseller', 'rating'] as const) {
          for (const p of [1, 2]) {
            const request = listingRequest(
              { categoryId: id },
              { ...raw, limit: 6, p },
              SORTINGS[order],
              index % 2 ? 'en-GB' : 'de-DE',
            )
            const [memory, sql] = [await runListing(env.DB, request), await runListing(sqlOnly(env.DB), request)]
            expect({ id, raw, order, p, ...snapshot(memory) }).toEqual({ id, raw, order, p, ...snapshot(sql) })
            compared += sql.total > 0 ? 1 : 0
          }
        }
      }
    }
    // Most combinations find products, so the pages are compared, not just empty lists.
    expect(compared).toBeGreaterThan(40)
    // Over a hundred listings each way: about 4 s alone, more on a busy machine, so not vitest's default 5 s.
  }, 30_000)

  it('sort searches as SQL does, filtered or not', async () => {
    for (const order of ['name-asc', 'name-desc', 'price-asc', 'price-desc', 'topseller', 'rating'] as const) {
      for (const [term, locale, raw] of [
        ['arbeit', 'de-DE', {}],
        ['jacket', 'en-GB', { 'min-price': 20 }],
      ] as const) {
        const request = listingRequest(
          { search: (await searchScope(env.DB, locale, term))! },
          { ...raw, limit: 7, p: 2 },
          SORTINGS[order],
          locale,
        )
        const [memory, sql] = [await runListing(env.DB, request), await runListing(sqlOnly(env.DB), request)]
        expect(sql.elements).toHaveLength(7)
        expect({ term, order, ...snapshot(memory) }).toEqual({ term, order, ...snapshot(sql) })
      }
    }
  })

  it('answer 404 for an unknown category, filters or not', async () => {
    const unknown = 'f'.repeat(32)
    await expect(
      runListing(env.DB, listingRequest({ categoryId: unknown }, { 'min-price': 10 }, SORTINGS['name-asc'])),
    ).rejects.toMatchObject({ status: 404 })
  })
})
