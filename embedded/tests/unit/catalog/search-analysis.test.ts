/** How search reads words (stems, folding, compounds, typos) and when a page ranked from tier tops holds. */
import { describe, expect, it } from 'vitest'
import {
  analyseText,
  compoundDictionary,
  editDistance,
  fold,
  splitCompound,
  stemOf,
  typoBudget,
} from '../../../catalog/search/analyze'
import { pageSettled } from '../../../catalog/listing/listing'
import { searchPlan } from '../../../catalog/search/plan'
import { type VocabularyRows, vocabularyOf } from '../../../catalog/search/vocabulary'
import { compoundWords } from '../../../seed/catalog/search'

const dictionary = compoundDictionary(compoundWords('de-DE'))

describe('analysis', () => {
  it('gives singular and plural one stem, in German and English, umlauts folded', () => {
    for (const [a, b] of [
      ['Jacke', 'Jacken'],
      ['Hose', 'Hosen'],
      ['Schuh', 'Schuhe'],
      ['Helm', 'Helme'],
      ['Mütze', 'Mützen'],
    ])
      expect(stemOf(a, 'de-DE'), a).toBe(stemOf(b, 'de-DE'))
    expect(stemOf('helmets', 'en-GB')).toBe(stemOf('helmet', 'en-GB'))
    expect(stemOf('gloves', 'en-GB')).toBe(stemOf('glove', 'en-GB'))
    expect(fold('Anstoßkappe')).toBe('anstosskappe')
    expect(stemOf('SW10001', 'de-DE')).toBe('sw10001')
  })

  it("splits German compounds into the catalog's words, never a word of its own", () => {
    expect(splitCompound('Arbeitsschuhe', dictionary)).toEqual(['arbeits', 'schuh'])
    expect(splitCompound('Warnweste', dictionary)).toEqual(['warn', 'weste'])
    // A category's name is a word of the dictionary: whole.
    expect(splitCompound('Warnwesten', dictionary)).toEqual([])
    expect(splitCompound('Schnittschutzhandschuh', dictionary)).toEqual(['schnittschutz', 'handschuh'])
    // A Handschuh is a word of its own, not a Hand-Schuh; a short word is no compound.
    expect(splitCompound('Handschuh', dictionary)).toEqual([])
    expect(splitCompound('Helm', dictionary)).toEqual([])
    const { stems, parts } = analyseText('Montagehandschuh Arber', 'de-DE', dictionary)
    expect(stems).toEqual(['montagehandschuh', 'arb'])
    expect(parts).toEqual(['montag', 'handschuh'])
  })

  it('counts edits with a swap as one, within the budget of the word length', () => {
    expect(editDistance('warnweset', 'warnweste', 2)).toBe(1)
    expect(editDistance('schutzhlem', 'schutzhelm', 2)).toBe(1)
    expect(editDistance('jaket', 'jacke', 1)).toBe(2)
    expect(editDistance('kappe', 'kapuzenjacke', 2)).toBe(3)
    expect([typoBudget('hut'), typoBudget('jacke'), typoBudget('fleecejacke')]).toEqual([0, 1, 2])
  })
})

describe('the queries of a term', () => {
  /** Words as the seed counts them: products carrying each, and how many hold it in their name. */
  const rows = (names: boolean): VocabularyRows => ({
    terms: (
      [
        ['jacke', 40, 0],
        ['jacken', 4, 0],
        ['softshelljacke', 12, 12],
        ['nordkap', 6, 6],
        ['rhein', 3, 3],
        ['rheinland', 30, 0],
      ] as const
    ).map(([word, products, inNames]) => ({
      word,
      term: stemOf(word, 'de-DE'),
      products,
      dictionary: 0,
      ...(names ? { names: inNames } : {}),
    })),
    synonyms: [],
  })
  const vocabulary = vocabularyOf('de-DE', rows(true))

  it('reads a known word once, in names and keywords only, and the other words it begins', () => {
    // One list for both analysed columns, no prefix over descriptions: "jacken" begins no other word.
    expect(searchPlan('Jacken', vocabulary)!.match).toBe('{stems parts} : "jack"')
    expect(searchPlan('rhein', vocabulary)!.match).toBe('{stems parts} : ("rhein" OR "rheinland")')
    // A word the vocabulary lacks may be in a description or still being typed: its prefix, anywhere.
    expect(searchPlan('atmungsakt', vocabulary)!.match).toContain('"atmungsakt"*')
  })

  it('asks for name matches only where a name can hold every word', () => {
    const nameTiers = (term: string) => searchPlan(term, vocabulary)!.tiers.filter((t) => t.startsWith('name'))
    expect(nameTiers('jacke')).toEqual([])
    expect(nameTiers('Nordkap')).toEqual(['name : "nordkap"', 'name : "nordkap"*'])
    // "softshell" is no word, but begins one a name holds: that word, as the name holds it.
    expect(nameTiers('softshell')).toEqual(['name : "softshelljacke"'])
    expect(nameTiers('rheinl')).toEqual([])
    expect(nameTiers('jacke nordkap')).toEqual([])
    // A vocabulary written before it counted names: every word may be in one.
    const unknown = vocabularyOf('de-DE', rows(false))
    expect(searchPlan('jacke', unknown)!.tiers.slice(0, 2)).toEqual(['name : "jacke"', 'name : "jacke"*'])
  })
})

describe('a page ranked from the first rows of each tier', () => {
  it('holds when no tier was read short, or the tiers up to the first one read short fill it', () => {
    expect(pageSettled([3, 40], 200, [3, 40, 7], 24)).toBe(true)
    expect(pageSettled([3, 200, 50], 200, [3, 40, 2, 0], 24)).toBe(true)
    // Tier 1 had more than was read and its hits that pass the filters did not fill the page.
    expect(pageSettled([3, 200, 50], 200, [3, 10, 11, 0], 24)).toBe(false)
    expect(pageSettled([200], 200, [0, 5], 10)).toBe(false)
  })
})
