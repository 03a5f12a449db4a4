/**
 * The consent form (the banner's and the cookie settings page's): keeps the choice in its cookie for a
 * year and goes back to the page. A withdrawn consent also expires the cookies the tag manager's
 * services set, on this host and on the domains above it (where Google Analytics puts them).
 */
import type { Context } from 'hono'
import { safeRedirectPath } from '../../client/routes/action-utils.server'
import { type Consent, consentCookie, consentOfForm, OPTIONAL_CATEGORIES, TRACKING_COOKIES } from '../../shared/consent'
import { localizedPath } from '../../shared/locale'
import type { Env } from '../env'

/**
 * The Set-Cookie values that expire the tracking cookies the request carries of each category the
 * choice does not allow, host-only and for each domain above the host down to two labels
 * (shop.example.de → shop.example.de, example.de).
 * @example expiredTrackingCookies('_ga=GA1.1; theme=dark', 'localhost', { statistics: false, marketing: true }) // ['_ga=; Path=/; Max-Age=0']
 */
export function expiredTrackingCookies(cookieHeader: string | null, hostname: string, consent: Consent): string[] {
  const withdrawn = OPTIONAL_CATEGORIES.filter((category) => !consent[category]).map((c) => TRACKING_COOKIES[c])
  const names = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => withdrawn.some((pattern) => pattern.test(name)))
  const labels = hostname.split('.')
  const domains =
    labels.length < 2 || /^[\d.]+$/.test(hostname) ? [] : labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'))
  return [...new Set(names)].flatMap((name) => [
    `${name}=; Path=/; Max-Age=0`,
    ...domains
      .filter((domain) => domain.includes('.'))
      .map((domain) => `${name}=; Path=/; Max-Age=0; Domain=${domain}`),
  ])
}

/** The form's handler; mount it behind `sameOrigin` (worker/forms/index.ts). A choice it does not know is a 400. */
export async function consentForm(c: Context<{ Bindings: Env }>): Promise<Response> {
  const form = await c.req.formData().catch(() => new FormData())
  const consent = consentOfForm(form)
  // Only a hand-made request sends anything but the forms' buttons.
  if (!consent) return c.text('Unknown choice: send choice=all, choice=necessary or choice=custom.', 400)
  const url = new URL(c.req.url)
  const back = safeRedirectPath(String(form.get('redirectTo') ?? ''), localizedPath(c.var.locale, '/'))
  const response = c.redirect(back, 303)
  response.headers.append('set-cookie', consentCookie(consent, url.protocol === 'https:'))
  for (const expired of expiredTrackingCookies(c.req.header('cookie') ?? null, url.hostname, consent))
    response.headers.append('set-cookie', expired)
  return response
}
