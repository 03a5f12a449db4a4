/**
 * A category's CMS layout against a real Shopware's answers: the storefront in upstream mode, its Shopware
 * stubbed (global fetch) by the embedded Store API, except the category route, which answers a layout
 * built on the demo store's recording (tests/upstream/recorded/category-cms-page.json) with one block per
 * element type the shop renders. Elements no recording holds are built here in the shapes Shopware's
 * resolvers give them (src/Core/Content/*\/Cms, shopware/frontends' cmsElementTypes.ts), with the
 * recordings' media and products. Also: a layout of nothing but the listing keeps the listing page, the
 * embedded shop's categories (no layout) render as before, and HTML descriptions render as HTML, made safe.
 */
import { createExecutionContext, env } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { embeddedStoreApi } from '../../../embedded'
import recordedCategory from '../../upstream/recorded/category-cms-page.json'
import recordedProductBox from '../../upstream/recorded/cms-product-box.json'
import recordedCrossSelling from '../../upstream/recorded/cross-selling.json'
import recordedProduct from '../../upstream/recorded/product.json'
import { cmsBuilders, cmsMedia } from '../../upstream/cms-builders'
import { bilingualCatalogFixture, type catalogFixture, CRAWLER, request } from '../helpers'

const UPSTREAM = {
  STORE_API_URL: 'https://shop.example/store-api',
  STORE_API_ACCESS_KEY: 'SWSCUPSTREAMTESTKEY00000000001',
}

const ATTACK = '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>'
const { slot, block, section } = cmsBuilders('c')
const media = cmsMedia

const productWithAttack = {
  ...recordedProduct,
  description: `${recordedProduct.description}${ATTACK}`,
  translated: { ...recordedProduct.translated, description: `${recordedProduct.translated.description}${ATTACK}` },
  ratingAverage: 4.5,
}

