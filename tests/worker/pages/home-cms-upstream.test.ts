/**
 * The home page against a real Shopware's answers: the storefront in upstream mode, its Shopware stubbed
 * (global fetch) by the embedded Store API, except `POST /category/home` (Shopware's alias of the sales
 * channel's navigation root, CategoryRoute::HOME), which answers the demo store's recorded layout
 * (tests/upstream/recorded/category-cms-page.json) with an image slider added. A home whose root category
 * has no layout, or one of nothing but the listing, renders as the shop's own home. And the category read is
 * kept in KV in upstream mode: the next page that needs it does not ask Shopware again.
 */
import { createExecutionContext, env } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CacheShort, isEveryPageRead, strategyFor } from '../../../worker/cache'
import { embeddedStoreApi } from '../../../embedded'
import recordedCategory from '../../upstream/recorded/category-cms-page.json'
import { cmsBuilders, cmsMedia } from '../../upstream/cms-builders'
import { bilingualCatalogFixture, type catalogFixture, CRAWLER, GERMAN_BROWSER, request } from '../helpers'

/** Each test its own Shopware: the edge page cache and KV are keyed by the backend, so no test sees another's pages. */
let shops = 0
const upstream = () => ({
  STORE_API_URL: `https://home-${++shops}.example/store-api`,
  STORE_API_ACCESS_KEY: 'SWSCUPSTREAMTESTKEY00000000001',
})

const recordedSection = recordedCategory.cmsPage.sections[0]!
const { slot: configured, block: styled, section } = cmsBuilders('d')
const media = cmsMedia
const slot = (type: string, name: string, data: unknown) => configured(type, name, {}, data)
const block = (type: string, slots: unknown[], position = 0) => styled(type, slots, { position })

const sliderSection = section(1, 'default', [
  block('image-slider', [
    slot('image-slider', 'imageSlider', {
      sliderItems: [
        { url: null, newTab: false, media: media('Schutzhelme im Lager', 'helmets.webp') },
        { url: '/sicherheit', newTab: false, media: media('Warnwesten', 'vests.webp') },
      ],
      apiAlias: 'cms_image_slider',
    }),
  ]),
  block('spatial-viewer', [slot('acme-3d-viewer', 'content', { modelUrl: 'https://x/acme.glb' })], 1),
])

/** Shopware's home: the demo store's recorded layout and an image slider. */
const HOME_LAYOUT = [recordedSection, sliderSection]

/** Shopware's default listing layout: an empty category info (mapped, nothing set) and the listing. */
const LISTING_ONLY = [
  section(0, 'default', [
    block('image-text', [
      slot('image', 'left', { mediaId: null, url: null, media: null }),
      slot('text', 'right', { content: '' }),
    ]),
    block('product-listing', [slot('product-listing', 'content', { listing: { elements: [], total: 0 } })], 1),
  ]),
]

/**
 * A Shopware at the test's address: the embedded Store API, its category route answering `layouts` by the
 * id the storefront asks (`home` or a category's id). Answers the calls it was asked, method and path.
 */
function stubShopware(layouts: Record<string, unknown[]>) {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    asked.push(`${request.method} ${url.pathname}`)
    const category = /^\/store-api\/category\/([0-9a-f]{32}|home)$/.exec(url.pathname)?.[1]
    if (category && layouts[category]) {
      const { cmsPage } = recordedCategory
      return Response.json({ ...recordedCategory, cmsPage: { ...cmsPage, sections: layouts[category] } })
    }
    const local = new Request(`http://store-api.internal${url.pathname}${url.search}`, request)
    return embeddedStoreApi.fetch(local, env, createExecutionContext())
  })
  return asked
}

afterEach(() => vi.unstubAllGlobals())

let de: Awaited<ReturnType<typeof catalogFixture>>
beforeAll(async () => {
  ;({ de } = await bilingualCatalogFixture())
})

const found = (html: string, needle: string | RegExp) =>
  typeof needle === 'string' ? html.includes(needle) : needle.test(html)
const has = (html: string, needle: string | RegExp) => expect(found(html, needle), `missing ${needle}`).toBe(true)
const lacks = (html: string, needle: string | RegExp) => expect(found(html, needle), `found ${needle}`).toBe(false)

const page = async (path: string, shop: ReturnType<typeof upstream>, headers: HeadersInit = CRAWLER) => {
  const response = await request(path, { headers }, shop)
  return { status: response.status, html: await response.text() }
}
const h1s = (html: string) => html.match(/<h1[\s>][\s\S]*?<\/h1>/g) ?? []

