/**
 * Request throttles, as Shopware's rate limiters: every limiter (login, reset_password, newsletter_form,
 * contact_form, and the shop's own shopping-list share mails) is declared once in LIMITERS, each allowing
 * `limit` attempts per `seconds` window, several windows at once. A limiter counts per client
 * (Cloudflare's connecting IP, which the proxy forwards) and, where it has one, per subject (the email a
 * login or recovery names); one that is not `perClient` counts per subject alone (a customer, a
 * recipient), whichever address the requests come from.
 *
 * Each counter key is one Durable Object (THROTTLE, worker/embedded/platform/request-throttle.ts), named
 * by the SHA-256 of the key: every attempt of a key is counted by that one object, one after another,
 * so a burst of parallel attempts is held to the limit exactly, and a key of any length (a long email)
 * names an object. Without the binding the counters live in this process, counted the same way (the
 * Node-side conformance harness, whose platform proxy cannot run the class, leaves the binding out).
 */
import type { HonoContext } from './context'
import { apiError } from './errors'
import type { RequestThrottle } from './request-throttle'

export interface Window {
  limit: number
  seconds: number
}

/**
 * Share mails of shopping lists (POST /asx-shopping-list/{id}/send-email) per hour, for one customer and
 * for one recipient: far above what a business customer sends (a list to a few colleagues), low enough
 * that the free-text message cannot be used to flood inboxes.
 */
export const SHOPPING_LIST_SHARES_PER_HOUR = 10

/** Shopware's limiter settings (config/packages/shopware.yaml, rate_limiter), by the key prefix of their counters. */
export const LIMITERS = {
  /** 10 login attempts per email and client within 10 seconds. */
  login: { key: 'login', windows: [{ limit: 10, seconds: 10 }] },
  /** 3 recovery mails per email and client within 30 seconds, so nobody can flood an inbox with reset links. */
  resetPassword: { key: 'recovery', windows: [{ limit: 3, seconds: 30 }] },
  newsletterForm: {
    key: 'newsletter',
    windows: [
      { limit: 3, seconds: 10 },
      { limit: 5, seconds: 60 },
    ],
  },
  contactForm: {
    key: 'contact',
    windows: [
      { limit: 3, seconds: 10 },
      { limit: 5, seconds: 60 },
    ],
  },
  /** Share mails of one customer (the subject: the customer id), from any client. */
  shoppingListShare: {
    key: 'shopping-list-share',
    windows: [{ limit: SHOPPING_LIST_SHARES_PER_HOUR, seconds: 3600 }],
    perClient: false,
  },
  /** Share mails to one address (the subject: the recipient), whoever sends them, from any client. */
  shoppingListShareRecipient: {
    key: 'shopping-list-share-recipient',
    windows: [{ limit: SHOPPING_LIST_SHARES_PER_HOUR, seconds: 3600 }],
    perClient: false,
  },
} satisfies Record<string, LimiterSettings>

/** One limiter: its counters' key prefix, its windows, and whether the client is part of the key (default yes). */
interface LimiterSettings {
  key: string
  windows: Window[]
  perClient?: false
}

export type Limiter = keyof typeof LIMITERS

/** One window's attempts so far and when (epoch ms) the window ends. */
export interface Counter {
  count: number
  resetAt: number
}

/** What one attempt does to a key's windows. */
export interface Counted {
  /** Seconds until the fullest window makes room again (the attempt is not counted), or 0 (counted). */
  wait: number
  /** The windows after this attempt (to keep when counted). */
  counters: Counter[]
  /** Whether a window started with this attempt: the end of the longest one moved. */
  started: boolean
  /** When the last window ends (epoch ms): nothing need be kept after it. */
  expiresAt: number
}

/**
 * One attempt at `now` against the kept windows: a window that has ended starts again at `now`; a full
 * window refuses the attempt with the seconds until it ends (at least 1), the longest wait deciding.
 * @example countWindows(undefined, LIMITERS.login.windows, 0) // { wait: 0, counters: [{ count: 1, resetAt: 10000 }], started: true, expiresAt: 10000 }
 */
export function countWindows(stored: Counter[] | undefined, windows: Window[], now: number): Counted {
  let started = false
  const current = windows.map((w, i) => {
    const c = stored?.[i]
    if (c && c.resetAt > now) return c
    started = true
    return { count: 0, resetAt: now + w.seconds * 1000 }
  })
  const expiresAt = Math.max(...current.map((c) => c.resetAt))
  const full = current.filter((c, i) => c.count >= windows[i].limit)
  if (full.length) {
    const wait = Math.max(1, ...full.map((c) => Math.ceil((c.resetAt - now) / 1000)))
    return { wait, counters: stored ?? [], started: false, expiresAt }
  }
  return { wait: 0, counters: current.map((c) => ({ ...c, count: c.count + 1 })), started, expiresAt }
}

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
