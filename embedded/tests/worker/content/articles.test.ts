/** Embedded Store API: lexicon, blog and redirects (the shop's asx-* endpoints) through the shared client. */
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../../../shared/constants'
import {
  readBlog,
  readBlogPost,
  readLexicon,
  readLexiconEntry,
  BLOG_POST_ROUTE,
  LEXICON_ENTRY_ROUTE,
  LEXICON_ID,
  LEXICON_ROUTE,
} from '../../../../shared/store-api/content'
import { blogPostId, lexiconEntryId } from '../../../seed/content/keys'
import { LEXICON } from '../../../seed/content/lexicon'
import { embeddedApi, failure } from '../../../../tests/worker/helpers'

const post = async (path: string, body: unknown, locale: Locale = 'de-DE') =>
  embeddedApi(locale).request('POST', path, { body })
/** The SEO redirect call: the path an outdated one moved to, or null for 204. */
async function seoRedirect(locale: Locale, value: string): Promise<string | null> {
  const response = await post(
    '/asx-seo-redirect',
    { filter: [{ type: 'equals', field: 'seoPathInfo', value }] },
    locale,
  )
  return response.status === 204
    ? null
    : ((await response.json()) as { elements: Array<{ seoPathInfo: string }> }).elements[0]!.seoPathInfo
}
/** The redirect lookup: active redirects with the fields the guard needs. */
async function activeRedirects() {
  const body = {
    filter: [{ type: 'equals', field: 'status', value: 'active' }],
    includes: { asx_redirect: ['sourceUrl', 'targetUrl', 'type', 'priority'] },
  }
  return ((await (await post('/asx-redirect', body)).json()) as { elements: Array<Record<string, unknown>> }).elements
}
const seoUrls = (filter: object[], locale: Locale = 'de-DE') =>
  embeddedApi(locale).invoke('readSeoUrl post /seo-url', { body: { filter } }) as Promise<{
    elements: Array<{ seoPathInfo: string; foreignKey: string }>
  }>

