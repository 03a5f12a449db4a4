/**
 * Request throttles, as Shopware's rate limiters (login, newsletter_form, contact_form): each limiter
 * allows `limit` attempts per `seconds` window, several windows at once. The counters live in KV
 * (CACHE): short-lived, no query or migration, and they expire by themselves; KV's eventual
 * consistency across locations only lets a distributed sender a few more tries.
 */

export interface Window {
  limit: number
  seconds: number
}

/** Shopware's limiter settings (config/packages/shopware.yaml, rate_limiter). */
export const LIMITERS = {
  login: [{ limit: 10, seconds: 10 }],
  newsletterForm: [
    { limit: 3, seconds: 10 },
    { limit: 5, seconds: 60 },
  ],
  contactForm: [
    { limit: 3, seconds: 10 },
    { limit: 5, seconds: 60 },
  ],
} satisfies Record<string, Window[]>

/** KV refuses an expiration below 60 seconds; each window's end is kept in the value. */
const KV_MIN_TTL = 60

interface Counter {
  count: number
  resetAt: number
}

/**
 * Counts one attempt under `key`; answers the seconds to wait when a window is full, else 0 (counted).
 * @example const wait = await countAttempt(c.env.CACHE, `newsletter:${client}`, LIMITERS.newsletterForm)
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

export async function resetAttempts(kv: KVNamespace, key: string): Promise<void> {
  await kv.delete(`throttle:${key}`)
}

/** The client a throttle counts: Cloudflare's connecting IP (the proxy forwards it), else one shared bucket. */
export const clientOf = (header: (name: string) => string | undefined) => header('cf-connecting-ip') ?? 'unknown'
