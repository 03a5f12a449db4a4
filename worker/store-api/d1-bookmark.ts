/**
 * The shopper's D1 bookmark (decision 042), the one place of its rule. It comes in as a cookie, rides
 * on every embedded Store API call of the request (each call sends the newest bookmark seen so far, so
 * a read after a write in the same request sees it), and goes back as the cookie only when a context
 * token took part: an anonymous answer, which a shared cache may keep, never carries it. Upstream mode
 * (a real Shopware) neither sends nor sets it: storeApiTransport only carries it to the embedded API.
 */
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { serialize } from 'hono/utils/cookie'
import type { Transport } from '../../shared/store-api/client'
import { D1_BOOKMARK_HEADER, newerBookmark, validBookmark } from '@edge-storefront/embedded'

export { D1_BOOKMARK_HEADER } from '@edge-storefront/embedded'

/** The cookie's name; HttpOnly, as scripts have no use for it. */
export const D1_BOOKMARK_COOKIE = 'sw-d1-bookmark'

/**
 * A day: past replication lag by far. Without it a shopper's session starts on the primary (see
 * sessionStart), which still reads their writes, and the answer sets it again.
 */
const BOOKMARK_MAX_AGE_SECONDS = 86_400

/** One request's bookmark: what it came with, the newest seen since, and whether a shopper's token took part. */
export interface D1Bookmark {
  /** The newest bookmark seen in this request: the one its next call sends. */
  current(): string | undefined
  /** The bookmark the shopper's cookie must now say, or nothing (no token took part, or nothing newer). */
  toKeep(): string | undefined
  /** Takes note of one call: whether it was a shopper's (a token sent or issued) and the bookmark answered. */
  seen(request: Request, response: Response): void
}

/**
 * A request's bookmark starting at `initial` (a cookie's or header's value; garbage is ignored).
 * @example d1Bookmark(getCookie(c, D1_BOOKMARK_COOKIE))
 */
export function d1Bookmark(initial: string | null | undefined): D1Bookmark {
  const start = validBookmark(initial)
  let newest = start
  let shopper = false
  return {
    current: () => newest,
    toKeep: () => (shopper && newest !== start ? newest : undefined),
    seen(request, response) {
      newest = newerBookmark(newest, validBookmark(response.headers.get(D1_BOOKMARK_HEADER)))
      shopper ||= request.headers.has('sw-context-token') || response.headers.has('sw-context-token')
    },
  }
}

/** The bookmark of a browser's request: its cookie. */
export const cookieBookmark = (c: Context): D1Bookmark => d1Bookmark(getCookie(c, D1_BOOKMARK_COOKIE))

/** Sends each call with the request's newest bookmark and notes the one it answers. */
export function carryBookmark(transport: Transport, bookmark: D1Bookmark): Transport {
  return async (request) => {
    const current = bookmark.current()
    let sent = request
    if (current) {
      const headers = new Headers(request.headers)
      headers.set(D1_BOOKMARK_HEADER, current)
      sent = new Request(request, { headers })
    }
    const response = await transport(sent)
    bookmark.seen(sent, response)
    return response
  }
}

/** The bookmark cookie: HttpOnly, SameSite=Lax, Secure on https, a day long. */
export const bookmarkCookie = (bookmark: string, secure: boolean): string =>
  serialize(D1_BOOKMARK_COOKIE, bookmark, {
    path: '/',
    maxAge: BOOKMARK_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: 'Lax',
    secure,
  })

/**
 * Appends the bookmark cookie to a page's, form's or proxy answer when a shopper's call saw a newer
 * bookmark; never otherwise, so answers without a token stay free of it.
 * @example withBookmarkCookie(response, context.d1Bookmark, new URL(c.req.url))
 */
export function withBookmarkCookie(response: Response, bookmark: D1Bookmark, url: URL): Response {
  const keep = bookmark.toKeep()
  if (keep) response.headers.append('set-cookie', bookmarkCookie(keep, url.protocol === 'https:'))
  return response
}
