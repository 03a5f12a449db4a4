/** The catalog/search domain's public face: how a shopper's term becomes full-text queries. */
import type { Database } from '../../platform/database'
import type { Locale } from '../../../shared/constants'
import { type SearchScope, correctedTerm, searchPlan } from './plan'
import { loadVocabulary } from './vocabulary'

export type { SearchScope } from './plan'

/** A term as the queries of `locale`'s index, or null when it has no word to search for. */
export async function searchScope(db: Database, locale: Locale, term: string): Promise<SearchScope | null> {
  const plan = searchPlan(term, await loadVocabulary(db, locale))
  return plan && { locale, ...plan }
}

/** The term a search that found nothing probably meant, or null when every word is known. */
export async function likelyTerm(db: Database, locale: Locale, term: string): Promise<string | null> {
  return correctedTerm(term, await loadVocabulary(db, locale))
}
