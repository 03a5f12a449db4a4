/**
 * One throttle counter as a Durable Object (SQLite-backed): every attempt of one counter key reaches the
 * same object, which reads its windows, decides and writes them back without yielding in between, so
 * parallel attempts are counted one after another and never read the same count. The windows are kept
 * in the object's storage (a restart keeps them); an alarm at the end of the longest window deletes
 * them, so an object that is no longer asked keeps nothing.
 */
import { DurableObject } from 'cloudflare:workers'
import { type Counter, countWindows, LIMITERS, type Limiter } from './throttle-windows'

const COUNTERS = 'counters'

export class RequestThrottle extends DurableObject {
  /**
   * Counts one attempt under `limiter`'s windows; answers the seconds to wait when a window is full (the
   * attempt is not counted then), else 0.
   */
  async count(limiter: Limiter): Promise<number> {
    const storage = this.ctx.storage
    const now = Date.now()
    // Read, decide and write synchronously: no other call of this object runs in between.
    const next = countWindows(storage.kv.get<Counter[]>(COUNTERS), LIMITERS[limiter].windows, now)
    if (next.wait) return next.wait
    storage.kv.put(COUNTERS, next.counters)
    if (next.started) await storage.setAlarm(next.expiresAt)
    return 0
  }

  /** Forgets every attempt of this key. */
  async reset(): Promise<void> {
    await this.ctx.storage.deleteAlarm()
    await this.ctx.storage.deleteAll()
  }

  /** The longest window is over: nothing is kept, unless an attempt since then started a new one. */
  async alarm(): Promise<void> {
    const storage = this.ctx.storage
    const counters = storage.kv.get<Counter[]>(COUNTERS) ?? []
    const expiresAt = Math.max(0, ...counters.map((c) => c.resetAt))
    if (expiresAt > Date.now()) await storage.setAlarm(expiresAt)
    else await storage.deleteAll()
  }
}
