/** Embedded Store API SEO URL lookups through the shared client. */
import { describe, expect, it } from 'vitest'
import { LANGUAGE_IDS, type Locale } from '../../../../shared/constants'
import { embeddedApi, failure } from '../../../../tests/worker/helpers'
import { seededPlans } from '../../../seed'
import { categoryId } from '../../../seed/keys'

const api = embeddedApi

const seoUrls = (body: Record<string, unknown>, locale: Locale = 'de-DE') =>
  api(locale).invoke('readSeoUrl post /seo-url', { body })

const plans = seededPlans(24)
const nordkap = plans[0]!

describe('POST /seo-url', () => {
  const path = (value: string) => ({ filter: [{ type: 'equals', field: 'seoPathInfo', value }] })

  it('resolves a category path to its navigation route', async () => {
    const result = await seoUrls(path('arbeitsjacken/softshelljacken'))
    expect(result).toMatchObject({ total: 1, apiAlias: 'dal_entity_search_result' })
    expect(result.elements[0]).toMatchObject({
      foreignKey: categoryId('arbeitsjacken/softshelljacken'),
      routeName: 'frontend.navigation.page',
      isCanonical: true,
      languageId: LANGUAGE_IDS['de-DE'],
      pathInfo: `/navigation/${categoryId('arbeitsjacken/softshelljacken')}`,
      apiAlias: 'seo_url',
    })
  })

  it('resolves a product path, and finds its English path by foreign key (language switch)', async () => {
    const german = await seoUrls(path('softshelljacke-nordkap-sw10001'))
    expect(german.elements[0]).toMatchObject({
      foreignKey: nordkap.main.id,
      routeName: 'frontend.detail.page',
      pathInfo: `/detail/${nordkap.main.id}`,
    })
    const english = await seoUrls(
      {
        filter: [
          { type: 'equals', field: 'foreignKey', value: nordkap.main.id },
          { type: 'equals', field: 'isCanonical', value: true },
        ],
      },
      'en-GB',
    )
    expect(english.elements.map((e) => [e.seoPathInfo, e.languageId])).toEqual([
      ['softshell-jacket-nordkap-sw10001', LANGUAGE_IDS['en-GB']],
    ])
    expect((await seoUrls(path('softshelljacke-nordkap-sw10001'), 'en-GB')).elements).toEqual([])
    expect((await seoUrls(path('/arbeitsjacken'))).elements[0]!.foreignKey).toBe(categoryId('arbeitsjacken'))
  })

  it('supports equalsAny, routeName filters and limits', async () => {
    const many = await seoUrls({
      filter: [{ type: 'equalsAny', field: 'seoPathInfo', value: ['arbeitshosen', 'handschuhe', 'nirgendwo'] }],
    })
    expect(many.elements.map((e) => e.seoPathInfo)).toEqual(['arbeitshosen', 'handschuhe'])
    const piped = await seoUrls({
      filter: [
        { type: 'equalsAny', field: 'foreignKey', value: `${categoryId('kopfschutz')}|${categoryId('warnschutz')}` },
      ],
    })
    expect(piped.total).toBe(2)
    const products = await seoUrls({
      filter: [{ type: 'equals', field: 'routeName', value: 'frontend.detail.page' }],
      limit: 5,
    })
    expect(products.elements).toHaveLength(5)
    expect(products.elements.every((e) => e.routeName === 'frontend.detail.page')).toBe(true)
    const page2 = await seoUrls({
      filter: [{ type: 'equals', field: 'routeName', value: 'frontend.detail.page' }],
      limit: 5,
      page: 2,
    })
    expect(page2.elements[0]!.seoPathInfo > products.elements[4]!.seoPathInfo).toBe(true)
  })

  it('has unique paths per language and one canonical detail URL per listed product', async () => {
    const all = await seoUrls({
      filter: [{ type: 'equals', field: 'routeName', value: 'frontend.detail.page' }],
      limit: 500,
    })
    expect(all.total).toBe(plans.length)
    expect(new Set(all.elements.map((e) => e.seoPathInfo)).size).toBe(plans.length)
    expect(all.elements.every((e) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(e.seoPathInfo))).toBe(true)
  })

  it('rejects unsupported filters with one violation each', async () => {
    const error = await failure(
      seoUrls({
        filter: [
          { type: 'contains', field: 'seoPathInfo', value: 'x' },
          { type: 'equals', field: 'salesChannelId', value: 'x' },
        ],
      }),
    )
    expect(error.status).toBe(400)
    expect(error.errors.map((e) => [e.code, e.source?.pointer])).toEqual([
      ['VIOLATION::NO_SUCH_CHOICE_ERROR', '/filter/0/type'],
      ['VIOLATION::NO_SUCH_CHOICE_ERROR', '/filter/1/field'],
    ])
    const value = await failure(seoUrls({ filter: [{ type: 'equals', field: 'seoPathInfo', value: 42 }] }))
    expect([value.code, value.errors[0]!.source?.pointer]).toEqual(['VIOLATION::INVALID_TYPE_ERROR', '/filter/0/value'])
    const limit = await failure(seoUrls({ limit: 0 }))
    expect([limit.code, limit.errors[0]!.source?.pointer]).toEqual(['VIOLATION::TOO_LOW_ERROR', '/limit'])
  })
})
