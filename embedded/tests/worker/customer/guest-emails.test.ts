/**
 * Guests with the email of an account (migration 0016, decision 027): registered accounts keep their
 * emails unique (whatever the case), guests may share them with an account and with each other, login
 * and "email not unique" look at accounts only, and every registration is a record of its own.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { DEMO_CUSTOMERS } from '../../../seed'
import { contextCustomer, login, post, registration, uniqueEmail } from '../fixtures'

// Registrations and logins each cost a PBKDF2 derivation: several in one test need more than 5 s.
vi.setConfig({ testTimeout: 30_000 })

const register = async (overrides: Record<string, unknown>) => {
  const response = await post('/account/register', registration(overrides))
  expect(response.status).toBe(200)
  const customer = (await response.json()) as { id: string; guest: boolean }
  return { ...customer, token: response.headers.get('sw-context-token')! }
}
const guestOf = (email: string, city = 'Berlin') =>
  register({
    guest: true,
    password: undefined,
    email,
    billingAddress: { ...registration().billingAddress, city },
  })
const customerOf = async (token: string) =>
  (await (await post('/account/customer', {}, token)).json()) as {
    id: string
    guest: boolean
    defaultBillingAddress: { city: string }
  }
const addressCities = async (token: string) => {
  const response = await post('/account/list-address', {}, token)
  return ((await response.json()) as { elements: Array<{ city: string }> }).elements.map((a) => a.city)
}

describe('guest checkout with the email of an account', () => {
  it('a guest session for the email of a registered account works and sees only the guest record', async () => {
    const { email, password } = DEMO_CUSTOMERS.private
    const guest = await guestOf(email.toUpperCase(), 'Guesttown')
    expect(guest.guest).toBe(true)
    expect(guest.id).not.toBe(DEMO_CUSTOMERS.private.id)
    expect(await contextCustomer(guest.token)).toBe(guest.id)
    expect(await addressCities(guest.token)).toEqual(['Guesttown'])
    // The account is untouched: its login still opens the account, never the guest.
    const account = await login(email, password)
    expect(account.status).toBe(200)
    expect(await contextCustomer(account.headers.get('sw-context-token')!)).toBe(DEMO_CUSTOMERS.private.id)
    expect(await addressCities(account.headers.get('sw-context-token')!)).not.toContain('Guesttown')
  })

  it('several guests of one email are several records, none reads another', async () => {
    const email = uniqueEmail('gast')
    const first = await guestOf(email, 'Erststadt')
    const second = await guestOf(email, 'Zweitstadt')
    expect(second.id).not.toBe(first.id)
    expect(await customerOf(first.token)).toMatchObject({ id: first.id, defaultBillingAddress: { city: 'Erststadt' } })
    expect(await addressCities(second.token)).toEqual(['Zweitstadt'])
  })

  it('a guest of an email, then an account for it: a new record that logs in; the guest keeps its own', async () => {
    const email = uniqueEmail('gast')
    const guest = await guestOf(email, 'Gaststadt')
    expect((await login(email, 'konto12345')).status).toBe(401)
    const account = await register({ email, password: 'konto12345' })
    expect(account).toMatchObject({ guest: false })
    expect(account.id).not.toBe(guest.id)
    const session = await login(email, 'konto12345')
    expect(session.status).toBe(200)
    expect(await contextCustomer(session.headers.get('sw-context-token')!)).toBe(account.id)
    expect(await addressCities(session.headers.get('sw-context-token')!)).not.toContain('Gaststadt')
    expect(await customerOf(guest.token)).toMatchObject({ id: guest.id, guest: true })
  })

  it('the database refuses a second account of an email, in any case, and lets guests share it', async () => {
    const insert = (id: string, email: string, guest: number) =>
      env.DB.prepare(
        `INSERT INTO customer (id, customer_number, email, account_type, first_name, last_name,
           password_hash, password_salt, password_iterations, guest)
         VALUES (?, ?, ?, 'private', 'A', 'B', '', '', 0, ?)`,
      )
        .bind(id, `9${id}`, email, guest)
        .run()
    await expect(insert('dup1', 'FIRMA@example.com', 0)).rejects.toThrow(
      /UNIQUE constraint failed: index 'customer_email_registered'/,
    )
    await insert('dup2', 'FIRMA@example.com', 1)
    await insert('dup3', 'firma@example.com', 1)
    const { n } = (await env.DB.prepare('SELECT count(*) AS n FROM customer WHERE lower(email) = ?')
      .bind('firma@example.com')
      .first<{ n: number }>())!
    expect(n).toBe(3)
  })
})

describe('migration 0016 on a database with customers', () => {
  const CHILDREN = [
    'customer_address',
    'customer_recovery',
    'customer_wishlist',
    'customer_wishlist_product',
    'customer_coupon',
    'loyalty_transaction',
    'context',
  ]
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        ['customer', ...CHILDREN].map(async (t) => [
          t,
          (await env.DB.prepare(`SELECT count(*) AS n FROM ${t}`).first<{ n: number }>())!.n,
        ]),
      ),
    )

  it('keeps every customer and every row that references one (no cascade), and its indexes', async () => {
    const { id } = DEMO_CUSTOMERS.private
    await env.DB.batch([
      env.DB.prepare("INSERT INTO customer_recovery (hash, customer_id) VALUES ('migration-test', ?)").bind(id),
      env.DB.prepare("INSERT INTO customer_wishlist (id, customer_id) VALUES ('migration-test', ?)").bind(id),
      env.DB.prepare(
        "INSERT INTO customer_wishlist_product (customer_id, product_id) VALUES (?, 'migration-test')",
      ).bind(id),
    ])
    const before = await counts()
    for (const table of CHILDREN) expect(before[table], table).toBeGreaterThan(0)
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0016_'))!
    // As wrangler and applyD1Migrations run a migration: its statements in one batch (one transaction).
    await env.DB.batch(migration.queries.map((q) => env.DB.prepare(q)))
    expect(await counts()).toEqual(before)
    const indexes = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'customer'",
    ).all<{ name: string }>()
    expect(indexes.results.map((r) => r.name)).toEqual(
      expect.arrayContaining(['customer_opt_in_hash', 'customer_email_lower', 'customer_email_registered']),
    )
    expect((await login(DEMO_CUSTOMERS.private.email, DEMO_CUSTOMERS.private.password)).status).toBe(200)
    // The children reference the new customer table: deleting a customer still takes its rows along.
    const gone = await register({ email: uniqueEmail('weg') })
    await env.DB.prepare('DELETE FROM context WHERE customer_id = ?').bind(gone.id).run()
    await env.DB.prepare('DELETE FROM customer WHERE id = ?').bind(gone.id).run()
    const left = await env.DB.prepare('SELECT count(*) AS n FROM customer_address WHERE customer_id = ?')
      .bind(gone.id)
      .first<{ n: number }>()
    expect(left!.n).toBe(0)
  })
})
