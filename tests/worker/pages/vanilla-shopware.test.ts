/**
 * The storefront against a vanilla Shopware (tests/upstream/vanilla-shopware.ts: answers shaped as Shopware's
 * route classes send them, and a product recorded from Shopware's demo store): SEO links, the variant
 * switch, real stock states, CDN media, German numbers, anonymous pages without a session.
 */
import { createExecutionContext, env } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { embeddedStoreApi } from '../../../embedded'
import type { ProductDetail } from '../../../client/types'
import { RECORDED_PRODUCT, vanillaShopware } from '../../upstream/vanilla-shopware'
import { CRAWLER, catalogFixture, embeddedApi, GERMAN_BROWSER, otherSizeQuery, request } from '../helpers'

const UPSTREAM = {
  STORE_API_URL: 'https://shop.example/store-api',
  STORE_API_ACCESS_KEY: 'SWSCVANILLATESTKEY000000000001',
}
const CDN = 'https://cdn.shop.example'

interface Asked {
  method: string
  path: string
  headers: Headers
}

/**
 * A vanilla Shopware at shop.example over the embedded catalog, with the recorded demo product; `products`
 * adds answers for more product ids (a recorded product changed for one test). Records what was asked.
 */
function stubVanillaShopware(products: Record<string, Record<string, unknown>> = {}) {
  const asked: Asked[] = []
  const embedded = (request: Request) => {
    const url = new URL(request.url)
    const id = url.pathname.match(/^\/store-api\/product\/([0-9a-f]{32})$/)?.[1]
    if (id && products[id]) return Promise.resolve(Response.json({ product: products[id], configurator: [] }))
    return embeddedStoreApi.fetch(
      new Request(`http://store-api.internal${url.pathname}${url.search}`, request),
      env,
      createExecutionContext(),
    )
  }
  const shop = vanillaShopware(embedded, { mediaOrigin: CDN, recorded: true })
  vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
    const upstream = new Request(input, init)
    const url = new URL(upstream.url)
    asked.push({ method: upstream.method, path: url.pathname, headers: upstream.headers })
    return shop(upstream)
  })
  return asked
}

afterEach(() => vi.unstubAllGlobals())

let fixture: Awaited<ReturnType<typeof catalogFixture>>
beforeAll(async () => {
  fixture = await catalogFixture('de-DE')
})

const page = async (path: string, headers: Record<string, string> = CRAWLER) => {
  const response = await request(path, { headers }, UPSTREAM)
  return { response, html: await response.text() }
}
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!)

