/** The customer domain of the embedded Store API: account session routes (login, logout). */
import { Hono } from 'hono'
import type { Env } from '../../env'
import { accountRoutes } from './account/routes'

export const customerRoutes = new Hono<{ Bindings: Env }>().route('/', accountRoutes)
