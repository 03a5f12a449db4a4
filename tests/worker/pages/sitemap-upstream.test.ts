/**
 * Sitemaps in upstream mode: the same files through the Store API's seo-url route of a Shopware (here the
 * embedded Store API behind the upstream transport), one of its pages (500 URLs) per file.
 */
import { createExecutionContext, env } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { embeddedStoreApi } from '../../../embedded'
import { bilingualCatalogFixture, type catalogFixture, request } from '../helpers'

const UPSTREAM = {
  STORE_API_URL: 'https://shop.example/store-api',
  STORE_API_ACCESS_KEY: 'SWSCUPSTREAMTESTKEY00000000001',
}

/** A Shopware at shop.example answering with the embedded Store API; records the paths asked. */
function stubShopware() {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
    const upstream = new Request(input, init)
    const url = new URL(upstream.url)
    asked.push(url.pathname)
    const local = new Request(`http://store-api.internal${url.pathname}${url.search}`, upstream)
    return embeddedStoreApi.fetch(local, env, createExecutionContext())
  })
  return asked
}

afterEach(() => vi.unstubAllGlobals())

let de: Awaited<ReturnType<typeof catalogFixture>>
let en: Awaited<ReturnType<typeof catalogFixture>>
beforeAll(async () => ({ de, en } = await bilingualCatalogFixture()))

describe('sitemaps upstream', () => {
  it('index the files and list products with their alternates from the Store API', async () => {
    const asked = stubShopware()
    const index = await (await request('/sitemap.xml', {}, UPSTREAM)).text()
    expect(index).toContain('<loc>http://shop.test/sitemap/de-DE/products-1.xml</loc>')
    expect(index).not.toContain('products-2.xml')
    const german = await (await request('/sitemap/de-DE/products-1.xml', {}, UPSTREAM)).text()
    const entry = german.split('<url>').find((u) => u.includes(`<loc>http://shop.test${de.product.path}</loc>`))
    expect(entry).toContain(`hreflang="en-GB" href="http://shop.test/en-GB${en.product.path}"`)
    expect(entry).toContain(`hreflang="x-default" href="http://shop.test${de.product.path}"`)
    expect(asked).toContain('/store-api/seo-url')
    expect((await request('/sitemap/de-DE/products-2.xml', {}, UPSTREAM)).status).toBe(404)
  })
})
