/** The content domain's routes: CMS and landing pages, lexicon and blog, the contact form. */
import { Hono } from 'hono'
import type { StoreApiEnv } from '../platform/database'
import { articleRoutes } from './articles/routes'
import { cmsRoutes } from './cms/routes'
import { contactRoutes } from './contact/routes'

export const contentRoutes = new Hono<{ Bindings: StoreApiEnv }>()
  .route('/', cmsRoutes)
  .route('/', articleRoutes)
  .route('/', contactRoutes)
