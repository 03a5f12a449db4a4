/** Embedded Store API content through the shared client: CMS pages, landing pages, footer and service navigation. */
import { describe, expect, it } from 'vitest'
import { LANGUAGE_IDS, type Locale } from '../../../../shared/constants'
import { BLOG_ID, LEXICON_ID } from '../../../../shared/store-api/content'
import { planProduct } from '../../../seed'
import { cmsPageId, cmsPartId, contentMediaId, landingPageId } from '../../../seed/content/keys'
import { categoryId } from '../../../seed/keys'
import { LANDING_PAGE_INCLUDES } from '../../../../client/routes/listing/includes'
import { embeddedApi, failure } from '../../../../tests/worker/helpers'

const cms = (id: string, body: Record<string, unknown> = {}, locale: Locale = 'de-DE') =>
  embeddedApi(locale).invoke('readCms post /cms/{id}', { pathParams: { id }, body })
const landingPage = (id: string, locale: Locale = 'de-DE', body?: Record<string, unknown>) =>
  embeddedApi(locale).invoke('readLandingPage post /landing-page/{landingPageId}', {
    pathParams: { landingPageId: id },
    body,
  })
const navigation = (rootId: string, body: Record<string, unknown> = {}, locale: Locale = 'de-DE') =>
  embeddedApi(locale).invoke('readNavigation post /navigation/{activeId}/{rootId}', {
    pathParams: { activeId: rootId, rootId },
    body,
  }) as Promise<any[]>

describe('POST /cms/{id}', () => {
  it('returns a page of sections, blocks and slots with Shopware field names and apiAliases', async () => {
    const page = await cms(cmsPageId('size-chart'))
    expect(page).toMatchObject({
      id: cmsPageId('size-chart'),
      name: 'Größentabelle',
      type: 'landingpage',
      apiAlias: 'cms_page',
    })
    const section = page.sections[0]!
    expect(section).toMatchObject({
      apiAlias: 'cms_section',
      type: 'default',
      sizingMode: 'boxed',
      position: 0,
      pageId: page.id,
      visibility: { mobile: true, tablet: true, desktop: true },
      backgroundMediaMode: 'cover',
    })
    expect(section.blocks.map((b) => b.type)).toEqual(['text', 'image-text', 'text', 'text-two-column'])
    const imageText = section.blocks[1]!
    expect(imageText).toMatchObject({
      apiAlias: 'cms_block',
      marginTop: '20px',
      marginBottom: '20px',
      marginLeft: '0',
      marginRight: '0',
      sectionPosition: 'main',
    })
    expect(imageText.slots.map((s) => [s.slot, s.type, s.apiAlias])).toEqual([
      ['left', 'image', 'cms_slot'],
      ['right', 'text', 'cms_slot'],
    ])
    const image = imageText.slots[0]!
    expect(image.config).toMatchObject({ media: { source: 'static', value: contentMediaId('measuring') } })
    expect(image.data).toMatchObject({
      apiAlias: 'cms_image_struct',
      media: { id: contentMediaId('measuring'), alt: 'Maßband an einer Arbeitsjacke', apiAlias: 'media' },
    })
    expect((image.data as any).media.thumbnails.map((t: { width: number }) => t.width)).toEqual([400, 800, 1920])
    expect(imageText.slots[1]!.data).toMatchObject({
      apiAlias: 'cms_text_struct',
      content: expect.stringContaining('<h2>So messen Sie richtig</h2>'),
    })
  })

  it('answers in English with the translated slot config', async () => {
    const page = await cms(cmsPageId('size-chart'), {}, 'en-GB')
    expect(page.name).toBe('Size chart')
    const tables = page.sections[0]!.blocks[3]!.slots.map((s) => (s.data as { content: string }).content)
    expect(tables[0]).toContain('<caption>Shoe sizes (EU) and foot length in cm</caption>')
    expect(tables[0]).toContain('<td>24.6</td>')
  })

  it('resolves product boxes and sliders through the product serializer, and hides by breakpoint', async () => {
    const page = await cms(cmsPageId('safety-weeks'))
    const [hero, banner] = page.sections[0]!.blocks
    expect(page.sections[0]!.sizingMode).toBe('full_width')
    expect(hero).toMatchObject({
      type: 'hero',
      cssClass: 'cms-hero-block',
      visibility: { mobile: false, tablet: false, desktop: true },
    })
    expect(hero!.slots[0]!.data).toMatchObject({
      apiAlias: 'cms_hero_struct',
      url: '/sicherheitsschuhe',
      media: { apiAlias: 'media' },
    })
    expect(banner).toMatchObject({
      cssClass: 'cms-banner-compact',
      backgroundColor: '#ff5b05',
      visibility: { mobile: true, tablet: false, desktop: false },
    })
    const [, slider, , three] = page.sections[1]!.blocks
    const products = (slider!.slots[0]!.data as { products: any[] }).products
    expect(products.map((p) => p.productNumber)).toEqual([3, 9, 19, 5, 21, 11].map((n) => planProduct(n).main.number))
    expect(products[0]).toMatchObject({
      apiAlias: 'product',
      calculatedPrice: { unitPrice: expect.any(Number) },
      seoUrls: [expect.objectContaining({ routeName: 'frontend.detail.page' })],
    })
    expect(three!.slots.map((s) => (s.data as any).product.id)).toEqual([6, 12, 22].map((n) => planProduct(n).main.id))
  })

  it('resolves only the slots asked for', async () => {
    const slotId = cmsPartId('slot', 'size-chart:0:1:right')
    const page = await cms(cmsPageId('size-chart'), { slots: slotId })
    expect(page.sections[0]!.blocks.flatMap((b) => b.slots.map((s) => s.id))).toEqual([slotId])
  })

  it('answers an unknown page with 404 CONTENT__CMS_PAGE_NOT_FOUND and a bad id with 400', async () => {
    const missing = await failure(cms('f'.repeat(32)))
    expect([missing.status, missing.code, missing.errors[0]?.detail]).toEqual([
      404,
      'CONTENT__CMS_PAGE_NOT_FOUND',
      `Page with id "${'f'.repeat(32)}" was not found.`,
    ])
    const bad = await failure(cms('nope'))
    expect([bad.status, bad.code, bad.errors[0]?.source?.pointer]).toEqual([400, 'FRAMEWORK__INVALID_UUID', '/id'])
  })
})

