/**
 * A real Shopware without our plugin (decision 054): every `asx-…` route (and the plugin's shopping list
 * routes) answers Symfony's 404, the service navigation 204; everything else comes from the embedded
 * Store API behind the upstream transport. The shop learns once which features are there, asks no
 * plugin route per page after that, answers the missing features' pages and proxy routes with 404 and
 * shows no link to them, and keeps its footer. A fault of a probe proves nothing. The embedded shop and a
 * Shopware with the plugin show every feature.
 */
import { createExecutionContext, env } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { embeddedStoreApi } from '../../../embedded'
import { DEMO_CUSTOMERS } from '../../../embedded/seed/customer/customers'
import { loginToken } from '../../../embedded/tests/worker/fixtures'
import { catalogFixture, customerCookie, GERMAN_BROWSER, ORIGIN, request } from '../helpers'

const KEY = 'SWSCUPSTREAMTESTKEY00000000001'
/** Each scenario its own backend: the capabilities (isolate, KV) and the page cache are kept per backend. */
const backend = (host: string) => ({ STORE_API_URL: `https://${host}/store-api`, STORE_API_ACCESS_KEY: KEY })

/** What a Shopware answers for a route it does not have (the capture). */
const symfonyNotFound = (method: string, path: string) =>
  Response.json(
    {
      errors: [
        { status: '404', code: '0', title: 'Not Found', detail: `No route found for "${method} /store-api${path}"` },
      ],
    },
    { status: 404 },
  )

/** The plugin's routes, as the stub tells them (not from the code under test). */
const isPluginRoute = (path: string) => /^\/(asx-|shopping-lists?(\/|$))/.test(path)

type Mode = 'vanilla' | 'plugin' | 'fault'

/**
 * A Shopware at the backend's host: the plugin's routes as `mode()` says (missing, there, or failing with
 * 503), the service navigation empty (204) unless the plugin mode, the rest from the embedded Store API.
 * Records each path asked (below /store-api).
 */
function stubShopware(mode: () => Mode) {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
    const upstream = new Request(input, init)
    const url = new URL(upstream.url)
    const path = url.pathname.replace(/^\/store-api/, '')
    asked.push(path)
    const now = mode()
    if (isPluginRoute(path) && now === 'vanilla') return symfonyNotFound(upstream.method, path)
    if (isPluginRoute(path) && now === 'fault')
      return Response.json({ errors: [{ status: '503', code: '0', title: 'Service Unavailable' }] }, { status: 503 })
    if (path === '/navigation/service-navigation/service-navigation' && now !== 'plugin')
      return new Response(null, { status: 204 })
    const local = new Request(`http://store-api.internal${url.pathname}${url.search}`, upstream)
    return embeddedStoreApi.fetch(local, env, createExecutionContext())
  })
  return asked
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const asx = (asked: string[]) => asked.filter(isPluginRoute)
const page = (path: string, overrides: object, cookie = 'locale=de-DE') =>
  request(path, { headers: { ...GERMAN_BROWSER, cookie }, redirect: 'manual' }, overrides)
const proxy = (path: string, overrides: object, cookie: string, method = 'POST') =>
  request(
    `/store-api${path}`,
    {
      method,
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
      body: method === 'GET' ? undefined : '{}',
    },
    overrides,
  )
/** A link to `href` anywhere in the page. */
const linksTo = (html: string, href: string) => new RegExp(`<a[^>]+href="${href}"`).test(html)
const PLUGIN_LINKS = ['/account/coupon', '/account/loyalty-program', '/meine-produkte', '/account/shopping-lists']
const PLUGIN_PAGES = [
  '/account/coupon',
  '/account/loyalty-program',
  '/meine-produkte',
  '/account/shopping-lists',
  `/shopping-list/${'0190a0b0c0d0e0f0'.padEnd(32, '1')}`,
  '/lexikon',
  '/blog',
  '/en-GB/lexicon',
  '/account/coupon/_payload.json',
]
/** The "add to shopping list" form on product pages. */
const ADD_TO_LIST = 'action="/account/shopping-lists"'

let business: string
let product: Awaited<ReturnType<typeof catalogFixture>>['product']
let category: Awaited<ReturnType<typeof catalogFixture>>['category']
beforeAll(async () => {
  business = customerCookie(await loginToken(DEMO_CUSTOMERS.business.email))
  ;({ product, category } = await catalogFixture())
})

