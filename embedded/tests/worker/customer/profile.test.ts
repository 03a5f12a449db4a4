/** The logged-in customer's account: change-profile, change-email, change-password, DELETE /account/customer; A never touches B. */
import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { salutationIdOf } from '../../../platform/reference'
import { DEMO_CUSTOMERS } from '../../../seed'
import { call, contextCustomer, errorsOf, login, post, registered, violations } from '../fixtures'

// Every registration, login and password check costs a PBKDF2 derivation (100,000 iterations): on a
// busy machine a test of several of them needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 })

interface Row {
  email: string
  first_name: string
  last_name: string
  title: string | null
  account_type: string
  company: string | null
  vat_ids: string | null
  salutation_key: string
  birthday: string | null
  password_hash: string
}
const row = (id: string) => env.DB.prepare('SELECT * FROM customer WHERE id = ?').bind(id).first<Row>()

const profile = (overrides: Record<string, unknown> = {}) => ({
  salutationId: salutationIdOf('mr'),
  firstName: 'Bernd',
  lastName: 'Becker',
  ...overrides,
})

describe('POST /account/change-profile', () => {
  it("changes the session customer's profile and answers success", async () => {
    const a = await registered()
    const response = await post(
      '/account/change-profile',
      profile({ title: 'Prof.', birthdayDay: 1, birthdayMonth: 12, birthdayYear: 1970 }),
      a.token,
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true })
    expect(await row(a.id)).toMatchObject({
      first_name: 'Bernd',
      last_name: 'Becker',
      title: 'Prof.',
      salutation_key: 'mr',
      birthday: '1970-12-01',
      account_type: 'private',
    })
  })

  it('switches to business with company and VAT ids checked against the billing country', async () => {
    const a = await registered()
    const bad = await post('/account/change-profile', profile({ accountType: 'business', vatIds: ['ATU1'] }), a.token)
    expect(await violations(bad)).toEqual([
      'VIOLATION::IS_BLANK_ERROR@/company',
      'VIOLATION::VAT_ID_FORMAT_NOT_CORRECT@/vatIds',
    ])
    const good = await post(
      '/account/change-profile',
      profile({ accountType: 'business', company: 'Becker Bau KG', vatIds: ['DE987654321'] }),
      a.token,
    )
    expect(good.status).toBe(200)
    expect(await row(a.id)).toMatchObject({
      account_type: 'business',
      company: 'Becker Bau KG',
      vat_ids: '["DE987654321"]',
    })
    // Back to private drops company and VAT ids.
    await post('/account/change-profile', profile(), a.token)
    expect(await row(a.id)).toMatchObject({ account_type: 'private', company: null, vat_ids: '[]' })
  })

  it('answers blank names and an unknown salutation as violations', async () => {
    const a = await registered()
    const response = await post('/account/change-profile', { firstName: ' ', salutationId: 'a'.repeat(32) }, a.token)
    expect(await violations(response)).toEqual([
      'VIOLATION::ENTITY_DOES_NOT_EXISTS@/salutationId',
      'VIOLATION::IS_BLANK_ERROR@/firstName',
      'VIOLATION::IS_BLANK_ERROR@/lastName',
    ])
  })

  it('needs a logged-in customer: 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN', async () => {
    const response = await post('/account/change-profile', profile())
    expect(response.status).toBe(403)
    expect((await errorsOf(response))[0]?.code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
  })
})

describe('POST /account/change-email', () => {
  it('changes the email with the current password; the new email logs in', async () => {
    const a = await registered()
    const email = `neu.${a.email}`
    const response = await post(
      '/account/change-email',
      { email, emailConfirmation: email, password: a.password },
      a.token,
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true })
    expect((await row(a.id))?.email).toBe(email)
    expect((await login(email, a.password)).status).toBe(200)
    expect((await login(a.email, a.password)).status).toBe(401)
  })

  it('a wrong password is CUSTOMER_PASSWORD_NOT_CORRECT on /password; a mismatch and a taken email are violations', async () => {
    const a = await registered()
    const wrong = await post(
      '/account/change-email',
      { email: `x.${a.email}`, emailConfirmation: `x.${a.email}`, password: 'falsch123' },
      a.token,
    )
    expect(wrong.status).toBe(400)
    expect((await errorsOf(wrong))[0]).toMatchObject({
      code: 'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT',
      detail: 'Your password is wrong',
      source: { pointer: '/password' },
    })
    const mismatch = await post(
      '/account/change-email',
      { email: `x.${a.email}`, emailConfirmation: `y.${a.email}`, password: a.password },
      a.token,
    )
    expect(await violations(mismatch)).toEqual(['VIOLATION::NOT_EQUAL_ERROR@/emailConfirmation'])
    const taken = DEMO_CUSTOMERS.business.email
    const notUnique = await post(
      '/account/change-email',
      { email: taken, emailConfirmation: taken, password: a.password },
      a.token,
    )
    expect(await violations(notUnique)).toEqual(['VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE@/email'])
    const malformed = await post('/account/change-email', { email: 'kaputt', emailConfirmation: 'kaputt' }, a.token)
    expect(await violations(malformed)).toEqual([
      'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT@/password',
      'VIOLATION::STRICT_CHECK_FAILED_ERROR@/email',
    ])
    expect((await row(a.id))?.email).toBe(a.email)
  })

  it("keeping one's own email is not a conflict", async () => {
    const a = await registered()
    const response = await post(
      '/account/change-email',
      { email: a.email, emailConfirmation: a.email, password: a.password },
      a.token,
    )
    expect(response.status).toBe(200)
  })
})

