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

const quoted = (term: string) => `"${term.replaceAll('"', '""')}"`
const all = (clauses: string[]) => clauses.join(' AND ')

/** An analysed column the index holds (analyze.ts). */
type AnalysedColumn = 'stems' | 'parts'
/** One analysed term in some of the analysed columns. */
interface Analysed {
  term: string
  columns: AnalysedColumn[]
}
/** A way a word is found: an FTS5 expression as written, or an analysed term (those merge, see `any`). */
type Form = string | Analysed

const inStems = (term: string): Analysed => ({ term, columns: ['stems'] })
const inParts = (term: string): Analysed => ({ term, columns: ['parts'] })
const analysed = (term: string): Analysed => ({ term, columns: ['stems', 'parts'] })
/** One column filter over alternatives: `stems : "a"`, `{stems parts} : ("a" OR "b")`. */
const columnFilter = (columns: string, alternatives: string[]) =>
  `${columns} : ${alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' OR ')})`}`
const analysedAll = (terms: string[]) => columnFilter('{stems parts}', terms.map(quoted))

/**
 * Alternatives as one FTS5 expression. Analysed terms merge: a term's columns into one column set,
 * the terms of one column set into one filter. Each filter reads its terms' lists once; "stems : x OR
 * parts : x" would read x's list twice and merge the two, which at a third of the catalog costs more
 * than finding them.
 */
function any(alternatives: Form[]): string {
  const columnsOf = new Map<string, Set<AnalysedColumn>>()
  const written: string[] = []
  for (const form of alternatives) {
    if (typeof form === 'string') {
      if (!written.includes(form)) written.push(form)
      continue
    }
    const columns = columnsOf.get(form.term) ?? new Set()
    for (const column of form.columns) columns.add(column)
    columnsOf.set(form.term, columns)
  }
  const byColumns = new Map<string, string[]>()
  for (const [term, columns] of columnsOf) {
    const key = columns.size === 2 ? '{stems parts}' : [...columns][0]!
    byColumns.set(key, [...(byColumns.get(key) ?? []), term])
  }
  const filters = [...byColumns].map(([columns, terms]) => columnFilter(columns, terms.map(quoted)))
  const expressions = [...filters, ...written]
  return expressions.length === 1 ? expressions[0]! : `(${expressions.join(' OR ')})`
}

/** The forms one word of the term is found by, from the most to the least literal. */
interface WordForms {
  /** Null where no product's name can hold it: the tier finds nothing and is not asked. */
  exact: Form | null
  prefix: Form | null
  stemmed: Form[]
  compound: Form[]
  synonyms: Form[]
  /** The head of a compound whose other parts no product has ("Thermo|jacke"): any jacket. */
  head: Form[]
  typos: Form[]
  /** A known word as the beginning of others (the words of names and keywords): the last a word is found by. */
  anywhere: Form[]
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

/** Whether one of `words` (folded) begins with `folded`. */
const beginsOne = (words: Iterable<string>, folded: string) => {
  for (const surface of words) if (surface.startsWith(folded)) return true
  return false
}

/** Whether a shopper may still be typing this word: an indexed word begins with it. */
const beginsWord = (folded: string, vocabulary: SearchVocabulary) => beginsOne(vocabulary.words.keys(), folded)

/** The index keeps prefixes up to this many letters (migration 0021); a longer one is expanded by FTS5. */
const INDEXED_PREFIX = 6
/** A longer prefix becomes the words it begins while they are this few. */
const MAX_BEGUN = 24

/**
 * The words of names and keywords `folded` begins (folded, as the vocabulary holds them), or null when
 * it begins too many (then FTS5 expands the prefix) or, unless `anyLength`, none or is short enough
 * for the index's own prefixes.
 */
function begunWords(folded: string, vocabulary: SearchVocabulary, anyLength = false): string[] | null {
  if (!anyLength && folded.length <= INDEXED_PREFIX) return null
  const begun = [...vocabulary.words.keys()].filter((surface) => surface.startsWith(folded))
  if (begun.length > MAX_BEGUN || (!begun.length && !anyLength)) return null
  return begun
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
  const compound: Form[] = []
  const head: Form[] = []
  if (locale === 'de-DE') {
    const parts = splitCompound(word, dictionary).map((part) => stemOf(part, locale))
    const last = parts[parts.length - 1]
    // Every part indexed: a compound match. Only the head indexed ("arbeits" in "Arbeitsschuhe" is
    // not): the head alone, ranked below synonyms, which know what the whole word means.
    if (last && terms.has(last)) {
      const distinct = [...new Set(parts)]
      if (distinct.length === 1) compound.push(analysed(last))
      else if (parts.every((part) => terms.has(part)))
        compound.push(`(${all(distinct.map((part) => analysedAll([part])))})`)
      else head.push(analysed(last))
    }
  }
  const synonymForms = (synonyms.get(stem) ?? []).map(
    (phrase): Form =>
      phrase.length === 1 ? analysed(phrase[0]!) : `(${all(phrase.map((term) => analysedAll([term])))})`,
  )
  const typos =
    known || beginsWord(folded, vocabulary) ? [] : nearTerms(word, vocabulary).slice(0, MAX_CORRECTIONS).map(analysed)
  const written = writtenForm(word)
  // The words of names and keywords it begins: for a word the vocabulary knows, the other words it
  // begins (a maker's "Rheinland" for "rhein"), ranked last; for another word longer than the index's
  // prefixes, those words instead of an expansion of every word in every column (descriptions included).
  const begunSurfaces = begunWords(folded, vocabulary, known)
  const begun = begunSurfaces?.map((surface) => vocabulary.words.get(surface)!)
  const begunTerms = begun && [...new Set(begun.map((w) => w.term))].filter((term) => term !== stem || !known)
  // A known word begins others only in names and keywords: a prefix anywhere would read every form of
  // a common word in every column, descriptions included, a third of the catalog for "jacke". Another
  // word may be the start of a word being typed, or a word of a description only: its prefix ranks
  // with the stem.
  const prefixAnywhere = `${quoted(written)}*`
  // A word the stemmer leaves as it is, searched as a prefix anywhere: that prefix finds its stem too.
  const covered = !known && !begunTerms && stem === written
  const { nameWords } = vocabulary
  /** Whether a product name may hold a folded word (any word, when the vocabulary does not say). */
  const inAName = (surface: string) => !nameWords || nameWords.has(surface)
  // An unknown long word's name prefix is the begun words a name holds, as the names write them.
  const begunNames =
    begunSurfaces && !known
      ? [...new Set(begunSurfaces.filter(inAName).map((surface) => vocabulary.words.get(surface)!.written))]
      : null
  const namePrefix = begunNames
    ? begunNames.length
      ? columnFilter('name', begunNames.map(quoted))
      : null
    : !nameWords || beginsOne(nameWords, folded)
      ? `name : ${prefixAnywhere}`
      : null
  return {
    exact: inAName(folded) ? `name : ${quoted(written)}` : null,
    prefix: namePrefix,
    stemmed: [
      ...(known ? [] : begunTerms ? begunTerms.map(analysed) : [prefixAnywhere]),
      ...(covered ? [] : [inStems(stem)]),
    ],
    anywhere: !known ? [] : begunTerms ? begunTerms.map(analysed) : [prefixAnywhere],
    compound: [...(covered ? [] : [inParts(stem)]), ...compound],
    synonyms: synonymForms,
    head,
    typos,
  }
}

/**
 * The queries for a term, or null when it has no word to search for.
 * @example searchPlan('Jacken', vocabulary).match // '{stems parts} : "jack"' (every word jacken begins is a jacket)
 */
export function searchPlan(term: string, vocabulary: SearchVocabulary): SearchPlan | null {
  const words = [...new Set(wordsOf(term))].slice(0, MAX_QUERY_WORDS)
  if (!words.length) return null
  const forms = words.map((word) => formsOf(word, vocabulary))
  const level = (pick: (f: WordForms) => Form[]) => all(forms.map((f) => any(pick(f))))
  const stemmed = (f: WordForms) => f.stemmed
  const compound = (f: WordForms) => [...f.stemmed, ...f.compound]
  const synonym = (f: WordForms) => [...compound(f), ...f.synonyms]
  const head = (f: WordForms) => [...synonym(f), ...f.head]
  // A term that is a synonym group's member as a whole ("kurze Hose", "hi-vis") also finds the others.
  const phrase = vocabulary.synonyms.get(words.map((word) => stemOf(word, vocabulary.locale)).join(' '))
  const whole = (expression: string) =>
    words.length > 1 && phrase
      ? `(${expression}) OR ${phrase.map((alt) => `(${all(alt.map((t) => analysedAll([t])))})`).join(' OR ')}`
      : expression
  const match = whole(level((f) => [...head(f), ...f.typos, ...f.anywhere]))
  // A name tier is asked only when every word may be in a name.
  const inName = (pick: (f: WordForms) => Form | null) =>
    forms.every((f) => pick(f) !== null) ? level((f) => [pick(f)!]) : null
  const candidates = [
    inName((f) => f.exact),
    inName((f) => f.prefix),
    level(stemmed),
    level(compound),
    whole(level(synonym)),
    whole(level(head)),
  ]
  // A tier no stricter than the next (no compound, no synonym) says nothing; the last tier is the match itself.
  const asked = candidates.filter((tier) => tier !== null)
  const tiers = asked.filter((tier, i) => tier !== (asked[i + 1] ?? match))
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
