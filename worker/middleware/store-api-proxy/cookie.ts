/** The session's cookie: where a browser keeps its context token, which scripts never see. */
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { serialize } from 'hono/utils/cookie'
import { COOKIE_MAX_AGE_SECONDS, CONTEXT_TOKEN_COOKIE } from '../../../shared/constants'

/**
 * The context token of a browser's cookie, or none. The cookie's value is percent-decoded, so it may hold
 * what no header can carry (a null byte, a letter beyond ASCII): such a value was never a token of ours,
 * and the shopper gets a new session instead of a failed request.
 */
export function cookieContextToken(c: Context): string | undefined {
  const token = getCookie(c, CONTEXT_TOKEN_COOKIE)
  return token && HEADER_TOKEN.test(token) ? token : undefined
}
/** Printable ASCII without spaces: what a token sent as a header may hold. */
const HEADER_TOKEN = /^[\x21-\x7e]+$/

/** The context token cookie: HttpOnly so scripts never see it, a year long, Secure on https. */
export const contextTokenCookie = (token: string, secure: boolean): string =>
  serialize(CONTEXT_TOKEN_COOKIE, token, {
    path: '/',
    maxAge: COOKIE_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: 'Lax',
    secure,
  })
