/** Redirect routes of spec §7: asx-seo-redirect (outdated SEO path → canonical path) and asx-redirect (the manual list). */
import { Hono } from 'hono'
import { array, enums, literal, nonempty, optional, record, string, type } from 'superstruct'
import type { Env } from '../../../env'
import { requestLanguageId } from '../../platform/context'
import { applyIncludes } from '../../content/articles/entity'
import { seoUrlEntity } from './entity'
import { findRedirects, seoRedirectTarget, type RedirectField } from './redirects'
import { check, readBody } from '../../platform/validation'

export const redirectRoutes = new Hono<{ Bindings: Env }>()

const SeoRedirectCriteria = type({
  filter: nonempty(array(type({ type: literal('equals'), field: literal('seoPathInfo'), value: string() }))),
})
const RedirectCriteria = type({
  filter: optional(array(type({ type: literal('equals'), field: enums(['status', 'sourceUrl']), value: string() }))),
  includes: optional(record(string(), array(string()))),
})

// 204 when the path never moved (spec §2: the guard then consults the manual redirects).
redirectRoutes.post('/asx-seo-redirect', async (c) => {
  const { filter } = check(await readBody(c), SeoRedirectCriteria)
  const target = await seoRedirectTarget(c.env.DB, requestLanguageId(c), filter[0]!.value.replace(/^\/+/, ''))
  if (!target) return c.body(null, 204)
  return c.json({
    elements: [seoUrlEntity(target)],
    total: 1,
    aggregations: {},
    entity: 'seo_url',
    apiAlias: 'dal_entity_search_result',
  })
})

redirectRoutes.post('/asx-redirect', async (c) => {
  const criteria = check(await readBody(c), RedirectCriteria)
  const rows = await findRedirects(c.env.DB, (criteria.filter ?? []) as { field: RedirectField; value: string }[])
  const elements = rows.map((row) => ({ ...row, apiAlias: 'asx_redirect' as const }))
  return c.json({
    elements: applyIncludes(elements, criteria.includes),
    total: elements.length,
    aggregations: {},
    entity: 'asx_redirect',
    apiAlias: 'dal_entity_search_result',
  })
})
