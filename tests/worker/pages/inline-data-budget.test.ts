/**
 * The inline-data budget on the rendered HTML: the inline data of a page (`window.__BOOT__` and the router's
 * hydration data, as scripts/inline-data.ts measures it) stays within 20 KB on the catalog, content and
 * form pages, in both locales (docs/decisions/044). Bytes only: the timing figures are the bench's.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { ENGLISH_BROWSER, GERMAN_BROWSER, catalogFixture, request } from '../helpers'

const BUDGET = 20 * 1024

/** The bytes of the page's inline data script. */
async function inlineBytes(path: string, headers: Record<string, string>): Promise<number> {
  const response = await request(path, { headers })
  expect(response.status, path).toBe(200)
  const html = await response.text()
  const script = html.match(/<script(?: nonce="[^"]*")?>(window\.__BOOT__[\s\S]*?)<\/script>/)?.[1]
  expect(script, path).toBeDefined()
  return new TextEncoder().encode(script).length
}

let pages: Array<[string, string, Record<string, string>]>
beforeAll(async () => {
  const [de, en] = [await catalogFixture('de-DE'), await catalogFixture('en-GB')]
  pages = [
    ['/', 'home', GERMAN_BROWSER],
    [de.category.path, 'listing', GERMAN_BROWSER],
    [de.product.path, 'product', GERMAN_BROWSER],
    ['/search?search=jacke', 'search', GERMAN_BROWSER],
    ['/aktionen/sicherheitswochen', 'CMS page', GERMAN_BROWSER],
    ['/login', 'login', GERMAN_BROWSER],
    ['/register', 'register', GERMAN_BROWSER],
    ['/en-GB', 'home', ENGLISH_BROWSER],
    [`/en-GB${en.category.path}`, 'listing', ENGLISH_BROWSER],
    [`/en-GB${en.product.path}`, 'product', ENGLISH_BROWSER],
    ['/en-GB/search?search=jacket', 'search', ENGLISH_BROWSER],
  ]
})

describe('inline data', () => {
  // Every page type rendered in both locales, one after another: seconds on a busy machine.
  it('stays within 20 KB on every page type, in both locales', async () => {
    for (const [path, type, headers] of pages) {
      const bytes = await inlineBytes(path, headers)
      expect(bytes, `${type} ${path}: ${bytes} bytes`).toBeLessThanOrEqual(BUDGET)
    }
  }, 30_000)
})
