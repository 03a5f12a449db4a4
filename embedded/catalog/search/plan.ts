/**
 * A shopper's term as FTS5 queries: what matches (every word, in any of its forms) and the tiers that
 * rank the matches: the exact name, the name's prefix, stems, compound parts, synonyms, a compound's
 * head alone; what only a typo correction or a known word's prefix finds comes last. The index's columns are name, product_number, keywords, description
 * (as written), stems and parts (as analysed, analyze.ts).
 */
import type { Locale } from '../../../shared/constants'
import {
  MAX_QUERY_WORDS,
  editDistance,
  fold,
  isNumeric,
  splitCompound,
  stemOf,
  typoBudget,
  wordsOf,
  writtenForm,
} from './analyze'
import type { SearchVocabulary } from './vocabulary'

/** A search as the listing reads it: the plan for one language's index. */
export interface SearchScope extends SearchPlan {
  locale: Locale
}

export interface SearchPlan {
  /** Every product any form of every word finds. */
  match: string
  /** Stricter queries, best first, each within the match: a hit ranks by the first one it matches, else after all of them. */
  tiers: string[]
}

/** At most this many typo corrections per word. */
const MAX_CORRECTIONS = 5
const ANALYSED = '{stems parts}'

const quoted = (term: string) => `"${term.replaceAll('"', '""')}"`
const any = (alternatives: string[]) => (alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' OR ')})`)
const all = (clauses: string[]) => clauses.join(' AND ')

/** The forms one word of the term is found by, from the most to the least literal. */
interface WordForms {
  exact: string
  prefix: string
  stemmed: string[]
  compound: string[]
  synonyms: string[]
  /** The head of a compound whose other parts no product has ("Thermo|jacke"): any jacket. */
  head: string[]
  typos: string[]
  /** A known word as the beginning of others, anywhere: the last a word is found by. */
  anywhere: string[]
}

/** Indexed terms within the typo budget of a word, nearest and most common first. */
function nearTerms(word: string, vocabulary: SearchVocabulary, extra = 0): string[] {
  const folded = fold(word)
  const budget = typoBudget(folded) + extra
  if (!budget || isNumeric(folded)) return []
  const stem = stemOf(word, vocabulary.locale)
  const found = new Map<string, number>()
  const offer = (term: string, distance: number) => {
    if (distance <= budget && distance < (found.get(term) ?? Number.POSITIVE_INFINITY)) found.set(term, distance)
  }
  for (const term of vocabulary.terms.keys()) offer(term, editDistance(stem, term, budget))
  for (const [surface, { term }] of vocabulary.words) offer(term, editDistance(folded, surface, budget))
  return [...found]
    .sort((a, b) => a[1] - b[1] || vocabulary.terms.get(b[0])!.products - vocabulary.terms.get(a[0])!.products)
    .map(([term]) => term)
}

/** Whether a shopper may still be typing this word: an indexed word begins with it. */
const beginsWord = (folded: string, vocabulary: SearchVocabulary) => {
  for (const surface of vocabulary.words.keys()) if (surface.startsWith(folded)) return true
  return false
}

/** The index keeps prefixes up to this many letters (migration 0021); a longer one is expanded by FTS5. */
const INDEXED_PREFIX = 6
/** A longer prefix becomes the words it begins while they are this few. */
const MAX_BEGUN = 24

/**
 * The words of names and keywords a long prefix begins (folded, as the vocabulary holds them), or null
 * when it is short enough for the index's prefixes or begins too many (then FTS5 expands it).
 */
function begunWords(folded: string, vocabulary: SearchVocabulary): string[] | null {
  if (folded.length <= INDEXED_PREFIX) return null
  const begun = [...vocabulary.words.keys()].filter((surface) => surface.startsWith(folded))
  return begun.length && begun.length <= MAX_BEGUN ? begun : null
}

function formsOf(word: string, vocabulary: SearchVocabulary): WordForms {
  const folded = fold(word)
  if (isNumeric(folded)) {
    // Sizes, norms and article numbers: as typed, from their beginning, in any column.
    const literal = `${quoted(folded)}*`
    return {
      exact: literal,
      prefix: literal,
      stemmed: [literal],
      compound: [],
      synonyms: [],
      head: [],
      typos: [],
      anywhere: [],
    }
  }
  const { locale, terms, dictionary, synonyms } = vocabulary
  const stem = stemOf(word, locale)
  const known = terms.has(stem)
  const compound: string[] = []
  const head: string[] = []
  if (locale === 'de-DE') {
    const parts = splitCompound(word, dictionary).map((part) => stemOf(part, locale))
    const last = parts[parts.length - 1]
    // Every part indexed: a compound match. Only the head indexed ("arbeits" in "Arbeitsschuhe" is
    // not): the head alone, ranked below synonyms, which know what the whole word means.
    if (last && terms.has(last)) {
      if (parts.every((part) => terms.has(part)))
        compound.push(`(${all([...new Set(parts)].map((part) => `${ANALYSED} : ${quoted(part)}`))})`)
      else head.push(`${ANALYSED} : ${quoted(last)}`)
    }
  }
  const synonymForms = (synonyms.get(stem) ?? []).map(
    (phrase) => `(${all(phrase.map((term) => `${ANALYSED} : ${quoted(term)}`))})`,
  )
  const typos =
    known || beginsWord(folded, vocabulary)
      ? []
      : nearTerms(word, vocabulary)
          .slice(0, MAX_CORRECTIONS)
          .map((term) => `${ANALYSED} : ${quoted(term)}`)
  const written = writtenForm(word)
  // A prefix longer than the index keeps, of words the vocabulary has: those words, not an expansion
  // of every word in every column it begins (descriptions included).
  const begun = (known ? null : begunWords(folded, vocabulary))?.map((surface) => vocabulary.words.get(surface)!)
  const begunNames = begun && any([...new Set(begun.map((w) => w.written))].map(quoted))
  const begunTerms = begun && any([...new Set(begun.map((w) => w.term))].map(quoted))
  return {
    exact: `name : ${quoted(written)}`,
    prefix: begunNames ? `name : ${begunNames}` : `name : ${quoted(written)}*`,
    // A word the vocabulary knows ranks by its stem and begins other words only at the end (a maker's
    // "Rheinland" for "rhein"): a prefix anywhere costs a common word's every form. Another word may be
    // the start of a word being typed, or a word of a description only: its prefix ranks with the stem.
    stemmed: [
      ...(known ? [] : [begunTerms ? `${ANALYSED} : ${begunTerms}` : `${quoted(written)}*`]),
      `stems : ${quoted(stem)}`,
    ],
    anywhere: known ? [`${quoted(written)}*`] : [],
    compound: [`parts : ${quoted(stem)}`, ...compound],
    synonyms: synonymForms,
    head,
    typos,
  }
}

/**
 * The queries for a term, or null when it has no word to search for.
 * @example searchPlan('Jacken', vocabulary).match // '("jacken"* OR stems : "jack" OR parts : "jack")'
 */
export function searchPlan(term: string, vocabulary: SearchVocabulary): SearchPlan | null {
  const words = [...new Set(wordsOf(term))].slice(0, MAX_QUERY_WORDS)
  if (!words.length) return null
  const forms = words.map((word) => formsOf(word, vocabulary))
  const level = (pick: (f: WordForms) => string[]) => all(forms.map((f) => any(pick(f))))
  const stemmed = (f: WordForms) => f.stemmed
  const compound = (f: WordForms) => [...f.stemmed, ...f.compound]
  const synonym = (f: WordForms) => [...compound(f), ...f.synonyms]
  const head = (f: WordForms) => [...synonym(f), ...f.head]
  // A term that is a synonym group's member as a whole ("kurze Hose", "hi-vis") also finds the others.
  const phrase = vocabulary.synonyms.get(words.map((word) => stemOf(word, vocabulary.locale)).join(' '))
  const whole = (expression: string) =>
    words.length > 1 && phrase
      ? `(${expression}) OR ${phrase.map((alt) => `(${all(alt.map((t) => `${ANALYSED} : ${quoted(t)}`))})`).join(' OR ')}`
      : expression
  const match = whole(level((f) => [...head(f), ...f.typos, ...f.anywhere]))
  const candidates = [
    level((f) => [f.exact]),
    level((f) => [f.prefix]),
    level(stemmed),
    level(compound),
    whole(level(synonym)),
    whole(level(head)),
  ]
  // A tier no stricter than the next (no compound, no synonym) says nothing; the last tier is the match itself.
  const tiers = candidates.filter((tier, i) => tier !== (candidates[i + 1] ?? match))
  return { match, tiers }
}

/**
 * What a term probably meant: each word that is no indexed term (nor the beginning of one) replaced by
 * the nearest one (a little further than a search corrects by itself), or null when no word changes.
 */
export function correctedTerm(term: string, vocabulary: SearchVocabulary): string | null {
  let changed = false
  const words = wordsOf(term)
    .slice(0, MAX_QUERY_WORDS)
    .map((word) => {
      const folded = fold(word)
      if (isNumeric(folded) || vocabulary.terms.has(stemOf(word, vocabulary.locale)) || beginsWord(folded, vocabulary))
        return word
      const [nearest] = nearTerms(word, vocabulary, 1)
      if (!nearest) return word
      changed = true
      return vocabulary.terms.get(nearest)!.word
    })
  return changed ? words.join(' ') : null
}
