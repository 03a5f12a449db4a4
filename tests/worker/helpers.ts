/** Shared fixtures for worker tests: the real worker with a stand-in client manifest, and catalog lookups. */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import worker from '../../worker/index'
import { createStoreApiClient, StoreApiError } from '../../shared/store-api/client'
import { LANGUAGE_IDS, type Locale } from '../../shared/constants'
import { embeddedStoreApi } from '../../embedded'
import type { AppLoadContext } from '../../client/routes/load-context'
import type { ProductDetail } from '../../client/types'
import { readMainNavigation } from '../../client/routes/navigation.server'
import type { Transport } from '../../shared/store-api/client'

export const ORIGIN = 'http://shop.test'
export const GERMAN_BROWSER = {
  'accept-language': 'de-DE,de;q=0.9',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36',
}
export const ENGLISH_BROWSER = { 'accept-language': 'en-GB,en;q=0.9', 'user-agent': GERMAN_BROWSER['user-agent'] }
export const CRAWLER = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }

/** Static assets are not served in workerd tests, so pages get a small manifest as the build would write it. */
export const fakeAssets = {
  fetch: async () =>
    Response.json({
      'client/entry.client.tsx': {
        file: 'assets/entry.client-test.js',
        isEntry: true,
        css: ['assets/entry-test.css'],
        imports: ['_vendor.js'],
      },
      '_vendor.js': { file: 'assets/vendor-test.js' },
    }),
} as unknown as Fetcher

export function testEnv(overrides: Partial<typeof env> = {}) {
  return { ...env, ASSETS: fakeAssets, ...overrides }
}

/** Calls the worker as the platform would, and waits for its background work (KV writes). */
export async function request(
  path: string,
  init: RequestInit = {},
  overrides: Partial<typeof env> = {},
): Promise<Response> {
  const ctx = createExecutionContext()
  const url = path.startsWith('http') ? path : ORIGIN + path
  const response = await worker.fetch(new Request(url, init), testEnv(overrides), ctx)
  await waitOnExecutionContext(ctx)
  return response
}

/** The embedded Store API through the shared client (the one client every caller uses). */
export function embeddedApi(locale: Locale = 'de-DE') {
  return createStoreApiClient({
    transport: async (req) => embeddedStoreApi.fetch(req, env, createExecutionContext()),
    languageId: LANGUAGE_IDS[locale],
  })
}

/**
 * The embedded Store API, with a product page's deferred reads (reviews, cross-selling) held back until the
 * test releases them; the product itself is read at once (the page awaits it).
 */
export function heldDeferredProductReads() {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const context = embeddedLoadContext(async (request) => {
    if (/^\/store-api\/product\/[^/]+\/(reviews|cross-selling)$/.test(new URL(request.url).pathname)) await released
    return undefined
  })
  return { context, release }
}

/**
 * A German load context on the embedded Store API; `before` sees each call first and may answer it itself
 * (a Response) or let it through (undefined).
 */
export function embeddedLoadContext(before: (request: Request) => Promise<Response | undefined>): AppLoadContext {
  const ctx = createExecutionContext()
  const transport: Transport = async (request) => (await before(request)) ?? embeddedStoreApi.fetch(request, env, ctx)
  const api = createStoreApiClient({ transport, languageId: LANGUAGE_IDS['de-DE'] })
  return {
    locale: 'de-DE',
    languageId: LANGUAGE_IDS['de-DE'],
    origin: ORIGIN,
    api,
    apiFor: () => api,
    mainNavigation: () => readMainNavigation(api),
    session: async () => null,
  }
}

/** The StoreApiError a call fails with; fails the test if it succeeds or throws anything else. */
export async function failure(promise: Promise<unknown>): Promise<StoreApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof StoreApiError)) throw new Error(`expected a StoreApiError, got ${String(error)}`)
  return error
}

interface Entity {
  id: string
  name?: string
  translated?: { name?: string }
  seoUrls?: Array<{ seoPathInfo: string }>
}

