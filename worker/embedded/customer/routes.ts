/** The customer domain of the embedded Store API: account session routes (login, logout), the customer record, addresses. */
import { Hono } from 'hono'
import type { Env } from '../../env'
import { accountRoutes } from './account/routes'
import { customerReadRoutes } from './account/customer-routes'
import { addressRoutes } from './address/routes'

export const customerRoutes = new Hono<{ Bindings: Env }>()
  .route('/', accountRoutes)
  .route('/', customerReadRoutes)
  .route('/', addressRoutes)
