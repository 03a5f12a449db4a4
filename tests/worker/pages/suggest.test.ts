/** {prefix}/_suggest.json: one route under every locale prefix, in that locale's language. */
import { describe, expect, it } from 'vitest'
import { LANGUAGE_IDS } from '../../../shared/constants'
import { catalogFixture, cookies, ORIGIN, request } from '../helpers'

interface Suggestions {
  term: string
  suggestions: Array<{ name: string; path: string }>
  correction: string | null
  categories: Array<{ id: string; name: string; path: string }>
  total: number
  more: boolean
}

describe('search suggestions', () => {
  it('answers under both locale prefixes, each in its own language', async () => {
    for (const [prefix, locale] of [
      ['', 'de-DE'],
      ['/en-GB', 'en-GB'],
    ] as const) {
      const { product } = await catalogFixture(locale)
      const term = product.name.split(' ')[0]!
      const response = await request(`${prefix}/_suggest.json?search=${encodeURIComponent(term)}`)
      expect(response.status, prefix).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=60')
      const body = (await response.json()) as Suggestions
      expect(body.suggestions.map((s) => s.name)).toContain(product.name)
    }
  })

  it('offers the term a typo meant and the categories of the products found, in each language', async () => {
    for (const [prefix, typo, meant, category] of [
      ['', 'warnweset', 'warnweste', 'Warnwesten'],
      ['/en-GB', 'helmat', 'helmet', 'Head protection'],
    ] as const) {
      const body = (await (await request(`${prefix}/_suggest.json?search=${typo}`)).json()) as Suggestions
      expect(body.correction, typo).toBe(meant)
      expect(body.suggestions[0]?.name.toLowerCase(), typo).toContain(meant)
      const found = body.categories.find((c) => c.name === category)
      expect(found, `${typo}: ${body.categories.map((c) => c.name).join(', ')}`).toBeDefined()
      expect((await request(`${prefix}${found!.path}`)).status).toBe(200)
    }
    const known = (await (await request('/_suggest.json?search=jacke')).json()) as Suggestions
    expect(known.correction).toBeNull()
    // Counted to five pages of suggestions (and one more hit): within them, the search's own total.
    const search = (await (
      await request('/store-api/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ search: 'jacke', limit: 1 }),
      })
    ).json()) as { total: number }
    expect(search.total).toBeLessThanOrEqual(30)
    expect([known.more, known.total]).toEqual([false, search.total])
  })

  it('never lets a shared cache keep suggestions priced for a shopper', async () => {
    // A shopper's session, as a browser's first write starts it (the context changed).
    const context = await request('/store-api/context', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ languageId: LANGUAGE_IDS['en-GB'] }),
    })
    const cookie = cookies(context)['sw-context-token']!.split(';')[0]!
    const response = await request('/en-GB/_suggest.json?search=ja', { headers: { cookie } })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('is not a page: no locale redirect, no locale cookie', async () => {
    const response = await request('/_suggest.json?search=x', { headers: { 'accept-language': 'en-GB' } })
    expect([response.status, response.headers.getSetCookie()]).toEqual([200, []])
  })
})
