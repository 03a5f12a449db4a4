/**
 * The shopper's consent to what is not strictly necessary (TTDSG §25, GDPR Art. 6/7): statistics and
 * marketing, each given or not; nothing asked yet is no consent. The choice lives in a cookie for a year
 * and is read by the worker, which loads the tag manager only with consent, and shows the banner while
 * nothing has been chosen. Google's consent mode hears the same choice.
 */
import { COOKIE_MAX_AGE_SECONDS } from './constants'
import { cookieValue } from './cookies'

export const CONSENT_COOKIE = 'consent'
/** The form (below each locale prefix) that keeps a choice, with and without JavaScript. */
export const CONSENT_PATH = '/consent'
/** The page where a shopper sees and changes their choice at any time (the footer links it). */
export const CONSENT_SETTINGS_PATH = '/cookie-settings'

/** The categories a shopper chooses; "necessary" is always on and is no choice. */
export const OPTIONAL_CATEGORIES = ['statistics', 'marketing'] as const
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number]

export interface Consent {
  statistics: boolean
  marketing: boolean
}

/** No choice made yet (the banner asks), or the categories the shopper allowed. */
export type ConsentState = Consent | null

const NONE = 'necessary'

/**
 * The consent a Cookie header (or `document.cookie`) holds; null when none was given or it is unreadable.
 * @example consentOfCookie('consent=statistics') // { statistics: true, marketing: false }
 */
export function consentOfCookie(header: string | null | undefined): ConsentState {
  const value = cookieValue(header, CONSENT_COOKIE)
  if (!value) return null
  const parts = value.split('.')
  if (value === NONE) return { statistics: false, marketing: false }
  if (!parts.every((part) => (OPTIONAL_CATEGORIES as readonly string[]).includes(part))) return null
  return { statistics: parts.includes('statistics'), marketing: parts.includes('marketing') }
}

/** The cookie's value for a choice: the allowed categories joined by dots, or `necessary`. */
export function consentValue(consent: Consent): string {
  const allowed = OPTIONAL_CATEGORIES.filter((category) => consent[category])
  return allowed.length ? allowed.join('.') : NONE
}

/**
 * The Set-Cookie value (or `document.cookie` assignment) that keeps a choice for a year, site-wide.
 * @example consentCookie({ statistics: true, marketing: false }, true) // 'consent=statistics; Path=/; Max-Age=31536000; SameSite=Lax; Secure'
 */
export const consentCookie = (consent: Consent, secure: boolean): string =>
  `${CONSENT_COOKIE}=${consentValue(consent)}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`

/** Whether the choice allows anything the tag manager would load. */
export const allowsTracking = (consent: ConsentState): consent is Consent =>
  !!consent && (consent.statistics || consent.marketing)

/**
 * The choice as a form sends it: `choice=all`, `choice=necessary`, or `choice=custom` with the ticked
 * categories (`statistics=on`, `marketing=on`). Null for anything else.
 */
export function consentOfForm(form: { get(name: string): unknown }): Consent | null {
  const choice = form.get('choice')
  if (choice === 'all') return { statistics: true, marketing: true }
  if (choice === 'necessary') return { statistics: false, marketing: false }
  if (choice === 'custom')
    return { statistics: form.get('statistics') === 'on', marketing: form.get('marketing') === 'on' }
  return null
}

/**
 * Google's consent mode signals for a choice (`gtag('consent', 'default', …)`): statistics grants
 * analytics storage, marketing the advertising storage and the use of data for ads.
 */
export function consentModeSignals(consent: Consent): Record<string, 'granted' | 'denied'> {
  const state = (allowed: boolean) => (allowed ? 'granted' : 'denied')
  return {
    analytics_storage: state(consent.statistics),
    ad_storage: state(consent.marketing),
    ad_user_data: state(consent.marketing),
    ad_personalization: state(consent.marketing),
    functionality_storage: 'granted',
    security_storage: 'granted',
  }
}

/**
 * The cookies the tag manager's services set, by the category they belong to (Google Analytics for
 * statistics, Google Ads for marketing): expired when that consent is withdrawn, so what was stored under
 * the old choice does not outlive it.
 */
export const TRACKING_COOKIES: Record<OptionalCategory, RegExp> = {
  statistics: /^(_ga(_.*)?|_gid|_gat(_.*)?)$/,
  marketing: /^_gcl_.+$/,
}
