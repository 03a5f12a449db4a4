/**
 * The seed's side of search: each product's analysed terms as it is written, then the vocabulary the
 * searches read (catalog/search/vocabulary.ts) and a starting set of workwear synonyms an operator
 * may change.
 */
import { LOCALES, type Locale } from '../../../shared/constants'
import { type CompoundDictionary, analyseText, compoundDictionary, stemOf, wordsOf } from '../../catalog/search/analyze'
import { CATEGORIES, PRODUCT_TYPES } from './data'
import { bulkInsert, type SeedStatement } from '../sql'

/** Synonym groups per language: each member finds the products of the others. */
export const SEED_SYNONYMS: Record<Locale, string[]> = {
  'de-DE': [
    'Arbeitsschuhe, Sicherheitsschuhe',
    'Arbeitsstiefel, Sicherheitsstiefel',
    'Helm, Schutzhelm, Bauhelm',
    'Warnschutz, Warnweste, hi-vis, high-vis, Signalweste',
    'Arbeitshandschuhe, Montagehandschuhe',
    'Mütze, Kappe',
    'Shorts, kurze Hose',
    'Latzhose, Arbeitslatzhose',
    'Winterjacke, Thermojacke',
    'Regenjacke, Softshelljacke',
  ],
  'en-GB': [
    'work shoes, safety shoes',
    'work boots, safety boots',
    'helmet, hard hat, safety helmet',
    'hi-vis, high visibility, high-vis, reflective, safety vest',
    'pants, trousers',
    'overalls, dungarees, bib trousers',
    'work gloves, assembly gloves',
    'hat, cap',
    'coat, jacket',
    'fleece, fleece jacket',
  ],
}

/**
 * The words German compounds are split into: the generic nouns the catalog's types name as their
 * keywords, and the catalog's category names.
 */
export function compoundWords(locale: Locale): string[] {
  const texts = [...PRODUCT_TYPES.map((t) => t.keywords[locale]), ...CATEGORIES.map((c) => c.name[locale])]
  return [...new Set(texts.flatMap(wordsOf))]
}

/** Analyses products as they are seeded and keeps count of their words, for the vocabulary. */
export class SearchIndexer {
  /** Compounds are split in German only: English writes their parts apart. */
  private readonly dictionaryWords: Record<Locale, string[]> = { 'de-DE': compoundWords('de-DE'), 'en-GB': [] }
  private readonly dictionaries: Record<Locale, CompoundDictionary | null> = {
    'de-DE': compoundDictionary(this.dictionaryWords['de-DE']),
    'en-GB': null,
  }
  private readonly counts: Record<Locale, Map<string, number>> = { 'de-DE': new Map(), 'en-GB': new Map() }
  private readonly inNames: Record<Locale, Map<string, number>> = { 'de-DE': new Map(), 'en-GB': new Map() }

  /** A product's searchable text (its name and keywords) as its stems and parts columns. */
  analyse(name: string, keywords: string, locale: Locale): { stems: string; parts: string } {
    const analysed = analyseText(`${name} ${keywords}`, locale, this.dictionaries[locale])
    const counts = this.counts[locale]
    for (const { word } of analysed.words) counts.set(word, (counts.get(word) ?? 0) + 1)
    const inNames = this.inNames[locale]
    for (const word of new Set(wordsOf(name))) inNames.set(word, (inNames.get(word) ?? 0) + 1)
    return { stems: analysed.stems.join(' '), parts: analysed.parts.join(' ') }
  }

  /** The vocabulary rows (every word seen, and the compound dictionary) and the seeded synonym groups. */
  statements(maxBytes: number): SeedStatement[] {
    const rows = LOCALES.flatMap((locale) => {
      const counts = this.counts[locale]
      const dictionary = new Set(this.dictionaryWords[locale])
      // Every word products carry, and the dictionary's words no product carries whole.
      return [...new Set([...counts.keys(), ...dictionary])].map((word) => [
        locale,
        word,
        stemOf(word, locale),
        counts.get(word) ?? 0,
        dictionary.has(word) ? 1 : 0,
        this.inNames[locale].get(word) ?? 0,
      ])
    })
    const synonyms = LOCALES.flatMap((locale) => SEED_SYNONYMS[locale].map((words) => [locale, words]))
    return [
      { label: 'search_term', rows: 0, sql: 'DELETE FROM search_term' },
      { label: 'search_synonym', rows: 0, sql: 'DELETE FROM search_synonym' },
      ...bulkInsert(
        'search_term',
        ['locale', 'word', 'term', 'products', 'dictionary', 'names'],
        rows,
        'search_term',
        maxBytes,
      ),
      ...bulkInsert('search_synonym', ['locale', 'words'], synonyms, 'search_synonym', maxBytes),
    ]
  }
}
