/** Locale middleware: /en-GB/… is en-GB, anything else de-DE; first visits follow Accept-Language; the choice is kept in a cookie. */
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE, type Locale } from '../../../shared/constants'
import { isLocale, localizedPath, preferredLocale, splitLocalePath } from '../../../shared/locale'
import { isBot } from '../../ssr/error-page'

declare module 'hono' {
  interface ContextVariableMap {
    /** The page's locale, from its URL prefix. */
    locale: Locale
    /** The request path below the locale prefix (what the routes match). */
    localePath: string
  }
}

export interface LocaleOptions {
  /** Paths that are not pages (data, assets) and must never be redirected. */
  skip?: (path: string) => boolean
  /** The same page in another locale; SEO paths differ per language. Default: same path, other prefix. */
  alternatePath?: (c: Context, locale: Locale, path: string) => Promise<string | null>
}

export const locale = (opts: LocaleOptions = {}): MiddlewareHandler =>
  async function locale(c, next) {
    const url = new URL(c.req.url)
    const { locale, path } = splitLocalePath(url.pathname)
    c.set('locale', locale)
    c.set('localePath', path)

    const cookie = getCookie(c, LOCALE_COOKIE)
    const isPage = c.req.method === 'GET' && !opts.skip?.(path)
    // Only a first visit (no cookie) to an unprefixed page follows the browser; crawlers index each URL as it is.
    if (isPage && locale === 'de-DE' && !isLocale(cookie) && !isBot(c.req.raw)) {
      const preferred = preferredLocale(c.req.header('accept-language'))
      if (preferred && preferred !== locale) {
        const target = (await opts.alternatePath?.(c, preferred, path)) ?? localizedPath(preferred, path)
        c.header('Vary', 'Accept-Language, Cookie')
        return c.redirect(target + url.search, 302)
      }
    }
    await next()
    if (isPage && cookie !== locale && c.res.status < 400) {
      setCookie(c, LOCALE_COOKIE, locale, {
        path: '/',
        maxAge: COOKIE_MAX_AGE_SECONDS,
        sameSite: 'Lax',
        secure: url.protocol === 'https:',
      })
    }
  }
