/** Sitemaps: an index of per-locale files; every URL carries its hreflang alternates. */
import { beforeAll, describe, expect, it } from 'vitest'
import { catalogFixture, request } from '../helpers'

let de: Awaited<ReturnType<typeof catalogFixture>>
let en: Awaited<ReturnType<typeof catalogFixture>>
beforeAll(async () => {
  de = await catalogFixture('de-DE')
  en = await catalogFixture('en-GB')
})

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
})
