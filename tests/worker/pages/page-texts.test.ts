/** A locale's texts travel as one immutable file the page names, not in the page (docs/decisions/044). */
import { describe, expect, it } from 'vitest'
import de from '../../../shared/i18n/de-DE'
import en from '../../../shared/i18n/en-GB'
import { ENGLISH_BROWSER, GERMAN_BROWSER, request } from '../helpers'

async function bootOf(path: string, headers: Record<string, string>) {
  const html = await (await request(path, { headers })).text()
  const boot = html.match(/window\.__BOOT__=(\{.*?\});window\.__staticRouterHydrationData=/)?.[1]
  return { html, boot: JSON.parse(boot!) as { texts: string; dictionary?: unknown } }
}

describe('page texts', () => {
  it('names and preloads the locale texts file instead of carrying a dictionary', async () => {
    const { html, boot } = await bootOf('/login', GERMAN_BROWSER)
    expect(boot.dictionary).toBeUndefined()
    expect(boot.texts).toMatch(/^\/_texts\/de-DE\.\w+\.json$/)
    expect(html).toContain(`<link rel="preload" href="${boot.texts}" as="fetch" crossorigin="anonymous"/>`)
    const english = await bootOf('/en-GB/login', ENGLISH_BROWSER)
    expect(english.boot.texts).toMatch(/^\/_texts\/en-GB\.\w+\.json$/)
  })

  it('serves the whole dictionary of the locale, kept forever under its content name', async () => {
    for (const [headers, path, dictionary] of [
      [GERMAN_BROWSER, '/', de],
      [ENGLISH_BROWSER, '/en-GB', en],
    ] as const) {
      const { boot } = await bootOf(path, headers)
      const response = await request(boot.texts)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect(response.headers.get('cache-control')).toContain('immutable')
      expect(await response.json()).toEqual(JSON.parse(JSON.stringify(dictionary)))
    }
  })

  it("answers an older build's name with today's texts, asked for anew; an unknown locale is a 404", async () => {
    const older = await request('/_texts/de-DE.old.json')
    expect(older.status).toBe(200)
    expect(older.headers.get('cache-control')).not.toContain('immutable')
    expect(((await older.json()) as typeof de).header.cart).toBe(de.header.cart)
    expect((await request('/_texts/fr-FR.abc.json')).status).toBe(404)
  })

  it('sends a navigation payload without texts (the browser holds the whole file)', async () => {
    const payload = (await (
      await request('/en-GB/login/_payload.json', { headers: { ...ENGLISH_BROWSER, accept: 'application/json' } })
    ).json()) as { texts?: unknown; loaderData: unknown }
    expect(payload.loaderData).toBeDefined()
    expect(payload.texts).toBeUndefined()
  })
})
