/**
 * The edge page cache (decision 037): catalog and content pages are rendered for nobody and kept; no kept
 * page ever carries a shopper's cart, name, net price, token or cookie; customers never get one; a catalog
 * change shows after the version moves; the first shopper after it is answered from the stale copy.
 */
import { env } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS } from '../../../embedded/seed/customer/customers'
import { catalogChanged } from '../../../embedded/catalog/listing/version'
import { MAINTENANCE_KV_KEY } from '../../../embedded/platform/maintenance'
import { CRAWLER, catalogFixture, cookies, customerCookie, GERMAN_BROWSER, ORIGIN, request } from '../helpers'
import { loginToken } from '../../../embedded/tests/worker/fixtures'

type Fixture = Awaited<ReturnType<typeof catalogFixture>>
let de: Fixture

beforeAll(async () => {
  de = await catalogFixture('de-DE')
})
afterEach(() => env.CACHE.delete(MAINTENANCE_KV_KEY))

const browse = (path: string, cookie = 'locale=de-DE', headers: Record<string, string> = GERMAN_BROWSER) =>
  request(path, { headers: { ...headers, cookie }, redirect: 'manual' })
// The label beside a rendered price (the dictionary in the boot data holds both texts).
const NET_LABEL = /class="tax-label"[^>]*>zzgl\. MwSt\./
const GROSS_LABEL = /class="tax-label"[^>]*>inkl\. MwSt\./
const nonceOf = (response: Response) => response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]

/** A guest's cart of `quantity` pieces: its cookie. */
async function cartOf(quantity: number): Promise<string> {
  const added = await request('/store-api/checkout/cart/line-item', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ items: [{ id: de.product.id, referencedId: de.product.id, quantity, type: 'product' }] }),
  })
  return `${cookies(added)['sw-context-token']!.split(';')[0]}; locale=de-DE`
}

