/** CMS routes: CMS pages and landing pages with their resolved slots. Cacheable: they never create a context. */
import { Hono } from 'hono'
import { array, optional, record, string, type } from 'superstruct'
import { isUuid } from '../../../shared/ids'
import type { StoreApiEnv } from '../../platform/database'
import { requestLanguageId } from '../../platform/context'
import { applyIncludes } from '../../../shared/store-api/includes'
import { apiError, cmsPageNotFound, invalidUuid } from '../../platform/errors'
import { loadCmsPage, loadLandingPage } from './queries'
import { check, readBody } from '../../platform/validation'

export const cmsRoutes = new Hono<{ Bindings: StoreApiEnv }>()

// Shopware honours includes on every route: a landing page's product cards carry only what a card shows.
const Includes = optional(record(string(), array(string())))
// Shopware's `slots`: resolve only these slot ids, separated by '|'.
const CmsBody = type({ slots: optional(string()), includes: Includes })
const LandingPageBody = type({ includes: Includes })

cmsRoutes.on(['GET', 'POST'], '/cms/:id', async (c) => {
  const id = c.req.param('id')
  if (!isUuid(id)) throw invalidUuid(id, '/id')
  const body = check(
    { ...(await readBody(c)), ...(c.req.query('slots') ? { slots: c.req.query('slots') } : {}) },
    CmsBody,
  )
  const slotIds = body.slots ? new Set(body.slots.split('|').filter(Boolean)) : undefined
  const page = await loadCmsPage(c.env.DB, id, requestLanguageId(c), slotIds)
  if (!page) throw cmsPageNotFound(id, '/id')
  return c.json(applyIncludes(page, body.includes))
})

cmsRoutes.on(['GET', 'POST'], '/landing-page/:landingPageId', async (c) => {
  const id = c.req.param('landingPageId')
  if (!isUuid(id)) throw invalidUuid(id, '/landingPageId')
  const { includes } = check(await readBody(c), LandingPageBody)
  const page = await loadLandingPage(c.env.DB, id, requestLanguageId(c))
  if (!page)
    throw apiError(404, 'CONTENT__LANDING_PAGE_NOT_FOUND', `Landing page "${id}" not found.`, '/landingPageId', {
      landingPageId: id,
    })
  return c.json(applyIncludes(page, includes))
})
