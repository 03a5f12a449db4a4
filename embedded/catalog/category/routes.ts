/**
 * GET and POST /category/{navigationId}: one category as Shopware's CategoryRoute answers it, with its
 * picture, breadcrumb and canonical SEO URLs, and its own layout's CMS page resolved when it has one
 * (`slots`, in the body or the query, resolves only those slot ids, separated by '|'). `home` names the
 * sales channel's navigation root. A category without a layout answers cmsPageId and cmsPage null.
 * Cacheable: it never creates a context.
 */
import { Hono } from 'hono'
import { array, optional, record, string, type } from 'superstruct'
import { isUuid } from '../../../shared/ids'
import { applyIncludes } from '../../../shared/store-api/includes'
import { loadCmsPage } from '../../content/cms'
import { requestLanguageId } from '../../platform/context'
import type { StoreApiEnv } from '../../platform/database'
import { categoryNotFound, cmsPageNotFound, invalidUuid } from '../../platform/errors'
import { ROOT_CATEGORY_ID } from '../../platform/sales-channel'
import { check, readBody } from '../../platform/validation'
import { seoUrlsByForeignKey } from '../seo/entity'
import { categoryEntity } from './entity'
import { ancestry, findCategory, namesStatement, seoUrlsStatement, type SeoUrlRow } from './queries'

export const categoryRoutes = new Hono<{ Bindings: StoreApiEnv }>()

/** Shopware's alias of the sales channel's navigation category. */
const HOME = 'home'

const CategoryBody = type({ slots: optional(string()), includes: optional(record(string(), array(string()))) })

categoryRoutes.on(['GET', 'POST'], '/category/:navigationId', async (c) => {
  const param = c.req.param('navigationId')
  const id = param === HOME ? ROOT_CATEGORY_ID : param
  if (!isUuid(id)) throw invalidUuid(id, '/navigationId')
  const slots = c.req.query('slots')
  const body = check({ ...(await readBody(c)), ...(slots ? { slots } : {}) }, CategoryBody)
  const languageId = requestLanguageId(c)
  const db = c.env.DB
  const row = await findCategory(db, id, languageId)
  if (!row) throw categoryNotFound(id, '/navigationId')
  const slotIds = body.slots ? new Set(body.slots.split('|').filter(Boolean)) : undefined
  const [[names, seo], cmsPage] = await Promise.all([
    db.batch([
      namesStatement(db, ancestry(row), languageId),
      seoUrlsStatement(db, 'frontend.navigation.page', [row.id], languageId),
    ]),
    row.cmsPageId ? loadCmsPage(db, row.cmsPageId, languageId, slotIds) : null,
  ])
  // A layout that is named but gone is Shopware's page-not-found, not a category without a layout.
  if (row.cmsPageId && !cmsPage) throw cmsPageNotFound(row.cmsPageId, '/navigationId')
  const nameOf = new Map((names!.results as Array<{ id: string; name: string }>).map((n) => [n.id, n.name]))
  const seoUrls = seoUrlsByForeignKey(seo!.results as unknown as SeoUrlRow[]).get(row.id) ?? []
  const category = {
    ...categoryEntity(
      row,
      ancestry(row).map((a) => nameOf.get(a) ?? ''),
      seoUrls,
    ),
    cmsPage,
  }
  return c.json(applyIncludes(category, body.includes))
})
