/**
 * The colour theme: light by default, dark, or "system", which follows the operating system's
 * dark preference. The choice lives in a cookie, so the worker renders the page in it (no flash of the
 * wrong colours); "system" is resolved by CSS (`prefers-color-scheme`), never by a script.
 */
import { COOKIE_MAX_AGE_SECONDS } from './constants'
import { cookieValue } from './cookies'

export const THEMES = ['light', 'system', 'dark'] as const
export type Theme = (typeof THEMES)[number]
export const DEFAULT_THEME: Theme = 'light'
export const THEME_COOKIE = 'theme'

export const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme)

/**
 * The theme a Cookie header chose; light when it chose none or something unknown.
 * @example themeOfCookie('locale=de-DE; theme=dark') // 'dark'
 */
export function themeOfCookie(header: string | null | undefined): Theme {
  const value = cookieValue(header, THEME_COOKIE)
  return isTheme(value) ? value : DEFAULT_THEME
}

/**
 * The Set-Cookie value (or `document.cookie` assignment) that keeps a theme for a year, site-wide.
 * @example themeCookie('dark', true) // 'theme=dark; Path=/; Max-Age=31536000; SameSite=Lax; Secure'
 */
export const themeCookie = (theme: Theme, secure: boolean): string =>
  `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`

/** The worker's form that keeps a theme without JavaScript (below each locale prefix). */
export const THEME_PATH = '/theme'
