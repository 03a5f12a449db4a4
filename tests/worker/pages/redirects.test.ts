/** Route guards: SEO redirects answer 301; stored redirects use their type, keep the query, may leave the shop. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { env } from 'cloudflare:test'
import { GERMAN_BROWSER, catalogFixture, recordingDb, request } from '../helpers'
import { BUMP_CATALOG_VERSION } from '../../../embedded/catalog/listing/columns'
import { catalogChanged } from '../../../embedded/catalog/listing/version'
import { RedirectIndex } from '../../../worker/middleware/redirect/sources'

const UPSTREAM = { STORE_API_URL: 'https://shop.example/store-api', STORE_API_ACCESS_KEY: 'k' }
const SHOPPER = { headers: { ...GERMAN_BROWSER, cookie: 'locale=de-DE' }, redirect: 'manual' as const }

interface Upstream {
  seoRedirects?: Record<string, string>
  redirects?: Array<{ sourceUrl: string; targetUrl: string; type: number; priority?: number }>
  missingPlugin?: boolean
}

/** A Shopware that knows some redirects; records which Store API paths were asked. */
function stubShopware(upstream: Upstream) {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
    const req = new Request(input, init)
    const path = new URL(req.url).pathname.replace('/store-api', '')
    asked.push(path)
    const body =
      req.method === 'POST' ? ((await req.json().catch(() => ({}))) as { filter?: Array<{ value: string }> }) : {}
    if (path.startsWith('/asx-') && upstream.missingPlugin)
      return Response.json({ errors: [{ status: '404', code: 'FRAMEWORK__ROUTE_NOT_FOUND' }] }, { status: 404 })
    if (path === '/asx-seo-redirect') {
      const target = upstream.seoRedirects?.[body.filter?.[0]?.value ?? '']
      return target ? Response.json({ elements: [{ seoPathInfo: target }] }) : new Response(null, { status: 204 })
    }
    if (path === '/asx-redirect') return Response.json({ elements: upstream.redirects ?? [] })
    if (path.startsWith('/navigation/')) return Response.json([])
    if (path === '/language') return Response.json({ elements: [] })
    return Response.json({ elements: [], total: 0 })
  })
  return asked
}

afterEach(() => vi.unstubAllGlobals())

describe('SEO redirect', () => {
  it('answers an old SEO path with 301 to the current one, keeping the query', async () => {
    stubShopware({ seoRedirects: { 'alte-softshelljacke': 'softshelljacke-nordkap-sw10001' } })
    const response = await request('/alte-softshelljacke?utm=mail', SHOPPER, UPSTREAM)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/softshelljacke-nordkap-sw10001?utm=mail')
  })

  it("stays in the shopper's locale", async () => {
    stubShopware({ seoRedirects: { 'old-jacket': 'softshell-jacket-nordkap-sw10001' } })
    const response = await request(
      '/en-GB/old-jacket',
      { ...SHOPPER, headers: { ...SHOPPER.headers, cookie: 'locale=en-GB' } },
      UPSTREAM,
    )
    expect(response.headers.get('location')).toBe('/en-GB/softshell-jacket-nordkap-sw10001')
  })
})

describe('stored redirects', () => {
  const redirects = [
    { sourceUrl: '/sale', targetUrl: '/angebote', type: 302, priority: 1 },
    { sourceUrl: 'sale', targetUrl: '/sonderangebote', type: 301, priority: 5 },
    { sourceUrl: '/partner', targetUrl: 'https://partner.example/shop', type: 301 },
  ]

  it('uses the stored type as status and the highest priority match, keeping the query', async () => {
    stubShopware({ redirects })
    const response = await request('/sale?size=xl', SHOPPER, UPSTREAM)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/sonderangebote?size=xl')
  })

  it('leaves the shop for a target with https', async () => {
    stubShopware({ redirects })
    const response = await request('/partner?ref=1', SHOPPER, UPSTREAM)
    expect(response.headers.get('location')).toBe('https://partner.example/shop?ref=1')
  })

  it('tells a client navigation where to go instead of sending a redirect', async () => {
    stubShopware({ redirects })
    const response = await request('/sale/_payload.json', SHOPPER, UPSTREAM)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ redirect: '/sonderangebote' })
  })
})

describe('what the guards skip', () => {
  it.each(['/', '/checkout/cart', '/katalog.pdf'])('%s is never looked up', async (path) => {
    const asked = stubShopware({ redirects: [{ sourceUrl: path, targetUrl: '/x', type: 301 }] })
    await request(path, SHOPPER, UPSTREAM)
    expect(asked.filter((p) => p.startsWith('/asx-'))).toEqual([])
  })

  it('renders the page when a Shopware without the redirect plugin answers 404', async () => {
    const asked = stubShopware({ missingPlugin: true })
    // Its own backend URL: the KV cache key includes it, so no earlier answer is reused.
    const response = await request('/irgendwas', SHOPPER, {
      ...UPSTREAM,
      STORE_API_URL: 'https://plain-shopware.example/store-api',
    })
    expect(asked).toContain('/asx-redirect')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Seite nicht gefunden')
  })
})

describe('the embedded shop (an index of the paths that may redirect, per catalog version)', () => {
  const asksForRedirects = (sql: string) => /seo_redirect|asx_redirect/.test(sql)

  it('answers an outdated SEO path with 301 to its current one', async () => {
    const response = await request('/arbeitskleidung/jacken?p=2', SHOPPER)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toMatch(/^\/[^?]+\?p=2$/)
    expect(response.headers.get('location')).not.toBe('/arbeitskleidung/jacken?p=2')
  })

  it('answers a stored redirect with its type', async () => {
    const response = await request('/sale', SHOPPER)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/aktionen/sicherheitswochen')
  })

  it('asks the database nothing about redirects for a path that never moved', async () => {
    const { product } = await catalogFixture()
    await request('/sale', SHOPPER)
    const recorded = recordingDb()
    const response = await request(product.path, SHOPPER, { DB: recorded.DB })
    expect(response.status).toBe(200)
    expect(recorded.statements.length).toBeGreaterThan(0)
    expect(recorded.statements.filter(asksForRedirects)).toEqual([])
  })

  it('follows a redirect written with a catalog change', async () => {
    await request('/neu-im-sortiment', SHOPPER)
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO asx_redirect (id, source_url, target_url, type, status, priority) VALUES ('0190aaaaaaaa7aaa8aaaaaaaaaaaaaaa', '/neu-im-sortiment', '/sale', 301, 'active', 0)",
      ),
      env.DB.prepare(BUMP_CATALOG_VERSION),
    ])
    catalogChanged()
    const response = await request('/neu-im-sortiment', SHOPPER)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/sale')
  })

  it('names outdated SEO paths per language and stored sources with or without slashes', () => {
    const index = new RedirectIndex({
      seoPaths: [{ languageId: 'de', seoPathInfo: 'schuhe' }],
      storedSources: ['sale/', '/en-GB/offers'],
    })
    expect(index.mayRedirect('de', 'schuhe', ['/schuhe'])).toBe(true)
    expect(index.mayRedirect('en', 'schuhe', ['/en-GB/schuhe', '/schuhe'])).toBe(false)
    expect(index.mayRedirect('de', 'sale', ['/sale/'])).toBe(true)
    expect(index.mayRedirect('en', 'offers', ['/en-GB/offers', '/offers'])).toBe(true)
    expect(index.mayRedirect('de', 'jacke-sw1', ['/jacke-sw1'])).toBe(false)
  })
})
