/** Builds the request's load context once: Store API clients with the shopper's token and language, for guards, forms and loaders. */
import type { MiddlewareHandler } from 'hono'
import type { Env } from '../../env'
import { createLoadContext, type ServerLoadContext } from '../../ssr/context'

declare module 'hono' {
  interface ContextVariableMap {
    /** The Store API clients and locale of this request, shared by guards, forms, data routes and loaders. */
    loadContext: ServerLoadContext
  }
}

/**
 * Sets `c.var.loadContext`; runs after `locale`, whose `c.var.locale` it reads.
 * @example app.use('*', locale(), loadContext())
 */
export const loadContext = (): MiddlewareHandler<{ Bindings: Env }> =>
  async function loadContext(c, next) {
    c.set('loadContext', await createLoadContext(c))
    await next()
  }