describe('POST /landing-page/{landingPageId}', () => {
  it('returns the landing page with its CMS page and SEO URLs in both languages', async () => {
    const id = landingPageId('size-chart')
    const german = await landingPage(id)
    expect(german).toMatchObject({
      id,
      name: 'Größentabelle',
      metaTitle: expect.stringContaining('Größentabelle'),
      metaDescription: expect.any(String),
      url: 'informationen/groessentabelle',
      cmsPageId: cmsPageId('size-chart'),
      cmsPage: { apiAlias: 'cms_page' },
      apiAlias: 'landing_page',
    })
    expect(german.seoUrls).toEqual([
      expect.objectContaining({
        routeName: 'frontend.landing.page',
        foreignKey: id,
        pathInfo: `/landingPage/${id}`,
        seoPathInfo: 'informationen/groessentabelle',
        isCanonical: true,
        languageId: LANGUAGE_IDS['de-DE'],
      }),
    ])
    const english = await landingPage(id, 'en-GB')
    expect([english.name, english.seoUrls?.[0]?.seoPathInfo]).toEqual(['Size chart', 'information/size-chart'])
  })

  it.each([
    ['shipping', 'service-help/shipping', 'service-help/shipping'],
    ['contact', 'service-hilfe/kontaktformular', 'service-help/contact-form'],
    ['safety-weeks', 'aktionen/sicherheitswochen', 'offers/safety-weeks'],
  ])('seeds %s at /%s and /en-GB/%s', async (key, de, en) => {
    expect((await landingPage(landingPageId(key))).seoUrls?.[0]?.seoPathInfo).toBe(de)
    expect((await landingPage(landingPageId(key), 'en-GB')).seoUrls?.[0]?.seoPathInfo).toBe(en)
  })

  it('honours includes down to the product cards of its sliders, the layout left whole', async () => {
    const id = landingPageId('safety-weeks')
    const full = JSON.stringify(await landingPage(id))
    const lean = await landingPage(id, 'de-DE', { includes: LANDING_PAGE_INCLUDES })
    const products = JSON.stringify(lean).match(/"apiAlias":"product"/g) ?? []
    expect(products.length).toBeGreaterThan(0)
    expect(JSON.stringify(lean).length).toBeLessThan(full.length / 2)
    const slots = lean.cmsPage!.sections!.flatMap((s) => s.blocks!.flatMap((b) => b.slots!))
    const slider = slots.find((slot) => slot.type === 'product-slider')!
    const card = (slider.data as unknown as { products: Array<Record<string, unknown>> }).products[0]!
    for (const key of Object.keys(card)) expect([...LANDING_PAGE_INCLUDES.product, 'apiAlias']).toContain(key)
    expect(slider).toMatchObject({ type: 'product-slider', config: expect.any(Object), apiAlias: 'cms_slot' })
  })

  it('answers an unknown landing page with 404 CONTENT__LANDING_PAGE_NOT_FOUND', async () => {
    const error = await failure(landingPage('e'.repeat(32)))
    expect([error.status, error.code]).toEqual([404, 'CONTENT__LANDING_PAGE_NOT_FOUND'])
    expect((await failure(landingPage('x'))).code).toBe('FRAMEWORK__INVALID_UUID')
  })
})

