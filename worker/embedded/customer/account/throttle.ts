/** Login throttle, as Shopware's `login` limiter: 10 attempts per email and client within 10 seconds (platform/throttle.ts). */
import { LIMITERS, countAttempt, resetAttempts } from '../../platform/throttle'

export const LOGIN_LIMIT = LIMITERS.login[0].limit
export const LOGIN_WINDOW_SECONDS = LIMITERS.login[0].seconds

const key = (email: string, client: string) => `login:${email.toLowerCase()}:${client}`

/** Counts one attempt; answers the seconds to wait when the limit is exceeded, else 0. */
export const countLoginAttempt = (kv: KVNamespace, email: string, client: string, now = Date.now()) =>
  countAttempt(kv, key(email, client), LIMITERS.login, now)

export const resetLoginAttempts = (kv: KVNamespace, email: string, client: string) =>
  resetAttempts(kv, key(email, client))
