/** Server-Timing entries: how long a part of the worker took, JavaScript and I/O alike (1 ms resolution locally). */
import type { Context, MiddlewareHandler } from 'hono'

declare module 'hono' {
  interface ContextVariableMap {
    /** The page's phases so far (pageTimings); absent outside pages. */
    timings?: Timings
  }
}

export { serverTiming } from '../../../shared/http/server-timing'

/** A page's phases in the order they ran (locale, guards, loaders, render) and a description or two (cache). */
export class Timings {
  private readonly entries: string[] = []
  readonly started = performance.now()

  add(name: string, ms: number): void {
    this.entries.push(`${name};dur=${ms.toFixed(1)}`)
  }

  describe(name: string, description: string): void {
    this.entries.push(`${name};desc=${description}`)
  }

  /** Runs `work` and records its time under `name`. */
  async time<T>(name: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now()
    try {
      return await work()
    } finally {
      this.add(name, performance.now() - started)
    }
  }

  /** The header's value, `total` being the time until the answer's headers were ready (the body may stream on). */
  header(): string {
    return [...this.entries, `total;dur=${(performance.now() - this.started).toFixed(1)}`].join(', ')
  }
}

/**
 * Starts a page's timings (`c.var.timings`) and writes them as one Server-Timing header on its answer:
 * `locale;dur=…, guards;dur=…, loaders;dur=…, render;dur=…, cache;desc=HIT, total;dur=…` (decision 037).
 */
export const pageTimings = (): MiddlewareHandler =>
  async function pageTimings(c, next) {
    const timings = new Timings()
    c.set('timings', timings)
    await next()
    c.res.headers.append('Server-Timing', timings.header())
  }

/**
 * A middleware whose own time (not what runs after it) is recorded under `name` in the page's timings.
 * @example app.use('*', timed('locale', locale()))
 */
export const timed = <M extends MiddlewareHandler<any>>(name: string, middleware: M): M =>
  (async (c: Context, next: () => Promise<void>) => {
    const started = performance.now()
    let inner = 0
    const result = await middleware(c, async () => {
      const before = performance.now()
      await next()
      inner += performance.now() - before
    })
    c.var.timings?.add(name, performance.now() - started - inner)
    return result
  }) as M
