/**
 * The shop plugin's features (decision 054): which Store API paths each one needs, how a Shopware says a
 * route is not there, and what the pages learn of it. Browser-safe: names and pure rules only; the worker
 * detects a shop's set (worker/store-api/capabilities.ts), the root loader hands it to the page.
 */
import type { Locale } from '../constants'
import { BLOG_ID, LEXICON_ID } from './content'

/** The features of our Shopware plugin (`asx-…` routes); a vanilla Shopware has none of them. */
export const PLUGIN_FEATURES = [
  'redirects',
  'lexicon',
  'blog',
  'shoppingLists',
  'loyalty',
  'coupons',
  'myProducts',
] as const
export type PluginFeature = (typeof PLUGIN_FEATURES)[number]

/** Content pages the shop links to from product pages (size chart, shipping) and the footer (those and the contact form). */
export const CONTENT_PAGES = ['sizeChart', 'shippingInfo', 'contact'] as const
export type ContentPage = (typeof CONTENT_PAGES)[number]

/** What a shop offers beyond Shopware's own routes, as the worker detected it. */
export interface ShopCapabilities {
  /** The plugin features this shop lacks; empty when it has them all. */
  absent: PluginFeature[]
  /** The content pages the shop has, per locale: a path below the locale prefix. A page it lacks is left out. */
  links: Partial<Record<ContentPage, Partial<Record<Locale, string>>>>
}

/**
 * The plugin's Store API paths of each feature, below /store-api. Shopping lists also use Shopware
 * Commercial's B2B routes (`/shopping-lists`, `/shopping-list/…`): those are not ours to answer, so the
 * proxy passes them on whatever the shop has.
 */
const FEATURE_PATHS: Array<[RegExp, PluginFeature]> = [
  [/^\/asx-(seo-redirect|redirect)$/, 'redirects'],
  [/^\/asx-lexicon(\/[^/]+)?$/, 'lexicon'],
  [/^\/asx-blog(\/[^/]+)?$/, 'blog'],
  [/^\/asx-shopping-lists?(\/|$)/, 'shoppingLists'],
  [/^\/asx-loyalty(\/|$)/, 'loyalty'],
  [/^\/asx-coupons(\/|$)/, 'coupons'],
  [/^\/asx-customer-reviewed-products$/, 'myProducts'],
]

/**
 * The plugin feature a Store API path (below /store-api) belongs to; null for Shopware's own routes.
 * @example featureOfPath('/asx-shopping-list/abc/change-name') // 'shoppingLists'
 * @example featureOfPath('/checkout/cart') // null
 */
export const featureOfPath = (path: string): PluginFeature | null =>
  FEATURE_PATHS.find(([pattern]) => pattern.test(path))?.[1] ?? null

/**
 * One call per feature that tells whether a shop has it, without a session and without changing
 * anything: a read of a list (200), or a customer's route that answers 403 without a login. Shopping
 * lists need Shopware Commercial's routes and ours: both are asked. The list id is one no list has:
 * the plugin answers 403 or its own 404 (SHOPPING_LIST__NOT_FOUND), a Shopware without it Symfony's
 * 404 of the route.
 */
export const FEATURE_PROBES: Record<PluginFeature, Array<{ path: string; body: object }>> = {
  redirects: [{ path: '/asx-redirect', body: { limit: 1 } }],
  lexicon: [{ path: '/asx-lexicon', body: { limit: 1 } }],
  blog: [{ path: '/asx-blog', body: { limit: 1 } }],
  shoppingLists: [
    { path: '/shopping-lists', body: { limit: 1 } },
    { path: `/asx-shopping-list/${'0'.repeat(32)}`, body: {} },
  ],
  loyalty: [{ path: '/asx-loyalty', body: {} }],
  coupons: [{ path: '/asx-coupons', body: {} }],
  myProducts: [{ path: '/asx-customer-reviewed-products', body: {} }],
}

/** What one probe's answer says: the route is there, it is not, or nothing can be concluded (a fault). */
export type ProbeResult = 'present' | 'absent' | 'unknown'

/** Error codes a Shopware names a missing route with: Symfony's NotFoundHttpException ("0") and its named twin. */
const ROUTE_NOT_FOUND_CODES = new Set(['0', 'FRAMEWORK__ROUTE_NOT_FOUND'])
/** Answers of a route that judged the request: it is there (a list, no login, a bad body, a conflict). */
const ROUTE_ANSWERED = new Set([400, 403, 409, 412, 422])

/**
 * Reads a probe's answer. Absent: 405, or a 404 of the route (Symfony's code "0", "No route found", or a
 * gateway's page without the Store API's envelope); a 404 with another code is the route's own answer
 * (an unknown entity), so the route is there. A fault (5xx, 408 timeout, 429, 401 of a wrong key) says
 * nothing either way.
 * @example await probeResult(new Response(null, { status: 204 })) // 'present'
 * @example await probeResult(Response.json({ errors: [{ status: '404', code: '0' }] }, { status: 404 })) // 'absent'
 */
export async function probeResult(response: Response): Promise<ProbeResult> {
  if (response.ok || ROUTE_ANSWERED.has(response.status)) return 'present'
  if (response.status === 405) return 'absent'
  if (response.status !== 404) return 'unknown'
  const body = (await response.json().catch(() => null)) as {
    errors?: Array<{ code?: unknown; detail?: unknown }>
  } | null
  const error = Array.isArray(body?.errors) ? body.errors[0] : undefined
  if (!error) return 'absent'
  const code = String(error.code ?? '')
  return ROUTE_NOT_FOUND_CODES.has(code) || /^No route found/.test(String(error.detail ?? '')) || !code
    ? 'absent'
    : 'present'
}

/**
 * The answer Shopware gives for a route it does not have, given by the proxy without asking it.
 * @example routeNotFound('POST', '/asx-redirect').status // 404
 */
export const routeNotFound = (method: string, path: string, headers?: HeadersInit): Response =>
  Response.json(
    {
      errors: [
        { status: '404', code: '0', title: 'Not Found', detail: `No route found for "${method} /store-api${path}"` },
      ],
    },
    { status: 404, headers },
  )

/** Navigation entries that lead to a feature's pages: the plugin's list pages, by their fixed ids. */
const FEATURE_LINKS: Record<string, PluginFeature> = { [LEXICON_ID]: 'lexicon', [BLOG_ID]: 'blog' }

interface LinkEntry {
  internalLink?: string | null
  children?: unknown
}

/**
 * A navigation (header, footer) without the entries that lead to a feature the shop lacks, children
 * included. The same array when nothing is absent.
 */
export function withoutAbsentLinks<T extends LinkEntry>(entries: T[], absent: readonly PluginFeature[]): T[] {
  if (!absent.length) return entries
  const lacks = (entry: T) => {
    const feature = entry.internalLink ? FEATURE_LINKS[entry.internalLink] : undefined
    return !!feature && absent.includes(feature)
  }
  return entries
    .filter((entry) => !lacks(entry))
    .map((entry) =>
      Array.isArray(entry.children) ? { ...entry, children: withoutAbsentLinks(entry.children as T[], absent) } : entry,
    )
}

/** Whatever carries the shop's capabilities (a loader's context); none: the embedded shop, which has all. */
export interface CapabilitySource {
  shop?: () => Promise<ShopCapabilities>
}

/** Whether the shop lacks `feature`; a context without capabilities has every feature. */
export async function lacksFeature(source: CapabilitySource, feature: PluginFeature): Promise<boolean> {
  const capabilities = await source.shop?.()
  return !!capabilities?.absent.includes(feature)
}
