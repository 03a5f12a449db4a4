/**
 * A landing page with a category layout's elements, against a real Shopware's answers: the storefront in
 * upstream mode, its Shopware stubbed (global fetch) by the embedded Store API, whose seeded "Sicherheitswochen"
 * landing page gets a section more: an image slider and a video (the demo store's recorded media), an
 * editor's text with an h1, and an element type the shop does not know. The page renders them as a category
 * layout does (components/content/cms-view.server.ts), its seeded content as before.
 */
import { createExecutionContext, env } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { embeddedStoreApi } from '../../../embedded'
import { landingPageId } from '../../../embedded/seed/content/keys'
import { cmsBuilders, cmsMedia } from '../../upstream/cms-builders'
import { bilingualCatalogFixture, CRAWLER, request } from '../helpers'

let shops = 0
const upstream = () => ({
  STORE_API_URL: `https://landing-${++shops}.example/store-api`,
  STORE_API_ACCESS_KEY: 'SWSCUPSTREAMTESTKEY00000000001',
})

const { id, slot, block: styled } = cmsBuilders('e')
const media = cmsMedia
const block = (type: string, position: number, slots: unknown[]) => styled(type, slots, { position })

const ADDED_SECTION = {
  id: id(),
  type: 'default',
  position: 99,
  sizingMode: 'boxed',
  mobileBehavior: 'wrap',
  visibility: { mobile: true, tablet: true, desktop: true },
  apiAlias: 'cms_section',
  blocks: [
    block('text', 0, [
      slot(
        'text',
        'content',
        { content: 'x' },
        {
          content: '<h1>Aktionsware im Überblick</h1><p>Solange der Vorrat reicht.</p><script>alert(1)</script>',
          apiAlias: 'cms_text',
        },
      ),
    ]),
    block('image-slider', 1, [
      slot(
        'image-slider',
        'imageSlider',
        { navigationDots: 'inside', sliderItems: [] },
        {
          sliderItems: [
            { url: null, newTab: false, media: media('Helme im Regal', 'helmets.webp') },
            { url: '/kopfschutz', newTab: false, media: media('Warnwesten am Haken', 'vests.webp') },
          ],
          apiAlias: 'cms_image_slider',
        },
      ),
    ]),
    block('youtube-video', 2, [
      slot('youtube-video', 'video', { videoID: 'M7lc1UVf-VE', advancedPrivacyMode: true }, null),
    ]),
    block('spatial-viewer', 3, [slot('acme-3d-viewer', 'content', { model: 'x' }, { modelUrl: 'https://x/acme.glb' })]),
  ],
}

const LANDING_ID = landingPageId('safety-weeks')

/** A Shopware at the test's address: the embedded Store API, the landing page with the section above added. */
function stubShopware() {
  vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
    const upstreamRequest = new Request(input, init)
    const url = new URL(upstreamRequest.url)
    const local = new Request(`http://store-api.internal${url.pathname}${url.search}`, upstreamRequest)
    const answer = await embeddedStoreApi.fetch(local, env, createExecutionContext())
    if (url.pathname !== `/store-api/landing-page/${LANDING_ID}` || !answer.ok) return answer
    const page = (await answer.json()) as { cmsPage: { sections: unknown[] } }
    page.cmsPage.sections.push(ADDED_SECTION)
    return Response.json(page, { headers: answer.headers })
  })
}

afterEach(() => vi.unstubAllGlobals())
beforeAll(async () => {
  await bilingualCatalogFixture()
})

const has = (html: string, needle: string | RegExp) =>
  expect(typeof needle === 'string' ? html.includes(needle) : needle.test(html), `missing ${needle}`).toBe(true)
const lacks = (html: string, needle: string | RegExp) =>
  expect(typeof needle === 'string' ? html.includes(needle) : needle.test(html), `found ${needle}`).toBe(false)
const h1s = (html: string) => html.match(/<h1[\s>][\s\S]*?<\/h1>/g) ?? []

describe('a landing page with a category layout’s elements, upstream', () => {
  it('renders the image slider and the video, the editor’s h1 an h2, its seeded content as before', async () => {
    stubShopware()
    const response = await request('/aktionen/sicherheitswochen', { headers: CRAWLER }, upstream())
    expect(response.status).toBe(200)
    const html = await response.text()

    // The seeded content, as the embedded shop renders it.
    has(html, '<h2>Sicherheitswochen: geprüfter Schutz für jede Baustelle</h2>')
    has(html, '<h2>Gut sichtbar</h2>')
    // The slider: its pictures, labelled buttons, its link.
    has(html, /<section class="cms-element cms-image-slider" aria-label="Bilder"><ul class="cms-slides"/)
    for (const alt of ['Helme im Regal', 'Warnwesten am Haken']) has(html, `alt="${alt}"`)
    has(html, 'aria-label="Nächstes Bild"')
    has(html, 'href="/kopfschutz"')
    // The video: a placeholder and a link, nothing of YouTube loads with the page.
    has(html, 'Dieses Video liegt bei YouTube.')
    has(html, 'href="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE"')
    lacks(html, /<iframe/)
    // The page's name is its one h1; the editor's is an h2, made safe.
    expect(h1s(html)).toEqual(['<h1>Sicherheitswochen</h1>'])
    has(html, '<h2>Aktionsware im Überblick</h2><p>Solange der Vorrat reicht.</p>')
    lacks(html, /<script>alert/)
    // The unknown element is left out, from the HTML and from the page's data.
    lacks(html, 'acme')
  })

  it('renders them in English', async () => {
    stubShopware()
    const response = await request('/en-GB/offers/safety-weeks', { headers: CRAWLER }, upstream())
    expect(response.status).toBe(200)
    const html = await response.text()
    has(html, /<section class="cms-element cms-image-slider" aria-label="Pictures">/)
    has(html, 'aria-label="Previous picture"')
    has(html, 'This video is hosted on YouTube.')
    expect(h1s(html)).toEqual(['<h1>Safety weeks</h1>'])
  })
})