describe('kept pages', () => {
  it('answers the second visit of a product page from the copy, with this answer’s own CSP nonce', async () => {
    const first = await browse(de.product.path)
    expect(first.headers.get('x-page-cache')).toMatch(/MISS|HIT/)
    const firstHtml = await first.text()
    const second = await browse(de.product.path)
    expect(second.headers.get('x-page-cache')).toBe('HIT')
    expect(second.headers.get('cache-control')).toBe('private, no-cache')
    expect(second.headers.get('server-timing')).toMatch(/version;dur=.*lookup;dur=.*cache;desc=HIT.*total;dur=/)
    const html = await second.text()
    expect(html).toContain(`<h1>${de.product.name}</h1>`)
    const nonce = nonceOf(second)!
    expect(nonce).not.toBe(nonceOf(first))
    // Every inline script carries this answer's nonce: none of the request the copy was rendered for.
    const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))
    expect([...nonces]).toEqual([nonce])
    expect(firstHtml.length).toBeGreaterThan(1000)
    // The render that made the copy answered with its own nonce, unrewritten.
    const firstNonces = new Set([...firstHtml.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))
    expect([...firstNonces]).toEqual([nonceOf(first)])
  })

  it('keys by the page, not by campaign parameters, and sorts the query', async () => {
    await browse(`${de.category.path}?order=name-asc&p=1`)
    const tagged = await browse(`${de.category.path}?p=1&utm_source=newsletter&gclid=abc&order=name-asc`)
    expect(tagged.headers.get('x-page-cache')).toBe('HIT')
    const other = await browse(`${de.category.path}?order=name-desc`)
    expect(other.headers.get('x-page-cache')).toBe('MISS')
  })

  it('keeps the payload of a client navigation, but never one that asks for the root data', async () => {
    await browse(`${de.product.path}/_payload.json`)
    expect((await browse(`${de.product.path}/_payload.json`)).headers.get('x-page-cache')).toBe('HIT')
    const root = await request(`${de.product.path}/_payload.json`, {
      headers: { cookie: 'locale=de-DE', 'x-storefront-root': '1' },
    })
    expect(root.headers.get('x-page-cache')).toBe('BYPASS')
  })

  it('keeps no page of a shopper’s own: cart, checkout, account, login, wishlist', async () => {
    for (const path of ['/checkout/cart', '/checkout/confirm', '/account', '/login', '/wishlist']) {
      await browse(path)
      expect((await browse(path)).headers.get('x-page-cache'), path).toBe('BYPASS')
    }
  })

  it('keeps a search page per term and price area, as Shopware’s HTTP cache does; a customer’s is their own', async () => {
    const term = de.product.name.split(' ')[0]!
    const path = `/search?search=${encodeURIComponent(term)}`
    expect((await browse(path)).headers.get('x-page-cache')).toBe('MISS')
    const again = await browse(path)
    expect(again.headers.get('x-page-cache')).toBe('HIT')
    const html = await again.text()
    expect(html).toContain(de.product.name)
    expect(html).toMatch(GROSS_LABEL)
    // Another term is another copy, and so is the business area's, with its net prices.
    expect((await browse('/search?search=warnweste')).headers.get('x-page-cache')).toBe('MISS')
    const business = await browse(path, 'locale=de-DE; shop-area=business')
    expect(business.headers.get('x-page-cache')).toBe('MISS')
    expect(await business.text()).toMatch(NET_LABEL)
    const customer = customerCookie(await loginToken(DEMO_CUSTOMERS.private.email))
    const theirs = await browse(path, customer)
    expect(theirs.headers.get('x-page-cache')).toBe('BYPASS')
    expect(theirs.headers.get('cache-control')).toBe('private, no-store')
  })

  it('keeps the search box’s suggestions per term and price area; a shopper with a session gets them unshareable', async () => {
    const path = '/_suggest.json?search=jacke'
    const first = await browse(path)
    expect(first.headers.get('x-page-cache')).toBe('MISS')
    const kept = await browse(path)
    expect(kept.headers.get('x-page-cache')).toBe('HIT')
    expect([kept.headers.get('cache-control'), kept.headers.get('vary')]).toEqual(['public, max-age=60', 'Cookie'])
    expect(await kept.json()).toEqual(await first.json())
    const net = await browse(path, 'locale=de-DE; shop-area=business')
    expect(net.headers.get('x-page-cache')).toBe('MISS')
    expect(net.headers.get('cache-control')).toBe('private, max-age=60')
    expect(((await net.json()) as { priceDisplay: string }).priceDisplay).toBe('net')
    const guest = await browse(path, await cartOf(1))
    expect(guest.headers.get('x-page-cache')).toBe('HIT')
    expect(guest.headers.get('cache-control')).toBe('private, no-store')
    const customer = await browse(path, customerCookie(await loginToken(DEMO_CUSTOMERS.private.email)))
    expect(customer.headers.get('x-page-cache')).toBeNull()
    expect(customer.headers.get('cache-control')).toBe('private, no-store')
  })

  it('keeps a crawler’s whole page apart from the streamed one', async () => {
    await browse(de.category.path)
    const crawler = await browse(de.category.path, '', CRAWLER)
    expect(crawler.headers.get('x-page-cache')).toBe('MISS')
    expect(await crawler.text()).not.toContain('$RC(')
    expect((await browse(de.category.path, '', CRAWLER)).headers.get('x-page-cache')).toBe('HIT')
  })
})

