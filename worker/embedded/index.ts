/** The embedded Store API: Shopware's Store API wire format on D1, called in-process, plus its generated media. */
import { Hono } from 'hono'
import type { Env } from '../env'
import { serverTiming } from '../middleware/server-timing'
import { contextHeaders } from './context'
import { ApiError, apiError } from './errors'
import { cartRoutes } from './routes/cart'
import { catalogRoutes } from './routes/catalog'
import { contentRoutes } from './routes/content'
import { contextRoutes } from './routes/context'
import { listingRoutes } from './routes/listing'
import { productRoutes } from './routes/product'
import { seoRoutes } from './routes/seo'

export { embeddedMedia } from './media'
export { ROOT_CATEGORY_ID, SALES_CHANNEL_ID } from './sales-channel'

/**
 * Routes live under /store-api. Every error, thrown or not, leaves as `{errors:[…]}` with its status.
 * @example await embeddedStoreApi.fetch(new Request('http://store-api.internal/store-api/context'), env, ctx)
 */
export const embeddedStoreApi = new Hono<{ Bindings: Env }>()
  .basePath('/store-api')
  // The backend's own time beside the worker's (the bench reads both).
  .use(serverTiming('app'))
  .use(contextHeaders())
  .route('/', contextRoutes)
  .route('/', catalogRoutes)
  .route('/', listingRoutes)
  .route('/', productRoutes)
  .route('/', seoRoutes)
  .route('/', cartRoutes)
  .route('/', contentRoutes)

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