/** Every element type the shop renders, one block each, and one it does not know. */
const elementsSection = section(
  1,
  'default',
  [
    block('image-slider', [
      slot(
        'image-slider',
        'imageSlider',
        { navigationArrows: 'inside', navigationDots: 'inside', sliderItems: [] },
        {
          navigation: null,
          sliderItems: [
            {
              url: null,
              newTab: false,
              media: media('Schutzhelme im Lager', 'helmets.webp'),
              apiAlias: 'cms_image_slider_item',
            },
            {
              url: '/sicherheit',
              newTab: false,
              media: media('Warnwesten', 'vests.webp'),
              apiAlias: 'cms_image_slider_item',
            },
            { url: null, newTab: false, media: media('Handschuhe', 'gloves.webp'), apiAlias: 'cms_image_slider_item' },
          ],
          apiAlias: 'cms_image_slider',
        },
      ),
    ]),
    block('image-gallery', [
      slot(
        'image-gallery',
        'imageGallery',
        { galleryPosition: 'left', navigationArrows: 'inside', navigationDots: null, zoom: false },
        {
          navigation: null,
          sliderItems: [
            { url: null, newTab: false, media: media('Galerie eins', 'g1.webp'), apiAlias: 'cms_image_slider_item' },
            { url: null, newTab: false, media: media('Galerie zwei', 'g2.webp'), apiAlias: 'cms_image_slider_item' },
          ],
          apiAlias: 'cms_image_slider',
        },
      ),
    ]),
    block(
      'image-text',
      [
        slot(
          'image',
          'left',
          { media: 'x', displayMode: 'standard' },
          {
            mediaId: 'x',
            url: 'javascript:alert(4)',
            newTab: false,
            media: media('Baustelle im Morgenlicht', 'site.webp'),
            apiAlias: 'cms_image',
          },
        ),
        slot(
          'text',
          'right',
          { content: 'x' },
          {
            content: `<h1>Sicher auf jeder Baustelle</h1><p>Geprüfte <strong>Schutzkleidung</strong>.</p>${ATTACK}`,
            apiAlias: 'cms_text',
          },
        ),
      ],
      { visibility: { mobile: false, tablet: true, desktop: true }, cssClass: 'promo-block' },
    ),
    block('product-three-column', [recordedProductBox]),
    block('product-slider', [
      slot(
        'product-slider',
        'productSlider',
        { title: 'Zubehör', products: [] },
        {
          products: [recordedProduct, recordedProductBox.data.product],
          apiAlias: 'cms_product_slider',
        },
      ),
    ]),
    block('youtube-video', [
      slot(
        'youtube-video',
        'video',
        { videoID: 'M7lc1UVf-VE', start: '30', needsConfirmation: true, advancedPrivacyMode: false },
        {
          mediaId: null,
          url: null,
          newTab: null,
          media: media('', 'video-preview.webp'),
          apiAlias: 'cms_image',
        },
      ),
    ]),
    block('vimeo-video', [
      slot(
        'vimeo-video',
        'video',
        { videoID: '76979871', needsConfirmation: true },
        {
          mediaId: null,
          url: null,
          newTab: null,
          media: null,
          apiAlias: 'cms_image',
        },
      ),
    ]),
    block('product-heading', [
      slot('product-name', 'left', { content: 'product.name' }, { content: 'Cigar Special 40%', apiAlias: 'cms_text' }),
      slot(
        'manufacturer-logo',
        'right',
        { media: 'm', url: 'https://example.org/maker' },
        {
          mediaId: 'm',
          url: 'https://example.org/maker',
          newTab: true,
          media: media('Hersteller-Logo', 'maker.png'),
          manufacturer: null,
          apiAlias: 'cms_manufacturer_logo',
        },
      ),
    ]),
    block('gallery-buybox', [
      slot(
        'buy-box',
        'right',
        { product: recordedProduct.id },
        {
          productId: recordedProduct.id,
          product: recordedProduct,
          configuratorSettings: [],
          totalReviews: 0,
          apiAlias: 'cms_buy_box',
        },
      ),
    ]),
    block('product-description-reviews', [
      slot(
        'product-description-reviews',
        'content',
        { product: recordedProduct.id },
        {
          productId: recordedProduct.id,
          ratingSuccess: false,
          product: productWithAttack,
          reviews: {
            elements: [
              { points: 4, title: 'Gute Qualität', content: 'Hält, was sie verspricht.', apiAlias: 'product_review' },
            ],
            total: 1,
          },
          apiAlias: 'cms_product_description_reviews',
        },
      ),
    ]),
    block('cross-selling', [
      slot(
        'cross-selling',
        'content',
        { product: recordedProduct.id },
        {
          crossSellings: recordedCrossSelling,
          apiAlias: 'cms_cross_selling',
        },
      ),
    ]),
    block('spatial-viewer', [slot('acme-3d-viewer', 'content', { model: 'x' }, { modelUrl: 'https://x/acme.glb' })]),
  ],
  {
    backgroundMedia: media('', 'background.webp'),
    backgroundMediaMode: 'contain',
    backgroundColor: 'red;background-image:url(https://evil.example/x)',
  },
)

/** Shopware's default listing layout with sidebar: navigation and filters beside the listing. */
const listingSection = (position: number) =>
  section(position, 'sidebar', [
    block('category-navigation', [slot('category-navigation', 'content', {}, null)], { sectionPosition: 'sidebar' }),
    block('sidebar-filter', [slot('sidebar-filter', 'content', {}, null)], { sectionPosition: 'sidebar' }),
    block('product-listing', [
      slot(
        'product-listing',
        'content',
        { boxLayout: 'standard', showSorting: true },
        {
          listing: { elements: [], total: 0, apiAlias: 'product_listing' },
          apiAlias: 'cms_product_listing',
        },
      ),
    ]),
  ])

/** The recorded category with the sections above added to its layout. */
function categoryAnswer(categoryId: string, sections: unknown[]) {
  return { ...recordedCategory, id: categoryId, cmsPage: { ...recordedCategory.cmsPage, sections } }
}