describe('no shopper sees another shopper’s data', () => {
  it('a guest with a cart gets the kept page without its count; the next visitor gets nothing of it', async () => {
    const guest = await cartOf(3)
    const mine = await browse('/', guest)
    const html = await mine.text()
    expect(html).toMatch(/<html[^>]* data-session/)
    expect(html).not.toContain('data-testid="cart-count">3</span>')
    const session = (await (await browse('/_session.json', guest)).json()) as { cart: { lineItems: unknown[] } }
    expect(session.cart.lineItems).toHaveLength(1)
    const next = await browse('/')
    expect(next.headers.get('x-page-cache')).toBe('HIT')
    const theirs = await next.text()
    expect(theirs).not.toContain('data-session')
    expect(theirs).not.toContain('data-testid="cart-count">3</span>')
  })

  it('a business customer is rendered for, with net prices; the kept page after them shows no name and gross prices', async () => {
    const business = customerCookie(await loginToken(DEMO_CUSTOMERS.business.email))
    const theirs = await browse(de.product.path, business)
    expect(theirs.headers.get('x-page-cache')).toBe('BYPASS')
    expect(theirs.headers.get('cache-control')).toBe('private, no-store')
    const html = await theirs.text()
    expect(html).toMatch(NET_LABEL)
    expect(html).toContain('Erika')
    const next = await browse(de.product.path)
    expect(next.headers.get('x-page-cache')).not.toBe('BYPASS')
    const shared = await next.text()
    expect(shared).toMatch(GROSS_LABEL)
    expect(shared).not.toMatch(NET_LABEL)
    expect(shared).not.toContain('Erika')
    expect(shared).not.toContain('Musterfrau')
    expect(shared).not.toContain(DEMO_CUSTOMERS.business.email)
  })

  it('a logged-in customer’s payloads are never kept nor served from a copy', async () => {
    const customer = customerCookie(await loginToken(DEMO_CUSTOMERS.private.email))
    await browse(`${de.category.path}/_payload.json`)
    const response = await browse(`${de.category.path}/_payload.json`, customer)
    expect(response.headers.get('x-page-cache')).toBe('BYPASS')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('a customer whose hint went missing gets a page of nobody’s data; their session fetch puts the hint back', async () => {
    const token = await loginToken(DEMO_CUSTOMERS.private.email)
    const cookie = `sw-context-token=${token}; locale=de-DE`
    const page = await browse(de.category.path, cookie)
    const html = await page.text()
    expect(html).not.toContain('Mustermann')
    expect(page.headers.getSetCookie()).toEqual([])
    const session = await browse('/_session.json', cookie)
    expect(cookies(session)['sw-states']).toMatch(/^sw-states=logged-in; Path=\/; Max-Age=31536000; HttpOnly/)
    const data = (await session.json()) as { context: { customer: { lastName: string } } }
    expect(data.context.customer.lastName).toBe('Mustermann')
  })

  it('a kept page never carries Set-Cookie, and the copy itself holds none', async () => {
    const guest = await cartOf(1)
    // A first visit without the locale cookie: the worker sets it on this answer only.
    const first = await browse(de.product.path, guest.replace('; locale=de-DE', ''))
    expect(first.headers.getSetCookie().every((line) => line.startsWith('locale='))).toBe(true)
    const again = await browse(de.product.path, guest)
    expect(again.headers.get('x-page-cache')).toBe('HIT')
    expect(again.headers.getSetCookie()).toEqual([])
    const kept = await browse(de.product.path)
    expect(kept.headers.getSetCookie()).toEqual([])
  })

  it('the browser Store API login sets the hint, its logout removes it', async () => {
    const login = await request('/store-api/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ username: DEMO_CUSTOMERS.private.email, password: DEMO_CUSTOMERS.private.password }),
    })
    expect(login.status).toBe(200)
    expect(cookies(login)['sw-states']).toMatch(/^sw-states=logged-in;/)
    const token = cookies(login)['sw-context-token']!.split(';')[0]!
    const logout = await request('/store-api/account/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: `${token}; sw-states=logged-in` },
      body: '{}',
    })
    expect(cookies(logout)['sw-states']).toMatch(/^sw-states=; .*Max-Age=0/)
  })
})

describe('freshness', () => {
  it('shows a catalog change after the version moves: the stale copy once, then the new page', async () => {
    const { product } = await catalogFixture('de-DE')
    await browse(product.path)
    expect((await browse(product.path)).headers.get('x-page-cache')).toBe('HIT')
    const renamed = `${product.name} Neu`
    await env.DB.batch([
      env.DB.prepare(
        'UPDATE product_translation SET name = ?1 WHERE pid IN (SELECT pid FROM product WHERE id = ?2 UNION SELECT pid FROM variant WHERE id = ?2)',
      ).bind(renamed, product.id),
      env.DB.prepare('UPDATE catalog_version SET version = version + 1'),
    ])
    catalogChanged()
    // The first shopper after the change is answered at once from the copy; the page is rendered anew meanwhile.
    const stale = await browse(product.path)
    expect(stale.headers.get('x-page-cache')).toBe('STALE')
    expect(await stale.text()).not.toContain(renamed)
    const fresh = await browse(product.path)
    expect(fresh.headers.get('x-page-cache')).toBe('HIT')
    expect(await fresh.text()).toContain(`<h1>${renamed}</h1>`)
  })

  it('a shop closed for maintenance shows its notice, never a kept page', async () => {
    await browse(de.category.path)
    await env.CACHE.put(MAINTENANCE_KV_KEY, 'true')
    const closed = await browse(de.category.path)
    expect(closed.status).toBe(503)
    expect(closed.headers.get('x-page-cache')).toBe('BYPASS')
  })
})
