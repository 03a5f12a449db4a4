/**
 * The legal pages against a real Shopware (decision 062): their fixed paths (shared/legal.ts) render the CMS
 * pages the operator names in LEGAL_CMS_PAGES, read with `POST /store-api/cms/{id}` in the page's language.
 * The stubbed Shopware (global fetch) is the embedded Store API, which has its own landing pages at those
 * paths (a Shopware with SEO URLs there); `seoAtLegalPaths: false` makes it one without, as a vanilla
 * Shopware is. Its CMS pages are built here in the shape Shopware's CmsRoute answers (a cms_page with
 * sections, blocks and slots; tests/upstream/cms-builders.ts), each in the language the call asks for.
 */
import { createExecutionContext, env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { embeddedStoreApi } from '../../../embedded'
import { LANGUAGE_IDS, type Locale } from '../../../shared/constants'
import { LEGAL_PATHS } from '../../../shared/legal'
import { legalCmsPages, legalPagesScope } from '../../../worker/legal-pages'
import { cmsBuilders } from '../../upstream/cms-builders'
import { CRAWLER, ENGLISH_BROWSER, GERMAN_BROWSER, ORIGIN, request } from '../helpers'

const ACCESS_KEY = 'SWSCLEGALPAGESTESTKEY00000001'
let shops = 0
/** Upstream mode at an address of its own per test: no KV entry or kept page of another test answers. */
const upstream = (legal?: unknown) => ({
  STORE_API_URL: `https://legal-${++shops}.example/store-api`,
  STORE_API_ACCESS_KEY: ACCESS_KEY,
  ...(legal === undefined ? {} : { LEGAL_CMS_PAGES: legal as string }),
})

const TERMS_ID = '0190e1e1e1e17e1e8e1e1e1e1e1e1e01'
const PRIVACY_ID = '0190e1e1e1e17e1e8e1e1e1e1e1e1e02'
const MISSING_ID = '0190e1e1e1e17e1e8e1e1e1e1e1e1eff'

const { slot, block, section } = cmsBuilders('a')

type Texts = Record<Locale, { name: string; html: string }>

/** A shop page (CMS layout type `page`) with one text block, as Shopware's CmsRoute answers it in a language. */
function cmsPage(id: string, texts: Texts) {
  return (locale: Locale) => {
    const { name, html } = texts[locale]
    return {
      id,
      name: texts['de-DE'].name,
      type: 'page',
      entity: null,
      cssClass: null,
      config: null,
      previewMediaId: null,
      translated: { name, customFields: {} },
      sections: [
        section(0, 'default', [
          block('text', [slot('text', 'content', { content: 'x' }, { content: html, apiAlias: 'cms_text' })]),
        ]),
      ],
      apiAlias: 'cms_page',
    }
  }
}

const CMS_PAGES: Partial<Record<string, (locale: Locale) => unknown>> = {
  [TERMS_ID]: cmsPage(TERMS_ID, {
    'de-DE': {
      name: 'AGB',
      html: '<h1>Allgemeine Geschäftsbedingungen</h1><p>§ 1 Geltungsbereich: Diese AGB der Muster GmbH gelten für alle Bestellungen.</p>',
    },
    'en-GB': {
      name: 'Terms and conditions',
      html: '<h1>General terms</h1><p>§ 1 Scope: these terms of Muster GmbH apply to every order.</p>',
    },
  }),
  [PRIVACY_ID]: cmsPage(PRIVACY_ID, {
    'de-DE': { name: 'Datenschutz', html: '<p>Verantwortlich für die Datenverarbeitung ist die Muster GmbH.</p>' },
    'en-GB': { name: 'Privacy', html: '<p>Muster GmbH is the controller of your data.</p>' },
  }),
}

interface Asked {
  method: string
  url: string
  path: string
  headers: Headers
  body: string
}

/** Shopware's PageNotFoundException (CmsRoute) for an id it has no CMS page with. */
const cmsNotFound = (id: string) =>
  Response.json(
    {
      errors: [
        {
          status: '404',
          code: 'CONTENT__CMS_PAGE_NOT_FOUND',
          title: 'Not Found',
          detail: `Page with id "${id}" was not found.`,
        },
      ],
    },
    { status: 404 },
  )

const LEGAL_SEO_PATHS = new Set(Object.values(LEGAL_PATHS).flatMap((paths) => Object.values(paths)))

/**
 * A Shopware at the test's address: the embedded Store API with the CMS pages above; without SEO URLs at the
 * legal paths when `seoAtLegalPaths` is false; `cms` answers a CMS read instead (a fault). Records every call.
 */
function stubShopware({
  seoAtLegalPaths = true,
  cms,
}: {
  seoAtLegalPaths?: boolean
  cms?: (id: string) => Response
} = {}) {
  const asked: Asked[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
    const call = new Request(input, init)
    const url = new URL(call.url)
    const body = call.method === 'GET' ? '' : await call.clone().text()
    asked.push({ method: call.method, url: call.url, path: url.pathname, headers: call.headers, body })
    const cmsId = /^\/store-api\/cms\/([0-9a-f]{32})$/.exec(url.pathname)?.[1]
    if (cmsId) {
      if (cms) return cms(cmsId)
      const locale = (Object.keys(LANGUAGE_IDS) as Locale[]).find(
        (l) => LANGUAGE_IDS[l] === call.headers.get('sw-language-id'),
      )
      const page = CMS_PAGES[cmsId]
      return page && locale ? Response.json(page(locale)) : cmsNotFound(cmsId)
    }
    if (!seoAtLegalPaths && url.pathname === '/store-api/seo-url') {
      const filter = (JSON.parse(body || '{}') as { filter?: Array<{ field: string; value: unknown }> }).filter ?? []
      const path = filter.find((f) => f.field === 'seoPathInfo')?.value
      if (typeof path === 'string' && LEGAL_SEO_PATHS.has(path))
        return Response.json({ elements: [], total: 0, aggregations: [], page: 1, limit: 1, entity: 'seo_url' })
    }
    const local = new Request(`http://store-api.internal${url.pathname}${url.search}`, call)
    return embeddedStoreApi.fetch(local, env, createExecutionContext())
  })
  return asked
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const cmsCalls = (asked: Asked[]) => asked.filter((call) => call.path.startsWith('/store-api/cms/'))
const seoLookupsOf = (asked: Asked[], path: string) =>
  asked.filter((call) => call.path === '/store-api/seo-url' && call.body.includes(`"value":"${path}"`))
const h1s = (html: string) => html.match(/<h1[\s>][\s\S]*?<\/h1>/g) ?? []

/** The head's canonical and hreflang links. */
function head(html: string) {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
  const hreflang = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
  )
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]
  return { canonical, hreflang, title }
}

