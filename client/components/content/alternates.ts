/** The current page's alternates (language switch, hreflang, canonical) with a query that selects a sub-page (?p=2, ?letter=s). */
import type { Alternates } from '../../types'

/** @example withQuery({ 'de-DE': '/blog' }, 'p=2') // { 'de-DE': '/blog?p=2' } */
export function withQuery(alternates: Alternates, query: string): Alternates {
  if (!query) return alternates
  return Object.fromEntries(Object.entries(alternates).map(([locale, path]) => [locale, `${path}?${query}`]))
}
