/** The dictionary a page ships (docs/decisions/038): the shell's and the page's keys in the document, the page's in its payload. */
import { describe, expect, it } from 'vitest'
import de from '../../../shared/i18n/de-DE'
import en from '../../../shared/i18n/en-GB'
import { ENGLISH_BROWSER, GERMAN_BROWSER, request } from '../helpers'

type Texts = Record<string, Record<string, unknown>>
async function bootTexts(path: string, headers: Record<string, string>): Promise<Texts> {
  const html = await (await request(path, { headers })).text()
  const boot = html.match(/window\.__BOOT__=(\{.*?\});window\.__staticRouterHydrationData=/)?.[1]
  return JSON.parse(boot!).dictionary as Texts
}

describe('page texts', () => {
  it("ships the shell's and the login page's keys with the login page, not the checkout's", async () => {
    const texts = await bootTexts('/login', GERMAN_BROWSER)
    expect(texts.header!.cart).toBe(de.header.cart)
    expect(texts.auth!.loginTitle).toBe(de.auth.loginTitle)
    expect(texts.checkout).toBeUndefined()
    expect(JSON.stringify(texts).length).toBeLessThan(JSON.stringify(de).length / 2)
  })

  it("sends a navigation's payload the next page's keys, in its locale", async () => {
    const payload = (await (
      await request('/en-GB/login/_payload.json', {
        headers: { ...ENGLISH_BROWSER, accept: 'application/json' },
      })
    ).json()) as { texts: Texts }
    expect(payload.texts.auth!.loginTitle).toBe(en.auth.loginTitle)
    expect(payload.texts.header).toBeUndefined()
  })
})
