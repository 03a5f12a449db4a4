/**
 * Price law wherever a price is shown (PAngV §4): a pack's unit price on listing cards, in the search
 * results, in the suggestion box and in the cart; the tax note links the shipping costs.
 */
import { describe, expect, it } from 'vitest'
import { CRAWLER, GERMAN_BROWSER, ENGLISH_BROWSER, request } from '../helpers'

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

describe('unit prices', () => {
  it('stand beside the price of a pack on the search results, in German and English', async () => {
    const german = text(await (await request('/search?search=montagehandschuh', { headers: CRAWLER })).text())
    expect(german).toMatch(/Grundpreis: \d+,\d\d € \/ 1 Paar/)
    const english = text(await (await request('/en-GB/search?search=gloves', { headers: CRAWLER })).text())
    expect(english).toMatch(/Unit price: €\d+\.\d\d \/ 1 Pair/)
  })

  it('come with each pack in the suggestion box, none for goods sold by the piece', async () => {
    const answer = (await (
      await request('/_suggest.json?search=montagehandschuh', {
        headers: { ...GERMAN_BROWSER, cookie: 'locale=de-DE' },
      })
    ).json()) as {
      suggestions: Array<{ name: string; price: number; unitPrice: { price: number; unitName: string } | null }>
    }
    const pack = answer.suggestions.find((s) => s.name.includes('Montagehandschuh'))!
    expect(pack.unitPrice?.unitName).toBe('Paar')
    // Twelve pairs a pack: the price of one pair.
    expect(Math.abs(pack.unitPrice!.price - pack.price / 12)).toBeLessThanOrEqual(0.005 + 1e-9)
    const helmets = (await (
      await request('/_suggest.json?search=schutzhelm', { headers: { ...GERMAN_BROWSER, cookie: 'locale=de-DE' } })
    ).json()) as { suggestions: Array<{ unitPrice: unknown }> }
    expect(helmets.suggestions.length).toBeGreaterThan(0)
    expect(helmets.suggestions.every((s) => s.unitPrice === null)).toBe(true)
  })
})

describe('the tax note', () => {
  it('links "Versand" to the payment and shipping terms, in the footer of every page', async () => {
    const german = await (await request('/', { headers: { ...GERMAN_BROWSER, cookie: 'locale=de-DE' } })).text()
    expect(german).toMatch(/Alle Preise inkl\. MwSt\., zzgl\. (<!-- -->)?<a href="\/zahlung-und-versand">Versand<\/a>/)
    const english = await (await request('/en-GB', { headers: { ...ENGLISH_BROWSER, cookie: 'locale=en-GB' } })).text()
    expect(english).toMatch(
      /All prices incl\. VAT, plus (<!-- -->)?<a href="\/en-GB\/payment-and-shipping">shipping<\/a>/,
    )
  })
})
