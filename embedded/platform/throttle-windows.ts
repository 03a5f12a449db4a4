/**
 * The throttles' limiters and how one attempt counts against a key's windows: plain data and arithmetic,
 * shared by the counters' Durable Object (request-throttle.ts) and the throttle the routes call
 * (throttle.ts).
 */
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
export interface LimiterSettings {
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
