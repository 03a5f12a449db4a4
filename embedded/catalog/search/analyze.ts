/**
 * How search reads words, the same at index time and at query time: lower case, Snowball stems
 * (German or English), umlauts and accents folded ("Mützen" → "mutz"), and German compounds split
 * into the catalog's own words ("Warnwesten" → "warn" + "west").
 */
import { stemmer as germanStemmer } from '@orama/stemmers/german'
import { stemmer as englishStemmer } from '@orama/stemmers/english'
import type { Locale } from '../../../shared/constants'

/** At most this many words of a query count; the rest is ignored. */
export const MAX_QUERY_WORDS = 8

/** The words of a text: letters and digits, lower case. */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

/** A word as FTS5's unicode61 tokenizer indexes the written columns: lower case, accents and umlauts dropped, ß kept. */
export const writtenForm = (word: string): string =>
  word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC')

/** The written form with ß as ss: the form every analysed term has. */
export const fold = (word: string): string => writtenForm(word).replaceAll('ß', 'ss')

/** Whether a word holds a digit: sizes, norms and article numbers are matched as typed, never stemmed or corrected. */
export const isNumeric = (word: string) => /\p{N}/u.test(word)

const STEMMERS: Record<Locale, (word: string) => string> = { 'de-DE': germanStemmer, 'en-GB': englishStemmer }

/** A word's stem as indexed: Snowball's stem, folded. Numbers stay as they are. */
export function stemOf(word: string, locale: Locale): string {
  const lower = word.toLowerCase()
  return isNumeric(lower) ? fold(lower) : fold(STEMMERS[locale](lower))
}

/**
 * The words a German compound is split into: folded surface forms of generic nouns (Jacke, Hose,
 * Schuh, Weste…) and categories, built from the catalog's vocabulary when it is indexed. A word of the
 * dictionary is never split itself ("Handschuh" is a glove, not a shoe).
 */
export interface CompoundDictionary {
  words: ReadonlySet<string>
  /** The longest word's length, so a split tries no longer suffix. */
  longest: number
}

export const compoundDictionary = (words: Iterable<string>): CompoundDictionary => {
  const set = new Set<string>()
  for (const word of words) if (word.length >= MIN_HEAD && !isNumeric(word)) set.add(fold(word))
  return { words: set, longest: Math.max(0, ...[...set].map((w) => w.length)) }
}

/** A compound's head (its last part) has at least four letters, the rest at least three. */
const MIN_HEAD = 4
const MIN_MODIFIER = 3
/** Inflection endings a compound may carry after its head (Warnweste-n, Arbeitsschuh-e). */
const ENDINGS = ['', 'e', 'n', 'en', 's', 'es', 'er', 'ern', 'r', 'nen']

/**
 * The parts of a German compound as folded surface words, head last, or none when the word is not a
 * compound of known heads. The head is the longest dictionary word the word ends with (after an
 * inflection ending); what precedes it is split again the same way, and kept whole when it cannot be.
 * @example splitCompound('arbeitsschuhe', dict) // ['arbeits', 'schuh']
 */
export function splitCompound(word: string, dict: CompoundDictionary, depth = 0): string[] {
  const folded = fold(word)
  if (depth > 3 || folded.length < MIN_HEAD + MIN_MODIFIER || isNumeric(folded)) return []
  for (const ending of ENDINGS) {
    if (ending && !folded.endsWith(ending)) continue
    const base = folded.slice(0, folded.length - ending.length)
    if (dict.words.has(base)) return []
    const most = Math.min(dict.longest, base.length - MIN_MODIFIER)
    for (let length = most; length >= MIN_HEAD; length--) {
      const head = base.slice(base.length - length)
      if (!dict.words.has(head)) continue
      const modifier = base.slice(0, base.length - length)
      const inner = dict.words.has(modifier) ? [] : splitCompound(modifier, dict, depth + 1)
      return [...(inner.length ? inner : [modifier]), head]
    }
  }
  return []
}

/** What one word becomes in the index: its stem and, for a German compound, the stems of its parts. */
export interface AnalysedWord {
  /** The word in lower case, as shoppers write it. */
  word: string
  stem: string
  parts: string[]
}

function analyseWord(word: string, locale: Locale, dict: CompoundDictionary | null): AnalysedWord {
  const stem = stemOf(word, locale)
  const parts =
    locale === 'de-DE' && dict
      ? [...new Set(splitCompound(word, dict).map((part) => stemOf(part, locale)))].filter(
          (part) => part.length >= MIN_MODIFIER && part !== stem,
        )
      : []
  return { word: word.toLowerCase(), stem, parts }
}

/**
 * A product's text as its two search columns: the stems of its words and the stems of its compounds'
 * parts, each a space-separated list of distinct terms.
 */
export function analyseText(
  text: string,
  locale: Locale,
  dict: CompoundDictionary | null,
): { stems: string[]; parts: string[]; words: AnalysedWord[] } {
  const words = [...new Set(wordsOf(text))].map((word) => analyseWord(word, locale, dict))
  const stems = new Set(words.map((w) => w.stem))
  const parts = new Set(words.flatMap((w) => w.parts).filter((part) => !stems.has(part)))
  return { stems: [...stems], parts: [...parts], words }
}

/**
 * Optimal string alignment distance (Levenshtein with the swap of two neighbours as one edit), or
 * `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before = new Array<number>(b.length + 1).fill(0)
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  let current = new Array<number>(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1)
      current[j] = d
      if (d < best) best = d
    }
    if (best > max) return max + 1
    ;[before, previous, current] = [previous, current, before]
  }
  return previous[b.length]
}

/** How many edits a typed word may be away from an indexed one: none below four letters, one up to seven, two from eight. */
export const typoBudget = (word: string) => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2)