describe('POST /asx-lexicon', () => {
  it('lists every term alphabetically with the letters aggregation', async () => {
    const result = await readLexicon(embeddedApi())
    expect(result.total).toBe(LEXICON.length)
    expect(result.elements).toHaveLength(LEXICON.length)
    const letters = result.elements.map((e) => e.letter)
    expect(letters).toEqual([...letters].sort())
    expect(result.aggregations.letters.buckets).toContainEqual(expect.objectContaining({ key: 'S', count: 4 }))
    expect(result.aggregations.letters.buckets.reduce((n, b) => n + b.count, 0)).toBe(LEXICON.length)
    // The storefront's includes keep lists small: no bodies.
    expect(result.elements[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      letter: 'A',
      description: expect.any(String),
      seoUrls: [{ seoPathInfo: expect.stringMatching(/^lexikon\//), apiAlias: 'seo_url' }],
      apiAlias: 'asx_lexicon_entry',
    })
  })

  it('narrows the elements by letter (post-filter) while the aggregation still counts all letters', async () => {
    const result = await readLexicon(embeddedApi(), { letter: 's' })
    expect(result.elements.map((e) => e.name)).toEqual(['S1P', 'S3', 'Softshell', 'SRC'])
    expect(result.total).toBe(4)
    expect(result.aggregations.letters.buckets.length).toBeGreaterThan(5)
    const filtered = (await (
      await post('/asx-lexicon', { filter: [{ type: 'equals', field: 'letter', value: 'W' }] })
    ).json()) as any
    expect(filtered.aggregations.letters.buckets).toEqual([{ key: 'W', count: 2, apiAlias: 'aggregation_bucket' }])
  })

  it('files a term under its letter in each language and pages with limit and page', async () => {
    const german = await readLexicon(embeddedApi(), { letter: 'W' })
    expect(german.elements.map((e) => e.name)).toContain('Warnschutzklasse')
    const english = await readLexicon(embeddedApi('en-GB'), { letter: 'H' })
    expect(english.elements.map((e) => [e.name, e.seoUrls?.[0]?.seoPathInfo])).toEqual([
      ['High-visibility class', 'lexicon/high-visibility-class'],
    ])
    const page2 = await readLexicon(embeddedApi(), { limit: 5, page: 2 })
    expect([page2.page, page2.limit, page2.elements.length, page2.total]).toEqual([2, 5, 5, LEXICON.length])
  })

  it('rejects a filter that is not a letter or an unknown field with 400', async () => {
    const bad = await post('/asx-lexicon', { 'post-filter': [{ type: 'equals', field: 'letter', value: 'AB' }] })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as any).errors[0]).toMatchObject({
      code: 'FRAMEWORK__INVALID_FILTER_QUERY',
      source: { pointer: '/post-filter/0/value' },
    })
    expect((await post('/asx-lexicon', { filter: [{ type: 'equals', field: 'name', value: 'x' }] })).status).toBe(400)
    expect((await post('/asx-lexicon', { limit: 0 })).status).toBe(400)
  })
})

describe('POST /asx-lexicon/{id}', () => {
  it('returns one entry with its body and SEO URL in both languages', async () => {
    const id = lexiconEntryId('warnschutzklasse')
    const german = await readLexiconEntry(embeddedApi(), id)
    expect(german).toMatchObject({
      id,
      name: 'Warnschutzklasse',
      letter: 'W',
      content: expect.stringContaining('<p>Klasse 3'),
      apiAlias: 'asx_lexicon_entry',
    })
    expect(german.seoUrls?.[0]).toMatchObject({
      seoPathInfo: 'lexikon/warnschutzklasse',
      routeName: LEXICON_ENTRY_ROUTE,
    })
    const english = await readLexiconEntry(embeddedApi('en-GB'), id)
    expect([english.name, english.letter, english.seoUrls?.[0]?.seoPathInfo]).toEqual([
      'High-visibility class',
      'H',
      'lexicon/high-visibility-class',
    ])
  })

  it('answers an unknown entry with 404 and a malformed id with 400', async () => {
    const missing = await failure(readLexiconEntry(embeddedApi(), 'a'.repeat(32)))
    expect([missing.status, missing.code]).toEqual([404, 'ASX__LEXICON_ENTRY_NOT_FOUND'])
    expect((await failure(readLexiconEntry(embeddedApi(), 'S3'))).code).toBe('FRAMEWORK__INVALID_UUID')
  })
})

describe('POST /asx-blog and /asx-blog/{id}', () => {
  it('pages posts newest first, without bodies in the list', async () => {
    const first = await readBlog(embeddedApi(), 1, 4)
    expect([first.total, first.page, first.limit, first.elements.length]).toEqual([6, 1, 4, 4])
    const dates = first.elements.map((p) => p.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(first.elements[0]).toMatchObject({
      title: 'Sicherheitsschuhe richtig auswählen: S1P, S2 oder S3?',
      author: 'Jana Becker',
      coverMedia: { apiAlias: 'media' },
    })
    expect(first.elements[0]).not.toHaveProperty('content')
    const second = await readBlog(embeddedApi('en-GB'), 2, 4)
    expect(second.elements.map((p) => p.seoUrls?.[0]?.seoPathInfo)).toEqual([
      'blog/softshell-or-winter-jacket',
      'blog/helmet-or-bump-cap',
    ])
  })

  it('returns one post with body, author, date and cover; unknown posts are 404', async () => {
    const id = blogPostId('schnittschutz-en-388')
    const article = await readBlogPost(embeddedApi('en-GB'), id)
    expect(article).toMatchObject({
      id,
      title: 'Cut-resistant gloves: EN 388 explained',
      author: 'Jana Becker',
      publishedAt: '2025-11-05T08:00:00.000Z',
      apiAlias: 'asx_blog_post',
    })
    expect(article.content).toContain('<h2>The letter counts for cut</h2>')
    expect(article.coverMedia?.thumbnails?.length).toBe(3)
    expect(article.seoUrls?.[0]).toMatchObject({ routeName: BLOG_POST_ROUTE })
    const missing = await failure(readBlogPost(embeddedApi(), 'b'.repeat(32)))
    expect([missing.status, missing.code]).toEqual([404, 'ASX__BLOG_POST_NOT_FOUND'])
    expect((await post('/asx-blog', { limit: 500 })).status).toBe(400)
  })
})

describe('SEO URLs of content', () => {
  it('resolve the list pages and entries in both languages', async () => {
    const [lexicon] = (await seoUrls([{ type: 'equals', field: 'seoPathInfo', value: 'lexicon' }], 'en-GB')).elements
    expect(lexicon).toMatchObject({ foreignKey: LEXICON_ID, routeName: LEXICON_ROUTE })
    expect((await seoUrls([{ type: 'equals', field: 'seoPathInfo', value: 'blog' }])).elements).toHaveLength(1)
  })
})

describe('POST /asx-seo-redirect', () => {
  it('answers an outdated path with the canonical path of the same entity', async () => {
    expect(await seoRedirect('de-DE', '/arbeitskleidung/jacken')).toBe('arbeitsjacken')
    expect(await seoRedirect('en-GB', 'workwear/jackets')).toBe('work-jackets')
    expect(await seoRedirect('de-DE', 'softshelljacke-nordkap')).toBe('softshelljacke-nordkap-sw10001')
    expect(await seoRedirect('en-GB', 'informationen/groessentabelle')).toBe('information/size-chart')
    expect(await seoRedirect('en-GB', 'aktionen/sicherheitswochen')).toBe('offers/safety-weeks')
    const response = await post('/asx-seo-redirect', {
      filter: [{ type: 'equals', field: 'seoPathInfo', value: 'schuhe' }],
    })
    expect(await response.json()).toMatchObject({
      elements: [{ seoPathInfo: 'sicherheitsschuhe', isCanonical: true, apiAlias: 'seo_url' }],
      total: 1,
    })
  })

  it('answers 204 for canonical and unknown paths, 400 without the filter', async () => {
    for (const value of ['arbeitsjacken', 'gibt-es-nicht']) {
      const response = await post('/asx-seo-redirect', { filter: [{ type: 'equals', field: 'seoPathInfo', value }] })
      expect(response.status).toBe(204)
    }
    expect((await post('/asx-seo-redirect', {})).status).toBe(400)
    expect(
      (await post('/asx-seo-redirect', { filter: [{ type: 'equals', field: 'foreignKey', value: 'x' }] })).status,
    ).toBe(400)
  })
})

describe('POST /asx-redirect', () => {
  it('lists active redirects, highest priority first, with the fields the includes ask for', async () => {
    const redirects = await activeRedirects()
    expect(redirects[0]).toEqual({
      sourceUrl: '/sale',
      targetUrl: '/aktionen/sicherheitswochen',
      type: 302,
      priority: 10,
      apiAlias: 'asx_redirect',
    })
    expect(redirects.map((r) => r.sourceUrl)).not.toContain('/winteraktion')
    expect(redirects.filter((r) => String(r.targetUrl).includes('https'))).toEqual([
      expect.objectContaining({ sourceUrl: '/jobs', type: 302 }),
    ])
    expect(redirects.find((r) => r.sourceUrl === '/versand')).toMatchObject({
      targetUrl: '/service-help/shipping',
      type: 301,
    })
  })

  it('returns every redirect without a filter and rejects unknown filter fields', async () => {
    const all = (await (await post('/asx-redirect', {})).json()) as {
      elements: Array<{ status: string; id: string }>
      total: number
    }
    expect(all.elements.map((r) => r.status)).toContain('inactive')
    expect(all.total).toBe(all.elements.length)
    expect((await post('/asx-redirect', { filter: [{ type: 'equals', field: 'targetUrl', value: 'x' }] })).status).toBe(
      400,
    )
  })
})
