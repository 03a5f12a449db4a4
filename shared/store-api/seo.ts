/** SEO path lookups through the Store API: which entity a path names, and its canonical path in each locale. */
import { LOCALES, type Locale } from '../constants'
import { localizedPath } from '../locale'
import { withLeadingSlash } from '../paths'
import type { StoreApiClient } from './client'

export const DETAIL_ROUTE = 'frontend.detail.page'
export const NAVIGATION_ROUTE = 'frontend.navigation.page'

export interface SeoUrlMatch {
  routeName: string
  foreignKey: string
  seoPathInfo: string
  isCanonical?: boolean
}

async function firstSeoUrl(api: StoreApiClient, filter: object[]): Promise<SeoUrlMatch | null> {
  const result = (await api.invoke('readSeoUrl post /seo-url', { body: { filter, limit: 1 } })) as {
    elements?: SeoUrlMatch[]
  }
  return result.elements?.[0] ?? null
}

/**
 * The entity a request path (below the locale prefix) names, or null.
 * @example await resolveSeoPath(api, '/arbeitsjacken') // { routeName: 'frontend.navigation.page', foreignKey: '…' }
 */
export function resolveSeoPath(api: StoreApiClient, path: string): Promise<SeoUrlMatch | null> {
  const seoPathInfo = decodedPath(path.replace(/^\/+/, ''))
  if (!seoPathInfo) return Promise.resolve(null)
  return firstSeoUrl(api, [{ type: 'equals', field: 'seoPathInfo', value: seoPathInfo }])
}

/** A path's percent-encoding undone; a path that is no valid encoding (a lone surrogate's %ED%A0%80) names nothing: ''. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return ''
  }
}

/**
 * An entity's canonical path in every locale (language switch, hreflang, first-visit redirects). `known`:
 * the SEO URL the request itself was resolved by, in its locale; when that one is canonical, that
 * locale's path needs no lookup.
 */
export async function canonicalPaths(
  apiFor: (locale: Locale) => StoreApiClient,
  target: { routeName: string; foreignKey: string },
  fallbackPath: string,
  known?: { locale: Locale; match: SeoUrlMatch },
): Promise<Partial<Record<Locale, string>>> {
  const entries = await Promise.all(
    LOCALES.map(async (locale): Promise<[Locale, string]> => {
      if (known?.locale === locale && known.match.isCanonical === true)
        return [locale, localizedPath(locale, withLeadingSlash(known.match.seoPathInfo))]
      const match = await firstSeoUrl(apiFor(locale), [
        { type: 'equals', field: 'foreignKey', value: target.foreignKey },
        { type: 'equals', field: 'routeName', value: target.routeName },
        { type: 'equals', field: 'isCanonical', value: true },
      ]).catch(() => null)
      return [locale, localizedPath(locale, match ? withLeadingSlash(match.seoPathInfo) : fallbackPath)]
    }),
  )
  return Object.fromEntries(entries)
}