const FULL_LAYOUT = [recordedCategory.cmsPage.sections[0], elementsSection, listingSection(2)]

/** Shopware's default category layout: an empty category-info block (no picture, no description) and the listing. */
const LISTING_ONLY = [
  section(0, 'default', [
    block('image-text', [
      slot(
        'image',
        'left',
        { media: 'category.media' },
        { mediaId: null, url: null, newTab: false, media: null },
        'mapped',
      ),
      slot('text', 'right', { content: 'category.description' }, { content: '', apiAlias: 'cms_text' }, 'mapped'),
    ]),
  ]),
  listingSection(1),
]

/** A Shopware at shop.example: the embedded Store API, the category route answering `layouts` by category id. */
function stubShopware(layouts: Record<string, unknown[]>, products: Record<string, string> = {}) {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
    const upstream = new Request(input, init)
    const url = new URL(upstream.url)
    asked.push(`${upstream.method} ${url.pathname}`)
    const category = /^\/store-api\/category\/([0-9a-f]{32})$/.exec(url.pathname)?.[1]
    if (category && layouts[category]) return Response.json(categoryAnswer(category, layouts[category]))
    const local = new Request(`http://store-api.internal${url.pathname}${url.search}`, upstream)
    const answer = await embeddedStoreApi.fetch(local, env, createExecutionContext())
    const product = /^\/store-api\/product\/([0-9a-f]{32})$/.exec(url.pathname)?.[1]
    if (!product || !products[product] || !answer.ok) return answer
    // The product as a real Shopware describes it: HTML.
    const detail = (await answer.json()) as { product: Record<string, any> }
    detail.product.description = products[product]
    if (detail.product.translated) detail.product.translated.description = products[product]
    return Response.json(detail, { headers: answer.headers })
  })
  return asked
}

afterEach(() => vi.unstubAllGlobals())

let de: Awaited<ReturnType<typeof catalogFixture>>
let en: Awaited<ReturnType<typeof catalogFixture>>
beforeAll(async () => ({ de, en } = await bilingualCatalogFixture()))

/** Whether the page holds a text or a match, failing with the needle alone (a page is too long to print). */
const found = (html: string, needle: string | RegExp) =>
  typeof needle === 'string' ? html.includes(needle) : needle.test(html)
const has = (html: string, needle: string | RegExp) => expect(found(html, needle), `missing ${needle}`).toBe(true)
const lacks = (html: string, needle: string | RegExp) => expect(found(html, needle), `found ${needle}`).toBe(false)

const page = async (path: string, shop = UPSTREAM) => {
  const response = await request(path, { headers: CRAWLER }, shop)
  return { status: response.status, html: await response.text() }
}