/** The first top-level category and its first in-stock product, with their SEO paths. */
export async function catalogFixture(locale: Locale = 'de-DE') {
  const api = embeddedApi(locale)
  const navigation = (await api.invoke('readNavigation post /navigation/{activeId}/{rootId}', {
    pathParams: { activeId: 'main-navigation', rootId: 'main-navigation' },
    body: { depth: 1 },
  })) as Entity[]
  const category = navigation[0]!
  const listing = (await api.invoke('readProductListing post /product-listing/{categoryId}', {
    pathParams: { categoryId: category.id },
    body: { limit: 24 },
  })) as {
    elements: Array<Entity & { available?: boolean; availableStock?: number; productNumber: string }>
    total: number
  }
  const product = listing.elements.find((p) => p.available && (p.availableStock ?? 0) > 5) ?? listing.elements[0]!
  return {
    category: {
      id: category.id,
      name: category.translated?.name ?? category.name!,
      path: `/${category.seoUrls![0]!.seoPathInfo}`,
    },
    product: {
      id: product.id,
      name: product.translated?.name ?? product.name!,
      number: product.productNumber,
      path: `/${product.seoUrls![0]!.seoPathInfo}`,
    },
    total: listing.total,
  }
}

/** The catalog fixture in both locales (the same category and product, each with its locale's paths). */
export async function bilingualCatalogFixture() {
  return { de: await catalogFixture('de-DE'), en: await catalogFixture('en-GB') }
}

/** Set-Cookie lines by cookie name. */
export function cookies(response: Response): Record<string, string> {
  const out: Record<string, string> = {}
  for (const line of response.headers.getSetCookie()) out[line.split('=')[0]!] = line
  return out
}

/** The cookie of a browser with a session `token` on the shop in `locale`. */
export const sessionCookie = (token: string, locale = 'de-DE') => `sw-context-token=${token}; locale=${locale}`

/** The cookies of a browser whose session holds a customer: the token and the page cache's hint its login set (decision 037). */
export const customerCookie = (token: string, locale = 'de-DE') =>
  `${sessionCookie(token, locale)}; sw-states=logged-in`

/**
 * D1 that records the SQL of every statement run (first/all/run/raw; each of a batch), sessions
 * included: `request(path, init, { DB: recorded.DB })` shows what a request asked the database.
 * `calls` holds one entry per round trip (a statement run alone, or a batch): its statements' SQL.
 */
export function recordingDb(db: D1Database = env.DB) {
  const statements: string[] = []
  const calls: string[][] = []
  const sqlOf = new WeakMap<object, string>()
  const statement = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const wrapped = new Proxy(stmt, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target)
        if (typeof value !== 'function') return value
        if (prop === 'bind') return (...args: unknown[]) => statement(value.apply(target, args), sql)
        if (prop === 'first' || prop === 'all' || prop === 'run' || prop === 'raw')
          return (...args: unknown[]) => {
            statements.push(sql)
            calls.push([sql])
            return value.apply(target, args)
          }
        return value.bind(target)
      },
    })
    sqlOf.set(wrapped, sql)
    return wrapped
  }
  const database = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(inner, prop) {
        const value = Reflect.get(inner, prop, inner)
        if (typeof value !== 'function') return value
        if (prop === 'prepare') return (sql: string) => statement(value.call(inner, sql), sql)
        if (prop === 'withSession') return (...args: unknown[]) => database(value.apply(inner, args))
        if (prop === 'batch')
          return (list: D1PreparedStatement[]) => {
            const sqls = list.map((s) => sqlOf.get(s) ?? '?')
            statements.push(...sqls)
            calls.push(sqls)
            return value.call(inner, list)
          }
        return value.bind(inner)
      },
    })
  return { DB: database(db), statements, calls }
}

/**
 * The query that switches a product to its sibling of another size (`?o=…&switched=…`, the variant switch's
 * form): every group keeps the product's option, the first group with a choice takes another one.
 */
export function otherSizeQuery(detail: ProductDetail) {
  const groups = detail.configurator ?? []
  const sizeGroup = groups.find((g) => (g.options?.length ?? 0) > 1)!
  const chosen = new Set(detail.product.optionIds ?? [])
  const otherSize = sizeGroup.options!.find((o) => !chosen.has(o.id))!
  const options = groups.map((g) =>
    g.id === sizeGroup.id ? otherSize.id : g.options!.find((o) => chosen.has(o.id))!.id,
  )
  const query = new URLSearchParams([...options.map((o) => ['o', o]), ['switched', sizeGroup.id]])
  return { query, otherSize }
}
