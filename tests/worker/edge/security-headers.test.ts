/**
 * Security headers, methods and Cache-Control through the real worker (decision 030): a CSP with a
 * fresh nonce on every HTML answer and on each inline script, the base headers on every answer, HSTS
 * on https, 405 for methods a path does not answer, and `private, no-store` on every customer's data.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { renderPage } from '../../../worker/ssr/render'
import { loginToken } from '../../../embedded/tests/worker/fixtures'
import { DEMO_CUSTOMERS } from '../../../embedded/seed/customer/customers'
import {
  catalogFixture,
  customerCookie,
  GERMAN_BROWSER,
  heldDeferredProductReads,
  ORIGIN,
  request,
  testEnv,
} from '../helpers'

let fixture: Awaited<ReturnType<typeof catalogFixture>>
beforeAll(async () => {
  fixture = await catalogFixture('de-DE')
})

const BASE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': expect.stringContaining('camera=(), microphone=(), geolocation=(), payment=(self)'),
}
const headersOf = (response: Response, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, response.headers.get(name)]))
const nonceOf = (response: Response) =>
  response.headers.get('content-security-policy')?.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1]
/** Every `<script …>` opening tag of a document. */
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? []

describe('HTML pages', () => {
  it('carry a CSP with a fresh nonce, and the base headers', async () => {
    const first = await request(fixture.product.path, { headers: GERMAN_BROWSER })
    const second = await request(fixture.product.path, { headers: GERMAN_BROWSER })
    expect(first.status).toBe(200)
    expect(headersOf(first, Object.keys(BASE))).toEqual(BASE)
    const csp = first.headers.get('content-security-policy')!
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toContain("form-action 'self'")
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(nonceOf(first)).toBeTruthy()
    expect(nonceOf(first)).not.toBe(nonceOf(second))
    expect(first.headers.get('strict-transport-security')).toBeNull()
  })

  it('give every script the nonce: entry, hydration data and tag manager', async () => {
    const response = await request(fixture.category.path, { headers: GERMAN_BROWSER }, { TAG_MANAGER_ID: 'GTM-TEST01' })
    const html = await response.text()
    const nonce = nonceOf(response)!
    const executable = scriptTags(html).filter((tag) => !tag.includes('application/ld+json'))
    expect(executable.length).toBeGreaterThanOrEqual(3)
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`)
    expect(html).toContain(`<script nonce="${nonce}">window.__BOOT__=`)
    expect(response.headers.get('content-security-policy')).toContain(
      "connect-src 'self' https://www.googletagmanager.com",
    )
  })

  it("give React's streaming scripts (Suspense boundaries revealed late) the nonce", async () => {
    const { context, release } = heldDeferredProductReads()
    const page = renderPage(
      new Request(ORIGIN + fixture.product.path, { headers: GERMAN_BROWSER }),
      testEnv(),
      'de-DE',
      context,
      'streamNonce',
    )
    setTimeout(release, 50)
    const html = await (await page).text()
    const inline = scriptTags(html).filter((tag) => !tag.includes('src=') && !tag.includes('application/ld+json'))
    // The boundary's reveal script and the boot data at least.
    expect(inline.length).toBeGreaterThanOrEqual(2)
    for (const tag of inline) expect(tag).toContain('nonce="streamNonce"')
  })

  it('send HSTS on https only', async () => {
    const response = await request(`https://shop.test${fixture.category.path}`, { headers: GERMAN_BROWSER })
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
  })

  it('include error pages', async () => {
    const response = await request('/store-api-not-a-page/../no-such-page-xyz', { headers: GERMAN_BROWSER })
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'")
    expect(headersOf(response, Object.keys(BASE))).toEqual(BASE)
  })
})

