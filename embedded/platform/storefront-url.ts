/**
 * storefrontUrl, the base of the links in mails (account confirmation, password recovery, newsletter
 * opt-in), must be one of the shop's domains (Shopware: a Choice of the sales channel's domain URLs),
 * so a mail link never leads to someone else's site. The shop's domains are its origin, over http or
 * https, bare or with a locale prefix (`/en-GB`). The origin is the request's own, or, when the request
 * comes in-process from the worker's proxy or forms (`store-api.internal`), the host the shopper used,
 * which they forward in the standard `x-forwarded-host` (and `x-forwarded-proto`), overwriting
 * whatever the browser sent.
 */
import { LOCALES } from '../../shared/constants'
import { localePrefix } from '../../shared/locale'
import type { HonoContext } from './context'
import type { ApiErrorEntry } from './errors'
import { blankViolation, choiceViolation } from './violations'

/** The host of in-process requests (proxy, forms); it is nobody's storefront. */
const INTERNAL_HOST = 'store-api.internal'

const firstOf = (header: string | undefined) => header?.split(',')[0]?.trim() || undefined

/** The shop's origins for this request, the forwarded scheme first (none for an in-process call without a host). */
export function shopOrigins(c: HonoContext): string[] {
  const own = new URL(c.req.url)
  const direct = own.host !== INTERNAL_HOST
  const host = direct ? own.host : firstOf(c.req.header('x-forwarded-host'))
  if (!host) return []
  const proto = direct ? own.protocol.replace(':', '') : firstOf(c.req.header('x-forwarded-proto'))
  const schemes = proto === 'http' ? ['http', 'https'] : ['https', 'http']
  return schemes.map((scheme) => `${scheme}://${host}`)
}

/** The URLs that count as the shop's domains for this request (the forwarded scheme first). */
export const shopDomains = (c: HonoContext): string[] =>
  shopOrigins(c).flatMap((origin) => LOCALES.map((locale) => `${origin}${localePrefix(locale)}`))

/**
 * Whether `value` leads back into the shop: a path on it (`/checkout/…`, not `//host`), or an absolute
 * URL on one of its origins. Return URLs (payment finish and error) must, so no one is sent elsewhere.
 */
export function isShopUrl(c: HonoContext, value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return !/[\s\\]/.test(value)
  try {
    return shopOrigins(c).includes(new URL(value).origin)
  } catch {
    return false
  }
}

/**
 * Checks storefrontUrl; answers it without a trailing slash, or the violation at /storefrontUrl.
 * @example const { url, errors } = checkStorefrontUrl(c, body.storefrontUrl)
 */
export function checkStorefrontUrl(c: HonoContext, value: unknown): { url?: string; errors: ApiErrorEntry[] } {
  if (typeof value !== 'string' || !value.trim()) return { errors: [blankViolation('/storefrontUrl', value)] }
  const url = value.trim().replace(/\/+$/, '')
  const domains = shopDomains(c)
  if (domains.includes(url)) return { url, errors: [] }
  return { errors: [choiceViolation('/storefrontUrl', value, domains)] }
}
