/** POST /account/register and /account/register-confirm: violations, opt-in off and on, guests, the session. */
import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { LANGUAGE_IDS } from '../../../../shared/constants'
import { DEMO_CUSTOMERS } from '../../../seed'
import { emailHash } from '../../../customer/account/hash'
import {
  AUSTRIA,
  contextCustomer,
  errorsOf,
  login,
  latestMailTo,
  mailsTo,
  post,
  registration,
  uniqueEmail,
  violations,
} from '../fixtures'

// Every registration, login and password check costs a PBKDF2 derivation (100,000 iterations): on a
// busy machine a test of several of them needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 })

const OPT_IN = { DOUBLE_OPT_IN_REGISTRATION: 'true' }

describe('POST /account/register (double opt-in off, the default)', () => {
  it('creates the customer, binds a new token to it (header) and answers the customer entity', async () => {
    const body = registration({ title: 'Dr.', birthdayDay: 3, birthdayMonth: 4, birthdayYear: 1985 })
    const anonymous = await post('/account/register', { nothing: true })
    const before = anonymous.headers.get('sw-context-token')!
    const response = await post('/account/register', body, before)
    expect(response.status).toBe(200)
    const token = response.headers.get('sw-context-token')!
    expect(token).toMatch(/^[0-9a-f]{32}$/)
    expect(token).not.toBe(before)
    const customer = (await response.json()) as Record<string, any>
    expect(customer).toMatchObject({
      apiAlias: 'customer',
      email: body.email,
      firstName: 'Anna',
      lastName: 'Schmidt',
      title: 'Dr.',
      birthday: '1985-04-03',
      accountType: 'private',
      active: true,
      guest: false,
      doubleOptInRegistration: false,
      salutationId: body.salutationId,
    })
    expect(customer.customerNumber).toMatch(/^\d+$/)
    expect(customer.defaultBillingAddress).toMatchObject({ street: 'Hauptstraße 1', zipcode: '10115', city: 'Berlin' })
    expect(customer.defaultShippingAddressId).toBe(customer.defaultBillingAddressId)
    expect(await contextCustomer(token)).toBe(customer.id)
    expect(await contextCustomer(before)).toBeUndefined()
    // The password is stored as PBKDF2 with its own salt, and logs in.
    const stored = await env.DB.prepare(
      'SELECT password_hash AS h, password_salt AS s, password_iterations AS i, language_id AS l FROM customer WHERE id = ?',
    )
      .bind(customer.id)
      .first<{ h: string; s: string; i: number; l: string }>()
    expect(stored).toMatchObject({
      h: expect.stringMatching(/^[0-9a-f]{64}$/),
      s: expect.stringMatching(/^[0-9a-f]{32}$/),
      i: 100_000,
    })
    expect(stored?.l).toBe(LANGUAGE_IDS['de-DE'])
    expect((await login(body.email, body.password)).status).toBe(200)
    expect(await mailsTo(body.email)).toEqual([])
  })

  it("carries the anonymous session's cart over to the customer's new token", async () => {
    const anonymous = (await post('/account/register', { x: 1 })).headers.get('sw-context-token')!
    await env.DB.batch([
      env.DB.prepare('INSERT INTO cart (token) VALUES (?)').bind(anonymous),
      env.DB.prepare(
        "INSERT INTO cart_line_item (cart_token, id, product_id, quantity, position, payload) SELECT ?, 'reg-line', id, 3, 0, '{}' FROM product LIMIT 1",
      ).bind(anonymous),
    ])
    const response = await post('/account/register', registration(), anonymous)
    const token = response.headers.get('sw-context-token')!
    const lines = await env.DB.prepare('SELECT cart_token AS t, quantity FROM cart_line_item WHERE id = ?')
      .bind('reg-line')
      .all<{ t: string; quantity: number }>()
    expect(lines.results).toEqual([{ t: token, quantity: 3 }])
  })

  it('numbers customers one after the other', async () => {
    const a = (await (await post('/account/register', registration())).json()) as { customerNumber: string }
    const b = (await (await post('/account/register', registration())).json()) as { customerNumber: string }
    expect(Number(b.customerNumber)).toBe(Number(a.customerNumber) + 1)
  })

  it('a business customer keeps company and VAT ids; a separate shipping address becomes the default', async () => {
    const response = await post(
      '/account/register',
      registration({
        accountType: 'business',
        company: 'Dachdeckerei Schmidt GmbH',
        vatIds: ['DE123456789'],
        shippingAddress: { street: 'Lagerweg 5', zipcode: '1010', city: 'Wien', countryId: AUSTRIA },
      }),
    )
    expect(response.status).toBe(200)
    const customer = (await response.json()) as Record<string, any>
    expect(customer).toMatchObject({
      accountType: 'business',
      company: 'Dachdeckerei Schmidt GmbH',
      vatIds: ['DE123456789'],
    })
    expect(customer.defaultShippingAddress).toMatchObject({ street: 'Lagerweg 5', city: 'Wien', countryId: AUSTRIA })
    // The address takes the customer's names when it leaves them out.
    expect(customer.defaultShippingAddress).toMatchObject({ firstName: 'Anna', lastName: 'Schmidt' })
    expect(customer.defaultShippingAddressId).not.toBe(customer.defaultBillingAddressId)
  })

  it('answers every violated field at once, with Shopware codes and pointers', async () => {
    const response = await post('/account/register', {
      email: 'not-an-email',
      password: 'kurz',
      storefrontUrl: 'https://evil.example',
      billingAddress: { street: '', zipcode: '1', city: 'Berlin', countryId: uuidlessCountry() },
    })
    expect(response.status).toBe(400)
    expect(await violations(response)).toEqual(
      [
        'VIOLATION::STRICT_CHECK_FAILED_ERROR@/email',
        'VIOLATION::TOO_SHORT_ERROR@/password',
        'VIOLATION::NO_SUCH_CHOICE_ERROR@/storefrontUrl',
        'VIOLATION::IS_BLANK_ERROR@/acceptedDataProtection',
        'VIOLATION::IS_BLANK_ERROR@/firstName',
        'VIOLATION::IS_BLANK_ERROR@/lastName',
        'VIOLATION::IS_BLANK_ERROR@/billingAddress/firstName',
        'VIOLATION::IS_BLANK_ERROR@/billingAddress/lastName',
        'VIOLATION::IS_BLANK_ERROR@/billingAddress/street',
        'VIOLATION::ENTITY_DOES_NOT_EXISTS@/billingAddress/countryId',
      ].sort(),
    )
    const errors = await errorsOf(await post('/account/register', registration({ password: 'kurz' })))
    expect(errors[0]).toMatchObject({
      status: '400',
      code: 'VIOLATION::TOO_SHORT_ERROR',
      detail: 'This value is too short. It should have 8 characters or more.',
      source: { pointer: '/password' },
      meta: { parameters: { '{{ limit }}': 8 } },
    })
  })

  it('refuses a missing email, password or billing address and a wrong ZIP code', async () => {
    const response = await post(
      '/account/register',
      registration({ email: '', password: undefined, billingAddress: undefined }),
    )
    expect(await violations(response)).toEqual(
      expect.arrayContaining([
        'VIOLATION::IS_BLANK_ERROR@/email',
        'VIOLATION::IS_BLANK_ERROR@/password',
        'VIOLATION::IS_BLANK_ERROR@/billingAddress/street',
        'VIOLATION::IS_BLANK_ERROR@/billingAddress/countryId',
      ]),
    )
    const zip = await post(
      '/account/register',
      registration({
        billingAddress: {
          street: 'A 1',
          zipcode: '1234',
          city: 'Berlin',
          countryId: registration().billingAddress.countryId,
        },
      }),
    )
    expect(await violations(zip)).toEqual(['VIOLATION::ZIP_CODE_INVALID@/billingAddress/zipcode'])
  })

  it('a business registration needs a company; VAT ids must have the billing country format', async () => {
    const response = await post(
      '/account/register',
      registration({ accountType: 'business', company: ' ', vatIds: ['DE12'] }),
    )
    expect(await violations(response)).toEqual([
      'VIOLATION::IS_BLANK_ERROR@/company',
      'VIOLATION::VAT_ID_FORMAT_NOT_CORRECT@/vatIds',
    ])
    const unknownType = await post('/account/register', registration({ accountType: 'firm' }))
    expect(await violations(unknownType)).toEqual(['VIOLATION::NO_SUCH_CHOICE_ERROR@/accountType'])
  })

  it('refuses an email that already has an account, in any letter case: CUSTOMER_EMAIL_NOT_UNIQUE', async () => {
    const response = await post(
      '/account/register',
      registration({ email: DEMO_CUSTOMERS.private.email.toUpperCase() }),
    )
    expect(response.status).toBe(400)
    expect((await errorsOf(response))[0]).toMatchObject({
      code: 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE',
      source: { pointer: '/email' },
      detail: `The email address ${DEMO_CUSTOMERS.private.email.toUpperCase()} is already in use`,
    })
  })

  it('two registrations of one email at once: one account, the other gets CUSTOMER_EMAIL_NOT_UNIQUE', async () => {
    const email = uniqueEmail('zugleich')
    const answers = await Promise.all([1, 2, 3].map(() => post('/account/register', registration({ email }))))
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400])
    for (const refused of answers.filter((r) => r.status === 400))
      expect(await violations(refused)).toEqual(['VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE@/email'])
  })

  it('accepts storefrontUrl only as one of the shop domains (http or https, bare or with a locale prefix)', async () => {
    for (const url of ['https://shop.test', 'http://shop.test/en-GB', 'https://shop.test/'])
      expect((await post('/account/register', registration({ storefrontUrl: url }))).status).toBe(200)
    for (const url of ['http://shop.test.evil.example', 'http://shop.test/fr-FR', 'javascript:alert(1)'])
      expect(await violations(await post('/account/register', registration({ storefrontUrl: url })))).toEqual([
        'VIOLATION::NO_SUCH_CHOICE_ERROR@/storefrontUrl',
      ])
  })

  it('a birthday must be a real past date', async () => {
    const response = await post(
      '/account/register',
      registration({ birthdayDay: 31, birthdayMonth: 2, birthdayYear: 1990 }),
    )
    expect(await violations(response)).toEqual(['VIOLATION::INVALID_DATE_ERROR@/birthdayDay'])
    const range = await post(
      '/account/register',
      registration({ birthdayDay: 0, birthdayMonth: 13, birthdayYear: 1990 }),
    )
    expect(await violations(range)).toEqual([
      'VIOLATION::NOT_IN_RANGE_ERROR@/birthdayDay',
      'VIOLATION::NOT_IN_RANGE_ERROR@/birthdayMonth',
    ])
  })

  it('a malformed body is a 400, never a 500', async () => {
    const response = await post('/account/register', [1, 2])
    expect(response.status).toBe(400)
  })
})

