/** The account pages through the real worker: guests go to the login, a customer sees only their own data, in both locales. */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS } from '../../../worker/embedded/seed'
import { cookies, GERMAN_BROWSER, ORIGIN, request } from '../helpers'

const PAGES = ['/account', '/account/profile', '/account/address', '/account/payment']
const { private: demo, business } = DEMO_CUSTOMERS

/** Logs a customer in through the browser's proxy and answers the cookie header its pages are asked with. */
async function loginCookie(email: string, password: string, ip: string): Promise<string> {
  const response = await request('/store-api/account/login', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify({ username: email, password }),
  })
  expect(response.status).toBe(200)
  const token = cookies(response)['sw-context-token']!.split(';')[0]!
  return `${token}; locale=de-DE`
}

const page = (path: string, cookie: string) => request(path, { headers: { ...GERMAN_BROWSER, cookie } })

describe('a guest', () => {
  it.each(PAGES)('is sent from %s to the login, which brings them back', async (path) => {
    const response = await page(path, 'locale=de-DE')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(path)}`)
  })

  it('keeps the English prefix and the query on the way to the login', async () => {
    const response = await request('/en-GB/account/address?form=packstation', {
      headers: { ...GERMAN_BROWSER, cookie: 'locale=en-GB' },
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(
      `/en-GB/login?redirectTo=${encodeURIComponent('/en-GB/account/address?form=packstation')}`,
    )
  })

  it('with a session but no login is sent to the login too', async () => {
    const context = await request('/store-api/context', { headers: { origin: ORIGIN } })
    const token = cookies(context)['sw-context-token']!.split(';')[0]!
    const response = await page('/account', `${token}; locale=de-DE`)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login?redirectTo=%2Faccount')
  })
})

describe('a customer', () => {
  it('sees their own overview with the side navigation and breadcrumb, never another customer', async () => {
    const cookie = await loginCookie(demo.email, demo.password, '10.1.0.1')
    const response = await page('/account', cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('private')
    const html = await response.text()
    expect(html).toContain(demo.email)
    expect(html).toContain('aria-label="Kontonavigation"')
    expect(html).toContain('Kontoübersicht')
    expect(html).not.toContain(business.email)
  })

  it.each(PAGES)('%s renders in German and English', async (path) => {
    const cookie = await loginCookie(demo.email, demo.password, '10.1.0.2')
    const german = await page(path, cookie)
    expect(german.status).toBe(200)
    expect(await german.text()).toContain('<nav aria-label="Kontonavigation"')
    const english = await page(`/en-GB${path}`, cookie.replace('locale=de-DE', 'locale=en-GB'))
    expect(english.status).toBe(200)
    expect(await english.text()).toContain('<nav aria-label="Account navigation"')
  })

  it("sees only their own addresses; another customer's address id opens no form", async () => {
    const theirs = await env.DB.prepare('SELECT id, street FROM customer_address WHERE customer_id = ? LIMIT 1')
      .bind(business.id)
      .first<{ id: string; street: string }>()
    expect(theirs).not.toBeNull()
    const cookie = await loginCookie(demo.email, demo.password, '10.1.0.3')
    const response = await page(`/account/address?edit=${theirs!.id}`, cookie)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).not.toContain(theirs!.id)
    expect(html).not.toContain('Adresse bearbeiten')
    const own = await env.DB.prepare('SELECT street FROM customer_address WHERE customer_id = ?')
      .bind(demo.id)
      .all<{ street: string }>()
    for (const address of own.results) expect(html).toContain(address.street)
  })
})
