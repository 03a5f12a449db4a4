/** Sitemaps: an index of per-locale files; every URL carries its hreflang alternates. */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCALES } from '../../../shared/constants'
import { d1SitemapSource } from '../../../embedded/catalog/seo/sitemap'
import { sitemapFile, sitemapIndex } from '../../../worker/sitemap'
import { SITEMAP_KINDS } from '../../../shared/sitemap-source'
import { bilingualCatalogFixture, type catalogFixture, ORIGIN, request } from '../helpers'

const locs = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
const fileUrls = (index: string) => [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)

let de: Awaited<ReturnType<typeof catalogFixture>>
let en: Awaited<ReturnType<typeof catalogFixture>>
beforeAll(async () => ({ de, en } = await bilingualCatalogFixture()))

describe('sitemaps', () => {
  it('robots.txt names the sitemap index, which lists files for both locales', async () => {
    expect(await (await request('/robots.txt')).text()).toContain('Sitemap: http://shop.test/sitemap.xml')
    const index = await request('/sitemap.xml')
    expect(index.headers.get('content-type')).toContain('application/xml')
    const body = await index.text()
    for (const file of ['de-DE/categories-1', 'de-DE/products-1', 'en-GB/products-1', 'en-GB/landing-pages-1']) {
      expect(body).toContain(`<loc>http://shop.test/sitemap/${file}.xml</loc>`)
    }
  })

  it('lists products with their alternate in the other language', async () => {
    const german = await (await request('/sitemap/de-DE/products-1.xml')).text()
    const entry = german.split('<url>').find((u) => u.includes(`<loc>http://shop.test${de.product.path}</loc>`))
    expect(entry).toBeDefined()
    expect(entry).toContain(`hreflang="en-GB" href="http://shop.test/en-GB${en.product.path}"`)
    const english = await (await request('/sitemap/en-GB/products-1.xml')).text()
    expect(english).toContain(`<loc>http://shop.test/en-GB${en.product.path}</loc>`)
  })

  it('opens the categories file with the home page and lists categories', async () => {
    const body = await (await request('/sitemap/en-GB/categories-1.xml')).text()
    expect(body).toContain('<loc>http://shop.test/en-GB</loc>')
    expect(body).toContain(`<loc>http://shop.test/en-GB${en.category.path}</loc>`)
  })

  it('answers 404 for files that do not exist', async () => {
    expect((await request('/sitemap/fr-FR/products-1.xml')).status).toBe(404)
    expect((await request('/sitemap/de-DE/secrets-1.xml')).status).toBe(404)
    expect((await request('/sitemap/de-DE/products-0.xml')).status).toBe(404)
  })

  it('lists every product once per locale with lastmod, both alternates and x-default', async () => {
    const { n } = (await env.DB.prepare('SELECT count(*) AS n FROM product').first<{ n: number }>())!
    for (const locale of LOCALES) {
      const body = await (await request(`/sitemap/${locale}/products-1.xml`)).text()
      const entries = body.split('<url>').slice(1)
      expect(entries).toHaveLength(n)
      expect(new Set(locs(body)).size).toBe(n)
      for (const entry of entries) {
        expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
        expect(entry).toContain('hreflang="de-DE"')
        expect(entry).toContain('hreflang="en-GB" href="http://shop.test/en-GB/')
        expect(entry).toContain('hreflang="x-default"')
      }
    }
  })

  it('indexes one file per route type and locale at the test seed, and keeps answers at the edge', async () => {
    const body = await (await request('/sitemap.xml')).text()
    expect(fileUrls(body)).toHaveLength(Object.keys(SITEMAP_KINDS).length * LOCALES.length)
    const cache = (caches as unknown as { default: Cache }).default
    expect(await cache.match(`${ORIGIN}/sitemap.xml`)).toBeDefined()
    expect((await request('/sitemap/de-DE/products-2.xml')).status).toBe(404)
  })

  it('pages products and categories into files of at most the page size, each URL in exactly one file', async () => {
    const source = d1SitemapSource(env.DB, 5)
    const files = fileUrls(await (await sitemapIndex(ORIGIN, source)).text())
    const { maxPid } = (await env.DB.prepare('SELECT max(pid) AS maxPid FROM product').first<{ maxPid: number }>())!
    const productFiles = files.filter((url) => url.includes('/de-DE/products-'))
    expect(productFiles).toHaveLength(Math.ceil(maxPid / 5))
    expect(files.filter((url) => url.includes('/de-DE/categories-')).length).toBeGreaterThan(1)
    for (const kind of ['products', 'categories'] as const) {
      const seen: string[] = []
      for (const url of files.filter((u) => u.includes(`/de-DE/${kind}-`))) {
        const response = await sitemapFile(ORIGIN, url.slice(`${ORIGIN}/sitemap/`.length), source)
        const found = locs(await response!.text())
        // The first categories file also opens with the home page.
        expect(found.length).toBeLessThanOrEqual(url.endsWith(`${kind}-1.xml`) && kind === 'categories' ? 6 : 5)
        seen.push(...found)
      }
      const whole = locs(await (await request(`/sitemap/de-DE/${kind}-1.xml`)).text())
      expect(seen.sort()).toEqual(whole.sort())
      expect(new Set(seen).size).toBe(seen.length)
    }
    expect(await sitemapFile(ORIGIN, `de-DE/products-${productFiles.length + 1}.xml`, source)).toBeNull()
  })

  it('serves a file from the edge cache whatever query string is added', async () => {
    const path = '/sitemap/en-GB/categories-1.xml'
    const cached = await (await request(path)).text()
    const rename = "UPDATE seo_url SET seo_path_info = seo_path_info || ? WHERE route_name = 'frontend.navigation.page'"
    await env.DB.prepare(rename).bind('-renamed').run()
    try {
      expect(await (await request(`${path}?fresh=${Date.now()}`)).text()).toBe(cached)
    } finally {
      await env.DB.prepare(
        "UPDATE seo_url SET seo_path_info = substr(seo_path_info, 1, length(seo_path_info) - 8) WHERE route_name = 'frontend.navigation.page'",
      ).run()
    }
  })
})
