/** The embedded Store API: Shopware's Store API wire format on D1, called in-process, plus its generated media. */
import { Hono } from 'hono'
import type { EmbeddedEnv as Env } from './env'
import { serverTiming } from '../shared/http/server-timing'
import { catalogRoutes } from './catalog/routes'
import { cartRoutes } from './checkout/cart/routes'
import { orderRoutes } from './checkout/order/routes'
import { documentRoutes } from './checkout/document/routes'
import { paymentRoutes } from './checkout/payment/routes'
import { couponRoutes } from './checkout/promotion/coupons'
import { contentRoutes } from './content/routes'
import { customerRoutes } from './customer/routes'
import { contextHeaders } from './platform/context'
import { D1_BOOKMARK_HEADER, openSession, type StoreApiEnv } from './platform/database'
import { businessNetPrices } from './platform/context/tax-view'
import { contextRoutes } from './platform/context/routes'
import { referenceRoutes } from './platform/reference-routes'
import { ApiError, apiError } from './platform/errors'
import { maintenanceMode } from './platform/maintenance'

// The embedded shop's public face: everything the worker reaches it by (the edge imports nothing else but
// its Durable Object classes, ./durable-objects.ts, which only the Workers runtime can load).
export { catalogVersion } from './catalog/listing/version'
export { embeddedMedia } from './catalog/media/routes'
export { redirectSourceRows, type RedirectSourceRows } from './catalog/seo/redirects'
export { d1SitemapSource } from './catalog/seo/sitemap'
export { paymentProvider } from './checkout/payment/provider'
export { PROVIDER_PATH } from './checkout/payment/routes'
export type { EmbeddedEnv, MailMessage } from './env'
export { D1_BOOKMARK_HEADER, newerBookmark, validBookmark } from './platform/database'
export { deliverMailBatch } from './platform/mail/delivery'
export { closedFor, maintenanceError } from './platform/maintenance'
export { ROOT_CATEGORY_ID, SALES_CHANNEL_ID } from './platform/sales-channel'

/** Routes live under /store-api. Every error, thrown or not, leaves as `{errors:[…]}` with its status. */
const storeApi = new Hono<{ Bindings: StoreApiEnv }>()
  .basePath('/store-api')
  // The backend's own time beside the worker's (the bench reads both).
  .use(serverTiming('app'))
  // The operator's maintenance switch answers before anything else (decision 033).
  .use(maintenanceMode())
  .use(contextHeaders())
  .use(businessNetPrices())
  .route('/', contextRoutes)
  .route('/', referenceRoutes)
  .route('/', catalogRoutes)
  .route('/', cartRoutes)
  .route('/', orderRoutes)
  .route('/', paymentRoutes)
  .route('/', documentRoutes)
  .route('/', couponRoutes)
  .route('/', contentRoutes)
  .route('/', customerRoutes)

storeApi.notFound((c) => {
  const path = new URL(c.req.url).pathname
  return c.json(
    { errors: apiError(404, 'FRAMEWORK__ROUTE_NOT_FOUND', `No route found for "${c.req.method} ${path}".`).errors },
    404,
  )
})

storeApi.onError((error, c) => {
  if (error instanceof ApiError) return c.json({ errors: error.errors }, error.status as 400)
  console.error('embedded store api', c.req.method, c.req.path, error)
  return c.json(
    { errors: apiError(500, 'FRAMEWORK__INTERNAL_ERROR', 'The embedded Store API failed to answer.').errors },
    500,
  )
})

/**
 * The embedded Store API. Each request reads and writes through its own D1 session (decision 042):
 * started at the caller's `x-d1-bookmark` (or on the primary for a shopper without one, anywhere for
 * an anonymous read), so reads may come from a nearby replica yet never miss the shopper's own writes;
 * writes go to the primary. The answer names the newest bookmark the session saw.
 * @example await embeddedStoreApi.fetch(new Request('http://store-api.internal/store-api/context'), env, ctx)
 */
export const embeddedStoreApi = {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const session = openSession(env.DB, request)
    const response = await storeApi.fetch(request, { ...env, DB: session }, ctx)
    const bookmark = session.getBookmark()
    if (bookmark) response.headers.set(D1_BOOKMARK_HEADER, bookmark)
    return response
  },
}
