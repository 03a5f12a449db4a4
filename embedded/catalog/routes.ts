/** The catalog domain's routes: navigation, one category, product lists and search, product pages, review writing, SEO URLs and redirects. */
import { Hono } from 'hono'
import type { StoreApiEnv } from '../platform/database'
import { categoryRoutes } from './category/routes'
import { listingRoutes } from './listing/routes'
import { navigationRoutes } from './navigation/routes'
import { productRoutes } from './product/routes'
import { reviewWriteRoutes } from './reviews/routes'
import { redirectRoutes } from './seo/redirect-routes'
import { seoRoutes } from './seo/routes'

export const catalogRoutes = new Hono<{ Bindings: StoreApiEnv }>()
  .route('/', navigationRoutes)
  .route('/', categoryRoutes)
  .route('/', listingRoutes)
  .route('/', productRoutes)
  .route('/', reviewWriteRoutes)
  .route('/', seoRoutes)
  .route('/', redirectRoutes)
