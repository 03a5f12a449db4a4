/** Pages through the real worker: locale handling, status codes, crawlable HTML, payloads, error screens. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { LANGUAGE_IDS, ROOT_DATA_HEADER } from '../../../shared/constants'
import type { RootData } from '../../../client/types'
import { CRAWLER, ENGLISH_BROWSER, GERMAN_BROWSER, catalogFixture, cookies, request } from '../helpers'

let de: Awaited<ReturnType<typeof catalogFixture>>
let en: Awaited<ReturnType<typeof catalogFixture>>
beforeAll(async () => {
  de = await catalogFixture('de-DE')
  en = await catalogFixture('en-GB')
})
afterEach(() => vi.unstubAllGlobals())

describe('locale', () => {
  it('sends a first visit from an English browser to /en-GB, keeping the query', async () => {
    const response = await request('/search?search=jacke', { headers: ENGLISH_BROWSER, redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/en-GB/search?search=jacke')
  })

  it('sends an English browser to the English SEO path of the same category', async () => {
    const response = await request(de.category.path, { headers: ENGLISH_BROWSER, redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`/en-GB${en.category.path}`)
  })

  it('does not redirect crawlers or shoppers who chose a locale', async () => {
    expect((await request('/', { headers: { ...ENGLISH_BROWSER, ...CRAWLER } })).status).toBe(200)
    expect((await request('/', { headers: { ...ENGLISH_BROWSER, cookie: 'locale=de-DE' } })).status).toBe(200)
  })

  it('stores the page locale in a cookie for 365 days and sets <html lang>', async () => {
    const german = await request('/', { headers: GERMAN_BROWSER })
    expect(cookies(german).locale).toMatch(/^locale=de-DE; Max-Age=31536000; Path=\/; SameSite=Lax$/)
    expect(await german.text()).toContain('<html lang="de-DE">')
    const english = await request('/en-GB', { headers: GERMAN_BROWSER })
    expect(cookies(english).locale).toContain('locale=en-GB')
    expect(await english.text()).toContain('<html lang="en-GB">')
  })
})

describe('not found', () => {
  it.each([
    ['/gibt-es-nicht', 'Seite nicht gefunden'],
    ['/en-GB/no-such-page', 'Page not found'],
    ['/detail/not-an-id', 'Seite nicht gefunden'],
    [`/detail/${'f'.repeat(32)}`, 'Seite nicht gefunden'],
    [`/navigation/${'f'.repeat(32)}`, 'Seite nicht gefunden'],
  ])('%s answers 404 with the not-found page', async (path, heading) => {
    const response = await request(path, { headers: { ...GERMAN_BROWSER, cookie: 'locale=de-DE' } })
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain(heading)
    expect(html).toMatch(/<a[^>]+href="(\/|\/en-GB)"[^>]*>/)
  })

  it('answers a bad page number with 400 and the error page, not a 500', async () => {
    const response = await request(`${de.category.path}?p=0`, {
      headers: { ...GERMAN_BROWSER, cookie: 'locale=de-DE' },
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Fehler 400')
  })
})

describe('crawlable pages', () => {
  it('gives crawlers the complete product page: heading, price, canonical, hreflang, structured data', async () => {
    const response = await request(de.product.path, { headers: CRAWLER })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<h1>${de.product.name}</h1>`)
    expect(html).toMatch(/\d+,\d{2}\s€/)
    expect(html).toContain(`<link rel="canonical" href="http://shop.test${de.product.path}"/>`)
    expect(html).toContain(`<link rel="alternate" hrefLang="de-DE" href="http://shop.test${de.product.path}"/>`)
    expect(html).toContain(`<link rel="alternate" hrefLang="en-GB" href="http://shop.test/en-GB${en.product.path}"/>`)
    expect(html).toContain('"@type":"Product"')
    expect(html).not.toContain('<!--$?-->')
  })

  it('answers /detail/{id} for the same product, pointing canonical at its SEO path', async () => {
    const html = await (await request(`/detail/${de.product.id}`, { headers: CRAWLER })).text()
    expect(html).toContain(`<h1>${de.product.name}</h1>`)
    expect(html).toContain(`<link rel="canonical" href="http://shop.test${de.product.path}"/>`)
  })

  it('renders a category listing with pagination links in both locales', async () => {
    const html = await (await request(de.category.path, { headers: CRAWLER })).text()
    expect(html).toContain(`<h1 id="listing-heading">${de.category.name}</h1>`)
    expect(html).toContain(`${de.total} Produkte`)
    if (de.total > 10) expect(html).toContain(`href="${de.category.path}?p=2"`)
    const english = await (await request(`/en-GB${en.category.path}`, { headers: CRAWLER })).text()
    expect(english).toContain(`<h1 id="listing-heading">${en.category.name}</h1>`)
    expect(english).toContain(`${en.total} products`)
  })
})

describe('_payload.json', () => {
  it('returns the route data of a page as JSON, deferred data included', async () => {
    const response = await request(`${de.product.path}/_payload.json`)
    expect(response.status).toBe(200)
    const payload = (await response.json()) as { loaderData: Record<string, any> }
    expect(payload.loaderData.root).toBeUndefined()
    expect(payload.loaderData['catch-all'].detail.product.productNumber).toBe(de.product.number)
    expect(payload.loaderData['catch-all'].alternates['en-GB']).toBe(`/en-GB${en.product.path}`)
  })

  it("carries the root's data only when asked for (after a session change), in the same one request", async () => {
    // A session exists once a state-changing call made one (here PATCH /context, tagged `context`).
    const patched = await request('/store-api/context', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ languageId: LANGUAGE_IDS['de-DE'] }),
    })
    expect(patched.headers.get('x-storefront-refresh')).toBe('context')
    const cookie = cookies(patched)['sw-context-token']!.split(';')[0]!

    const response = await request(`${de.product.path}/_payload.json`, { headers: { cookie, [ROOT_DATA_HEADER]: '1' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('vary')).toContain(ROOT_DATA_HEADER)
    const payload = (await response.json()) as { loaderData: Record<string, any> }
    const root = payload.loaderData.root as RootData
    expect(root.navigation.length).toBeGreaterThan(0)
    expect(root.context).toEqual({ taxState: 'gross', priceDisplay: 'gross', area: 'private', customer: null })
    expect(root.languageId).toBe(LANGUAGE_IDS['de-DE'])
    // The new session's (empty) cart comes with it, without the token.
    expect(root.cart).toMatchObject({ lineItems: [] })
    expect(root.cart).not.toHaveProperty('token')
    expect(payload.loaderData['catch-all'].detail.product.productNumber).toBe(de.product.number)
  })

  it("keeps a page's error on its route when the root's data comes too", async () => {
    const response = await request('/en-GB/no-such-page/_payload.json', { headers: { [ROOT_DATA_HEADER]: '1' } })
    expect(response.status).toBe(404)
    const payload = (await response.json()) as {
      loaderData: Record<string, unknown>
      errors: Record<string, { status: number }>
    }
    expect(payload.errors['catch-all']!.status).toBe(404)
    expect(payload.loaderData.root).toBeDefined()
  })

  it('carries a not-found as a route error with status 404', async () => {
    const response = await request('/en-GB/no-such-page/_payload.json')
    expect(response.status).toBe(404)
    const payload = (await response.json()) as { errors: Record<string, { status: number }> }
    expect(payload.errors['catch-all']!.status).toBe(404)
  })
})

describe('Store API failures', () => {
  it('shows the maintenance screen with 503 when the sales channel is in maintenance', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        {
          errors: [
            {
              status: '503',
              code: 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE',
              title: 'Service Unavailable',
              detail: 'The sales channel is in maintenance mode.',
            },
          ],
        },
        { status: 503 },
      ),
    )
    const response = await request(
      '/',
      { headers: { ...GERMAN_BROWSER, cookie: 'locale=de-DE' } },
      { STORE_API_URL: 'https://shop.example/store-api', STORE_API_ACCESS_KEY: 'k' },
    )
    expect(response.status).toBe(503)
    const html = await response.text()
    expect(html).toContain('Wartungsmodus')
    expect(html).toContain('Unser Team verbessert gerade den Shop')
  })

  it('shows the 502 text when the Store API cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('unreachable')
    })
    const response = await request(
      '/en-GB',
      { headers: { ...ENGLISH_BROWSER, cookie: 'locale=en-GB' } },
      { STORE_API_URL: 'https://shop.example/store-api', STORE_API_ACCESS_KEY: 'k' },
    )
    expect(response.status).toBe(502)
    expect(await response.text()).toContain('The server could not complete the request')
  })
})

describe('add-to-cart form without JavaScript', () => {
  it('adds the product, sets the context cookie and sends the shopper to the cart in their locale', async () => {
    const form = new URLSearchParams({ productId: en.product.id, quantity: '3' })
    const response = await request('/en-GB/checkout/cart/add', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://shop.test' },
      body: form,
      redirect: 'manual',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/en-GB/checkout/cart')
    const cookie = cookies(response)['sw-context-token']!.split(';')[0]!
    const cart = await request('/en-GB/checkout/cart', { headers: { ...ENGLISH_BROWSER, ...CRAWLER, cookie } })
    const html = await cart.text()
    expect(html).toContain('data-testid="cart-count">3</span>')
    expect(html).toContain(en.product.name)
  })

  it('sends invalid input back where it came from, without touching the cart', async () => {
    const response = await request('/checkout/cart/add', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `http://shop.test${de.product.path}` },
      body: new URLSearchParams({ productId: de.product.id, quantity: '0' }),
      redirect: 'manual',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(de.product.path)
    expect(cookies(response)['sw-context-token']).toBeUndefined()
  })

  it('refuses a form posted from another site', async () => {
    const response = await request('/checkout/cart/add', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams({ productId: de.product.id, quantity: '1' }),
    })
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('Ihre Sitzung ist abgelaufen')
  })
})

describe('the context token stays out of the page', () => {
  it('never writes the token into a page: a kept page marks the session, and /_session.json brings its cart and context', async () => {
    const added = await request('/store-api/checkout/cart/line-item', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://shop.test' },
      body: JSON.stringify({
        items: [{ id: de.product.id, referencedId: de.product.id, quantity: 1, type: 'product' }],
      }),
    })
    const cookie = cookies(added)['sw-context-token']!.split(';')[0]!
    const token = cookie.split('=')[1]!
    const html = await (
      await request('/', { headers: { ...GERMAN_BROWSER, cookie: `${cookie}; locale=de-DE` } })
    ).text()
    // The home page is the edge's kept copy for everyone without a customer: no cart in it, a mark for the browser.
    expect(html).toMatch(/<html[^>]* data-session/)
    expect(html).not.toContain('data-testid="cart-count">1</span>')
    expect(html).not.toContain(token)
    const session = await request('/_session.json', { headers: { cookie: `${cookie}; locale=de-DE` } })
    expect(session.headers.get('cache-control')).toBe('private, no-store')
    const text = await session.text()
    const data = JSON.parse(text) as {
      cart: { lineItems: Array<{ referencedId: string }> }
      context: { taxState: string }
    }
    expect(data.cart.lineItems.map((line) => line.referencedId)).toEqual([de.product.id])
    expect(data.context.taxState).toBe('gross')
    expect(text).not.toContain(token)
  })
})

describe('tag manager', () => {
  it('loads no third-party script unless the operator sets a container id (and the shopper consented)', async () => {
    const plain = await (await request('/', { headers: { ...GERMAN_BROWSER, cookie: 'locale=de-DE' } })).text()
    expect(plain).not.toContain('googletagmanager')
    const tracked = await (
      await request(
        '/',
        { headers: { ...GERMAN_BROWSER, cookie: 'locale=de-DE; consent=statistics' } },
        { TAG_MANAGER_ID: 'GTM-TEST01', TAG_MANAGER_IGNORED_VIEWS: '/checkout' },
      )
    ).text()
    // The loader is in the head (tests/worker/edge/consent.test.ts: only with consent).
    expect(tracked.split('</head>')[0]).toContain("'dataLayer','GTM-TEST01'")
    expect(tracked).toContain('"tagManager":{"id":"GTM-TEST01","ignore":["/checkout"]}')
  })
})

describe('search page', () => {
  it('gives hits and, from their own read, the filters; a crawler gets both in place', async () => {
    const html = await (await request('/search?search=jacke', { headers: CRAWLER })).text()
    expect(html).toContain('Suchergebnisse für „jacke“')
    expect(html).toMatch(/<article class="product-card">/)
    expect(html).toContain('aria-label="Filter und Sortierung"')
    expect(html).toContain('<input type="hidden" name="search" value="jacke"/>')
  })

  it('asks for a term instead of searching for nothing', async () => {
    const html = await (await request('/en-GB/search', { headers: CRAWLER })).text()
    expect(html).toContain('Please enter a search term.')
  })
})

describe('Store API reads per page', () => {
  it('reads the main navigation once for the home page, though two loaders need it', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
      const path = new URL(new Request(input, init).url).pathname.replace('/store-api', '')
      asked.push(path)
      if (path.startsWith('/navigation/main-navigation'))
        return Response.json([
          {
            id: 'a'.repeat(32),
            parentId: 'b'.repeat(32),
            name: 'Jacken',
            translated: { name: 'Jacken' },
            seoUrls: [],
            children: [],
          },
        ])
      if (path.startsWith('/navigation/')) return Response.json([])
      return Response.json({ elements: [], total: 0 })
    })
    // A backend of its own: the KV cache key includes it, so no earlier answer hides a second read.
    const response = await request(
      '/',
      { headers: { ...GERMAN_BROWSER, cookie: 'locale=de-DE' } },
      { STORE_API_URL: 'https://count.example/store-api', STORE_API_ACCESS_KEY: 'k' },
    )
    expect(response.status).toBe(200)
    expect(asked.filter((p) => p.startsWith('/navigation/main-navigation'))).toHaveLength(1)
  })
})
