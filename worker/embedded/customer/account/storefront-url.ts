/**
 * storefrontUrl, the base of the links in account mails, must be one of the shop's domains
 * (Shopware: a Choice of the sales channel's domain URLs). The shop's domains are its origin, over
 * http or https, bare or with a locale prefix (`/en-GB`). The origin is the request's own, or, when
 * the request comes in-process from the worker's proxy or forms (`store-api.internal`), the host the
 * shopper used, which they forward as `x-forwarded-host`.
 */
import { LOCALES } from '../../../../shared/constants'
import { localePrefix } from '../../../../shared/locale'
import type { HonoContext } from '../../platform/context'
import type { ApiErrorEntry } from '../../platform/errors'
import { blankViolation, violation } from '../address/validation'

const INTERNAL_HOST = 'store-api.internal'

/** The URLs that count as the shop's domains for this request. */
export function shopDomains(c: HonoContext): string[] {
  const hosts = new Set<string>()
  const own = new URL(c.req.url).host
  if (own !== INTERNAL_HOST) hosts.add(own)
  const forwarded = c.req.header('x-forwarded-host')?.split(',')[0]?.trim()
  if (forwarded) hosts.add(forwarded)
  return [...hosts].flatMap((host) =>
    ['https', 'http'].flatMap((scheme) => LOCALES.map((l) => `${scheme}://${host}${localePrefix(l)}`)),
  )
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
  return {
    errors: [
      violation('NO_SUCH_CHOICE_ERROR', 'The value you selected is not a valid choice.', '/storefrontUrl', {
        '{{ value }}': JSON.stringify(value),
        '{{ choices }}': domains.map((d) => `"${d}"`).join(', '),
      }),
    ],
  }
}
