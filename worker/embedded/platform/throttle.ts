/**
 * Request throttles, as Shopware's rate limiters: every limiter (login, reset_password, newsletter_form,
 * contact_form) is declared once in LIMITERS, each allowing `limit` attempts per `seconds` window,
 * several windows at once. The counters live in KV (CACHE): short-lived, no query or migration, and
 * they expire by themselves; KV's eventual consistency across locations only lets a distributed sender
 * a few more tries. A limiter counts per client (Cloudflare's connecting IP, which the proxy forwards)
 * and, where it has one, per subject (the email a login or recovery names).
 */
import type { HonoContext } from './context'
import { apiError } from './errors'

export interface Window {
  limit: number
  seconds: number
}

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
} satisfies Record<string, { key: string; windows: Window[] }>

export type Limiter = keyof typeof LIMITERS

/** KV refuses an expiration below 60 seconds; each window's end is kept in the value. */
const KV_MIN_TTL = 60

interface Counter {
  count: number
  resetAt: number
}

/**
 * Counts one attempt under `key`; answers the seconds to wait when a window is full, else 0 (counted).
 * @example const wait = await countAttempt(c.env.CACHE, 'newsletter:10.0.0.1', LIMITERS.newsletterForm.windows)
 */
export async function countAttempt(kv: KVNamespace, key: string, windows: Window[], now = Date.now()) {
  const k = `throttle:${key}`
  const stored = (await kv.get<Counter[]>(k, 'json')) ?? []
  const counters = windows.map((w, i) => {
    const c = stored[i]
    return c && c.resetAt > now ? c : { count: 0, resetAt: now + w.seconds * 1000 }
  })
  const full = counters.filter((c, i) => c.count >= windows[i].limit)
  if (full.length) return Math.max(1, ...full.map((c) => Math.ceil((c.resetAt - now) / 1000)))
  const longest = Math.max(...windows.map((w) => w.seconds))
  await kv.put(k, JSON.stringify(counters.map((c) => ({ ...c, count: c.count + 1 }))), {
    expirationTtl: Math.max(KV_MIN_TTL, longest),
  })
  return 0
}

/** The client a throttle counts: Cloudflare's connecting IP (the proxy forwards it), else one shared bucket. */
const clientOf = (c: HonoContext) => c.req.header('cf-connecting-ip') ?? 'unknown'

const keyOf = (c: HonoContext, limiter: Limiter, subject?: string) =>
  [LIMITERS[limiter].key, ...(subject === undefined ? [] : [subject.toLowerCase()]), clientOf(c)].join(':')

/**
 * Counts one attempt of this request's client (and `subject`) under `limiter`; answers the seconds to
 * wait when the limit is exceeded, else 0.
 * @example const wait = await countRequest(c, 'newsletterForm')
 */
export const countRequest = (c: HonoContext, limiter: Limiter, subject?: string) =>
  countAttempt(c.env.CACHE, keyOf(c, limiter, subject), LIMITERS[limiter].windows)

/** Forgets the attempts (a successful login, a new password lifts the login block). */
export async function resetRequests(c: HonoContext, limiter: Limiter, subject?: string): Promise<void> {
  await c.env.CACHE.delete(`throttle:${keyOf(c, limiter, subject)}`)
}

/**
 * Counts like countRequest and answers an exceeded limit as Shopware's FRAMEWORK__RATE_LIMIT_EXCEEDED (429).
 * @example await throttle(c, 'login', username)
 */
export async function throttle(c: HonoContext, limiter: Limiter, subject?: string): Promise<void> {
  const wait = await countRequest(c, limiter, subject)
  if (wait)
    throw apiError(429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED', `Too many requests, try again in ${wait} seconds.`, '/', {
      seconds: wait,
    })
}
