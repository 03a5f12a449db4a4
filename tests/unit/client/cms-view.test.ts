/**
 * How a category's CMS layout is shaped for its page (components/content/cms-view.server.ts): links, media,
 * styles and columns checked and cut, the element types by what they show, a layout of nothing but the
 * listing left to the listing page, plain-text descriptions as paragraphs, entities decoded in plain text.
 * The HTML of text and description elements is made safe by HTMLRewriter, on the worker:
 * tests/worker/pages/category-cms-upstream.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { blockColumns } from '../../../client/components/content/CmsBlock'
import {
  cmsLayoutView,
  type CmsViewOptions,
  editorLink,
  mediaView,
  slotView,
  styledView,
} from '../../../client/components/content/cms-view.server'
import { plainText } from '../../../client/components/content/html'
import { demoteH1, productDescriptionHtml } from '../../../client/components/product/description.server'
import { createTranslator } from '../../../shared/i18n'
import { loadDictionary } from '../../../shared/i18n/dictionaries'
import type { CmsPage, CmsSlot } from '../../../shared/store-api/content'

const OPTIONS: CmsViewOptions = {
  locale: 'de-DE',
  t: createTranslator('de-DE', loadDictionary('de-DE')),
  navigation: [
    {
      id: 'a',
      name: 'Arbeitsjacken',
      seoUrls: [{ seoPathInfo: 'arbeitsjacken' }],
      children: [{ id: 'a1', name: 'Softshell', seoUrls: [{ seoPathInfo: 'arbeitsjacken/softshell' }] }],
    },
    { id: 'b', name: 'Hosen', seoUrls: [{ seoPathInfo: 'hosen' }], children: [{ id: 'b1', name: 'Latzhosen' }] },
  ],
  categoryId: 'a',
  now: Date.parse('2026-01-01'),
}

const slot = (type: string, data: unknown, values: Record<string, unknown> = {}, name = 'content') =>
  ({
    id: `${type}-${name}`,
    type,
    slot: name,
    config: Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { source: 'static', value }])),
    data,
  }) as unknown as CmsSlot

const picture = {
  url: 'https://cdn.example/a.webp',
  alt: null,
  translated: { alt: 'Helm' },
  metaData: { width: 800, height: 600 },
  thumbnails: [
    { url: 'https://cdn.example/a-800.webp', width: 800 },
    { url: 'https://cdn.example/a-400.webp', width: 400 },
  ],
}

describe('values from editors', () => {
  it('keeps links of allowed schemes only', () => {
    expect(editorLink('/sicherheit')).toBe('/sicherheit')
    expect(editorLink(' https://example.org/x ')).toBe('https://example.org/x')
    expect([
      editorLink('javascript:alert(1)'),
      editorLink('java\tscript:alert(1)'),
      editorLink('data:text/html,x'),
      editorLink(''),
      editorLink(null),
    ]).toEqual([undefined, undefined, undefined, undefined, undefined])
  })

  it('cuts a picture to address, translated alt text, size and thumbnails narrowest first', () => {
    expect(mediaView(picture)).toEqual({
      url: 'https://cdn.example/a.webp',
      alt: 'Helm',
      metaData: { width: 800, height: 600 },
      thumbnails: [
        { url: 'https://cdn.example/a-400.webp', width: 400 },
        { url: 'https://cdn.example/a-800.webp', width: 800 },
      ],
    })
    expect(mediaView({ url: 'javascript:alert(1)' })).toBeUndefined()
    expect(mediaView(null)).toBeUndefined()
  })

  it('keeps colours, classes, media modes and hidden sizes that are what they claim, nothing else', () => {
    expect(
      styledView({
        backgroundColor: '#fafbfcff',
        backgroundMedia: { url: 'https://cdn.example/bg.webp' },
        backgroundMediaMode: 'contain',
        cssClass: 'promo wide',
        visibility: { mobile: false, tablet: true, desktop: true },
      }),
    ).toEqual({
      backgroundColor: '#fafbfcff',
      backgroundMedia: { url: 'https://cdn.example/bg.webp' },
      backgroundMediaMode: 'contain',
      cssClass: 'promo wide',
      visibility: { mobile: false },
    })
    expect(
      styledView({
        backgroundColor: 'red;background:url(https://evil.example)',
        backgroundMediaMode: 'cover',
        cssClass: '"><script>',
        visibility: { mobile: true, tablet: true, desktop: true },
      }),
    ).toEqual({})
  })
})

describe('columns', () => {
  it('stacks the parts of a column, the picture first, and orders columns left to right', () => {
    const named = (...names: string[]) => names.map((name) => ({ id: name, slot: name }) as unknown as CmsSlot)
    const ids = (slots: CmsSlot[]) => blockColumns(slots).map((column) => column.map((s) => s.slot))
    expect(ids(named('left-bottom', 'left-top', 'right'))).toEqual([['left-top', 'left-bottom'], ['right']])
    expect(ids(named('right-text', 'center-image', 'left-text', 'left-image', 'center-text', 'right-image'))).toEqual([
      ['left-image', 'left-text'],
      ['center-image', 'center-text'],
      ['right-image', 'right-text'],
    ])
    expect(ids(named('right', 'center-right', 'center-left', 'left'))).toEqual([
      ['left'],
      ['center-left'],
      ['center-right'],
      ['right'],
    ])
    expect(ids(named('video', 'imageSlider'))).toEqual([['video'], ['imageSlider']])
  })
})

describe('elements', () => {
  it('shows a video as a placeholder with a link, and only a video with a real id', async () => {
    const youtube = await slotView(
      slot('youtube-video', { media: picture }, { videoID: 'M7lc1UVf-VE', start: '15' }),
      OPTIONS,
    )
    expect(youtube?.html).toContain('href="https://www.youtube.com/watch?v=M7lc1UVf-VE&amp;t=15s" target="_blank"')
    expect(youtube?.html).toContain('Dieses Video liegt bei YouTube.')
    expect(youtube?.html).not.toContain('<iframe')
    const private_ = await slotView(
      slot('youtube-video', null, { videoID: 'M7lc1UVf-VE', advancedPrivacyMode: true }),
      OPTIONS,
    )
    expect(private_?.html).toContain('href="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE"')
    const vimeo = await slotView(slot('vimeo-video', null, { videoID: '76979871' }), OPTIONS)
    expect(vimeo?.html).toContain('href="https://vimeo.com/76979871"')
    expect(await slotView(slot('youtube-video', null, { videoID: '"><script>' }), OPTIONS)).toBeNull()
    expect(await slotView(slot('vimeo-video', null, {}), OPTIONS)).toBeNull()
  })

  it('gives a slider its pictures once each, with their links', async () => {
    const view = await slotView(
      slot(
        'image-slider',
        {
          sliderItems: [
            { media: picture, url: '/a', newTab: true },
            { media: picture, url: '/b' },
            { media: { ...picture, url: 'https://cdn.example/b.webp' }, url: 'javascript:x' },
            { media: null },
          ],
        },
        { navigationDots: 'inside' },
      ),
      OPTIONS,
    )
    expect(view?.data).toEqual({
      items: [
        { media: mediaView(picture), url: '/a', newTab: true },
        { media: { ...mediaView(picture), url: 'https://cdn.example/b.webp' } },
      ],
      dots: true,
    })
    expect(await slotView(slot('image-gallery', { sliderItems: [] }), OPTIONS)).toBeNull()
  })

  it('opens the navigation down to the current category and marks it', async () => {
    const view = await slotView(slot('category-navigation', null), OPTIONS)
    expect(view?.html).toBe(
      '<nav aria-label="Kategorien" class="cms-category-navigation"><ul><li><a href="/arbeitsjacken" aria-current="page">Arbeitsjacken</a><ul><li><a href="/arbeitsjacken/softshell">Softshell</a></li></ul></li><li><a href="/hosen">Hosen</a></li></ul></nav>',
    )
    const english = await slotView(slot('category-navigation', null), { ...OPTIONS, locale: 'en-GB', categoryId: 'b1' })
    expect(english?.html).toContain(
      '<a href="/en-GB/hosen">Hosen</a><ul><li><a href="/en-GB/navigation/b1" aria-current="page">Latzhosen</a>',
    )
  })

  it('gives a buy box the product card and what the form needs; a product with variants links to its page', async () => {
    const product = {
      id: 'p',
      name: 'Jacke',
      productNumber: 'SW1',
      minPurchase: 2,
      purchaseSteps: 2,
      description: '<p>x</p>',
      stock: 3,
      availableStock: 3,
    }
    const view = await slotView(slot('buy-box', { product }), OPTIONS)
    expect(view?.data).toEqual({
      product: { id: 'p', name: 'Jacke', availableStock: 3, productNumber: 'SW1', minPurchase: 2, purchaseSteps: 2 },
      variants: false,
    })
    const parent = await slotView(slot('buy-box', { product: { ...product, childCount: 3 } }), OPTIONS)
    expect(parent?.data).toMatchObject({ variants: true })
    expect(await slotView(slot('buy-box', { product: null }), OPTIONS)).toBeNull()
  })

  it('names a logo by its alt text or its maker, and leaves out what it does not know', async () => {
    const logo = await slotView(
      slot('manufacturer-logo', {
        media: { url: 'https://cdn.example/l.png' },
        manufacturer: { name: 'Kraftmann', link: 'https://kraftmann.example' },
      }),
      OPTIONS,
    )
    expect(logo?.html).toBe(
      '<a href="https://kraftmann.example" rel="noopener"><img src="https://cdn.example/l.png" alt="Kraftmann" width="400" height="400" loading="lazy" decoding="async"/></a>',
    )
    expect(await slotView(slot('acme-3d-viewer', { model: 'x' }), OPTIONS)).toBeNull()
    expect(await slotView(slot('form', [], { type: 'newsletter' }), OPTIONS)).toBeNull()
  })
})

describe('layouts', () => {
  const page = (...slots: CmsSlot[]) =>
    ({
      id: 'page',
      sections: [
        {
          id: 's',
          type: 'sidebar',
          sizingMode: 'full_width',
          blocks: slots.map((s, i) => ({
            id: `b${i}`,
            type: s.type,
            sectionPosition: 'main',
            marginTop: i ? '20px' : 'calc(1px)',
            slots: [s],
          })),
        },
      ],
    }) as unknown as CmsPage

  it('leaves a layout of nothing but the listing (and empty elements) to the listing page', async () => {
    const listing = [
      slot('product-listing', { listing: {} }),
      slot('sidebar-filter', null),
      slot('category-navigation', null),
    ]
    expect(await cmsLayoutView(page(...listing, slot('image', { media: null })), OPTIONS)).toBeNull()
    expect(await cmsLayoutView(page(), OPTIONS)).toBeNull()
  })

  it('renders one with anything more, and says where the filters are', async () => {
    const view = await cmsLayoutView(
      page(slot('product-listing', {}), slot('image', { media: picture }), slot('acme', {})),
      OPTIONS,
    )
    expect(view?.filtersApart).toBe(false)
    const blocks = view!.page.sections[0]!.blocks
    expect(blocks.map((b) => b.type)).toEqual(['product-listing', 'image'])
    // A margin that is no CSS length is dropped; the listing's slot comes without the Store API's listing.
    expect(blocks[0]).not.toHaveProperty('marginTop')
    expect(blocks[1]!.marginTop).toBe('20px')
    expect(blocks[0]!.slots[0]).toEqual({ id: 'product-listing-content', type: 'product-listing', slot: 'content' })
    expect(view!.page.sections[0]).toMatchObject({ type: 'sidebar', sizingMode: 'full_width' })
    const apart = await cmsLayoutView(
      page(slot('product-listing', {}), slot('sidebar-filter', null), slot('image', { media: picture })),
      OPTIONS,
    )
    expect(apart?.filtersApart).toBe(true)
  })
})

describe('descriptions and plain text', () => {
  it('turns a plain-text description into paragraphs, its markup characters escaped', async () => {
    expect(await productDescriptionHtml('Robust & leicht.\nWaschbar.\n\nBund < 100 cm > 90 cm')).toBe(
      '<p>Robust &amp; leicht.<br>Waschbar.</p><p>Bund &lt; 100 cm &gt; 90 cm</p>',
    )
    expect(await productDescriptionHtml('  ')).toBe('')
    expect(await productDescriptionHtml(null)).toBe('')
  })

  it('puts an editor’s h1 below the page’s own', () => {
    expect(demoteH1('<h1 class="x">A</h1><h10><h2>B</h2>')).toBe('<h2 class="x">A</h2><h10><h2>B</h2>')
  })

  it('decodes the text’s character references', () => {
    expect(plainText('<p>Schutz &amp; Komfort&nbsp;&#8211; &#x2713; &lt;geprüft&gt; &unknown;</p>')).toBe(
      'Schutz & Komfort – ✓ <geprüft> &unknown;',
    )
  })
})
