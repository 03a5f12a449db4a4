/**
 * Which methods each part of the shop answers, in one table: any other (TRACE, PUT, OPTIONS, …) is a
 * 405 naming the allowed ones in `Allow`, before any handler runs (docs/decisions/030-headers-and-hardening.md).
 */
import type { MiddlewareHandler } from 'hono'
import { PROVIDER_PATH } from '../../../shared/paths'
import { storeApiErrorEntry, storeApiErrorResponse } from '../../../shared/store-api/errors'
import { CacheError, cacheHeaders } from '../../cache'

const READ = ['GET', 'HEAD']
/** Pages read, and POST runs their form actions (docs/decisions/017-form-actions.md). */
const PAGE = [...READ, 'POST']

/** Path prefixes and their methods, first match wins; pages, forms and payloads are the rest. */
const METHODS: Array<[prefix: string, methods: string[]]> = [
  // Shopware's Store API reads with GET or POST (criteria) and changes with POST, PATCH and DELETE.
  ['/store-api/', [...READ, 'POST', 'PATCH', 'DELETE']],
  [`${PROVIDER_PATH}/`, PAGE],
  ['/assets/', READ],
  ['/media/', READ],
  ['/sitemap', READ],
  ['/robots.txt', READ],
  ['/favicon', READ],
]

/** The methods `path` answers. @example allowedMethods('/assets/app.js') // ['GET', 'HEAD'] */
export const allowedMethods = (path: string): string[] =>
  METHODS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? PAGE

/** @example app.use('*', methodGuard()) */
export const methodGuard = (): MiddlewareHandler =>
  async function methodGuard(c, next) {
    const allowed = allowedMethods(c.req.path)
    if (allowed.includes(c.req.method)) return next()
    const headers = { allow: allowed.join(', '), ...cacheHeaders(CacheError) }
    if (!c.req.path.startsWith('/store-api/'))
      return new Response('Method Not Allowed', { status: 405, headers: { ...headers, 'content-type': 'text/plain' } })
    const detail = `The method ${c.req.method} is not allowed here; allowed: ${headers.allow}.`
    return storeApiErrorResponse(405, storeApiErrorEntry(405, 'FRAMEWORK__METHOD_NOT_ALLOWED', detail), headers)
  }
