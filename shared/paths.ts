/** The shop's path rules as pure functions: product paths, navigation entry paths, link types. */
import type { Locale } from './constants'

interface SeoUrlLike {
  seoPathInfo?: string | null
}

/** Routes the platform uses for entities without an SEO path. */
export type RouteKind = 'navigation' | 'detail' | 'landingPage'

/** The embedded shop's payment provider page (worker-served, outside the app's pages). */
export const PROVIDER_PATH = '/payment-provider'

/** Paths the worker answers itself, never the app's router: a redirect there loads the document. */
const WORKER_PATHS = [PROVIDER_PATH, '/store-api', '/media', '/sitemap']

/**
 * @example isWorkerPath('/payment-provider/abc') // true
 * @example isWorkerPath('/checkout/cart') // false
 */
export const isWorkerPath = (pathname: string): boolean =>
  WORKER_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))

/** Adds the leading slash paths have in the shop (breadcrumbs, SEO paths). */
export const withLeadingSlash = (path: string): string => (path.startsWith('/') ? path : `/${path}`)

/**
 * The page of a product or a variant by its id: the product route finds either, with a variant chosen.
 * What a cart, order or list line links to: a line item carries no SEO path.
 * @example productIdPath('abc') // '/detail/abc'
 */
export const productIdPath = (id: string): string => `/detail/${id}`

/**
 * A product path is its first SEO path if present, else /detail/{id}.
 * @example productPath({ id: 'abc', seoUrls: [{ seoPathInfo: 'jacke-sw1' }] }) // '/jacke-sw1'
 */
export function productPath(product: { id: string; seoUrls?: SeoUrlLike[] | null }): string {
  const seo = product.seoUrls?.[0]?.seoPathInfo
  return seo ? withLeadingSlash(seo) : productIdPath(product.id)
}

/**
 * Link types map category → navigation, product → detail, landing_page → landingPage; default navigation.
 * @example linkTypeRoute('product') // 'detail'
 */
export function linkTypeRoute(linkType: string | null | undefined): RouteKind {
  switch (linkType) {
    case 'product':
      return 'detail'
    case 'landing_page':
      return 'landingPage'
    default:
      return 'navigation'
  }
}

export interface NavigationEntryLike {
  id: string
  type?: string | null
  linkType?: string | null
  internalLink?: string | null
  externalLink?: string | null
  seoUrls?: SeoUrlLike[] | null
}

/**
 * A link entry uses its external link, else its SEO path, else /{route}/{internalLink}; other entry
 * types (page, folder) use the SEO path, else /{route}/{id}.
 * @example navigationPath({ id: 'c1', type: 'page', seoUrls: [] }) // '/navigation/c1'
 */
export function navigationPath(entry: NavigationEntryLike): string {
  const seo = entry.seoUrls?.[0]?.seoPathInfo
  if (entry.type === 'link') {
    if (entry.externalLink) return entry.externalLink
    if (seo) return withLeadingSlash(seo)
    return `/${linkTypeRoute(entry.linkType)}/${entry.internalLink ?? ''}`
  }
  if (seo) return withLeadingSlash(seo)
  return `/${linkTypeRoute(entry.linkType)}/${entry.id}`
}

/**
 * Content pages the shop links to from product pages (size chart, shipping) and the footer (those and the
 * contact form), per locale: the embedded shop's seed has them. A real Shopware's are learnt from the shop (its SEO paths, or the
 * operator's CONTENT_PAGE_* vars: worker/store-api/capabilities.ts); pages read them from the root data.
 */
export const CONTENT_PATHS = {
  sizeChart: { 'de-DE': '/informationen/groessentabelle', 'en-GB': '/information/size-chart' },
  shippingInfo: { 'de-DE': '/service-help/shipping', 'en-GB': '/service-help/shipping' },
  contact: { 'de-DE': '/service-hilfe/kontaktformular', 'en-GB': '/service-help/contact-form' },
} as const satisfies Record<string, Record<Locale, string>>

/**
 * The path (below the locale prefix) of a content page the shop links to.
 * @example contentPath('sizeChart', 'de-DE') // '/informationen/groessentabelle'
 */
export const contentPath = (page: keyof typeof CONTENT_PATHS, locale: Locale): string => CONTENT_PATHS[page][locale]

/** A page's data for client navigation is at {path}/_payload.json (the same loaders, as JSON). */
export const PAYLOAD_SUFFIX = '/_payload.json'

/**
 * The payload URL (path and query) of a page URL.
 * @example payloadUrl('https://shop.test/en-GB/x/?p=2') // '/en-GB/x/_payload.json?p=2'
 */
export function payloadUrl(pageUrl: string): string {
  const url = new URL(pageUrl)
  return `${url.pathname.replace(/\/+$/, '')}${PAYLOAD_SUFFIX}${url.search}`
}

/**
 * The page path a payload path stands for, or null when the path is not a payload's.
 * @example pagePathOfPayload('/en-GB/x/_payload.json') // '/en-GB/x'
 */
export const pagePathOfPayload = (path: string): string | null =>
  path.endsWith(PAYLOAD_SUFFIX) ? path.slice(0, -PAYLOAD_SUFFIX.length) || '/' : null

/**
 * The page URL a payload URL stands for.
 * @example pageUrlOfPayload('https://shop.test/en-GB/x/_payload.json?p=2').href // 'https://shop.test/en-GB/x?p=2'
 */
export function pageUrlOfPayload(payloadUrl: string): URL {
  const url = new URL(payloadUrl)
  url.pathname = pagePathOfPayload(url.pathname) ?? url.pathname
  return url
}

/** Where a page kept at the edge fetches the shopper's cart and session (worker/ssr/session-data.ts, client/state/shared-page.ts). */
export const SESSION_DATA_PATH = '/_session.json'

/**
 * Where a logged-in customer's browser reads their wishlist's product ids, a page at a time (`?p=`;
 * worker/ssr/wishlist-ids.ts, client/state/wishlist.ts).
 */
export const WISHLIST_IDS_PATH = '/_wishlist.json'
