/**
 * The home page that sells, in the HTML a crawler and a first visit get: the shop's promise with a way
 * into the range, what the shop promises every shopper, and the categories as tiles with their pictures.
 */
import { describe, expect, it } from 'vitest'
import { CRAWLER, request } from '../helpers'

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

const home = async (path: string) => {
  const response = await request(path, { headers: CRAWLER })
  expect(response.status).toBe(200)
  return response.text()
}

describe('the home page', () => {
  it('opens with the promise, a way into the range and what the shop promises, in German', async () => {
    const html = await home('/')
    expect(text(html)).toContain('Für Handwerk, Bau und Logistik Arbeitskleidung und Schutzausrüstung')
    expect(html).toMatch(/<a class="button primary" href="\/arbeitsjacken"[^>]*>Sortiment entdecken<\/a>/)
    const promises = html.slice(html.indexOf('<ul class="usp-bar"'), html.indexOf('</ul>', html.indexOf('usp-bar')))
    expect(promises).toContain('aria-label="Unsere Leistungen"')
    expect(text(promises)).toContain('Versandkostenfrei ab 75,00 €')
    expect(text(promises)).toContain('Kostenlose Rücksendung für Privatkunden in Deutschland')
    expect(text(promises)).toContain('Kauf auf Rechnung für Geschäftskunden')
  })

  it('shows each category as a tile with its picture, decorative beside the name', async () => {
    const html = await home('/')
    const tiles = html.slice(
      html.indexOf('<ul class="category-tiles"'),
      html.indexOf('</ul>', html.indexOf('category-tiles')),
    )
    const links = [
      ...tiles.matchAll(/<a href="([^"]+)"[^>]*><img src="([^"]+)" alt=""[^>]*\/><span>([^<]+)<\/span><\/a>/g),
    ]
    expect(links.length).toBeGreaterThanOrEqual(6)
    expect(links[0]!.slice(1)).toEqual(['/arbeitsjacken', expect.stringMatching(/^\/media\//), 'Arbeitsjacken'])
    // The pictures travel with the top entries only: the header's sub-categories carry none.
    const boot = html.slice(html.indexOf('__staticRouterHydrationData'))
    const images = boot.match(/"image":/g) ?? []
    expect(images.length).toBe(links.length)
  })

  it('says the same in English', async () => {
    const html = await home('/en-GB')
    expect(text(html)).toContain('For trades, construction and logistics')
    expect(text(html)).toContain('Free delivery from €75.00')
    expect(text(html)).toContain('Pay by invoice as a business customer')
    expect(html).toMatch(/>Browse the range<\/a>/)
  })
})
