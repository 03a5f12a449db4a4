/** The navigation route: the category tree, or the footer and service menus. Cacheable: it never creates a context. */
import { Hono } from 'hono'
import { optional, type } from 'superstruct'
import { isUuid } from '../../../shared/ids'
import type { StoreApiEnv } from '../../platform/database'
import { loadNavigation } from './navigation'
import { requestLanguageId } from '../../platform/context'
import { categoryNotFound, invalidUuid } from '../../platform/errors'
import { findCategory } from '../category'
import { contentNavigation } from '../../content/navigation'
import { ROOT_CATEGORY_ID } from '../../platform/sales-channel'
import { boundedInt, check, readBody } from '../../platform/validation'

export const navigationRoutes = new Hono<{ Bindings: StoreApiEnv }>()

const NAVIGATION_ALIASES = ['main-navigation', 'footer-navigation', 'service-navigation']
const NavigationBody = type({ depth: optional(boundedInt(1, 10)) })

/** A navigation path parameter: a category id, or an alias ('main-navigation' is the root category). */
function navigationTarget(value: string, pointer: string): string | null {
  if (value === 'main-navigation') return ROOT_CATEGORY_ID
  if (NAVIGATION_ALIASES.includes(value)) return null
  if (!isUuid(value)) throw invalidUuid(value, pointer)
  return value
}

navigationRoutes.on(['GET', 'POST'], '/navigation/:activeId/:rootId', async (c) => {
  const languageId = requestLanguageId(c)
  const rootId = navigationTarget(c.req.param('rootId'), '/rootId')
  const activeId = navigationTarget(c.req.param('activeId'), '/activeId')
  const body = check(
    { ...(await readBody(c)), ...(c.req.query('depth') ? { depth: c.req.query('depth') } : {}) },
    NavigationBody,
  )
  // Footer and service navigation hold the content's link and folder entries.
  if (!rootId) return c.json(await contentNavigation(c.env.DB, c.req.param('rootId'), body.depth ?? 2, languageId))
  const [root, active] = await Promise.all([
    findCategory(c.env.DB, rootId, languageId),
    activeId && activeId !== rootId ? findCategory(c.env.DB, activeId, languageId) : null,
  ])
  if (!root) throw categoryNotFound(rootId, '/rootId')
  if (activeId && activeId !== rootId && !active) throw categoryNotFound(activeId, '/activeId')
  return c.json(await loadNavigation(c.env.DB, root, body.depth ?? 2, languageId))
})