describe('a category with a CMS layout, upstream', () => {
  it('renders every element of the layout, styled, with the listing where the layout has it', async () => {
    const asked = stubShopware({ [de.category.id]: FULL_LAYOUT })
    const { status, html } = await page(de.category.path)
    expect(status).toBe(200)
    expect(asked).toContain(`POST /store-api/category/${de.category.id}`)
    has(html, `<h1 id="listing-heading">${de.category.name}</h1>`)

    // The recording: a full-width section, its block's margins and colour, its text (the h1 below the page's) and pictures.
    has(html, 'class="cms-section cms-section-default cms-sizing-full_width"')
    has(
      html,
      /<div class="cms-block cms-block-image-simple-grid" style="background-color:#fafbfcff;margin-top:5%;margin-bottom:5%;margin-left:5%;margin-right:5%;--cms-columns:2"/,
    )
    has(html, '<h2>Fresh ideas for')
    lacks(html, '<h1>Fresh ideas')
    has(
      html,
      'src="https://cdn.shopware.store/a/B/m/pPkDE/media/e9/c0/a6/1662453914/rekamatyas_1920x1920.webp?1662453914"',
    )
    // image-simple-grid: the left column holds its top picture above its bottom text.
    has(
      html,
      /<div class="cms-column"><div class="cms-element cms-image"><img[^>]*rekamatyas[^>]*><\/div><div class="cms-element cms-text"><h2>Fresh ideas/,
    )

    // Section background: a picture contained; the colour that was no colour is dropped.
    has(
      html,
      /class="cms-section cms-section-default cms-sizing-boxed" style="background-image:url\(&quot;https:\/\/cdn.shopware.store\/media\/background.webp&quot;\);background-size:contain/,
    )
    lacks(html, 'evil.example')

    // Image slider: every picture with its alt text, labelled buttons; the gallery's thumbnails.
    const slider = html.slice(html.indexOf('<section class="cms-element cms-image-slider"'))
    has(
      slider,
      /^<section class="cms-element cms-image-slider" aria-label="Bilder"><ul class="cms-slides" tabindex="0" aria-label="Bilder">/,
    )
    for (const alt of ['Schutzhelme im Lager', 'Warnwesten', 'Handschuhe']) has(slider, `alt="${alt}"`)
    has(slider, 'href="/sicherheit"')
    has(slider, 'aria-label="Vorheriges Bild"')
    has(slider, 'aria-label="Nächstes Bild"')
    has(slider, 'aria-label="Bild 3 von 3 anzeigen"')
    has(html, '<section class="cms-element cms-image-slider cms-image-gallery" aria-label="Bildergalerie">')
    has(
      html,
      /<ul class="cms-slider-thumbnails">(<li><button[^>]*aria-label="Bild \d von 2 anzeigen"><img[^>]*alt=""[^>]*><\/button><\/li>){2}<\/ul>/,
    )

    // image-text: hidden on mobile, the editor's class, the picture's alt; its text made safe, the bad link dropped.
    has(html, /<div class="cms-block cms-block-image-text promo-block cms-hidden-mobile"/)
    has(html, 'alt="Baustelle im Morgenlicht"')
    has(html, '<h2>Sicher auf jeder Baustelle</h2><p>Geprüfte <strong>Schutzkleidung</strong>.</p>')

    // Product box, slider and cross-selling: product cards.
    has(html, 'Smoking Board Cedar Wood')
    has(html, 'href="/Smoking-Board-Cedar-Wood/943280"')
    has(html, /<h2 id="[^"]+">Zubehör<\/h2>/)
    has(html, /<h2 id="[^"]+">You may also like<\/h2>/)

    // Videos: a placeholder and a link; nothing of YouTube or Vimeo loads with the page.
    has(html, 'Dieses Video liegt bei YouTube.')
    has(
      html,
      'href="https://www.youtube.com/watch?v=M7lc1UVf-VE&amp;t=30s" target="_blank" rel="noopener noreferrer">Video auf YouTube ansehen',
    )
    has(html, 'href="https://vimeo.com/76979871"')
    has(html, 'src="https://cdn.shopware.store/media/video-preview.webp"')
    lacks(html, /<iframe|youtube\.com\/embed|player\.vimeo/)

    // Product name, manufacturer logo, buy box.
    has(html, '<h2 class="cms-product-name">Cigar Special 40%</h2>')
    has(html, '<a href="https://example.org/maker" target="_blank" rel="noopener noreferrer"><img')
    has(html, 'alt="Hersteller-Logo"')
    const buyBox = html.slice(html.indexOf('<section class="cms-element cms-buy-box"'))
    has(buyBox, /^<section class="cms-element cms-buy-box" aria-label="Cigar Special 40%">/)
    has(buyBox, '<form class="add-to-cart" action="/checkout/cart/add" method="post">')
    has(buyBox, `name="productId" value="${recordedProduct.id}"`)
    has(buyBox, 'Artikelnummer: SW10044')

    // Description and reviews: the HTML as elements, script and handlers gone.
    has(html, '<h2>Beschreibung: Cigar Special 40%</h2><div class="cms-text"><p>Lorem ipsum dolor sit amet')
    has(html, '<h3>Gute Qualität</h3><p>Hält, was sie verspricht.</p>')
    has(html, '4,5 von 5 Sternen')

    // Nothing of the editors' attack reaches the page; the unknown element is left out quietly.
    lacks(html, /<script>alert|onerror|javascript:alert/)
    lacks(html, 'acme')
    lacks(html, 'cms-block-spatial-viewer')

    // The listing: navigation and filters in the sidebar, products and paging in the main column.
    const listing = html.slice(html.indexOf('<section class="cms-section cms-section-sidebar'))
    has(listing, /<aside class="cms-sidebar">[\s\S]*<nav aria-label="Kategorien" class="cms-category-navigation">/)
    has(listing, `aria-current="page">${de.category.name}</a>`)
    has(
      listing,
      /<aside class="cms-sidebar">[\s\S]*<div class="cms-element cms-sidebar-filter">(<!--\$-->)*<form class="listing-filters"/,
    )
    has(listing, /<div class="cms-main">[\s\S]*<ul class="product-grid">/)
    has(listing, de.product.name)
    if (de.total > 10) has(listing, `href="${de.category.path}?p=2"`)
  })

  it('renders the layout in English, and keeps filters in the URL', async () => {
    stubShopware({ [en.category.id]: FULL_LAYOUT })
    const { status, html } = await page(`/en-GB${en.category.path}?order=price-asc`)
    expect(status).toBe(200)
    has(html, 'aria-label="Previous picture"')
    has(html, 'This video is hosted on YouTube.')
    has(html, 'Watch the video on Vimeo')
    has(html, '<h2>Description: Cigar Special 40%</h2>')
    has(html, '4.5 out of 5 stars')
    has(html, '<option value="price-asc" selected="">')
    has(html, `href="/en-GB${en.category.path}"`)
  })

  it('keeps the listing page for a layout of nothing but the listing, and for the fallback path', async () => {
    stubShopware({ [de.category.id]: LISTING_ONLY })
    // Another address than the first test's (the edge keeps that page as it rendered it), and another
    // Shopware: the edge's KV keeps the first test's category read (its full layout) for a minute.
    const { html } = await page(`${de.category.path}?order=name-desc`, {
      ...UPSTREAM,
      STORE_API_URL: 'https://listing-only.example/store-api',
    })
    lacks(html, 'cms-page')
    has(html, /<div class="listing-layout"><aside>/)
    stubShopware({ [de.category.id]: FULL_LAYOUT })
    const fallback = await page(`/navigation/${de.category.id}`)
    expect(fallback.status).toBe(200)
    has(fallback.html, 'class="cms-page"')
    has(fallback.html, '<ul class="product-grid">')
  })

  it('renders a product’s HTML description as HTML, made safe', async () => {
    stubShopware({}, { [de.product.id]: `<h1>Robust</h1><p>Mit <strong>Reflexstreifen</strong>.</p>${ATTACK}` })
    const { status, html } = await page(de.product.path)
    expect(status).toBe(200)
    has(
      html,
      '<h2 id="description-heading">Beschreibung</h2><div class="cms-text"><h2>Robust</h2><p>Mit <strong>Reflexstreifen</strong>.</p><img src="x"><a>x</a></div>',
    )
    lacks(html, /<script>alert|onerror|javascript:alert/)
    // Its meta description is the text.
    has(html, '<meta name="description" content="Robust Mit Reflexstreifen . x"/>')
  })
})

describe('the embedded shop', () => {
  it('keeps its listings (no layout) and shows plain-text descriptions as paragraphs', async () => {
    const listing = await (await request(de.category.path, { headers: CRAWLER })).text()
    lacks(listing, 'cms-page')
    has(listing, /<div class="listing-layout"><aside>/)
    const product = await (await request(de.product.path, { headers: CRAWLER })).text()
    has(product, /<div class="cms-text"><p>[^<]+<\/p><\/div>/)
  })
})