describe('the home page with the root category’s layout, upstream', () => {
  it('renders the layout’s elements in German, below the shop’s one h1, with the shop’s structured data', async () => {
    const asked = stubShopware({ home: HOME_LAYOUT })
    const { status, html } = await page('/', upstream())
    expect(status).toBe(200)
    expect(asked).toContain('POST /store-api/category/home')

    // The layout: the recording's full-width section, its text (the editor's h1 an h2) and pictures; the slider.
    has(html, 'class="cms-page"')
    has(html, 'class="cms-section cms-section-default cms-sizing-full_width"')
    has(html, '<h2>Fresh ideas for')
    has(html, 'rekamatyas_1920x1920.webp')
    has(html, /<section class="cms-element cms-image-slider" aria-label="Bilder">/)
    for (const alt of ['Schutzhelme im Lager', 'Warnwesten']) has(html, `alt="${alt}"`)
    has(html, 'aria-label="Nächstes Bild"')
    has(html, 'href="/sicherheit"')
    // The unknown element is left out quietly.
    lacks(html, 'acme')

    // One h1, the shop's, for readers and crawlers; the shop's Organization and WebSite stay.
    expect(h1s(html)).toEqual(['<h1 class="visually-hidden">Arbeitskleidung und Schutzausrüstung</h1>'])
    has(html, '"@type":"WebSite"')
    has(html, '"@type":"Organization"')
    has(html, '<title>Arbeitskleidung &amp; Schutzausrüstung online kaufen')
    // The layout is the page: not the shop's own hero and featured products.
    lacks(html, 'class="hero"')
    lacks(html, 'id="home-featured"')
  })

  it('renders the layout in English', async () => {
    const asked = stubShopware({ home: HOME_LAYOUT })
    const { status, html } = await page('/en-GB', upstream())
    expect(status).toBe(200)
    expect(asked).toContain('POST /store-api/category/home')
    has(html, '<h2>Fresh ideas for')
    has(html, /<section class="cms-element cms-image-slider" aria-label="Pictures">/)
    has(html, 'aria-label="Previous picture"')
    expect(h1s(html)).toEqual(['<h1 class="visually-hidden">Workwear and protective equipment</h1>'])
    has(html, '"inLanguage":"en-GB"')
  })

  it('keeps the shop’s own home when the root category has no layout, or one of nothing but the listing', async () => {
    for (const layouts of [{}, { home: LISTING_ONLY }] as Array<Record<string, unknown[]>>) {
      // The embedded shop's root category answers `home` without a layout.
      const asked = stubShopware(layouts)
      const { status, html } = await page('/', upstream())
      expect(status).toBe(200)
      expect(asked).toContain('POST /store-api/category/home')
      lacks(html, 'cms-page')
      has(
        html,
        '<section class="hero"><p class="hero-kicker">Für Handwerk, Bau und Logistik</p><h1>Arbeitskleidung und Schutzausrüstung</h1>',
      )
      has(html, '<h2 id="home-featured">Beliebte Produkte</h2>')
      has(html, /<ul class="product-grid"><li>/)
      expect(h1s(html)).toHaveLength(1)
    }
  })
})

describe('the category read in upstream mode', () => {
  it('is kept in KV: the next page that needs it does not ask Shopware again', async () => {
    const shop = upstream()
    const asked = stubShopware({ home: HOME_LAYOUT })
    const categoryReads = () => asked.filter((call) => call.startsWith('POST /store-api/category/'))
    // The home page twice: as a crawler and as a browser (two copies in the page cache, one category read).
    await page('/', shop)
    expect(categoryReads()).toEqual(['POST /store-api/category/home'])
    const again = await page('/', shop, { ...GERMAN_BROWSER, cookie: 'locale=de-DE' })
    expect(again.status).toBe(200)
    has(again.html, 'cms-image-slider')
    expect(categoryReads()).toEqual(['POST /store-api/category/home'])

    // A category page at two addresses (two page renders, two listings): its category read once.
    await page(`${de.category.path}?order=name-asc`, shop)
    await page(`${de.category.path}?order=name-desc`, shop)
    expect(categoryReads()).toEqual(['POST /store-api/category/home', `POST /store-api/category/${de.category.id}`])
  })

  it('is a catalog read (a minute fresh), kept by the embedded backend no more than before', () => {
    for (const id of ['home', 'f'.repeat(32)]) {
      const read = new Request(`http://store-api.internal/store-api/category/${id}`, { method: 'POST' })
      expect(strategyFor(read)).toBe(CacheShort)
      // Embedded, KV keeps only the reads every page makes (decision 045): not this one.
      expect(isEveryPageRead(read)).toBe(false)
      const session = new Request(read, { headers: { 'sw-context-token': 't' } })
      expect(strategyFor(session)).not.toBe(CacheShort)
    }
  })
})
