/**
 * The customer domain of the embedded Store API: account session (login, logout), registration,
 * profile and recovery routes, the customer record, addresses, wishlist, newsletter, reviewed products,
 * loyalty programme, shopping lists (business customers).
 */
import { Hono } from 'hono'
import type { StoreApiEnv } from '../platform/database'
import { customerReadRoutes } from './account/customer-routes'
import { profileRoutes } from './account/profile'
import { recoveryRoutes } from './account/recovery'
import { registerRoutes } from './account/register'
import { accountRoutes } from './account/routes'
import { addressRoutes } from './address/routes'
import { newsletterRoutes } from './newsletter/routes'
import { reviewedProductsRoutes } from './reviewed/routes'
import { wishlistRoutes } from './wishlist/routes'
import { loyaltyRoutes } from './loyalty/routes'
import { shoppingListRoutes } from './shopping-lists/routes'

export const customerRoutes = new Hono<{ Bindings: StoreApiEnv }>()
  .route('/', accountRoutes)
  .route('/', registerRoutes)
  .route('/', profileRoutes)
  .route('/', recoveryRoutes)
  .route('/', customerReadRoutes)
  .route('/', addressRoutes)
  .route('/', wishlistRoutes)
  .route('/', newsletterRoutes)
  .route('/', reviewedProductsRoutes)
  .route('/', loyaltyRoutes)
  .route('/', shoppingListRoutes)
