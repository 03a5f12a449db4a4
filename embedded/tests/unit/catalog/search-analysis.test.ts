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

describe('a page ranked from the first rows of each tier', () => {
  it('holds when no tier was read short, or the tiers up to the first one read short fill it', () => {
    expect(pageSettled([3, 40], 200, [3, 40, 7], 24)).toBe(true)
    expect(pageSettled([3, 200, 50], 200, [3, 40, 2, 0], 24)).toBe(true)
    // Tier 1 had more than was read and its hits that pass the filters did not fill the page.
    expect(pageSettled([3, 200, 50], 200, [3, 10, 11, 0], 24)).toBe(false)
    expect(pageSettled([200], 200, [0, 5], 10)).toBe(false)
  })
})
