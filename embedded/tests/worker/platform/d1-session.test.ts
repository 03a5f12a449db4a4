/**
 * Read replicas (decision 042): every embedded Store API request runs in one D1 session, started at the
 * caller's x-d1-bookmark; the answer names the newest bookmark, and a read sent with it sees the write.
 */
import { describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS } from '../../../seed'
import { call, plainProduct, recordingSessions, registration } from '../fixtures'

type Json = Record<string, any>
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/
const { variant } = plainProduct()

/** One call with the token and bookmark given; answers the body, the token and the bookmark. */
async function send(method: string, path: string, body: unknown, sent: { token?: string; bookmark?: string }) {
  const headers: Record<string, string> = {}
  if (sent.token) headers['sw-context-token'] = sent.token
  if (sent.bookmark) headers['x-d1-bookmark'] = sent.bookmark
  const response = await call(method, path, body, headers)
  return {
    status: response.status,
    body: (await response.json()) as Json,
    token: response.headers.get('sw-context-token') ?? sent.token,
    bookmark: response.headers.get('x-d1-bookmark') ?? undefined,
  }
}

describe('one D1 session per request', () => {
  it('answers a bookmark; a cart read sent with the add-to-cart bookmark holds the line', async () => {
    const item = { id: variant.id, referencedId: variant.id, quantity: 2, type: 'product' }
    const added = await send('POST', '/checkout/cart/line-item', { items: [item] }, {})
    expect(added.status).toBe(200)
    expect(added.bookmark).toMatch(BOOKMARK)
    const read = await send('GET', '/checkout/cart', undefined, { token: added.token, bookmark: added.bookmark })
    expect(read.status).toBe(200)
    expect(read.body.lineItems.map((l: Json) => [l.referencedId, l.quantity])).toEqual([[variant.id, 2]])
    // Bookmarks sort oldest first: the read's is never older than the one it was sent with.
    expect(read.bookmark! >= added.bookmark!).toBe(true)
  })

  it('register, then login and the account read each sent with the bookmark before: the new customer', async () => {
    const body = registration()
    const registered = await send('POST', '/account/register', body, {})
    expect(registered.status).toBe(200)
    const login = await send(
      'POST',
      '/account/login',
      { username: body.email, password: body.password },
      { bookmark: registered.bookmark },
    )
    expect(login.status).toBe(200)
    const account = await send('POST', '/account/customer', {}, { token: login.token, bookmark: login.bookmark })
    expect([account.status, account.body.email, account.body.id]).toEqual([200, body.email, registered.body.id])
  })

  it('starts at the bookmark sent, on the primary for a shopper without one, anywhere for an anonymous read', async () => {
    const { starts, overrides } = recordingSessions()
    const token = (await send('GET', '/context', undefined, {})).token!
    const known = (await send('GET', '/checkout/cart', undefined, { token })).bookmark!
    const headers = (sent: Record<string, string>) => call('GET', '/checkout/cart', undefined, sent, overrides)
    await call('POST', '/navigation/main-navigation/main-navigation', { depth: 1 }, {}, overrides)
    await headers({ 'sw-context-token': token })
    await headers({ 'sw-context-token': token, 'x-d1-bookmark': known })
    expect(starts).toEqual(['first-unconstrained', 'first-primary', known])
  })

  it('ignores a bookmark that is none (garbage, a constraint, upper case): a shopper starts on the primary', async () => {
    const { starts, overrides } = recordingSessions()
    const token = (await send('GET', '/context', undefined, {})).token!
    const sent = [
      'garbage',
      'first-unconstrained',
      `${'F'.repeat(8)}-00000000-00000000-${'0'.repeat(32)}`,
      'x'.repeat(5000),
    ]
    for (const bookmark of sent) {
      const response = await call(
        'GET',
        '/checkout/cart',
        undefined,
        { 'sw-context-token': token, 'x-d1-bookmark': bookmark },
        overrides,
      )
      expect(response.status).toBe(200)
      expect(response.headers.get('x-d1-bookmark')).toMatch(BOOKMARK)
    }
    expect(starts).toEqual(sent.map(() => 'first-primary'))
  })

  it("keeps customers apart: a bookmark is no key, another shopper's bookmark reads only one's own cart", async () => {
    const other = await send('POST', '/account/login', DEMO_LOGIN, {})
    const item = { id: variant.id, referencedId: variant.id, quantity: 1, type: 'product' }
    const theirs = await send('POST', '/checkout/cart/line-item', { items: [item] }, { token: other.token })
    const mine = (await send('GET', '/context', undefined, {})).token!
    const read = await send('GET', '/checkout/cart', undefined, { token: mine, bookmark: theirs.bookmark })
    expect([read.status, read.body.lineItems]).toEqual([200, []])
  })
})

const DEMO_LOGIN = { username: DEMO_CUSTOMERS.private.email, password: DEMO_CUSTOMERS.private.password }