describe('links are SEO paths', () => {
  it('asks Shopware for SEO URLs and links navigation and products by them', async () => {
    const asked = stubVanillaShopware()
    const { response, html } = await page(`${fixture.category.path}?seo=1`)
    expect(response.status).toBe(200)
    const links = hrefs(html)
    expect(links).toContain(fixture.product.path)
    expect(links).toContain(fixture.category.path)
    expect(links.filter((href) => /^\/(detail|navigation)\//.test(href))).toEqual([])
    const storeApiCalls = asked.filter((call) => call.path.startsWith('/store-api/'))
    expect(storeApiCalls.length).toBeGreaterThan(0)
    for (const call of storeApiCalls) expect(call.headers.get('sw-include-seo-urls')).toBe('true')
  })
})

describe('the variant switch', () => {
  it("switches with Shopware's find-variant answer ({ variantId, options })", async () => {
    const detail = (await embeddedApi().invoke('readProductDetail post /product/{productId}', {
      pathParams: { productId: fixture.product.id },
    })) as ProductDetail
    const { query } = otherSizeQuery(detail)
    const asked = stubVanillaShopware()
    const { html } = await page(`${fixture.product.path}?${query}`)
    expect(asked.some((call) => call.path.endsWith('/find-variant'))).toBe(true)
    const variantNumber = html.match(/Artikelnummer: (SW[\d.]+)/)![1]
    expect(variantNumber).not.toBe(detail.product.productNumber)
    expect(variantNumber!.split('.')[0]).toBe(detail.product.productNumber!.split('.')[0])
  })
})

describe("a product recorded from Shopware's demo store", () => {
  it('is in stock and for sale, with its CDN picture in the structured data and German numbers', async () => {
    stubVanillaShopware()
    const { response, html } = await page(`/detail/${RECORDED_PRODUCT.id}`)
    expect(response.status).toBe(200)
    expect(html).toContain(RECORDED_PRODUCT.translated.name)
    expect(html).toContain('Auf Lager, sofort lieferbar')
    expect(html).not.toContain('Derzeit nicht lieferbar')
    expect(html).toMatch(/<button[^>]*type="submit"(?![^>]*disabled)[^>]*>In den Warenkorb/)
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1]!))
      .find((data) => data['@type'] === 'Product')
    expect(jsonLd.image).toEqual(['https://cdn.shopware.store/a/B/m/pPkDE/media/a4/65/72/Cigar_Special.jpg'])
    expect(jsonLd.offers.availability).toBe('https://schema.org/InStock')
    expect(html).not.toMatch(/https?:\/\/[^"\s]*https?:\/\//)
    // Content 0.2 litre at 72.25 € per litre, as a German reads it.
    expect(html).toContain('Inhalt: 0,2 litre')
    expect(html).toContain('72,25')
    expect(html).not.toContain('0.2 litre')
  })

  it('sold out but still sold: available again after its restock time, and the button stays', async () => {
    const soldOut = {
      ...RECORDED_PRODUCT,
      id: 'a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0',
      parentId: null,
      stock: 0,
      availableStock: 0,
      restockTime: 3,
    }
    stubVanillaShopware({ [soldOut.id]: soldOut })
    const { html } = await page(`/detail/${soldOut.id}`)
    expect(html).toContain('Voraussichtlich lieferbar ab')
    expect(html).not.toContain('Derzeit nicht lieferbar')
    expect(html).toMatch(/<button[^>]*type="submit"(?![^>]*disabled)[^>]*>In den Warenkorb/)
  })

  it('a sold-out closeout is not deliverable and cannot be put into the cart', async () => {
    const closeout = {
      ...RECORDED_PRODUCT,
      id: 'b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0',
      parentId: null,
      stock: 0,
      availableStock: 0,
      isCloseout: true,
      available: false,
    }
    stubVanillaShopware({ [closeout.id]: closeout })
    const { html } = await page(`/detail/${closeout.id}`)
    expect(html).toContain('Derzeit nicht lieferbar')
    expect(html).toMatch(/<button[^>]*disabled[^>]*>/)
  })
})

describe('anonymous shoppers stay cacheable', () => {
  it("a catalog page does not keep Shopware's token for a read: no session cookie, kept at the edge", async () => {
    const asked = stubVanillaShopware()
    // A listing no earlier test read: the edge's KV keeps every other read this page makes (the category's too).
    const path = `${fixture.category.path}?order=name-desc&anonymous=1`
    const first = await page(path, GERMAN_BROWSER)
    expect(first.response.status).toBe(200)
    expect(asked.length).toBeGreaterThan(0)
    expect(first.response.headers.get('set-cookie') ?? '').not.toContain('sw-context-token')
    expect(first.response.headers.get('cache-control')).not.toContain('no-store')
    expect(first.response.headers.get('x-page-cache')).toBe('MISS')
    const again = await page(path, GERMAN_BROWSER)
    expect(again.response.headers.get('x-page-cache')).toBe('HIT')
  })

  it('a search (rendered for each shopper) and its client data set no session cookie and stay no-cache, not no-store', async () => {
    stubVanillaShopware()
    for (const path of ['/search?search=jacke', '/search/_payload.json?search=jacke']) {
      const { response } = await page(path, GERMAN_BROWSER)
      expect(response.status).toBe(200)
      expect(response.headers.get('set-cookie') ?? '').not.toContain('sw-context-token')
      expect(response.headers.get('cache-control')).toBe('private, no-cache')
    }
  })

  it("the proxy passes no cookie for a read's token, and gives one when the cart starts a session", async () => {
    stubVanillaShopware()
    const read = await request(
      `/store-api/product-listing/${fixture.category.id}`,
      { method: 'POST', headers: { ...GERMAN_BROWSER, 'content-type': 'application/json' }, body: '{"limit":1}' },
      UPSTREAM,
    )
    expect(read.status).toBe(200)
    expect(read.headers.get('set-cookie') ?? '').not.toContain('sw-context-token')
    const add = await request(
      '/store-api/checkout/cart/line-item',
      {
        method: 'POST',
        headers: { ...GERMAN_BROWSER, 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ type: 'product', referencedId: fixture.product.id, quantity: 1 }] }),
      },
      UPSTREAM,
    )
    expect(add.status).toBe(200)
    expect(add.headers.get('set-cookie') ?? '').toContain('sw-context-token=')
  })
})
