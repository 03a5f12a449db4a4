/**
 * The search vocabulary of one language: every term the index holds from product names and keywords
 * (with a word shoppers type for it and how many products carry it), the compound dictionary, and the
 * synonyms an operator keeps. Written when the catalog is indexed, read once a minute per isolate.
 */
import { type Database, keptPerDatabase } from '../../platform/database'
import type { Locale } from '../../../shared/constants'
import { type CompoundDictionary, compoundDictionary, fold, stemOf, wordsOf, writtenForm } from './analyze'

export interface VocabularyTerm {
  /** The term as indexed (a folded stem). */
  term: string
  /** The word most products carry for it (lower case, umlauts kept), as a correction is offered. */
  word: string
  /** Products carrying one of its words (a product with two of them counts twice). */
  products: number
}

export interface SearchVocabulary {
  locale: Locale
  terms: Map<string, VocabularyTerm>
  /** Folded surface words: the term each becomes, and the word as the written columns hold it (writtenForm). */
  words: Map<string, { term: string; written: string }>
  dictionary: CompoundDictionary
  /**
   * The folded words product names hold, or null when the vocabulary does not say (written before it
   * kept them): then any word may be in a name.
   */
  nameWords: ReadonlySet<string> | null
  /**
   * A member of a synonym group (its words' stems, joined by spaces) and the alternatives the group
   * offers it, each alternative the stems of its words.
   */
  synonyms: Map<string, string[][]>
}

export interface VocabularyRows {
  /** `names`: products whose name holds the word; null (or absent) where the vocabulary was written without it. */
  terms: Array<{ word: string; term: string; products: number; dictionary: number; names?: number | null }>
  synonyms: Array<{ words: string }>
}

/** A synonym group as an operator writes it: words or phrases separated by commas. */
const synonymGroup = (words: string) =>
  words
    .split(',')
    .map((phrase) => phrase.trim())
    .filter(Boolean)

export function vocabularyOf(locale: Locale, rows: VocabularyRows): SearchVocabulary {
  const terms = new Map<string, VocabularyTerm>()
  const words = new Map<string, { term: string; written: string }>()
  const dictionaryWords = rows.terms.filter((row) => row.dictionary).map((row) => row.word)
  const nameWords =
    !rows.terms.length || rows.terms.some((row) => row.names == null)
      ? null
      : new Set(rows.terms.filter((row) => row.names! > 0).map((row) => fold(row.word)))
  // Most products first: the word shown for a term is the first of its words, the one most products carry.
  for (const row of [...rows.terms].sort((a, b) => b.products - a.products)) {
    if (row.products <= 0) continue
    words.set(fold(row.word), { term: row.term, written: writtenForm(row.word) })
    const known = terms.get(row.term)
    if (known) known.products += row.products
    else terms.set(row.term, { term: row.term, word: row.word, products: row.products })
  }
  const synonyms = new Map<string, string[][]>()
  for (const { words: group } of rows.synonyms) {
    const phrases = synonymGroup(group).map((phrase) => wordsOf(phrase).map((w) => stemOf(w, locale)))
    for (const [i, phrase] of phrases.entries()) {
      if (!phrase.length) continue
      const key = phrase.join(' ')
      const others = phrases.filter((other, j) => j !== i && other.length)
      synonyms.set(key, [...(synonyms.get(key) ?? []), ...others])
    }
  }
  return { locale, terms, words, dictionary: compoundDictionary(dictionaryWords), nameWords, synonyms }
}

const keptVocabulary = keptPerDatabase<SearchVocabulary>(60_000)

/** The vocabulary of `locale`, read at most once a minute per isolate. */
export function loadVocabulary(db: Database, locale: Locale): Promise<SearchVocabulary> {
  return keptVocabulary(db, locale, async () => {
    const [terms, synonyms] = await db.batch([
      db.prepare('SELECT word, term, products, dictionary, names FROM search_term WHERE locale = ?').bind(locale),
      db.prepare('SELECT words FROM search_synonym WHERE locale = ?').bind(locale),
    ])
    return vocabularyOf(locale, {
      terms: terms.results as VocabularyRows['terms'],
      synonyms: synonyms.results as VocabularyRows['synonyms'],
    })
  })
}
