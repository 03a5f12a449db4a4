/** "Meinten Sie …?", the suggestions' order, and synonyms an operator adds. */
import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import type { Locale } from '../../../../../shared/constants'
import { didYouMean } from '../../../../../shared/catalog/did-you-mean'
import { embeddedApi } from '../../../../../tests/worker/helpers'

const search = (term: string, locale: Locale = 'de-DE', limit = 10) =>
  embeddedApi(locale).invoke('searchPage post /search', { body: { search: term, limit } })
const suggest = (term: string, locale: Locale = 'de-DE', limit = 10) =>
  embeddedApi(locale).invoke('searchSuggest post /search-suggest', { body: { search: term, limit } })
const names = (listing: { elements: Array<{ name?: string | null }> }) => listing.elements.map((p) => p.name)

describe('synonyms an operator keeps', () => {
  it('find the products of a group added with SQL within a minute, in that language only', async () => {
    expect((await search('blaumann')).total).toBe(0)
    await env.DB.prepare("INSERT INTO search_synonym (locale, words) VALUES ('de-DE', 'Blaumann, Latzhose')").run()
    // An isolate reads the vocabulary again after a minute.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 61_000)
      const found = await search('blaumann')
      expect(found.total).toBeGreaterThan(0)
      expect(names(found).every((name) => /latzhose/i.test(name ?? ''))).toBe(true)
      expect((await search('blaumann', 'en-GB')).total).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('did you mean', () => {
  it('names the nearest known term when nothing is found', async () => {
    const result = await search('jaket')
    expect(result.total).toBe(0)
    expect(didYouMean(result)).toBe('jacke')
    expect((await search('jacke')).total).toBeGreaterThan(0)
  })

  it('corrects a typo by itself and still names the term it meant', async () => {
    const result = await search('fleecjacke')
    expect(names(result).every((name) => /fleecejacke/i.test(name ?? ''))).toBe(true)
    expect(result.total).toBeGreaterThan(0)
    expect(didYouMean(result)).toBe('fleecejacke')
    const english = await search('helmat', 'en-GB')
    expect(names(english)[0]).toMatch(/helmet/i)
    expect(didYouMean(english)).toBe('helmet')
  })

  it('offers nothing for known words, article numbers, words being typed or nonsense', async () => {
    for (const term of ['jacke', 'SW10001', 'softsh', 'qqqqqqqq'])
      expect(didYouMean(await search(term)), term).toBeNull()
    expect((await search('qqqqqqqq')).total).toBe(0)
  })

  it('answers in suggestions too', async () => {
    const result = await suggest('warnweset')
    expect(names(result)[0]).toMatch(/warnweste/i)
    expect(didYouMean(result)).toBe('warnweste')
  })
})

describe('suggestions counted to the next pages only', () => {
  it('stop counting a broad word after five pages and one hit', async () => {
    const body = { search: 'jacke', limit: 1, 'total-count-mode': 'next-pages' }
    const box = await embeddedApi('de-DE').invoke('searchSuggest post /search-suggest', { body: body as never })
    expect((await search('jacke', 'de-DE', 1)).total).toBeGreaterThan(6)
    expect(box.total).toBe(6)
    expect(box.elements).toHaveLength(1)
  })
})

describe('suggestions rank as the search page does', () => {
  it('with the same products in the same order for plurals, compounds, synonyms and typos', async () => {
    for (const [term, locale] of [
      ['jacken', 'de-DE'],
      ['arbeitsschuhe', 'de-DE'],
      ['hi-vis', 'de-DE'],
      ['schutzhlem', 'de-DE'],
      ['helm', 'de-DE'],
      ['gloves', 'en-GB'],
      ['hard hat', 'en-GB'],
    ] as const) {
      const [page, box] = [await search(term, locale, 6), await suggest(term, locale, 6)]
      expect(page.total, term).toBeGreaterThan(0)
      expect(names(box), term).toEqual(names(page))
      expect(box.total, term).toBe(page.total)
    }
  })
})
