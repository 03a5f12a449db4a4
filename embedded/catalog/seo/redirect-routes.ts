/** Redirect routes: asx-seo-redirect (outdated SEO path → canonical path) and asx-redirect (the manual list). */
import { Hono } from 'hono'
import { array, literal, nonempty, string, type } from 'superstruct'
import type { StoreApiEnv } from '../../platform/database'
import { applyIncludes } from '../../../shared/store-api/includes'
import { parseCriteria } from '../../criteria/parse'
import { redirectSchema } from '../../criteria/schemas'
import { requestLanguageId } from '../../platform/context'
import { check, readBody } from '../../platform/validation'
import { seoUrlEntity } from './entity'
import { findRedirects, seoRedirectTarget } from './redirects'
import { entitySearchResult } from '../../platform/search-result'

export const redirectRoutes = new Hono<{ Bindings: StoreApiEnv }>()

/** The redirect guard reads every active redirect at once: the list is paged only when a limit is named. */
const MAX_LIMIT = 500
const SeoRedirectCriteria = type({
  filter: nonempty(array(type({ type: literal('equals'), field: literal('seoPathInfo'), value: string() }))),
})

// 204 when the path never moved: the guard then consults the manual redirects.
redirectRoutes.post('/asx-seo-redirect', async (c) => {
  const { filter } = check(await readBody(c), SeoRedirectCriteria)
  const target = await seoRedirectTarget(c.env.DB, requestLanguageId(c), filter[0]!.value.replace(/^\/+/, ''))
  if (!target) return c.body(null, 204)
  return c.json(entitySearchResult('seo_url', [seoUrlEntity(target)]))
})

redirectRoutes.post('/asx-redirect', async (c) => {
  const raw = await readBody(c)
  const criteria = parseCriteria(raw, redirectSchema, { defaultLimit: MAX_LIMIT, maxLimit: MAX_LIMIT })
  const rows = await findRedirects(c.env.DB, criteria, raw.limit !== undefined)
  const elements = rows.map((row) => ({ ...row, apiAlias: 'asx_redirect' as const }))
  return c.json(entitySearchResult('asx_redirect', applyIncludes(elements, criteria.includes)))
})
