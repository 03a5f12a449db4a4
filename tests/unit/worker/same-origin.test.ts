/** The one CSRF guard, driven through a plain Hono app as Hono tests its csrf middleware. */
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { sameOrigin } from '../../../worker/middleware/same-origin'

const ORIGIN = 'http://shop.test'
const app = new Hono()
app.all('/store-api/*', sameOrigin(), (c) => c.text('passed'))
app.post('/form', sameOrigin({ forbidden: (c) => c.html('<p>Ihre Sitzung ist abgelaufen</p>', 403) }), (c) =>
  c.text('passed'),
)

const post = (headers: Record<string, string>, path = '/store-api/context', method = 'POST') =>
  app.request(`${ORIGIN}${path}`, { method, headers })

describe('sameOrigin', () => {
  it('lets the shop post to itself', async () => {
    expect((await post({ origin: ORIGIN })).status).toBe(200)
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    expect((await post({ 'sec-fetch-site': 'none' })).status).toBe(200)
  })

  it('lets callers that are not browsers through: scripts and the api-client send neither header', async () => {
    expect((await post({})).status).toBe(200)
  })

  it('refuses another origin, even when Sec-Fetch-Site claims otherwise, with the Store API error', async () => {
    const foreign: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'https://shop.test' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    ]
    for (const headers of foreign) {
      const response = await post(headers)
      expect(response.status, JSON.stringify(headers)).toBe(403)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({
        errors: [
          {
            status: '403',
            code: 'STOREFRONT__CROSS_ORIGIN',
            title: 'Forbidden',
            detail: 'State-changing requests must come from this shop.',
          },
        ],
      })
    }
  })

  it('refuses cross-site and same-site requests that only say so through Sec-Fetch-Site', async () => {
    for (const site of ['cross-site', 'same-site'])
      expect((await post({ 'sec-fetch-site': site }, '/store-api/context', 'PATCH')).status, site).toBe(403)
  })

  it('guards every state-changing method, never a read', async () => {
    const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect((await post(evil, '/store-api/context', method)).status, method).toBe(403)
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect((await post(evil, '/store-api/context', method)).status, method).toBe(200)
  })

  it("answers a refused form with the form's own page", async () => {
    const response = await post({ origin: 'https://evil.example' }, '/form')
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('Ihre Sitzung ist abgelaufen')
  })
})