describe('POST /account/change-password', () => {
  it('sets the new password, renews the token and ends the other sessions', async () => {
    const a = await registered()
    const otherDevice = (await login(a.email, a.password)).headers.get('sw-context-token')!
    const response = await post(
      '/account/change-password',
      { password: a.password, newPassword: 'anderes5678', newPasswordConfirm: 'anderes5678' },
      a.token,
    )
    expect(response.status).toBe(200)
    const token = response.headers.get('sw-context-token')!
    expect(await response.json()).toEqual({ contextToken: token })
    expect(token).not.toBe(a.token)
    expect(await contextCustomer(token)).toBe(a.id)
    expect(await contextCustomer(a.token)).toBeUndefined()
    expect(await contextCustomer(otherDevice)).toBeUndefined()
    expect((await login(a.email, a.password)).status).toBe(401)
    expect((await login(a.email, 'anderes5678')).status).toBe(200)
  })

  it("a mismatch answers 'The passwords must be identical' on /newPasswordConfirm", async () => {
    const a = await registered()
    const response = await post(
      '/account/change-password',
      { password: a.password, newPassword: 'anderes5678', newPasswordConfirm: 'anderes9999' },
      a.token,
    )
    expect(response.status).toBe(400)
    expect(await errorsOf(response)).toEqual([
      expect.objectContaining({
        code: 'VIOLATION::NOT_EQUAL_ERROR',
        detail: 'The passwords must be identical',
        source: { pointer: '/newPasswordConfirm' },
      }),
    ])
  })

  it('a wrong current password, a short or blank new one are violations; nothing changes', async () => {
    const a = await registered()
    const before = (await row(a.id))?.password_hash
    const response = await post(
      '/account/change-password',
      { password: 'falsch123', newPassword: 'kurz', newPasswordConfirm: 'kurz' },
      a.token,
    )
    expect(await violations(response)).toEqual([
      'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT@/password',
      'VIOLATION::TOO_SHORT_ERROR@/newPassword',
    ])
    expect(await violations(await post('/account/change-password', { password: a.password }, a.token))).toEqual([
      'VIOLATION::IS_BLANK_ERROR@/newPassword',
    ])
    expect((await row(a.id))?.password_hash).toBe(before)
    expect(await contextCustomer(a.token)).toBe(a.id)
  })
})

describe('DELETE /account/customer', () => {
  it('deletes the customer with addresses, wishlist, sessions and carts; answers 204 with a fresh token', async () => {
    const a = await registered()
    const second = (await login(a.email, a.password)).headers.get('sw-context-token')!
    const product = await env.DB.prepare('SELECT id FROM product LIMIT 1').first<{ id: string }>()
    await env.DB.batch([
      env.DB.prepare('INSERT INTO customer_wishlist_product (customer_id, product_id) VALUES (?, ?)').bind(
        a.id,
        product!.id,
      ),
      env.DB.prepare('INSERT INTO cart (token) VALUES (?)').bind(second),
      env.DB.prepare(
        "INSERT INTO cart_line_item (cart_token, id, product_id, quantity, position, payload) VALUES (?, 'x', ?, 1, 0, '{}')",
      ).bind(second, product!.id),
    ])
    const response = await call('DELETE', '/account/customer', undefined, { 'sw-context-token': a.token })
    expect(response.status).toBe(204)
    const fresh = response.headers.get('sw-context-token')!
    expect(fresh).not.toBe(a.token)
    expect(await contextCustomer(fresh)).toBeNull()
    const left = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM customer WHERE id = ?1) AS customers,
              (SELECT count(*) FROM customer_address WHERE customer_id = ?1) AS addresses,
              (SELECT count(*) FROM customer_wishlist_product WHERE customer_id = ?1) AS wishlist,
              (SELECT count(*) FROM context WHERE customer_id = ?1) AS contexts,
              (SELECT count(*) FROM cart WHERE token = ?2) AS carts`,
    )
      .bind(a.id, second)
      .first()
    expect(left).toEqual({ customers: 0, addresses: 0, wishlist: 0, contexts: 0, carts: 0 })
    expect((await login(a.email, a.password)).status).toBe(401)
  })

  it('needs a logged-in customer', async () => {
    const response = await call('DELETE', '/account/customer')
    expect(response.status).toBe(403)
  })
})

describe('customer A can never change or delete customer B', () => {
  it("every account route acts on the session's customer only", async () => {
    const a = await registered()
    const b = await registered({ password: 'bs-eigenes-passwort' })
    const bBefore = await row(b.id)
    // Bodies naming B (its id, its email) change A, never B.
    await post('/account/change-profile', profile({ id: b.id, customerId: b.id, firstName: 'Eve' }), a.token)
    await post(
      '/account/change-email',
      { id: b.id, email: `a2.${a.email}`, emailConfirmation: `a2.${a.email}`, password: a.password },
      a.token,
    )
    const stolen = await post(
      '/account/change-email',
      { email: b.email, emailConfirmation: b.email, password: a.password },
      a.token,
    )
    expect(await violations(stolen)).toEqual(['VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE@/email'])
    // B's password does not work on A's session, and A's change leaves B's password alone.
    const withBsPassword = await post(
      '/account/change-password',
      { password: b.password, newPassword: 'gekapert99', newPasswordConfirm: 'gekapert99' },
      a.token,
    )
    expect(withBsPassword.status).toBe(400)
    expect(await row(b.id)).toEqual(bBefore)
    expect((await row(a.id))?.first_name).toBe('Eve')
    expect((await row(a.id))?.email).toBe(`a2.${a.email}`)
    // A deletes itself, B lives on with its session.
    await call('DELETE', '/account/customer', { id: b.id }, { 'sw-context-token': a.token })
    expect(await row(a.id)).toBeNull()
    expect(await row(b.id)).toEqual(bBefore)
    expect(await contextCustomer(b.token)).toBe(b.id)
  })
})
