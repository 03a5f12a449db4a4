/**
 * Login throttle, as Shopware's `login` limiter: 10 attempts per email and client within 10 seconds.
 * The counter lives in KV (CACHE): it is short-lived, needs no query or migration, and expires by
 * itself; KV's eventual consistency across locations only lets a distributed attacker a few more tries,
 * which the PBKDF2 cost already makes expensive.
 */
export const LOGIN_LIMIT = 10
export const LOGIN_WINDOW_SECONDS = 10
/** KV refuses an expiration below 60 seconds; the window itself is kept in the value. */
const KV_MIN_TTL = 60

interface Counter {
  count: number
  resetAt: number
}

const key = (email: string, client: string) => `login-throttle:${email.toLowerCase()}:${client}`

/** Counts one attempt; answers the seconds to wait when the limit is exceeded, else 0. */
export async function countLoginAttempt(kv: KVNamespace, email: string, client: string, now = Date.now()) {
  const k = key(email, client)
  const stored = await kv.get<Counter>(k, 'json')
  const counter = stored && stored.resetAt > now ? stored : { count: 0, resetAt: now + LOGIN_WINDOW_SECONDS * 1000 }
  if (counter.count >= LOGIN_LIMIT) return Math.max(1, Math.ceil((counter.resetAt - now) / 1000))
  await kv.put(k, JSON.stringify({ ...counter, count: counter.count + 1 }), { expirationTtl: KV_MIN_TTL })
  return 0
}

export async function resetLoginAttempts(kv: KVNamespace, email: string, client: string): Promise<void> {
  await kv.delete(key(email, client))
}
