/**
 * A session's cart lives and dies with its context: every way a token changes hands (login, register,
 * guest registration, password change, logout) works whatever the cart went through before, and the old
 * token is dead afterwards. Each case is a sequence a shopper really took that once answered 500.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS } from '../../../seed'
import { call, contextCustomer, loginToken, plainProduct, post, registered, registration } from '../fixtures'

const { private: demo } = DEMO_CUSTOMERS
const { variant } = plainProduct()

/** A fresh anonymous session's token. */
async function anonymous(): Promise<string> {
  return (await call('GET', '/context')).headers.get('sw-context-token')!
}

const add = (token: string, id = variant.id, quantity = 1) =>
  post('/checkout/cart/line-item', { items: [{ type: 'product', referencedId: id, quantity }] }, token)

async function lineIds(token: string): Promise<string[]> {
  const cart = (await (await call('GET', '/checkout/cart', undefined, { 'sw-context-token': token })).json()) as {
    lineItems: Array<{ id: string; type: string }>
  }
  return cart.lineItems.filter((l) => l.type === 'product').map((l) => l.id)
}

/** A guest who added a product and removed it again: an empty cart row outlives its lines. */
async function addedAndRemoved(): Promise<string> {
  const token = await anonymous()
  expect((await add(token)).status).toBe(200)
  const ids = await lineIds(token)
  expect(ids.length).toBe(1)
  expect((await post('/checkout/cart/line-item/delete', { ids }, token)).status).toBe(200)
  expect(await lineIds(token)).toEqual([])
  return token
}

const leftovers = async (token: string) =>
  env.DB.prepare(
    `SELECT (SELECT count(*) FROM cart WHERE token = ?1) + (SELECT count(*) FROM cart_line_item WHERE cart_token = ?1)
       + (SELECT count(*) FROM cart_promotion_code WHERE cart_token = ?1) + (SELECT count(*) FROM context WHERE token = ?1) AS n`,
  )
    .bind(token)
    .first<number>('n')

describe('a token changing hands after cart actions', () => {
  it('logs a guest in after they added and removed a product, and leaves nothing of the old session', async () => {
    const old = await addedAndRemoved()
    const response = await post('/account/login', { username: demo.email, password: demo.password }, old)
    expect(response.status).toBe(200)
    const token = response.headers.get('sw-context-token')!
    expect(token).not.toBe(old)
    expect(await contextCustomer(token)).toBe(demo.id)
    expect(await leftovers(old)).toBe(0)
  })

  it('logs in after add, remove and a promotion code, and the code moves along', async () => {
    const old = await addedAndRemoved()
    expect((await add(old)).status).toBe(200)
    expect(
      (await post('/checkout/cart/line-item', { items: [{ type: 'promotion', referencedId: 'WILLKOMMEN10' }] }, old))
        .status,
    ).toBe(200)
    const response = await post('/account/login', { username: demo.email, password: demo.password }, old)
    expect(response.status).toBe(200)
    const token = response.headers.get('sw-context-token')!
    const codes = await env.DB.prepare('SELECT code FROM cart_promotion_code WHERE cart_token = ?').bind(token).all()
    expect(codes.results).toEqual([{ code: 'WILLKOMMEN10' }])
    expect((await lineIds(token)).length).toBe(1)
    expect(await leftovers(old)).toBe(0)
  })

  it('registers a shopper and a guest after an emptied cart', async () => {
    for (const guest of [false, true]) {
      const old = await addedAndRemoved()
      const body = guest ? { ...registration(), guest: true, password: undefined } : registration()
      const response = await post('/account/register', body, old)
      expect(response.status).toBe(200)
      expect(response.headers.get('sw-context-token')).not.toBe(old)
      expect(await leftovers(old)).toBe(0)
    }
  })

  it('logs in again and changes the password after add and remove', async () => {
    const customer = await registered()
    expect((await add(customer.token)).status).toBe(200)
    expect(
      (await post('/checkout/cart/line-item/delete', { ids: await lineIds(customer.token) }, customer.token)).status,
    ).toBe(200)
    const again = await post(
      '/account/login',
      { username: customer.email, password: customer.password },
      customer.token,
    )
    expect(again.status).toBe(200)
    const token = again.headers.get('sw-context-token')!
    expect((await add(token)).status).toBe(200)
    expect((await post('/checkout/cart/line-item/delete', { ids: await lineIds(token) }, token)).status).toBe(200)
    const changed = await post(
      '/account/change-password',
      { password: customer.password, newPassword: 'anders12345', newPasswordConfirm: 'anders12345' },
      token,
    )
    expect(changed.status).toBe(200)
    expect(await leftovers(token)).toBe(0)
  })

  it('logs out with products in the cart: the old token is dead, the new one anonymous and empty', async () => {
    const token = await loginToken(demo.email)
    expect((await add(token, variant.id, 2)).status).toBe(200)
    const response = await post('/account/logout', {}, token)
    expect(response.status).toBe(200)
    const fresh = response.headers.get('sw-context-token')!
    expect(fresh).not.toBe(token)
    expect(await contextCustomer(fresh)).toBeNull()
    expect(await lineIds(fresh)).toEqual([])
    expect(await leftovers(token)).toBe(0)
    // The old token names no session any more: a call with it starts a new, anonymous one.
    const reused = await call('GET', '/account/customer', undefined, { 'sw-context-token': token })
    expect(reused.status).toBe(403)
  })

  it('logs out of a guest checkout session with a cart', async () => {
    const guest = await registered({ guest: true, password: undefined })
    expect((await add(guest.token)).status).toBe(200)
    const response = await post('/account/logout', {}, guest.token)
    expect(response.status).toBe(200)
    expect(await leftovers(guest.token)).toBe(0)
  })
})
