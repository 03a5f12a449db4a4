/** Embedded Store API navigation through the shared client: the category tree below a root, breadcrumbs, SEO URLs. */
import { describe, expect, it } from 'vitest'
import { LANGUAGE_IDS, type Locale } from '../../../../shared/constants'
import { embeddedApi, failure } from '../../../../tests/worker/helpers'
import { ROOT_CATEGORY_ID } from '../../../platform/sales-channel'
import { categoryId } from '../../../seed/keys'

const api = embeddedApi

const navigation = (activeId: string, rootId: string, body: Record<string, unknown> = {}, locale: Locale = 'de-DE') =>
  api(locale).invoke('readNavigation post /navigation/{activeId}/{rootId}', { pathParams: { activeId, rootId }, body })

describe('POST /navigation/{activeId}/{rootId}', () => {
  it('returns the main navigation two levels deep with translated names and SEO URLs', async () => {
    const tree = await navigation('main-navigation', 'main-navigation')
    expect(tree.map((c) => c.name)).toEqual([
      'Arbeitsjacken',
      'Arbeitshosen',
      'Sicherheitsschuhe',
      'Handschuhe',
      'Kopfschutz',
      'Warnschutz',
      'Unterweisungen',
    ])
    const jackets = tree[0]!
    expect(jackets).toMatchObject({
      id: categoryId('arbeitsjacken'),
      parentId: ROOT_CATEGORY_ID,
      type: 'page',
      linkType: null,
      internalLink: null,
      externalLink: null,
      level: 2,
      childCount: 3,
      visible: true,
      active: true,
      translated: { name: 'Arbeitsjacken' },
      breadcrumb: ['Startseite', 'Arbeitsjacken'],
      apiAlias: 'category',
    })
    expect(jackets.seoUrls).toEqual([
      expect.objectContaining({
        seoPathInfo: 'arbeitsjacken',
        pathInfo: `/navigation/${jackets.id}`,
        languageId: LANGUAGE_IDS['de-DE'],
        isCanonical: true,
        routeName: 'frontend.navigation.page',
        foreignKey: jackets.id,
        apiAlias: 'seo_url',
      }),
    ])
    expect(jackets.media).toMatchObject({ url: `/media/category/${jackets.mediaId}.svg`, apiAlias: 'media' })
    expect(jackets.children.map((c) => [c.name, c.seoUrls?.[0]?.seoPathInfo, c.level, c.children])).toEqual([
      ['Softshelljacken', 'arbeitsjacken/softshelljacken', 3, []],
      ['Winterjacken', 'arbeitsjacken/winterjacken', 3, []],
      ['Fleecejacken', 'arbeitsjacken/fleecejacken', 3, []],
    ])
    expect(tree.find((c) => c.name === 'Handschuhe')).toMatchObject({ childCount: 0, children: [] })
  })

  it('answers in English and honours depth and a category root', async () => {
    const flat = await navigation('main-navigation', 'main-navigation', { depth: 1 }, 'en-GB')
    expect(flat.map((c) => [c.name, c.seoUrls?.[0]?.seoPathInfo, c.children.length])).toContainEqual([
      'Work jackets',
      'work-jackets',
      0,
    ])
    const sub = await navigation(categoryId('arbeitshosen'), categoryId('arbeitshosen'), {}, 'en-GB')
    expect(sub.map((c) => c.seoUrls?.[0]?.seoPathInfo)).toEqual([
      'work-trousers/waist-trousers',
      'work-trousers/bib-trousers',
      'work-trousers/shorts',
    ])
    expect(sub[0]!.breadcrumb).toEqual(['Home', 'Work trousers', 'Waist trousers'])
  })

  it('rejects unknown roots, malformed ids and bad depths', async () => {
    const unknown = await failure(navigation('main-navigation', categoryId('nope')))
    expect(unknown.status).toBe(404)
    expect(unknown.errors[0]).toMatchObject({
      status: '404',
      code: 'CONTENT__CATEGORY_NOT_FOUND',
      title: 'Not Found',
      source: { pointer: '/rootId' },
    })
    const invalid = await failure(navigation('main-navigation', 'not-a-uuid'))
    expect([invalid.status, invalid.code, invalid.errors[0]!.source?.pointer]).toEqual([
      400,
      'FRAMEWORK__INVALID_UUID',
      '/rootId',
    ])
    const depth = await failure(navigation('main-navigation', 'main-navigation', { depth: 0 }))
    expect([depth.status, depth.code, depth.errors[0]!.source?.pointer]).toEqual([
      400,
      'VIOLATION::TOO_LOW_ERROR',
      '/depth',
    ])
  })
})
