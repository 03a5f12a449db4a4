/**
 * The legal pages every page and mail links to, by their fixed paths in both locales (the path of the
 * German page is its SEO path at `/`, the English one's under `/en-GB/`). The embedded shop seeds its
 * landing pages at exactly these paths; a real Shopware serves them from the CMS pages its operator
 * names.
 */
import type { Locale } from './constants.ts'
import { localePrefix } from './locale.ts'

export type LegalPage = 'imprint' | 'terms' | 'withdrawal' | 'privacy' | 'payment-shipping' | 'accessibility'

/** Each legal page's path segment per locale, without the locale prefix. */
export const LEGAL_PATHS: Record<LegalPage, Record<Locale, string>> = {
  imprint: { 'de-DE': 'impressum', 'en-GB': 'imprint' },
  terms: { 'de-DE': 'agb', 'en-GB': 'terms' },
  withdrawal: { 'de-DE': 'widerruf', 'en-GB': 'withdrawal' },
  privacy: { 'de-DE': 'datenschutz', 'en-GB': 'privacy' },
  'payment-shipping': { 'de-DE': 'zahlung-und-versand', 'en-GB': 'payment-and-shipping' },
  accessibility: { 'de-DE': 'barrierefreiheit', 'en-GB': 'accessibility' },
}

/**
 * The path of a legal page in a locale, with the locale's prefix.
 * @example legalPath('terms', 'en-GB') // '/en-GB/terms'
 */
export function legalPath(page: LegalPage, locale: Locale): string {
  return `${localePrefix(locale)}/${LEGAL_PATHS[page][locale]}`
}