describe('guest registration', () => {
  it('needs no password, binds a guest session, and the guest cannot log in', async () => {
    const body = registration({ guest: true, password: undefined })
    const response = await post('/account/register', body)
    expect(response.status).toBe(200)
    const customer = (await response.json()) as { id: string; guest: boolean; active: boolean }
    expect(customer).toMatchObject({ guest: true, active: true })
    const token = response.headers.get('sw-context-token')!
    expect(await contextCustomer(token)).toBe(customer.id)
    expect((await login(body.email, 'irgendwas1')).status).toBe(401)
    // A guest session is not an account: account changes answer 403.
    const change = await post(
      '/account/change-password',
      { password: 'x', newPassword: 'neues1234', newPasswordConfirm: 'neues1234' },
      token,
    )
    expect(change.status).toBe(403)
  })
  // Guests sharing an email with an account or with each other: guest-emails.test.ts.
})

describe('double opt-in on (DOUBLE_OPT_IN_REGISTRATION = "true")', () => {
  it('keeps the customer inactive, binds no customer to the session, and mails the confirm link', async () => {
    const body = registration()
    const response = await post('/account/register', body, undefined, OPT_IN)
    expect(response.status).toBe(200)
    const customer = (await response.json()) as { id: string; active: boolean; doubleOptInRegistration: boolean }
    expect(customer).toMatchObject({ active: false, doubleOptInRegistration: true })
    const token = response.headers.get('sw-context-token')!
    expect(await contextCustomer(token)).toBeNull()

    const mail = await latestMailTo(body.email)
    expect(mail).toMatchObject({ kind: 'registration-opt-in', languageId: LANGUAGE_IDS['de-DE'] })
    expect(mail!.subject).toBe('Bitte bestätigen Sie Ihre Registrierung bei Workwear Pro')
    const link = new URL(mail!.links[0]!)
    expect(`${link.origin}${link.pathname}`).toBe('http://shop.test/registration/confirm')
    expect(link.searchParams.get('em')).toBe(await emailHash(body.email))
    expect(link.searchParams.get('hash')).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(mail!.text).toContain(mail!.links[0])

    // Login before confirming is refused with Shopware's code.
    const early = await login(body.email, body.password)
    expect(early.status).toBe(401)
    expect((await errorsOf(early))[0]?.code).toBe('CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED')

    // The link's parameters confirm, log the customer in and answer the customer.
    const confirm = await post('/account/register-confirm', {
      em: link.searchParams.get('em'),
      hash: link.searchParams.get('hash'),
    })
    expect(confirm.status).toBe(200)
    const confirmed = (await confirm.json()) as { id: string; active: boolean; doubleOptInConfirmDate: string | null }
    expect(confirmed).toMatchObject({ id: customer.id, active: true })
    expect(confirmed.doubleOptInConfirmDate).toBeTruthy()
    expect(await contextCustomer(confirm.headers.get('sw-context-token')!)).toBe(customer.id)
    expect((await login(body.email, body.password)).status).toBe(200)

    // The used link confirms nothing twice.
    const twice = await post('/account/register-confirm', {
      em: link.searchParams.get('em'),
      hash: link.searchParams.get('hash'),
    })
    expect(twice.status).toBe(412)
    expect((await errorsOf(twice))[0]?.code).toBe('CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED')
  })

  it('the mail is in English for an English session', async () => {
    const english = registration()
    const anon = await post('/account/register', { x: 1 }, undefined)
    const token = anon.headers.get('sw-context-token')!
    await env.DB.prepare('UPDATE context SET language_id = ? WHERE token = ?').bind(LANGUAGE_IDS['en-GB'], token).run()
    await post('/account/register', english, token, OPT_IN)
    const mail = await latestMailTo(english.email)
    expect(mail).toMatchObject({
      subject: 'Please confirm your registration at Workwear Pro',
      languageId: LANGUAGE_IDS['en-GB'],
    })
    expect(mail!.text).toMatch(/^Hello Anna Schmidt/)
  })

  it('a wrong hash or an em of another email is CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH (404); blanks are violations', async () => {
    const body = registration()
    await post('/account/register', body, undefined, OPT_IN)
    const link = new URL((await latestMailTo(body.email))!.links[0]!)
    const hash = link.searchParams.get('hash')
    for (const attempt of [
      { em: link.searchParams.get('em'), hash: 'x'.repeat(32) },
      { em: await emailHash('someone@example.com'), hash },
    ]) {
      const response = await post('/account/register-confirm', attempt)
      expect(response.status).toBe(404)
      expect((await errorsOf(response))[0]?.code).toBe('CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH')
    }
    expect(await violations(await post('/account/register-confirm', {}))).toEqual([
      'VIOLATION::IS_BLANK_ERROR@/em',
      'VIOLATION::IS_BLANK_ERROR@/hash',
    ])
    const stillInactive = await env.DB.prepare('SELECT active FROM customer WHERE lower(email) = lower(?)')
      .bind(body.email)
      .first<{ active: number }>()
    expect(stillInactive?.active).toBe(0)
  })

  it('guests need no opt-in even when it is on', async () => {
    const response = await post('/account/register', registration({ guest: true }), undefined, OPT_IN)
    const customer = (await response.json()) as { id: string; active: boolean }
    expect(customer.active).toBe(true)
    expect(await contextCustomer(response.headers.get('sw-context-token')!)).toBe(customer.id)
  })
})

/** A 32-hex id no country has. */
const uuidlessCountry = () => 'f'.repeat(32)
