/** POST /asx-customer-reviewed-products: a customer's reviewed products for "my products", never another customer's. */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS } from '../../../seed'
import { call, guestSession } from '../fixtures'
import { customerId } from '../../../seed/keys'

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => call('POST', path, body, headers)

async function tokenOf(customer: { email: string; password: string }, ip: string): Promise<string> {
  const response = await post(
    '/account/login',
    { username: customer.email, password: customer.password },
    { 'cf-connecting-ip': ip },
  )
  expect(response.status).toBe(200)
  return response.headers.get('sw-context-token')!
}

/** A written review of the product at `offset` (by pid) by `customerId`. */
async function review(customerId: string, offset: number, createdAt: string): Promise<string> {
  const product = await env.DB.prepare('SELECT pid, id FROM product ORDER BY pid LIMIT 1 OFFSET ?')
    .bind(offset)
    .first<{ pid: number; id: string }>()
  await env.DB.prepare(
    `INSERT INTO product_review (pid, seq, id, language_id, points, title, content, author, created_at, customer_id, status)
     VALUES (?1, 1000 + ?2, lower(hex(randomblob(16))), ?3, 4, 'Gute Jacke', 'Sitzt gut und hält warm, auch bei Regen.', 'A', ?4, ?5, 1)`,
  )
    .bind(product!.pid, offset, '2fbb5fe2e29a4d70aa5854ce7ce3e20b', createdAt, customerId)
    .run()
  return product!.id
}

const reviewed = async (token?: string) => {
  const response = await post('/asx-customer-reviewed-products', {}, token ? { 'sw-context-token': token } : {})
  return {
    status: response.status,
    body: (await response.json()) as {
      elements?: { id: string; parentId?: string | null }[]
      errors?: { code: string }[]
    },
  }
}

describe('POST /asx-customer-reviewed-products', () => {
  it('answers a guest 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN', async () => {
    const { status, body } = await reviewed()
    expect(status).toBe(403)
    expect(body.errors?.[0]?.code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
  })

  it("answers a guest checkout's session 403 like no session, though the guest wrote a review", async () => {
    const guest = customerId(3)
    await review(guest, 2, '2026-01-15T10:00:00.000Z')
    const { status, body } = await reviewed((await guestSession(guest, 'e'.repeat(32)))['sw-context-token'])
    expect(status).toBe(403)
    expect(body.errors?.[0]?.code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
  })

  it("lists the customer's reviewed products newest first, and never another customer's", async () => {
    const a = DEMO_CUSTOMERS.private
    const b = DEMO_CUSTOMERS.business
    const older = await review(a.id, 3, '2026-01-01T10:00:00.000Z')
    const newer = await review(a.id, 5, '2026-02-01T10:00:00.000Z')
    const others = await review(b.id, 7, '2026-03-01T10:00:00.000Z')

    const forA = await reviewed(await tokenOf(a, '10.9.0.1'))
    expect(forA.status).toBe(200)
    expect(forA.body.elements!.map((p) => p.parentId ?? p.id)).toEqual([newer, older])

    const forB = await reviewed(await tokenOf(b, '10.9.0.2'))
    expect(forB.body.elements!.map((p) => p.parentId ?? p.id)).toEqual([others])
  })
})
