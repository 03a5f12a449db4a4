/**
 * What crawlers read of each indexable page type in both locales: a meta description of its own, canonical
 * and hreflang (de-DE, en-GB, x-default), and JSON-LD that parses and carries the fields search engines need.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGE_IDS } from '../../../shared/constants'
import { DETAIL_ROUTE } from '../../../shared/store-api/seo'
import { bilingualCatalogFixture, type catalogFixture, CRAWLER, GERMAN_BROWSER, ORIGIN, request } from '../helpers'

interface Head {
  status: number
  html: string
  description: string | undefined
  canonical: string | undefined
  hreflang: Record<string, string>
  jsonLd: Array<Record<string, any>>
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** A page as a crawler gets it, with its head tags and every JSON-LD item (graphs flattened). */
async function crawl(path: string): Promise<Head> {
  const response = await request(path, { headers: CRAWLER })
  const html = await response.text()
  const descriptions = [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((m) => decode(m[1]!))
  expect(descriptions.length).toBeLessThanOrEqual(1)
  const hreflang = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, decode(m[2]!)]),
  )
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
  const jsonLd = scripts.flatMap((text) => {
    const data = JSON.parse(text)
    return data['@graph'] ?? [data]
  })
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
  return {
    status: response.status,
    html,
    description: descriptions[0],
    canonical: canonical && decode(canonical),
    hreflang,
    jsonLd,
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const ofType = (head: Head, type: string) => head.jsonLd.filter((item) => item['@type'] === type)

/** Canonical in the page's own locale; hreflang for both locales and x-default (the German page). */
function expectAlternates(head: Head, de: string, en: string, own: 'de' | 'en') {
  expect(head.canonical).toBe(ORIGIN + (own === 'de' ? de : en))
  expect(head.hreflang).toEqual({ 'de-DE': ORIGIN + de, 'en-GB': ORIGIN + en, 'x-default': ORIGIN + de })
}

interface ProductRow {
  pid: number
  de: string
  en: string
  reviews: number
}

/** Listed products with their SEO paths in both locales (the SEO URL names the main variant). */
async function products(where = '1'): Promise<ProductRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT p.pid, d.seo_path_info AS de, e.seo_path_info AS en, p.review_count AS reviews
     FROM product p JOIN variant v ON v.vid = p.main_vid
     JOIN seo_url d ON d.language_id = ? AND d.foreign_key = v.id AND d.route_name = ?
     JOIN seo_url e ON e.language_id = ? AND e.foreign_key = v.id AND e.route_name = ?
     WHERE ${where} ORDER BY p.pid`,
  )
    .bind(LANGUAGE_IDS['de-DE'], DETAIL_ROUTE, LANGUAGE_IDS['en-GB'], DETAIL_ROUTE)
    .all<ProductRow>()
  return results
}

const NOT_LAST_TWO = 'p.pid < (SELECT max(pid) - 1 FROM product)'

let de: Awaited<ReturnType<typeof catalogFixture>>
let en: Awaited<ReturnType<typeof catalogFixture>>
beforeAll(async () => ({ de, en } = await bilingualCatalogFixture()))

describe('product pages', () => {
  it('describe each product in its own words, at most 155 characters, in both locales', async () => {
    const [first, second] = await products()
    const pages = await Promise.all([first!, second!].flatMap((p) => [crawl(`/${p.de}`), crawl(`/en-GB/${p.en}`)]))
    const descriptions = pages.map((page) => page.description)
    for (const description of descriptions) {
      expect(description?.length).toBeGreaterThan(50)
      expect(description!.length).toBeLessThanOrEqual(155)
    }
    expect(new Set(descriptions).size).toBe(4)
  })

  it('carry canonical and hreflang for both locales and x-default', async () => {
    const [product] = await products()
    expectAlternates(await crawl(`/${product!.de}`), `/${product!.de}`, `/en-GB/${product!.en}`, 'de')
    expectAlternates(await crawl(`/en-GB/${product!.en}`), `/${product!.de}`, `/en-GB/${product!.en}`, 'en')
  })

  it('carry a Product with its Offer and a BreadcrumbList', async () => {
    const page = await crawl(de.product.path)
    const [product] = ofType(page, 'Product')
    expect(product).toMatchObject({ '@context': 'https://schema.org', name: de.product.name, sku: de.product.number })
    expect(product!.url).toBe(ORIGIN + de.product.path)
    expect(product!.offers).toMatchObject({
      '@type': 'Offer',
      url: ORIGIN + de.product.path,
      priceCurrency: 'EUR',
      seller: { '@type': 'Organization', name: 'Workwear Pro' },
    })
    expect(product!.offers.price).toMatch(/^\d+\.\d{2}$/)
    expect(product!.offers.availability).toMatch(
      /^https:\/\/schema\.org\/(InStock|LimitedAvailability|BackOrder|PreOrder|OutOfStock)$/,
    )
    const [trail] = ofType(page, 'BreadcrumbList')
    const items = trail!.itemListElement as Array<{ position: number; name: string; item?: string }>
    expect(items[0]).toMatchObject({ position: 1, item: `${ORIGIN}/` })
    expect(items.at(-1)).toMatchObject({ position: items.length, name: de.product.name })
  })

  it('rate a reviewed product (AggregateRating) and leave the rating out for one without reviews', async () => {
    // The last two products are left to the tests that change them (the edge keeps what a page read).
    const [reviewed] = await products(`p.review_count > 0 AND p.rating_average IS NOT NULL AND ${NOT_LAST_TWO}`)
    const [product] = ofType(await crawl(`/${reviewed!.de}`), 'Product')
    expect(product!.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5, worstRating: 1 })
    expect(product!.aggregateRating.reviewCount).toBeGreaterThan(0)
    expect(product!.aggregateRating.ratingValue).toBeGreaterThanOrEqual(1)
    expect(product!.aggregateRating.ratingValue).toBeLessThanOrEqual(5)
    const [unreviewed] = await products(`p.review_count = 0 AND ${NOT_LAST_TWO}`)
    if (!unreviewed) throw new Error('the test seed has no product without reviews')
    expect(ofType(await crawl(`/${unreviewed.de}`), 'Product')[0]).not.toHaveProperty('aggregateRating')
  })

  it('describe a product without a description by name, maker and price', async () => {
    const target = (await products()).at(-1)
    await env.DB.prepare("UPDATE product_translation SET description = '' WHERE pid = ?").bind(target!.pid).run()
    const german = await crawl(`/${target!.de}`)
    const [product] = ofType(german, 'Product')
    expect(german.description).toBe(
      `${product!.name} von ${product!.brand.name} für ${Number(product!.offers.price).toFixed(2).replace('.', ',')} € bei Workwear Pro: jetzt online bestellen, schnell geliefert.`,
    )
    const english = await crawl(`/en-GB/${target!.en}`)
    expect(english.description).toMatch(
      /^.+ by .+ for €\d+\.\d{2} at Workwear Pro: order online now, delivered fast\.$/,
    )
  })

  it('keep JSON-LD valid when a product name holds </script>', async () => {
    const target = (await products()).at(-2)
    const name = 'Jacke </script><script>alert(1)</script> & "Co"'
    await env.DB.prepare('UPDATE product_translation SET name = ? WHERE pid = ? AND language_id = ?')
      .bind(name, target!.pid, LANGUAGE_IDS['de-DE'])
      .run()
    const page = await crawl(`/${target!.de}`)
    expect(page.html).not.toContain('<script>alert(1)')
    expect(ofType(page, 'Product')[0]!.name).toBe(name)
  })
})

describe('category pages', () => {
  it('describe the category by name and sub-categories, each category differently, in both locales', async () => {
    const german = await crawl(de.category.path)
    expect(german.description).toMatch(
      new RegExp(
        `^${escapeRegExp(de.category.name)} \\(.+\\) für Handwerk, Industrie und Logistik bei Workwear Pro\\. Jetzt vergleichen und online bestellen\\.$`,
      ),
    )
    const english = await crawl(`/en-GB${en.category.path}`)
    expect(english.description).toMatch(new RegExp(`^${escapeRegExp(en.category.name)} \\(.+\\) for trades`))
    const { results } = await env.DB.prepare(
      "SELECT seo_path_info AS path FROM seo_url WHERE language_id = ? AND route_name = 'frontend.navigation.page' AND seo_path_info != ? LIMIT 1",
    )
      .bind(LANGUAGE_IDS['de-DE'], de.category.path.slice(1))
      .all<{ path: string }>()
    const other = await crawl(`/${results[0]!.path}`)
    expect(other.description).toBeDefined()
    expect(other.description).not.toBe(german.description)
  })

  it('send a browser the title, description and canonical in the head while the products still stream', async () => {
    for (const path of [de.category.path, de.product.path]) {
      const html = await (await request(path, { headers: GERMAN_BROWSER })).text()
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head, path).toMatch(/<title>[^<]+\| Workwear Pro<\/title>/)
      expect(head, path).toMatch(/<meta name="description" content="[^"]+"/)
      expect(head, path).toContain('<link rel="canonical"')
      expect(html.match(/<meta name="description"/g), path).toHaveLength(1)
    }
  })

  it('point canonical and hreflang at the unfiltered listing, keeping the page', async () => {
    const dePath = de.category.path
    const enPath = `/en-GB${en.category.path}`
    expectAlternates(await crawl(dePath), dePath, enPath, 'de')
    expectAlternates(await crawl(`${enPath}?order=price-asc`), dePath, enPath, 'en')
    const second = await crawl(`${dePath}?p=2&order=price-asc&shipping-free=1`)
    expectAlternates(second, `${dePath}?p=2`, `${enPath}?p=2`, 'de')
    expect(second.description).toMatch(/\(Seite 2\)$/)
    expect(second.description).not.toBe((await crawl(dePath)).description)
  })

  it('carry a BreadcrumbList ending in the category', async () => {
    const [trail] = ofType(await crawl(de.category.path), 'BreadcrumbList')
    expect(trail!.itemListElement.at(-1)).toMatchObject({ name: de.category.name })
  })
})

describe('home page', () => {
  it.each([
    ['de-DE', '/', '/search?search={search_term_string}'],
    ['en-GB', '/en-GB', '/en-GB/search?search={search_term_string}'],
  ])('in %s: description, alternates, Organization and WebSite with a SearchAction', async (locale, path, search) => {
    const page = await crawl(path)
    expect(page.description?.length).toBeGreaterThan(50)
    expectAlternates(page, '/', '/en-GB', locale === 'de-DE' ? 'de' : 'en')
    expect(ofType(page, 'Organization')[0]).toMatchObject({ name: 'Workwear Pro', url: `${ORIGIN}/` })
    const [site] = ofType(page, 'WebSite')
    expect(site).toMatchObject({ url: ORIGIN + (path === '/' ? '/' : path), inLanguage: locale })
    expect(site!.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: ORIGIN + search },
      'query-input': 'required name=search_term_string',
    })
  })

  it('differs between the locales', async () => {
    expect((await crawl('/')).description).not.toBe((await crawl('/en-GB')).description)
  })
})

describe('content and search pages', () => {
  it('give every list page and sub-page a description of its own', async () => {
    const paths = [
      '/lexikon',
      '/lexikon?letter=w',
      '/blog',
      '/blog?p=2',
      '/en-GB/blog',
      '/informationen/groessentabelle',
    ]
    const descriptions = await Promise.all(paths.map(async (path) => (await crawl(path)).description))
    for (const description of descriptions) expect(description).toBeTruthy()
    expect(new Set(descriptions).size).toBe(paths.length)
  })

  it('send a browser the title and description of a landing page, a CMS page, a term and a post in the head', async () => {
    // Lighthouse and link previews read the head only: a tag streamed into the body is missing to them.
    for (const path of [
      '/aktionen/sicherheitswochen',
      '/informationen/groessentabelle',
      '/lexikon/warnschutzklasse',
      '/blog/arbeitskleidung-waschen-und-pflegen',
      '/en-GB/blog/choosing-safety-shoes',
    ]) {
      const response = await request(path, { headers: GERMAN_BROWSER })
      expect(response.status, path).toBe(200)
      const html = await response.text()
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head, path).toMatch(/<title>[^<]+\| Workwear Pro<\/title>/)
      expect(head, path).toMatch(/<meta name="description" content="[^"]+"/)
      expect(html.match(/<meta name="description"/g), path).toHaveLength(1)
    }
  })

  it('answer 404 for a content path whose entry the Store API no longer finds', async () => {
    // The SEO path is still there; the post behind it is not (an id no post has).
    await env.DB.prepare("UPDATE seo_url SET foreign_key = ? WHERE seo_path_info = 'blog/helm-oder-anstosskappe'")
      .bind('0'.repeat(32))
      .run()
    const response = await request('/blog/helm-oder-anstosskappe', { headers: GERMAN_BROWSER })
    expect(response.status).toBe(404)
  })

  it('keep search results out of the index but describe them', async () => {
    const page = await crawl('/search?search=jacke')
    expect(page.html).toContain('<meta name="robots" content="noindex, follow"/>')
    expect(page.description).toContain('„jacke“')
  })
})