describe('POST /navigation/{activeId}/{rootId}: footer and service navigation', () => {
  it("returns folders with link children of every link type, with their targets' SEO URLs", async () => {
    const footer = await navigation('footer-navigation')
    expect(footer.map((e) => [e.type, e.name, e.apiAlias, e.level])).toEqual([
      ['folder', 'Service & Hilfe', 'category', 2],
      ['folder', 'Ratgeber', 'category', 2],
      ['folder', 'Sortiment', 'category', 2],
      ['folder', 'Rechtliches', 'category', 2],
    ])
    const [service, guides, range, legal] = footer
    expect(legal.children.map((c: any) => [c.name, c.linkType, c.seoUrls[0]?.seoPathInfo])).toEqual([
      ['Impressum', 'landing_page', 'impressum'],
      ['AGB', 'landing_page', 'agb'],
      ['Widerrufsbelehrung', 'landing_page', 'widerruf'],
      ['Datenschutz', 'landing_page', 'datenschutz'],
      ['Zahlung und Versand', 'landing_page', 'zahlung-und-versand'],
      ['Barrierefreiheit', 'landing_page', 'barrierefreiheit'],
    ])
    expect(service.children.map((c: any) => [c.name, c.linkType, c.seoUrls[0]?.seoPathInfo])).toEqual([
      ['Versandinformationen', 'landing_page', 'service-help/shipping'],
      ['Kontaktformular', 'landing_page', 'service-hilfe/kontaktformular'],
      ['Größentabelle', 'landing_page', 'informationen/groessentabelle'],
    ])
    expect(service.children[2]).toMatchObject({
      type: 'link',
      internalLink: landingPageId('size-chart'),
      externalLink: null,
      parentId: service.id,
      breadcrumb: ['Service & Hilfe', 'Größentabelle'],
    })
    expect(
      guides.children.map((c: any) => [
        c.name,
        c.internalLink,
        c.externalLink,
        c.linkNewTab,
        c.seoUrls[0]?.seoPathInfo ?? null,
      ]),
    ).toEqual([
      ['Lexikon', LEXICON_ID, null, false, 'lexikon'],
      ['Blog', BLOG_ID, null, false, 'blog'],
      ['DGUV-Regelwerk', null, 'https://www.dguv.de/', true, null],
    ])
    expect(range.children.map((c: any) => [c.linkType, c.internalLink])).toEqual([
      ['landing_page', landingPageId('safety-weeks')],
      ['category', categoryId('sicherheitsschuhe')],
      ['product', planProduct(1).main.id],
    ])
    expect(range.children[2].seoUrls[0]).toMatchObject({
      routeName: 'frontend.detail.page',
      seoPathInfo: 'softshelljacke-nordkap-sw10001',
    })
  })

  it('answers in English, honours depth, and serves the service navigation', async () => {
    const flat = await navigation('footer-navigation', { depth: 1 }, 'en-GB')
    expect(flat.map((e) => [e.name, e.children.length, e.childCount])).toEqual([
      ['Service & help', 0, 3],
      ['Guides', 0, 3],
      ['Range', 0, 3],
      ['Legal', 0, 6],
    ])
    const service = await navigation('service-navigation', {}, 'en-GB')
    expect(service.map((e) => [e.type, e.name, e.seoUrls[0]?.seoPathInfo])).toEqual([
      ['link', 'Contact', 'service-help/contact-form'],
      ['link', 'Shipping & delivery', 'service-help/shipping'],
    ])
  })
})
