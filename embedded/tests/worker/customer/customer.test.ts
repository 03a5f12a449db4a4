/**
 * The customer record in the embedded Store API: GET/POST /account/customer (the full entity with its
 * addresses) and POST /account/change-payment-method/{id}, each only ever for the session's customer.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_IDS } from '../../../../shared/constants'
import { DEMO_CUSTOMERS } from '../../../seed'
import { customerAddressId, customerId } from '../../../seed/keys'
import { PAYMENT_METHODS, salutationIdOf } from '../../../platform/reference'
import {
  BUSINESS_CUSTOMER_GROUP_ID,
  CUSTOMER_GROUP_ID,
  PAYMENT_METHOD_ID,
  SALES_CHANNEL_ID,
} from '../../../platform/sales-channel'
import { call as storeApi, loginToken as login } from '../fixtures'

const call = async (method: string, path: string, token?: string, body?: unknown, headers = {}) => {
  const response = await storeApi(method, path, body, { ...(token ? { 'sw-context-token': token } : {}), ...headers })
  return { status: response.status, body: (await response.json()) as any }
}
const codes = (body: { errors: Array<{ code: string; source?: { pointer: string } }> }) =>
  body.errors.map((e) => [e.code, e.source?.pointer])

const invoice = PAYMENT_METHODS.find((m) => m.businessOnly)!
const debit = PAYMENT_METHODS.find((m) => m.technicalName === 'payment_debit')!

describe('POST /account/customer', () => {
  it('answers the full private customer with salutation, defaults and active addresses', async () => {
    const token = await login(DEMO_CUSTOMERS.private.email)
    for (const method of ['POST', 'GET']) {
      const { status, body } = await call(method, '/account/customer', token, method === 'POST' ? {} : undefined)
      expect(status).toBe(200)
      expect(body).toMatchObject({
        id: DEMO_CUSTOMERS.private.id,
        groupId: CUSTOMER_GROUP_ID,
        salesChannelId: SALES_CHANNEL_ID,
        languageId: LANGUAGE_IDS['de-DE'],
        customerNumber: '10001',
        accountType: 'private',
        salutationId: salutationIdOf('mr'),
        salutation: { salutationKey: 'mr', displayName: 'Herr' },
        firstName: 'Max',
        lastName: 'Mustermann',
        email: DEMO_CUSTOMERS.private.email,
        active: true,
        guest: false,
        vatIds: [],
        defaultPaymentMethodId: PAYMENT_METHOD_ID,
        defaultPaymentMethod: { id: PAYMENT_METHOD_ID, apiAlias: 'payment_method' },
        defaultBillingAddressId: customerAddressId(1),
        defaultShippingAddressId: customerAddressId(1),
        activeBillingAddress: { id: customerAddressId(1), country: { iso: 'DE' } },
        activeShippingAddress: { id: customerAddressId(1) },
        apiAlias: 'customer',
      })
      expect(body).not.toHaveProperty('passwordHash')
      expect(JSON.stringify(body)).not.toMatch(/password/i)
    }
  })

  it('answers a business customer with company, VAT ids and the business group; English texts on request', async () => {
    const token = await login(DEMO_CUSTOMERS.business.email)
    const { body } = await call('POST', '/account/customer', token, {}, { 'sw-language-id': LANGUAGE_IDS['en-GB'] })
    expect(body).toMatchObject({
      id: DEMO_CUSTOMERS.business.id,
      accountType: 'business',
      company: 'Musterbau GmbH',
      vatIds: ['DE123456789'],
      groupId: BUSINESS_CUSTOMER_GROUP_ID,
      salutation: { displayName: 'Mrs.' },
      activeBillingAddress: { company: 'Musterbau GmbH', country: { name: 'Germany' } },
    })
  })

  it('follows the session’s address selections for the active addresses', async () => {
    const token = await login('kunde3@example.com')
    const created = await call('POST', '/account/address', token, {
      firstName: 'Lieferung',
      lastName: 'Lager',
      street: 'Werkstraße 3',
      zipcode: '80331',
      city: 'München',
      countryId: (await call('POST', '/account/customer', token, {})).body.activeBillingAddress.countryId,
    })
    await call('PATCH', '/context', token, { shippingAddressId: created.body.id })
    const { body } = await call('POST', '/account/customer', token, {})
    expect([body.activeShippingAddress.id, body.activeBillingAddress.id, body.defaultShippingAddressId]).toEqual([
      created.body.id,
      customerAddressId(3),
      customerAddressId(3),
    ])
  })

  it('needs a logged-in customer', async () => {
    const { status, body } = await call('POST', '/account/customer', undefined, {})
    expect([status, codes(body)]).toEqual([403, [['CHECKOUT__CUSTOMER_NOT_LOGGED_IN', '/']]])
  })
})

describe('POST /account/change-payment-method/{paymentMethodId}', () => {
  it('sets the default payment method of the session customer only, and the session follows', async () => {
    const token = await login('kunde3@example.com')
    const other = await login(DEMO_CUSTOMERS.private.email)
    const changed = await call('POST', `/account/change-payment-method/${debit.id}`, token, {})
    expect(changed).toEqual({ status: 200, body: { success: true } })
    const mine = (await call('POST', '/account/customer', token, {})).body
    expect([mine.defaultPaymentMethodId, mine.defaultPaymentMethod.technicalName]).toEqual([debit.id, 'payment_debit'])
    expect((await call('GET', '/context', token)).body.paymentMethod.id).toBe(debit.id)
    const theirs = await env.DB.prepare('SELECT default_payment_method_id AS id FROM customer WHERE id IN (?, ?)')
      .bind(DEMO_CUSTOMERS.private.id, customerId(4))
      .all<{ id: string | null }>()
    expect(theirs.results.map((r) => r.id)).toEqual([null, null])
    expect((await call('POST', '/account/customer', other, {})).body.defaultPaymentMethodId).toBe(PAYMENT_METHOD_ID)
  })

  it('refuses unknown and malformed ids, and invoice for a private customer', async () => {
    const token = await login(DEMO_CUSTOMERS.private.email)
    const unknown = await call('POST', `/account/change-payment-method/${'a'.repeat(32)}`, token, {})
    expect([unknown.status, codes(unknown.body)]).toEqual([
      400,
      [['CHECKOUT__UNKNOWN_PAYMENT_METHOD', '/paymentMethodId']],
    ])
    const notForPrivate = await call('POST', `/account/change-payment-method/${invoice.id}`, token, {})
    expect(codes(notForPrivate.body)).toEqual([['CHECKOUT__UNKNOWN_PAYMENT_METHOD', '/paymentMethodId']])
    const malformed = await call('POST', '/account/change-payment-method/invoice', token, {})
    expect([malformed.status, codes(malformed.body)]).toEqual([400, [['FRAMEWORK__INVALID_UUID', '/paymentMethodId']]])
    const business = await login(DEMO_CUSTOMERS.business.email)
    expect((await call('POST', `/account/change-payment-method/${invoice.id}`, business, {})).status).toBe(200)
  })

  it('needs a logged-in customer', async () => {
    const { status, body } = await call('POST', `/account/change-payment-method/${debit.id}`, undefined, {})
    expect([status, codes(body)]).toEqual([403, [['CHECKOUT__CUSTOMER_NOT_LOGGED_IN', '/']]])
  })
})