const SETTING = `terms=${TERMS_ID}, privacy=${PRIVACY_ID}`

describe('the legal pages in upstream mode, named in LEGAL_CMS_PAGES', () => {
  it('/agb renders the terms CMS page in German, read with POST /cms/{id}, the key and the German language', async () => {
    const asked = stubShopware()
    const settings = upstream(SETTING)
    const response = await request('/agb', { headers: CRAWLER }, settings)
    expect(response.status).toBe(200)
    const html = await response.text()

    expect(html).toContain('<p>§ 1 Geltungsbereich: Diese AGB der Muster GmbH gelten für alle Bestellungen.</p>')
    // The CMS page's name is the page's one h1; the editor's h1 is an h2 below it.
    expect(h1s(html)).toEqual(['<h1>AGB</h1>'])
    expect(html).toContain('<h2>Allgemeine Geschäftsbedingungen</h2>')
    // Not the embedded shop's own landing page at /agb (the SEO URL the setting takes precedence over).
    expect(html).not.toContain('Geltungsbereich und Vertragspartner')
    const { canonical, hreflang, title } = head(html)
    expect(title).toMatch(/^AGB \| /)
    expect(canonical).toBe(`${ORIGIN}/agb`)
    expect(hreflang).toEqual({
      'de-DE': `${ORIGIN}/agb`,
      'en-GB': `${ORIGIN}/en-GB/terms`,
      'x-default': `${ORIGIN}/agb`,
    })

    const [call, ...more] = cmsCalls(asked)
    expect(more).toEqual([])
    expect(call!.method).toBe('POST')
    expect(call!.url).toBe(`${settings.STORE_API_URL}/cms/${TERMS_ID}`)
    expect(call!.headers.get('sw-access-key')).toBe(ACCESS_KEY)
    expect(call!.headers.get('sw-language-id')).toBe(LANGUAGE_IDS['de-DE'])
    // The layout's name comes along with its sections (includes).
    expect(JSON.parse(call!.body).includes.cms_page).toEqual(expect.arrayContaining(['name', 'translated', 'sections']))
    // The page needs no SEO lookup of its path.
    expect(seoLookupsOf(asked, 'agb')).toEqual([])
  })

  it('/en-GB/terms renders the same CMS page in English, asked in the English language', async () => {
    const asked = stubShopware({ seoAtLegalPaths: false })
    const response = await request('/en-GB/terms', { headers: CRAWLER }, upstream(SETTING))
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<p>§ 1 Scope: these terms of Muster GmbH apply to every order.</p>')
    expect(h1s(html)).toEqual(['<h1>Terms and conditions</h1>'])
    expect(html).toMatch(/<html[^>]* lang="en-GB"/)
    const { canonical, hreflang } = head(html)
    expect(canonical).toBe(`${ORIGIN}/en-GB/terms`)
    expect(hreflang).toEqual({
      'de-DE': `${ORIGIN}/agb`,
      'en-GB': `${ORIGIN}/en-GB/terms`,
      'x-default': `${ORIGIN}/agb`,
    })
    // The language switch leads to the German fixed path.
    expect(html).toMatch(/<a href="\/agb" hrefLang="de-DE"/)
    const calls = cmsCalls(asked)
    expect(calls.map((call) => [call.method, call.path])).toEqual([['POST', `/store-api/cms/${TERMS_ID}`]])
    expect(calls[0]!.headers.get('sw-access-key')).toBe(ACCESS_KEY)
    expect(calls[0]!.headers.get('sw-language-id')).toBe(LANGUAGE_IDS['en-GB'])
  })

  it('serves a client navigation’s payload from the same page', async () => {
    stubShopware({ seoAtLegalPaths: false })
    const response = await request('/datenschutz/_payload.json', { headers: GERMAN_BROWSER }, upstream(SETTING))
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toContain('Verantwortlich für die Datenverarbeitung ist die Muster GmbH.')
    expect(text).toContain('"type":"landing-page"')
    expect(text).toContain('"/en-GB/privacy"')
  })

  it('is kept like other content pages: the next shopper gets the copy, Shopware is asked once', async () => {
    const asked = stubShopware({ seoAtLegalPaths: false })
    const settings = upstream(SETTING)
    const first = await request('/agb', { headers: GERMAN_BROWSER }, settings)
    expect(first.status).toBe(200)
    await first.text()
    const second = await request('/agb', { headers: GERMAN_BROWSER }, settings)
    expect(second.status).toBe(200)
    expect(second.headers.get('x-page-cache')).toBe('HIT')
    expect(await second.text()).toContain('§ 1 Geltungsbereich')
    expect(cmsCalls(asked)).toHaveLength(1)
    // The browser may keep it as any content page (must ask again); nobody's session is in it.
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'))
  })

  it('sends a first English visit of /agb to /en-GB/terms', async () => {
    stubShopware({ seoAtLegalPaths: false })
    const response = await request('/agb', { headers: ENGLISH_BROWSER, redirect: 'manual' }, upstream(SETTING))
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/en-GB/terms')
  })

  it('a Shopware fault on the CMS read is the fault page, not a 404 or an empty page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    stubShopware({
      cms: () =>
        Response.json(
          {
            errors: [
              { status: '503', code: 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE', title: 'Service Unavailable' },
            ],
          },
          { status: 503 },
        ),
    })
    const response = await request('/agb', { headers: GERMAN_BROWSER }, upstream(SETTING))
    expect(response.status).toBe(503)
  })
})