describe('a Shopware without the plugin', () => {
  const VANILLA = backend('vanilla.example')

  it('is probed once; later pages ask no plugin route', async () => {
    const asked = stubShopware(() => 'vanilla')
    expect((await page(category.path, VANILLA)).status).toBe(200)
    // The first page learnt the set: one probe per feature (two for shopping lists), nothing twice.
    const probes = asx(asked)
    expect(new Set(probes).size).toBe(probes.length)
    expect(probes).toEqual(expect.arrayContaining(['/asx-redirect', '/asx-lexicon', '/asx-loyalty', '/shopping-lists']))
    expect(probes).not.toContain('/asx-seo-redirect')
    asked.length = 0
    // Uncached pages (new paths, a customer's pages, a 404): no asx- request, no redirect lookup.
    for (const path of ['/irgendwas-anderes', product.path, '/en-GB/something', '/account'])
      await page(path, VANILLA, path === '/account' ? business : 'locale=de-DE')
    expect(asked.length).toBeGreaterThan(0)
    expect(asx(asked)).toEqual([])
  })

  it.each(PLUGIN_PAGES)('answers %s with 404', async (path) => {
    stubShopware(() => 'vanilla')
    const response = await page(path, VANILLA, path.startsWith('/en-GB') ? `${business}; locale=en-GB` : business)
    expect(response.status).toBe(404)
  })

  it('links to none of them: account navigation, header, footer, product page', async () => {
    const asked = stubShopware(() => 'vanilla')
    const account = await (await page('/account', VANILLA, business)).text()
    expect(account).toMatch(/<nav aria-label="[^"]+" class="account-nav">/)
    expect(linksTo(account, '/account/order')).toBe(true)
    for (const href of PLUGIN_LINKS) expect(linksTo(account, href), href).toBe(false)
    const home = await (await page('/', VANILLA)).text()
    expect(linksTo(home, '/lexikon')).toBe(false)
    expect(linksTo(home, '/blog')).toBe(false)
    // A business customer's product page has no "add to shopping list".
    const detail = await (await page(product.path, VANILLA, business)).text()
    expect(detail).toContain(product.name)
    expect(detail).not.toContain(ADD_TO_LIST)
    // The shop's own content pages are still linked: it has them (its SEO paths).
    expect(linksTo(detail, '/informationen/groessentabelle')).toBe(true)
    expect(asx(asked)).toEqual([])
  })

  it('keeps the footer navigation when the service navigation is empty (204)', async () => {
    const asked = stubShopware(() => 'vanilla')
    // A backend of its own: its navigation is not yet kept (KV, isolate), so the 204 is this page's.
    const html = await (await page('/service-help/shipping', backend('no-service-navigation.example'))).text()
    expect(asked).toContain('/navigation/service-navigation/service-navigation')
    expect(html).toContain('class="footer-navigation"')
    expect(linksTo(html, '/service-hilfe/kontaktformular')).toBe(true)
    expect(html).not.toContain('class="service-navigation"')
  })

  it.each([
    ['POST', '/asx-loyalty'],
    ['POST', '/asx-coupons'],
    ['POST', '/asx-redirect'],
    ['POST', '/asx-lexicon'],
    ['POST', '/asx-shopping-lists/add-to-cart'],
    ['PATCH', `/asx-shopping-list/${'a'.repeat(32)}/change-name`],
    ['POST', '/asx-customer-reviewed-products'],
  ])('proxies %s %s as a 404 without asking the shop', async (method, path) => {
    const asked = stubShopware(() => 'vanilla')
    await page('/', VANILLA)
    asked.length = 0
    const response = await proxy(path, VANILLA, business, method)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      errors: [
        { status: '404', code: '0', title: 'Not Found', detail: `No route found for "${method} /store-api${path}"` },
      ],
    })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(asked).toEqual([])
    // Shopware's own routes still go through.
    expect((await proxy('/context', VANILLA, business, 'GET')).status).toBe(200)
    expect(asked).toEqual(['/context'])
  })
})

