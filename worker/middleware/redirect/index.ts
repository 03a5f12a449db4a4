/** Redirect guards: an old SEO path answers 301 to its current one; stored redirects answer with their own type. */
import type { Context, MiddlewareHandler } from 'hono'
import type { AppLoadContext } from '../../../client/routes/load-context'
import { localizedPath } from '../../../shared/locale'
import { withLeadingSlash } from '../../../shared/paths'
import { lacksFeature } from '../../../shared/store-api/capabilities'
import { CachePage, cacheHeaders } from '../../cache'
import { type RedirectIndex, redirectPath } from './sources'

interface StoredRedirect {
  sourceUrl: string
  targetUrl: string
  type: number | string
  priority?: number
}

export interface RedirectGuardOptions {
  /** For a data URL ({path}/_payload.json), the page path it stands for; redirects are then sent as JSON. */
  pageOf?: (path: string) => string | null
  /** Every path that may redirect, when the backend can name them (./sources.ts); null: ask per path. */
  index?: (c: Context) => Promise<RedirectIndex | null>
}

/** Skipped: file names, anything in checkout, and the home page. */
export const isGuardedPath = (path: string): boolean =>
  path !== '/' && path !== '' && !/\.[a-z0-9]{1,8}$/i.test(path) && !path.includes('checkout')

export const redirectGuard = (opts: RedirectGuardOptions = {}): MiddlewareHandler =>
  async function redirectGuard(c, next) {
    const dataFor = opts.pageOf?.(c.var.localePath) ?? null
    const path = dataFor ?? c.var.localePath
    if (c.req.method !== 'GET' || !isGuardedPath(path)) return next()
    // A shop without the plugin's redirect routes (decision 054) has no redirects: nothing to ask.
    if (await lacksFeature(c.var.loadContext, 'redirects')) return next()
    const url = new URL(c.req.url)
    const index = (await opts.index?.(c)) ?? null
    const target = await findRedirect(c.var.loadContext, path, url, index)
    if (!target) return next()
    // A client navigation follows the redirect as a document load (client/payload.ts).
    if (dataFor !== null) return c.json({ redirect: target.location }, 200, cacheHeaders(CachePage))
    return c.redirect(target.location, target.status as 301)
  }

/**
 * The redirect for a path, if any: the SEO redirect first, then the stored redirect list. With an
 * `index` a path it does not name is answered without asking.
 */
export async function findRedirect(
  context: AppLoadContext,
  path: string,
  url: URL,
  index: RedirectIndex | null = null,
): Promise<{ location: string; status: number } | null> {
  const seoPathInfo = path.replace(/^\/+/, '')
  if (index && !index.mayRedirect(context.languageId, seoPathInfo, [url.pathname, path])) return null
  // Redirects are the same for every shopper: asked without the session's token, so they come from the cache.
  const api = context.apiFor(context.locale)
  // A fault of either call is no redirect: the page renders (a shop without the routes is never asked).
  const seo = await api
    .request('POST', '/asx-seo-redirect', {
      body: { filter: [{ type: 'equals', field: 'seoPathInfo', value: seoPathInfo }] },
    })
    .catch(() => null)
  if (seo?.ok && seo.status !== 204) {
    const body = (await seo.json().catch(() => null)) as { elements?: Array<{ seoPathInfo?: string }> } | null
    const next = body?.elements?.[0]?.seoPathInfo
    if (next && next !== seoPathInfo)
      return { location: localizedPath(context.locale, withLeadingSlash(next)) + url.search, status: 301 }
  }
  const list = await api
    .request('POST', '/asx-redirect', {
      body: {
        filter: [{ type: 'equals', field: 'status', value: 'active' }],
        includes: { asx_redirect: ['sourceUrl', 'targetUrl', 'type', 'priority'] },
      },
    })
    .catch(() => null)
  if (!list?.ok || list.status === 204) return null
  const redirects = (((await list.json().catch(() => null)) as { elements?: StoredRedirect[] } | null)?.elements ?? [])
    .slice()
    .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))
  const match = redirects.find((r) => samePath(r.sourceUrl, url.pathname) || samePath(r.sourceUrl, path))
  if (!match) return null
  const status = REDIRECT_STATUSES.has(Number(match.type)) ? Number(match.type) : 301
  // A target with https is another site; anything else is a path in this shop, in the shopper's locale.
  const location = match.targetUrl.includes('https')
    ? match.targetUrl
    : localizedPath(context.locale, withLeadingSlash(match.targetUrl)) + url.search
  return { location: match.targetUrl.includes('https') ? appendQuery(location, url.search) : location, status }
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])
const samePath = (a: string, b: string) => redirectPath(a) === redirectPath(b)
const appendQuery = (target: string, search: string) =>
  search ? target + (target.includes('?') ? `&${search.slice(1)}` : search) : target
