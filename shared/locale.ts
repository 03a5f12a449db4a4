/** Locale rules: URL prefix, cookie and Accept-Language resolution. */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants.ts'

/** The URL prefix of a locale: none for the default de-DE, `/en-GB` otherwise. */
export const localePrefix = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`)

export const isLocale = (value: string | null | undefined): value is Locale =>
  !!value && (LOCALES as readonly string[]).includes(value)

/**
 * Splits a request path into its locale and the path below the prefix.
 * @example splitLocalePath('/en-GB/search') // { locale: 'en-GB', path: '/search' }
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue
    const prefix = `/${locale}`
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { locale, path: pathname.slice(prefix.length) || '/' }
    }
  }
  return { locale: DEFAULT_LOCALE, path: pathname }
}

/** The same page's path in another locale (for paths that are not locale-specific, like /search). */
export const localizedPath = (locale: Locale, path: string): string =>
  localePrefix(locale) + (path === '/' && locale !== DEFAULT_LOCALE ? '' : path)

/**
 * The locale a browser prefers among ours, by Accept-Language quality; null when none of ours is asked for.
 * @example preferredLocale('en-US,en;q=0.9,de;q=0.5') // 'en-GB'
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index }
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranked) {
    const language = tag.split('-')[0]
    if (language === 'de') return 'de-DE'
    if (language === 'en') return 'en-GB'
  }
  return null
}
