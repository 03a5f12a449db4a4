/**
 * Request throttles, as Shopware's rate limiters: every limiter (login, reset_password, newsletter_form,
 * contact_form, and the shop's own shopping-list share mails) is declared once in LIMITERS, each allowing
 * `limit` attempts per `seconds` window, several windows at once. A limiter counts per client
 * (Cloudflare's connecting IP, which the proxy forwards) and, where it has one, per subject (the email a
 * login or recovery names); one that is not `perClient` counts per subject alone (a customer, a
 * recipient), whichever address the requests come from.
 *
 * Each counter key is one Durable Object (THROTTLE, embedded/platform/request-throttle.ts), named
 * by the SHA-256 of the key: every attempt of a key is counted by that one object, one after another,
 * so a burst of parallel attempts is held to the limit exactly, and a key of any length (a long email)
 * names an object. Without the binding the counters live in this process, counted the same way (the
 * Node-side conformance harness, whose platform proxy cannot run the class, leaves the binding out).
 */
import type { HonoContext } from './context'
import { apiError } from './errors'
import type { RequestThrottle } from './request-throttle'
import { type Counter, countWindows, LIMITERS, type Limiter, type LimiterSettings } from './throttle-windows'

/** One key's counter: its Durable Object, or the process's own stand-in. */
type KeyCounter = Pick<RequestThrottle, 'count' | 'reset'>

/**
 * The counters of this isolate or process when no THROTTLE binding is there (a Node-side harness that
 * reaches D1 through wrangler's platform proxy, where the class cannot run): exact within the process,
 * not across a deployment's isolates, so a deployed shop binds the Durable Object.
 */
const processCounters = new Map<string, Counter[]>()
/** Past this many keys, the process's counters drop the ones whose windows have all ended. */
const PROCESS_SWEEP_AT = 10_000

function processCounter(name: string): KeyCounter {
  return {
    async count(limiter) {
      const now = Date.now()
      const next = countWindows(processCounters.get(name), LIMITERS[limiter].windows, now)
      if (next.wait) return next.wait
      if (processCounters.size >= PROCESS_SWEEP_AT)
        for (const [key, counters] of processCounters)
          if (counters.every((c) => c.resetAt <= now)) processCounters.delete(key)
      processCounters.set(name, next.counters)
      return 0
    },
    async reset() {
      processCounters.delete(name)
    },
  }
}

/** The client a throttle counts: Cloudflare's connecting IP (the proxy forwards it), else one shared bucket. */
const clientOf = (c: HonoContext) => c.req.header('cf-connecting-ip') ?? 'unknown'

/**
 * The counter of this request's client and `subject` under `limiter` (of `subject` alone for a limiter
 * that is not per client). Its name is the SHA-256 (hex) of the parts, so any length fits and no email or
 * address is part of an object's name.
 */
async function counterOf(c: HonoContext, limiter: Limiter, subject?: string): Promise<KeyCounter> {
  const settings: LimiterSettings = LIMITERS[limiter]
  const client = settings.perClient === false ? null : clientOf(c)
  const key = JSON.stringify([settings.key, subject?.toLowerCase() ?? null, client])
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key))
  const name = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
  const namespace = c.env.THROTTLE
  return namespace ? namespace.get(namespace.idFromName(name)) : processCounter(name)
}

/**
 * Counts one attempt of this request's client (and `subject`) under `limiter`; answers the seconds to
 * wait when the limit is exceeded, else 0. A wait also names itself in the answer's Retry-After, whatever
 * refusal the caller answers with.
 * @example const wait = await countRequest(c, 'newsletterForm')
 */
export async function countRequest(c: HonoContext, limiter: Limiter, subject?: string): Promise<number> {
  const wait = await (await counterOf(c, limiter, subject)).count(limiter)
  if (wait) c.header('Retry-After', String(wait))
  return wait
}

/** Forgets the attempts (a successful login, a new password lifts the login block). */
export async function resetRequests(c: HonoContext, limiter: Limiter, subject?: string): Promise<void> {
  await (await counterOf(c, limiter, subject)).reset()
}

/**
 * Counts like countRequest and answers an exceeded limit as Shopware's FRAMEWORK__RATE_LIMIT_EXCEEDED (429)
 * with Retry-After.
 * @example await throttle(c, 'login', username)
 */
export async function throttle(c: HonoContext, limiter: Limiter, subject?: string): Promise<void> {
  const wait = await countRequest(c, limiter, subject)
  if (wait)
    throw apiError(429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED', `Too many requests, try again in ${wait} seconds.`, '/', {
      seconds: wait,
    })
}
