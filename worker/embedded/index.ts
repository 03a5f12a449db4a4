/** The embedded Store API: Shopware's Store API wire format on D1, called in-process, plus its generated media. */
import { Hono } from 'hono'
import type { Env } from '../env'
import { serverTiming } from '../middleware/server-timing'
import { catalogRoutes } from './catalog/routes'
import { cartRoutes } from './checkout/cart/routes'
import { orderRoutes } from './checkout/order/routes'
import { documentRoutes } from './checkout/document/routes'
import { paymentRoutes } from './checkout/payment/routes'
import { couponRoutes } from './checkout/promotion/coupons'
import { contentRoutes } from './content/routes'
import { customerRoutes } from './customer/routes'
import { contextHeaders } from './platform/context'
import { businessNetPrices } from './platform/context/tax-view'
import { contextRoutes } from './platform/context/routes'
import { referenceRoutes } from './platform/reference-routes'
import { ApiError, apiError } from './platform/errors'
import { maintenanceMode } from './platform/maintenance'

export { embeddedMedia } from './catalog/media/routes'
export { paymentProvider } from './checkout/payment/provider'
export { PROVIDER_PATH } from './checkout/payment/routes'
export { ROOT_CATEGORY_ID, SALES_CHANNEL_ID } from './platform/sales-channel'

/**
 * Routes live under /store-api. Every error, thrown or not, leaves as `{errors:[…]}` with its status.
 * @example await embeddedStoreApi.fetch(new Request('http://store-api.internal/store-api/context'), env, ctx)
 */
export const embeddedStoreApi = new Hono<{ Bindings: Env }>()
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

embeddedStoreApi.notFound((c) => {
  const path = new URL(c.req.url).pathname
  return c.json(
    { errors: apiError(404, 'FRAMEWORK__ROUTE_NOT_FOUND', `No route found for "${c.req.method} ${path}".`).errors },
    404,
  )
})

embeddedStoreApi.onError((error, c) => {
  if (error instanceof ApiError) return c.json({ errors: error.errors }, error.status as 400)
  console.error('embedded store api', c.req.method, c.req.path, error)
  return c.json(
    { errors: apiError(500, 'FRAMEWORK__INTERNAL_ERROR', 'The embedded Store API failed to answer.').errors },
    500,
  )
})
