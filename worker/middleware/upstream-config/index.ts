/**
 * Upstream mode half configured (STORE_API_URL set, the secret STORE_API_ACCESS_KEY missing): the worker
 * cannot start serving the shop. The operator reads why in the log (`wrangler tail`); shoppers
 * get a 503 "shop not available" page, or a Store API 503 from the proxy, never the configuration text.
 * Decision 034.
 */
import type { MiddlewareHandler } from 'hono'
import { storeApiErrorEntry, storeApiErrorResponse } from '../../../shared/store-api/errors'
import { CacheError, cacheHeaders } from '../../cache'
import type { Env } from '../../env'
import { errorPage } from '../../ssr/error-page'
import { isUpstream, MISSING_CONFIGURATION } from '../../store-api/transport'

/** What the browser's Store API calls get instead: no detail an operator would need, none a shopper could misuse. */
const NOT_CONFIGURED = 'STOREFRONT__NOT_CONFIGURED'

/** True when the deployment names a Shopware but not the sales channel's key. */
export const isMissingAccessKey = (env: Env): boolean => isUpstream(env) && !env.STORE_API_ACCESS_KEY?.trim()

/**
 * Answers every request with 503 while upstream mode lacks its access key; passes otherwise.
 * @example app.use('*', upstreamConfigured())
 */
export const upstreamConfigured = (): MiddlewareHandler<{ Bindings: Env }> =>
  async function upstreamConfigured(c, next) {
    if (!isMissingAccessKey(c.env)) return next()
    console.error(
      `Start-up failed: ${MISSING_CONFIGURATION} (STORE_API_URL is set, the secret STORE_API_ACCESS_KEY is not).`,
    )
    if (c.req.path.startsWith('/store-api/')) {
      const entry = storeApiErrorEntry(503, NOT_CONFIGURED, 'The shop is not available.')
      return storeApiErrorResponse(503, entry, cacheHeaders(CacheError))
    }
    return errorPage(c.req.raw, 503, {
      copy: (t) => ({ title: t('error.notConfiguredTitle'), text: t('error.notConfiguredText') }),
    })
  }
