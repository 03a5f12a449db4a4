/**
 * Login and recovery throttles, as Shopware's `login` and `reset_password` limiters (platform/throttle.ts):
 * 10 login attempts per email and client within 10 seconds, 3 recovery mails within 30 seconds (so nobody
 * can flood an inbox with reset links).
 */
import { countAttempt, LIMITERS, resetAttempts, type Window } from '../../platform/throttle'

export const LOGIN_LIMIT = LIMITERS.login[0].limit
export const LOGIN_WINDOW_SECONDS = LIMITERS.login[0].seconds
export const RECOVERY_LIMIT = 3
export const RECOVERY_WINDOW_SECONDS = 30
const RECOVERY: Window[] = [{ limit: RECOVERY_LIMIT, seconds: RECOVERY_WINDOW_SECONDS }]

const key = (scope: string, email: string, client: string) => `${scope}:${email.toLowerCase()}:${client}`

/** Counts one login attempt; answers the seconds to wait when the limit is exceeded, else 0. */
export const countLoginAttempt = (kv: KVNamespace, email: string, client: string, now = Date.now()) =>
  countAttempt(kv, key('login', email, client), LIMITERS.login, now)

export const resetLoginAttempts = (kv: KVNamespace, email: string, client: string) =>
  resetAttempts(kv, key('login', email, client))

/** Counts one recovery mail request; answers the seconds to wait when the limit is exceeded, else 0. */
export const countRecoveryRequest = (kv: KVNamespace, email: string, client: string, now = Date.now()) =>
  countAttempt(kv, key('recovery', email, client), RECOVERY, now)