describe("the shop's content pages (size chart, shipping, contact)", () => {
  /**
   * A vanilla Shopware without a footer navigation (the footer shows the fixed links) whose SEO paths are
   * the embedded shop's, less those `missing`.
   */
  function stubContentShop(missing: string[] = []) {
    stubShopware(() => 'vanilla')
    const shopware = globalThis.fetch
    vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
      const upstream = new Request(input, init)
      const path = new URL(upstream.url).pathname.replace(/^\/store-api/, '')
      if (path === '/navigation/footer-navigation/footer-navigation') return new Response(null, { status: 204 })
      if (path === '/seo-url') {
        const body = (await upstream.clone().json()) as { filter?: Array<{ field: string; value: unknown }> }
        const asked = body.filter?.find((f) => f.field === 'seoPathInfo')?.value
        if (missing.includes(String(asked))) return Response.json({ elements: [], total: 0 })
      }
      return shopware(upstream)
    })
  }
  const productLinks = (html: string) => /class="product-links"/.test(html)

  it('hides the links to pages the shop does not have', async () => {
    stubContentShop(['informationen/groessentabelle', 'service-help/shipping', 'service-hilfe/kontaktformular'])
    const shop = backend('no-content-pages.example')
    const detail = await (await page(product.path, shop)).text()
    expect(detail).toContain(product.name)
    expect(productLinks(detail)).toBe(false)
    const home = await (await page('/', shop)).text()
    for (const href of ['/informationen/groessentabelle', '/service-help/shipping', '/service-hilfe/kontaktformular'])
      expect(linksTo(home, href), href).toBe(false)
  })

  it("follows the operator's settings: none, a landing page's SEO path, a path", async () => {
    stubContentShop()
    const shipping = (await (
      await request('/store-api/seo-url', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ filter: [{ type: 'equals', field: 'seoPathInfo', value: 'service-help/shipping' }] }),
      })
    ).json()) as { elements: Array<{ foreignKey: string }> }
    const shop = {
      ...backend('configured-content-pages.example'),
      CONTENT_PAGE_SIZE_CHART: 'none',
      CONTENT_PAGE_SHIPPING_INFO: `landing_page:${shipping.elements[0]!.foreignKey}`,
      CONTENT_PAGE_CONTACT: '/kontakt',
    }
    const detail = await (await page(product.path, shop)).text()
    expect(linksTo(detail, '/informationen/groessentabelle')).toBe(false)
    expect(linksTo(detail, '/service-help/shipping')).toBe(true)
    const english = await (await page('/en-GB', shop, 'locale=en-GB')).text()
    expect(linksTo(english, '/en-GB/service-help/shipping')).toBe(true)
    expect(linksTo(english, '/en-GB/kontakt')).toBe(true)
    expect(linksTo(english, '/en-GB/information/size-chart')).toBe(false)
  })
})

describe('a probe that meets a fault', () => {
  it('hides nothing, and is asked again within a minute', async () => {
    const FLAKY = backend('flaky.example')
    let mode: Mode = 'fault'
    const asked = stubShopware(() => mode)
    const first = await (await page('/', FLAKY)).text()
    expect(asx(asked)).toContain('/asx-lexicon')
    // 503 is no proof of absence: the features stay.
    expect(linksTo(first, '/lexikon')).toBe(true)
    expect(linksTo(await (await page('/account', FLAKY, business)).text(), '/account/coupon')).toBe(true)
    // The fault's answer is kept a minute: then the shop is asked again (the stale set serves meanwhile).
    mode = 'plugin'
    asked.length = 0
    const later = Date.now() + 61_000
    vi.spyOn(Date, 'now').mockReturnValue(later)
    await page('/account/profile', FLAKY, business)
    expect(asx(asked)).toContain('/asx-lexicon')
    const account = await (await page('/account', FLAKY, business)).text()
    for (const href of PLUGIN_LINKS) expect(linksTo(account, href), href).toBe(true)
  })

  it('keeps a set learnt without a fault for the hour', async () => {
    const STEADY = backend('steady.example')
    const asked = stubShopware(() => 'vanilla')
    await page('/', STEADY)
    asked.length = 0
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 59 * 60_000)
    await page('/account', STEADY, business)
    expect(asx(asked)).toEqual([])
  })
})

describe('a shop with every feature', () => {
  const cases: Array<[string, () => object]> = [
    ['the embedded Store API', () => ({})],
    [
      'a Shopware with the plugin',
      () => {
        stubShopware(() => 'plugin')
        return backend('plugin.example')
      },
    ],
  ]

  it.each(cases)('%s: pages, links and proxy routes are there', async (_name, setUp) => {
    const overrides = setUp()
    for (const path of ['/account/coupon', '/account/loyalty-program', '/meine-produkte', '/account/shopping-lists'])
      expect((await page(path, overrides, business)).status, path).toBe(200)
    expect((await page('/lexikon', overrides)).status).toBe(200)
    const account = await (await page('/account', overrides, business)).text()
    for (const href of PLUGIN_LINKS) expect(linksTo(account, href), href).toBe(true)
    const home = await (await page('/', overrides)).text()
    expect(linksTo(home, '/lexikon')).toBe(true)
    expect(linksTo(home, '/blog')).toBe(true)
    expect(home).toContain('class="service-navigation"')
    expect(await (await page(product.path, overrides, business)).text()).toContain(ADD_TO_LIST)
    const loyalty = await proxy('/asx-loyalty', overrides, business)
    expect(loyalty.status).toBe(200)
  })

  it('a Shopware with the plugin is probed once, then asked only what pages need', async () => {
    const PLUGIN = backend('plugin-once.example')
    const asked = stubShopware(() => 'plugin')
    await page(category.path, PLUGIN)
    asked.length = 0
    await page('/neu-hier', PLUGIN)
    // The guard's SEO redirect lookup for the new path, as before (the redirect list is kept); no probe again.
    expect(asx(asked)).toEqual(['/asx-seo-redirect'])
  })
})
