/** The one CSRF guard: a state-changing request must come from this shop's own pages. */
import type { Context, MiddlewareHandler } from 'hono'
import { storeApiErrorEntry, storeApiErrorResponse } from '../../../shared/store-api/errors'
import { CacheError, cacheHeaders } from '../../cache'

export interface SameOriginOptions {
  /** The answer to a refused request. Default: a Store API 403 `STOREFRONT__CROSS_ORIGIN`. */
  forbidden?: (c: Context) => Response | Promise<Response>
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses state-changing requests (anything but GET, HEAD, OPTIONS) from other sites. An `Origin` must be
 * this request's origin; without one, `Sec-Fetch-Site` must be `same-origin` or `none`. A request with
 * neither header is not a browser's (scripts, the official api-client) and passes: CSRF needs a browser.
 *
 * @example
 * app.all('/store-api/*', sameOrigin(), storeApiProxy({ transport }))
 * app.post('/checkout/cart/add', sameOrigin({ forbidden: (c) => errorPage(c.req.raw, 403) }), addToCartForm)
 */
export const sameOrigin = (opts: SameOriginOptions = {}): MiddlewareHandler =>
  async function sameOrigin(c, next) {
    if (SAFE_METHODS.has(c.req.method) || isSameOrigin(c.req.raw)) return next()
    return opts.forbidden ? opts.forbidden(c) : forbidden()
  }

function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (origin) return origin === new URL(request.url).origin
  // Browsers that omit Origin still say where a request comes from; non-browser clients send neither.
  const site = request.headers.get('sec-fetch-site')
  return site === null || site === 'same-origin' || site === 'none'
}

const forbidden = () =>
  storeApiErrorResponse(
    403,
    storeApiErrorEntry(403, 'STOREFRONT__CROSS_ORIGIN', 'State-changing requests must come from this shop.'),
    cacheHeaders(CacheError),
  )
