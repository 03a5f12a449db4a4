/**
 * The customer domain of the embedded Store API: account session (login, logout), registration,
 * profile and recovery routes, the customer record, addresses.
 */
import { Hono } from 'hono'
import type { Env } from '../../env'
import { customerReadRoutes } from './account/customer-routes'
import { profileRoutes } from './account/profile'
import { recoveryRoutes } from './account/recovery'
import { registerRoutes } from './account/register'
import { accountRoutes } from './account/routes'
import { addressRoutes } from './address/routes'

export const customerRoutes = new Hono<{ Bindings: Env }>()
  .route('/', accountRoutes)
  .route('/', registerRoutes)
  .route('/', profileRoutes)
  .route('/', recoveryRoutes)
  .route('/', customerReadRoutes)
  .route('/', addressRoutes)