describe('legal pages the setting does not name', () => {
  it('resolve as any path: the shop’s own SEO URL there', async () => {
    const asked = stubShopware()
    const response = await request('/impressum', { headers: CRAWLER }, upstream(SETTING))
    expect(response.status).toBe(200)
    // The (embedded) shop's landing page at /impressum.
    expect(h1s(await response.text())).toEqual(['<h1>Impressum</h1>'])
    expect(cmsCalls(asked)).toEqual([])
    expect(seoLookupsOf(asked, 'impressum').length).toBeGreaterThan(0)
  })

  it('are the 404 page when Shopware has no SEO URL there either', async () => {
    const asked = stubShopware({ seoAtLegalPaths: false })
    for (const path of ['/impressum', '/en-GB/imprint', '/widerruf', '/en-GB/accessibility']) {
      const response = await request(path, { headers: CRAWLER }, upstream(SETTING))
      expect(response.status, path).toBe(404)
    }
    // Without the setting no legal path is special.
    expect((await request('/agb', { headers: CRAWLER }, upstream())).status).toBe(404)
    expect(cmsCalls(asked)).toEqual([])
  })

  it('a named CMS page Shopware does not have falls back too, and the log says which', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const asked = stubShopware({ seoAtLegalPaths: false })
    const response = await request('/widerruf', { headers: CRAWLER }, upstream(`withdrawal=${MISSING_ID}`))
    expect(response.status).toBe(404)
    expect(cmsCalls(asked).map((call) => call.path)).toEqual([`/store-api/cms/${MISSING_ID}`])
    expect(warn.mock.calls.flat().join('\n')).toContain(`LEGAL_CMS_PAGES: Shopware has no CMS page ${MISSING_ID}`)
  })

  it('only the fixed path of the page’s own locale is the legal page', async () => {
    const asked = stubShopware({ seoAtLegalPaths: false })
    expect((await request('/en-GB/agb', { headers: CRAWLER }, upstream(SETTING))).status).toBe(404)
    expect((await request('/terms', { headers: CRAWLER }, upstream(SETTING))).status).toBe(404)
    expect(cmsCalls(asked)).toEqual([])
  })
})

