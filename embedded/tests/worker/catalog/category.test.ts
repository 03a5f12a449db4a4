/** Embedded Store API: one category (Shopware's CategoryRoute), by id or as `home`, with its layout resolved when it has one. */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { embeddedApi, failure } from '../../../../tests/worker/helpers'
import { ROOT_CATEGORY_ID } from '../../../platform/sales-channel'
import { cmsPageId } from '../../../seed/content/keys'
import { categoryId } from '../../../seed/keys'

type Json = Record<string, any>
const read = (navigationId: string, body: Record<string, unknown> = {}, locale: 'de-DE' | 'en-GB' = 'de-DE') =>
  embeddedApi(locale).invoke('readCategory post /category/{navigationId}', {
    pathParams: { navigationId },
    body,
  }) as Promise<Json>

/** Gives a category a layout for the length of `run`, then takes it away again. */
async function withLayout(id: string, pageId: string, run: () => Promise<void>) {
  await env.DB.prepare('UPDATE category SET cms_page_id = ? WHERE id = ?').bind(pageId, id).run()
  try {
    await run()
  } finally {
    await env.DB.prepare('UPDATE category SET cms_page_id = NULL WHERE id = ?').bind(id).run()
  }
}

describe('POST /category/{navigationId}', () => {
  it('answers the category with its breadcrumb, picture and SEO URL, and no layout where it has none', async () => {
    const jackets = await read(categoryId('arbeitsjacken'), {}, 'en-GB')
    expect(jackets).toMatchObject({
      id: categoryId('arbeitsjacken'),
      parentId: ROOT_CATEGORY_ID,
      name: 'Work jackets',
      breadcrumb: ['Home', 'Work jackets'],
      type: 'page',
      childCount: 3,
      cmsPageId: null,
      cmsPage: null,
      media: { apiAlias: 'media' },
      apiAlias: 'category',
    })
    expect(jackets.seoUrls.map((u: Json) => [u.seoPathInfo, u.routeName])).toEqual([
      ['work-jackets', 'frontend.navigation.page'],
    ])
  })

  it('reads `home` as the navigation root, by GET as well', async () => {
    const home = await read('home')
    expect(home).toMatchObject({ id: ROOT_CATEGORY_ID, breadcrumb: ['Startseite'], cmsPage: null })
    const byGet = (await embeddedApi().invoke('readCategoryGet get /category/{navigationId}', {
      pathParams: { navigationId: 'home' },
    })) as Json
    expect(byGet).toEqual(home)
  })

  it('resolves the layout of a category that has one, only the slots asked for when `slots` names them', async () => {
    const id = categoryId('unterweisungen')
    const pageId = cmsPageId('size-chart')
    await withLayout(id, pageId, async () => {
      const whole = await read(id)
      expect(whole.cmsPageId).toBe(pageId)
      expect(whole.cmsPage).toMatchObject({ id: pageId, apiAlias: 'cms_page' })
      const slots = (page: Json) =>
        page.sections.flatMap((s: Json) => s.blocks.flatMap((b: Json) => b.slots.map((slot: Json) => slot.id)))
      const all = slots(whole.cmsPage)
      expect(all.length).toBeGreaterThan(1)
      const one = await read(id, { slots: all[0] })
      expect(slots(one.cmsPage)).toEqual([all[0]])
    })
  })

  it('answers 404 for an unknown category, 400 for a malformed id', async () => {
    const unknown = await failure(read(categoryId('nope')))
    expect([unknown.status, unknown.code, unknown.errors[0]!.source?.pointer]).toEqual([
      404,
      'CONTENT__CATEGORY_NOT_FOUND',
      '/navigationId',
    ])
    const malformed = await failure(read('not-a-uuid'))
    expect([malformed.status, malformed.code]).toEqual([400, 'FRAMEWORK__INVALID_UUID'])
  })
})
