/** Sitemaps for crawlers: an index, then one file per locale, route type and 500 URLs, each URL with its hreflang alternates. */
import { LOCALES, type Locale } from '../../shared/constants'
import { CacheHour, cacheHeaders } from '../cache'
import { isLocale, localizedPath } from '../../shared/locale'
import { withLeadingSlash } from '../../shared/paths'
import type { StoreApiClient } from '../../shared/store-api/client'
import {
  BLOG_POST_ROUTE,
  BLOG_ROUTE,
  LANDING_ROUTE,
  LEXICON_ENTRY_ROUTE,
  LEXICON_ROUTE,
} from '../../shared/store-api/content'
import { DETAIL_ROUTE, NAVIGATION_ROUTE, type SeoUrlMatch } from '../../shared/store-api/seo'
import type { AppLoadContext } from '../../client/routes/load-context'

/** The Store API's largest page of SEO URLs: one sitemap file each. */
export const URLS_PER_FILE = 500
/** Route types with their own files (route names per file); content routes fit in one file each. */
const ROUTES: Record<string, string[]> = {
  categories: [NAVIGATION_ROUTE],
  products: [DETAIL_ROUTE],
  'landing-pages': [LANDING_ROUTE],
  lexicon: [LEXICON_ROUTE, LEXICON_ENTRY_ROUTE],
  blog: [BLOG_ROUTE, BLOG_POST_ROUTE],
}

const xml = (body: string) =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    headers: { 'content-type': 'application/xml; charset=utf-8', ...cacheHeaders(CacheHour) },
  })
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** /sitemap.xml: every file of every locale; product files by the catalog's size. */
export async function sitemapIndex(origin: string, context: AppLoadContext): Promise<Response> {
  const products = await productCount(context)
  const files = LOCALES.flatMap((locale) =>
    Object.keys(ROUTES).flatMap((kind) => {
      const pages = kind === 'products' ? Math.max(1, Math.ceil(products / URLS_PER_FILE)) : 1
      return Array.from({ length: pages }, (_, i) => `${origin}/sitemap/${locale}/${kind}-${i + 1}.xml`)
    }),
  )
  return xml(
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n')}\n</sitemapindex>`,
  )
}

/** /sitemap/{locale}/{kind}-{page}.xml, or null when no such file exists. */
export async function sitemapFile(origin: string, file: string, context: AppLoadContext): Promise<Response | null> {
  const match = /^([a-zA-Z-]+)\/([a-z-]+)-(\d{1,6})\.xml$/.exec(file)
  const [, locale, kind, pageText] = match ?? []
  const routeNames = kind ? ROUTES[kind] : undefined
  const page = Number(pageText)
  if (!isLocale(locale) || !routeNames || !(page >= 1)) return null
  const own = await seoUrls(context.apiFor(locale), [...canonical(routeNames)], page)
  const others = await Promise.all(
    LOCALES.filter((l) => l !== locale).map(async (other) => {
      if (!own.length) return [other, new Map<string, string>()] as const
      const found = await seoUrls(
        context.apiFor(other),
        [...canonical(routeNames), { type: 'equalsAny', field: 'foreignKey', value: own.map((u) => u.foreignKey) }],
        1,
      )
      return [other, new Map(found.map((u) => [u.foreignKey, u.seoPathInfo]))] as const
    }),
  )
  const url = (target: Locale, seoPathInfo: string) => origin + localizedPath(target, withLeadingSlash(seoPathInfo))
  const entries = own.map((entry) => {
    const links = [
      [locale, entry.seoPathInfo] as const,
      ...others.flatMap(([other, paths]) =>
        paths.has(entry.foreignKey) ? [[other, paths.get(entry.foreignKey)!] as const] : [],
      ),
    ]
    const alternates = links
      .map(([l, p]) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(url(l, p))}"/>`)
      .join('')
    return `<url><loc>${escapeXml(url(locale, entry.seoPathInfo))}</loc>${alternates}</url>`
  })
  // The home page belongs to no route type; it opens the first categories file.
  if (kind === 'categories' && page === 1)
    entries.unshift(
      `<url><loc>${escapeXml(origin + (localizedPath(locale, '/') === '/' ? '/' : localizedPath(locale, '/')))}</loc></url>`,
    )
  return xml(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>`,
  )
}

const canonical = (routeNames: string[]) => [
  { type: 'equalsAny', field: 'routeName', value: routeNames },
  { type: 'equals', field: 'isCanonical', value: true },
]

async function seoUrls(api: StoreApiClient, filter: object[], page: number): Promise<SeoUrlMatch[]> {
  const result = (await api
    .invoke('readSeoUrl post /seo-url', { body: { filter, limit: URLS_PER_FILE, page } })
    .catch(() => null)) as { elements?: SeoUrlMatch[] } | null
  return result?.elements ?? []
}

/** Listed products: the root category's listing total (every listed product has one canonical SEO URL). */
async function productCount(context: AppLoadContext): Promise<number> {
  const navigation = await context.mainNavigation().catch(() => [])
  const rootId = navigation[0]?.parentId
  if (!rootId) return 0
  const listing = (await context.api
    .invoke('readProductListing post /product-listing/{categoryId}', {
      pathParams: { categoryId: rootId },
      body: { limit: 1, 'total-count-mode': 'exact' },
    })
    .catch(() => null)) as { total?: number } | null
  return listing?.total ?? 0
}
