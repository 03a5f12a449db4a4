/** Customer sessions in the embedded Store API: login (credentials, opt-in, throttle, cart carried over) and logout. */
import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { PASSWORD_ITERATIONS } from '../../../platform/password'
import { DEMO_CUSTOMERS } from '../../../seed'
import { call, contextCustomer, RawJson } from '../fixtures'

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => call('POST', path, body, headers)
const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  post('/account/login', { username, password }, headers)
const errorOf = async (response: Response) =>
  (
    (await response.json()) as {
      errors: Array<{
        code: string
        detail: string
        source?: { pointer: string }
        meta?: { parameters?: { seconds?: number } }
      }>
    }
  ).errors[0]!

const { private: demo } = DEMO_CUSTOMERS

describe('POST /account/login', () => {
  it('answers a new token, in the header and the body, bound to the customer', async () => {
    const response = await login(demo.email, demo.password, { 'cf-connecting-ip': '10.0.0.1' })
    expect(response.status).toBe(200)
    const token = response.headers.get('sw-context-token')
    expect(token).toMatch(/^[0-9a-f]{32}$/)
    expect(await response.json()).toEqual({ contextToken: token })
    expect(await contextCustomer(token!)).toBe(demo.id)
  })

  it('gives a new token even when the client had one, and carries its cart over', async () => {
    const context = await call('GET', '/context')
    const old = context.headers.get('sw-context-token')!
    await env.DB.batch([
      env.DB.prepare('INSERT INTO cart (token) VALUES (?)').bind(old),
      env.DB.prepare(
        "INSERT INTO cart_line_item (cart_token, id, product_id, quantity, position, payload) SELECT ?, 'l1', id, 2, 0, '{}' FROM product LIMIT 1",
      ).bind(old),
    ])
    const response = await login(demo.email, demo.password, { 'sw-context-token': old, 'cf-connecting-ip': '10.0.0.2' })
    const token = response.headers.get('sw-context-token')!
    expect(token).not.toBe(old)
    const lines = await env.DB.prepare('SELECT cart_token AS t, quantity FROM cart_line_item WHERE id = ?')
      .bind('l1')
      .all<{ t: string; quantity: number }>()
    expect(lines.results).toEqual([{ t: token, quantity: 2 }])
    expect(await contextCustomer(old)).toBeUndefined()
  })

  it('answers an unknown email and a wrong password alike: 401 bad credentials', async () => {
    for (const [email, password] of [
      ['nobody@example.com', demo.password],
      [demo.email, 'wrong-password'],
    ] as const) {
      const response = await login(email, password, { 'cf-connecting-ip': '10.0.0.3' })
      expect(response.status).toBe(401)
      expect(await errorOf(response)).toMatchObject({
        code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS',
        detail: 'Invalid username and/or password.',
      })
    }
  })

  it('refuses an inactive customer (opt-in not completed)', async () => {
    await env.DB.prepare('UPDATE customer SET active = 0 WHERE id = ?').bind(DEMO_CUSTOMERS.business.id).run()
    const response = await login(DEMO_CUSTOMERS.business.email, DEMO_CUSTOMERS.business.password, {
      'cf-connecting-ip': '10.0.0.4',
    })
    await env.DB.prepare('UPDATE customer SET active = 1 WHERE id = ?').bind(DEMO_CUSTOMERS.business.id).run()
    expect(response.status).toBe(401)
    expect((await errorOf(response)).code).toBe('CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED')
  })

  it('throttles the 11th attempt per email and client within 10 seconds with 429 and the seconds to wait', async () => {
    const ip = { 'cf-connecting-ip': '10.0.0.5' }
    for (let i = 0; i < 10; i++) expect((await login('throttle@example.com', 'x', ip)).status).toBe(401)
    const limited = await login('throttle@example.com', 'x', ip)
    expect(limited.status).toBe(429)
    const error = await errorOf(limited)
    expect(error.code).toBe('FRAMEWORK__RATE_LIMIT_EXCEEDED')
    expect(error.meta?.parameters?.seconds).toBeGreaterThan(0)
    // Another client is not held back by this one.
    expect((await login('throttle@example.com', 'x', { 'cf-connecting-ip': '10.0.0.6' })).status).toBe(401)
  })

  it('spends one password derivation on an unknown email as on a known one, so timing tells nothing', async () => {
    const derive = vi.spyOn(crypto.subtle, 'deriveBits')
    try {
      for (const [email, ip] of [
        ['nobody.at.all@example.com', '10.0.0.8'],
        [demo.email, '10.0.0.9'],
      ] as const) {
        derive.mockClear()
        expect((await login(email, 'wrong-password', { 'cf-connecting-ip': ip })).status).toBe(401)
        expect(derive, email).toHaveBeenCalledTimes(1)
        expect((derive.mock.calls[0]![0] as Pbkdf2Params).iterations).toBe(PASSWORD_ITERATIONS)
      }
    } finally {
      derive.mockRestore()
    }
  })

  it('answers a username longer than any email, or one with half a surrogate pair, with 400', async () => {
    const long = await login(`${'a'.repeat(490)}@example.com`, 'x', { 'cf-connecting-ip': '10.0.0.10' })
    expect(long.status).toBe(400)
    expect(await errorOf(long)).toMatchObject({ code: 'VIOLATION::TOO_LONG_ERROR', source: { pointer: '/username' } })
    const lone = await call('POST', '/account/login', new RawJson('{"username":"\\ud800x","password":"x"}'), {
      'cf-connecting-ip': '10.0.0.11',
    })
    expect(lone.status).toBe(400)
    expect((await errorOf(lone)).code).toBe('FRAMEWORK__MALFORMED_JSON')
  })
})

describe('POST /account/logout', () => {
  it('answers a fresh token without the customer', async () => {
    const loggedIn = (await login(demo.email, demo.password, { 'cf-connecting-ip': '10.0.0.7' })).headers.get(
      'sw-context-token',
    )!
    const response = await post('/account/logout', {}, { 'sw-context-token': loggedIn })
    expect(response.status).toBe(200)
    const token = response.headers.get('sw-context-token')!
    expect(token).not.toBe(loggedIn)
    expect(await response.json()).toEqual({ contextToken: token })
    expect(await contextCustomer(token)).toBeNull()
    expect(await contextCustomer(loggedIn)).toBeUndefined()
  })

  it('answers 403 not logged in without a customer', async () => {
    const response = await post('/account/logout', {})
    expect(response.status).toBe(403)
    expect((await errorOf(response)).code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
  })
})
