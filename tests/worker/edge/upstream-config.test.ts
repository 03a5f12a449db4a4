/** Upstream mode without its access key (decision 034): the operator reads why, shoppers see a closed shop. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GERMAN_BROWSER, ENGLISH_BROWSER, request } from '../helpers'

const HALF_CONFIGURED = { STORE_API_URL: 'https://shop.example/store-api', STORE_API_ACCESS_KEY: '' }
const MESSAGE = 'Make sure that endpoint and accessToken are settled in the configuration'

afterEach(() => vi.restoreAllMocks())

/** Fails the test if the worker tries to reach the upstream: without a key there is nothing to ask. */
function refuseUpstream() {
  const upstream = vi.fn(async () => Response.json({}))
  vi.stubGlobal('fetch', upstream)
  return upstream
}

describe('upstream mode without an access key', () => {
  it('answers every page 503 with the closed-shop text in the shopper language, never the operator message', async () => {
    const upstream = refuseUpstream()
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const german = await request('/', { headers: GERMAN_BROWSER }, HALF_CONFIGURED)
    const english = await request('/en-GB/checkout/cart', { headers: ENGLISH_BROWSER }, HALF_CONFIGURED)
    expect([german.status, english.status]).toEqual([503, 503])
    expect(german.headers.get('cache-control')).toContain('no-store')
    const [germanHtml, englishHtml] = [await german.text(), await english.text()]
    expect(germanHtml).toContain('>Shop nicht erreichbar</h1>')
    expect(englishHtml).toContain('>Shop not available</h1>')
    for (const html of [germanHtml, englishHtml]) {
      expect(html).not.toContain('accessToken')
      expect(html).not.toContain('shop.example')
    }
    expect(upstream).not.toHaveBeenCalled()
    expect(log).toHaveBeenCalledWith(expect.stringContaining(MESSAGE))
  })

  it('serves the shop again once the key is set', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const upstream = refuseUpstream()
    const response = await request(
      '/robots.txt',
      {},
      { ...HALF_CONFIGURED, STORE_API_ACCESS_KEY: 'SWSCTESTTESTTESTTESTTESTTEST01' },
    )
    expect(response.status).toBe(200)
    expect(upstream).not.toHaveBeenCalled()
  })

  it('leaves the embedded shop alone: no URL, no key needed', async () => {
    const response = await request('/robots.txt', {}, { STORE_API_URL: '', STORE_API_ACCESS_KEY: '' })
    expect(response.status).toBe(200)
  })
})