describe('other answers', () => {
  it('Store API JSON: base headers, no CSP, HSTS on https', async () => {
    const response = await request('https://shop.test/store-api/context')
    expect(response.headers.get('content-type')).toMatch(/json/)
    expect(headersOf(response, Object.keys(BASE))).toEqual(BASE)
    expect(response.headers.get('content-security-policy')).toBeNull()
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=/)
  })

  it('assets reaching the worker and generated media: base headers', async () => {
    for (const path of ['/assets/missing-chunk.js', '/media/not-there.svg']) {
      const response = await request(path)
      expect(headersOf(response, Object.keys(BASE)), path).toEqual(BASE)
    }
  })

  it('the payment provider page keeps its stricter same-origin referrer policy and gets the CSP', async () => {
    const response = await request('/payment-provider/not-a-token', { headers: GERMAN_BROWSER })
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('referrer-policy')).toBe('same-origin')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self'")
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('methods', () => {
  const cases: Array<[string, string, string]> = [
    ['TRACE', '/', 'GET, HEAD, POST'],
    ['PUT', fixture?.category.path ?? '/arbeitsjacken', 'GET, HEAD, POST'],
    ['DELETE', '/checkout/cart', 'GET, HEAD, POST'],
    ['OPTIONS', '/', 'GET, HEAD, POST'],
    ['TRACE', '/store-api/context', 'GET, HEAD, POST, PATCH, DELETE'],
    ['PUT', '/store-api/checkout/cart', 'GET, HEAD, POST, PATCH, DELETE'],
    ['OPTIONS', '/store-api/search', 'GET, HEAD, POST, PATCH, DELETE'],
    ['POST', '/assets/entry.js', 'GET, HEAD'],
    ['TRACE', '/media/x.svg', 'GET, HEAD'],
    ['PATCH', '/payment-provider/x', 'GET, HEAD, POST'],
    ['DELETE', '/sitemap.xml', 'GET, HEAD'],
  ]
  for (const [method, path, allow] of cases)
    it(`${method} ${path} answers 405 with Allow: ${allow}`, async () => {
      const response = await request(path, { method, headers: { origin: ORIGIN } })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe(allow)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      if (path.startsWith('/store-api/')) {
        const { errors } = (await response.json()) as { errors: Array<{ code: string; status: string }> }
        expect(errors[0]).toMatchObject({ status: '405', code: 'FRAMEWORK__METHOD_NOT_ALLOWED' })
      }
    })

  it('still answers HEAD on pages and the methods the Store API uses', async () => {
    expect((await request('/', { method: 'HEAD', headers: GERMAN_BROWSER })).status).toBe(200)
    expect(
      (await request('/store-api/checkout/cart', { method: 'DELETE', headers: { origin: ORIGIN } })).status,
    ).not.toBe(405)
  })
})

describe('Cache-Control: one rule for customer data', () => {
  const NO_STORE = 'private, no-store'
  let customer: string
  beforeAll(async () => {
    customer = customerCookie(await loginToken(DEMO_CUSTOMERS.private.email))
  })

  it('a guest’s cart, checkout and their payloads are private, no-store', async () => {
    for (const path of ['/checkout/cart', '/checkout/cart/_payload.json', '/en-GB/checkout/cart', '/wishlist']) {
      const response = await request(path, { headers: GERMAN_BROWSER, redirect: 'manual' })
      expect(response.headers.get('cache-control'), path).toBe(NO_STORE)
    }
  })

  it('a customer’s account pages, any page made for the session and their payloads are private, no-store', async () => {
    for (const path of [
      '/account',
      '/account/_payload.json',
      fixture.category.path,
      `${fixture.category.path}/_payload.json`,
    ]) {
      const response = await request(path, { headers: { ...GERMAN_BROWSER, cookie: customer }, redirect: 'manual' })
      expect(response.headers.get('cache-control'), path).toBe(NO_STORE)
    }
  })

  it('Store API answers with a session are private, no-store', async () => {
    const response = await request('/store-api/account/customer', { headers: { cookie: customer } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(NO_STORE)
  })

  it('an anonymous catalog page may be kept by the browser, asked again', async () => {
    const response = await request(fixture.category.path, { headers: GERMAN_BROWSER })
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
  })
})
