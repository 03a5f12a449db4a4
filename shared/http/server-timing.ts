/** A Server-Timing entry for a Hono app's own time: the edge and the embedded Store API each add theirs. */
import type { MiddlewareHandler } from 'hono'

/**
 * Adds `name;dur=…` for the time the rest of the chain took; entries from inner parts stay beside it.
 * @example app.use('/store-api/*', serverTiming('worker'))
 */
export const serverTiming = (name: string): MiddlewareHandler =>
  async function serverTiming(c, next) {
    const started = performance.now()
    await next()
    c.res.headers.append('Server-Timing', `${name};dur=${(performance.now() - started).toFixed(1)}`)
  }