describe('a malformed LEGAL_CMS_PAGES', () => {
  it('logs what it ignores, never answers 500, and the pages fall back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const asked = stubShopware({ seoAtLegalPaths: false })
    const setting = `terms=not-a-cms-id, imprint, foo=${TERMS_ID}; privacy=${PRIVACY_ID}`
    const terms = await request('/agb', { headers: CRAWLER }, upstream(setting))
    expect(terms.status).toBe(404)
    // The entries it understands still apply.
    const privacy = await request('/datenschutz', { headers: CRAWLER }, upstream(setting))
    expect(privacy.status).toBe(200)
    expect(await privacy.text()).toContain('Verantwortlich für die Datenverarbeitung ist die Muster GmbH.')
    expect(cmsCalls(asked).map((call) => call.path)).toEqual([`/store-api/cms/${PRIVACY_ID}`])
    const lines = warn.mock.calls.map((args) => args.join(' ')).filter((line) => line.includes('LEGAL_CMS_PAGES'))
    // One line per value and isolate, naming each entry it ignores and why.
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('"terms=not-a-cms-id" (not a CMS page id: 32 hex digits)')
    expect(lines[0]).toContain('"imprint" (no "=<CMS page id>")')
    expect(lines[0]).toContain(`"foo=${TERMS_ID}" (no legal page "foo")`)
  })

  it('that is no setting at all leaves every page to its SEO URL', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    stubShopware()
    for (const setting of ['{"terms": ', '{"terms": 42}', '[1,2]', 'nonsense']) {
      const response = await request('/agb', { headers: CRAWLER }, upstream(setting))
      expect(response.status, setting).toBe(200)
      // The (embedded) shop's own landing page at /agb.
      expect(await response.text(), setting).toContain('Geltungsbereich und Vertragspartner')
    }
  })
})

describe('embedded mode', () => {
  it('ignores the setting: the seeded landing pages answer at the fixed paths', async () => {
    const asked = stubShopware()
    const response = await request('/agb', { headers: CRAWLER }, { LEGAL_CMS_PAGES: SETTING })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Geltungsbereich und Vertragspartner')
    expect(head(html).canonical).toBe(`${ORIGIN}/agb`)
    expect(asked).toEqual([])
  })
})

describe('legalCmsPages', () => {
  it('reads page=id entries, a JSON object and a TOML table; ids lower-cased', () => {
    const upper = TERMS_ID.toUpperCase()
    expect(legalCmsPages(` terms = ${upper} ,\nprivacy=${PRIVACY_ID}, `)).toEqual({
      terms: TERMS_ID,
      privacy: PRIVACY_ID,
    })
    expect(legalCmsPages(`{"payment-shipping": "${TERMS_ID}"}`)).toEqual({ 'payment-shipping': TERMS_ID })
    expect(legalCmsPages({ accessibility: PRIVACY_ID })).toEqual({ accessibility: PRIVACY_ID })
    expect(legalCmsPages(undefined)).toEqual({})
    expect(legalCmsPages('')).toEqual({})
  })

  it('drops a page named twice', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(legalCmsPages(`terms=${TERMS_ID},terms=${PRIVACY_ID},privacy=${PRIVACY_ID}`)).toEqual({
      privacy: PRIVACY_ID,
    })
  })

  it('adds nothing to the page cache key without pages, a hash of them with', () => {
    expect(legalPagesScope({})).toBe('')
    expect(legalPagesScope({ terms: TERMS_ID })).toMatch(/^\+legal[0-9a-f]{8}$/)
    expect(legalPagesScope({ terms: TERMS_ID })).not.toBe(legalPagesScope({ terms: PRIVACY_ID }))
  })
})
