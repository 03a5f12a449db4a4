/**
 * `/_wishlist.json`: a logged-in customer's wishlist ids for the header and the cards. A customer without a
 * list reads an empty one (the Store API answers 404 there, which a browser logs as a failed request on
 * every page); any other refusal keeps the Store API's status and error.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS } from '../../../embedded/seed/customer/customers'
import { catalogFixture, cookies, request } from '../helpers'

let de: Awaited<ReturnType<typeof catalogFixture>>
beforeAll(async () => {
  de = await catalogFixture('de-DE')
})

const json = { 'content-type': 'application/json', origin: 'http://shop.test' }

/** The demo private customer's session cookie, logged in through the shop's own /store-api. */
async function customerCookie(): Promise<string> {
  const login = await request('/store-api/account/login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: DEMO_CUSTOMERS.private.email, password: DEMO_CUSTOMERS.private.password }),
  })
  expect(login.status).toBe(200)
  return cookies(login)['sw-context-token']!.split(';')[0]!
}

describe('/_wishlist.json', () => {
  it('answers a customer without a list an empty one, then the ids once a product is on it, in both locales', async () => {
    const cookie = await customerCookie()
    const empty = await request('/_wishlist.json', { headers: { cookie } })
    expect(empty.status).toBe(200)
    expect(empty.headers.get('cache-control')).toBe('private, no-store')
    expect(await empty.json()).toEqual({ ids: [], total: 0 })

    const added = await request(`/store-api/customer/wishlist/add/${de.product.id}`, {
      method: 'POST',
      headers: { ...json, cookie },
    })
    expect(added.status).toBe(200)
    for (const path of ['/_wishlist.json?p=1', '/en-GB/_wishlist.json']) {
      const answer = await request(path, { headers: { cookie } })
      expect(await answer.json(), path).toEqual({ ids: [de.product.id], total: 1 })
    }
  })

  it('refuses a visitor without a customer as the Store API does, and a page that is no page', async () => {
    const visitor = await request('/_wishlist.json')
    expect(visitor.status).toBe(403)
    expect(await visitor.json()).toMatchObject({ errors: [{ code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN' }] })
    const cookie = await customerCookie()
    for (const p of ['0', '-1', 'x', '101', '1.5'])
      expect((await request(`/_wishlist.json?p=${p}`, { headers: { cookie } })).status, p).toBe(400)
  })
})
