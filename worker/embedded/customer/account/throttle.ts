/**
 * Login and recovery throttles, as Shopware's `login` and `reset_password` limiters: 10 login attempts
 * per email and client within 10 seconds, 3 recovery mails within 30 seconds (so nobody can flood an
 * inbox with reset links). The counters live in KV (CACHE): short-lived, no query or migration, they
 * expire by themselves; KV's eventual consistency across locations only lets a distributed attacker a
 * few more tries, which the PBKDF2 cost and the mail delay already make expensive.
 */
export const LOGIN_LIMIT = 10
export const LOGIN_WINDOW_SECONDS = 10
export const RECOVERY_LIMIT = 3
export const RECOVERY_WINDOW_SECONDS = 30
/** KV refuses an expiration below 60 seconds; the window itself is kept in the value. */
const KV_MIN_TTL = 60

interface Counter {
  count: number
  resetAt: number
}

const key = (scope: string, email: string, client: string) => `${scope}-throttle:${email.toLowerCase()}:${client}`

/** Counts one attempt; answers the seconds to wait when `limit` within `windowSeconds` is exceeded, else 0. */
async function countAttempt(
  kv: KVNamespace,
  k: string,
  limit: number,
  windowSeconds: number,
  now: number,
): Promise<number> {
  const stored = await kv.get<Counter>(k, 'json')
  const counter = stored && stored.resetAt > now ? stored : { count: 0, resetAt: now + windowSeconds * 1000 }
  if (counter.count >= limit) return Math.max(1, Math.ceil((counter.resetAt - now) / 1000))
  await kv.put(k, JSON.stringify({ ...counter, count: counter.count + 1 }), { expirationTtl: KV_MIN_TTL })
  return 0
}

/** Counts one login attempt; answers the seconds to wait when the limit is exceeded, else 0. */
export const countLoginAttempt = (kv: KVNamespace, email: string, client: string, now = Date.now()) =>
  countAttempt(kv, key('login', email, client), LOGIN_LIMIT, LOGIN_WINDOW_SECONDS, now)

export async function resetLoginAttempts(kv: KVNamespace, email: string, client: string): Promise<void> {
  await kv.delete(key('login', email, client))
}

/** Counts one recovery mail request; answers the seconds to wait when the limit is exceeded, else 0. */
export const countRecoveryRequest = (kv: KVNamespace, email: string, client: string, now = Date.now()) =>
  countAttempt(kv, key('recovery', email, client), RECOVERY_LIMIT, RECOVERY_WINDOW_SECONDS, now)
