/** Embedded Store API context handling: tokens, languages, the session context and its selections, and protocol-level errors. */
import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_IDS } from '../../../../shared/constants'
import { isUuid } from '../../../../shared/ids'
import { createStoreApiClient } from '../../../../shared/store-api/client'
import { embeddedStoreApi } from '../../..'
import { failure } from '../../../../tests/worker/helpers'
import { COUNTRY_ID, CURRENCY_ID, ROOT_CATEGORY_ID, SHIPPING_METHOD_ID } from '../../../platform/sales-channel'
import { PAYMENT_METHODS, SHIPPING_METHODS, findCountryByIso } from '../../../platform/reference'
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../../../seed'
import { customerAddressId } from '../../../seed/keys'

const transport = async (req: Request) => embeddedStoreApi.fetch(req, env, createExecutionContext())
const api = (options: { languageId?: string; contextToken?: string } = {}) =>
  createStoreApiClient({ transport, ...options })
const raw = (path: string, init: RequestInit = {}) =>
  transport(new Request(`http://store-api.internal/store-api${path}`, init))
const contextCount = async () => (await env.DB.prepare('SELECT count(*) AS n FROM context').first<{ n: number }>())!.n

describe('GET /context', () => {
  it('creates a context with a fresh token and stores it in D1', async () => {
    const client = api()
    const context = await client.invoke('readContext get /context')
    expect(isUuid(context.token!)).toBe(true)
    expect(client.contextToken).toBe(context.token)
    expect(context).toMatchObject({
      context: { languageIdChain: [LANGUAGE_IDS['de-DE']], taxState: 'gross', currencyId: CURRENCY_ID },
      currency: { id: CURRENCY_ID, isoCode: 'EUR', symbol: '€' },
      customer: null,
      shippingMethod: { id: SHIPPING_METHOD_ID, name: 'Standardversand', apiAlias: 'shipping_method' },
      paymentMethod: { apiAlias: 'payment_method' },
      shippingLocation: { country: { id: COUNTRY_ID, iso: 'DE' } },
      salesChannel: {
        languageId: LANGUAGE_IDS['de-DE'],
        countryId: COUNTRY_ID,
        navigationCategoryId: ROOT_CATEGORY_ID,
      },
      taxState: 'gross',
      apiAlias: 'sales_channel_context',
    })
    const row = await env.DB.prepare('SELECT language_id, customer_id, created_at FROM context WHERE token = ?')
      .bind(context.token)
      .first()
    expect(row).toMatchObject({ language_id: LANGUAGE_IDS['de-DE'], customer_id: null })
  })

  it('keeps a known token, replaces an unknown one, and follows the language header', async () => {
    const first = api()
    const { token } = await first.invoke('readContext get /context')
    const again = await api({ contextToken: token }).invoke('readContext get /context')
    expect(again.token).toBe(token)
    const english = await api({ contextToken: token, languageId: LANGUAGE_IDS['en-GB'] }).invoke(
      'readContext get /context',
    )
    expect(english.context?.languageIdChain?.[0]).toBe(LANGUAGE_IDS['en-GB'])
    expect(english).toMatchObject({
      languageInfo: { localeCode: 'en-GB' },
      shippingMethod: { name: 'Standard shipping' },
      shippingLocation: { country: { name: 'Germany' } },
    })
    // The context remembers its language for requests without the header.
    expect((await api({ contextToken: token }).invoke('readContext get /context')).languageInfo.localeCode).toBe(
      'en-GB',
    )
    const stranger = api({ contextToken: 'f'.repeat(32) })
    const renewed = await stranger.invoke('readContext get /context')
    expect(renewed.token).not.toBe('f'.repeat(32))
    expect(stranger.contextToken).toBe(renewed.token)
  })
})

describe('catalog reads and the context token', () => {
  it('never create a context, and echo a sent token', async () => {
    const before = await contextCount()
    const anonymous = await raw(`/product-listing/${ROOT_CATEGORY_ID}`, { method: 'POST', body: '{}' })
    expect(anonymous.status).toBe(200)
    expect(anonymous.headers.get('sw-context-token')).toBeNull()
    for (const path of [
      '/language',
      '/navigation/main-navigation/main-navigation',
      '/search?search=jacke',
      '/seo-url',
    ]) {
      const response = await raw(path, { method: 'POST' })
      expect([path, response.status, response.headers.get('sw-context-token')]).toEqual([path, 200, null])
    }
    expect(await contextCount()).toBe(before)
    const echoed = await raw('/language', { method: 'POST', headers: { 'sw-context-token': 'a'.repeat(32) } })
    expect(echoed.headers.get('sw-context-token')).toBe('a'.repeat(32))
    expect(await contextCount()).toBe(before)
  })
})

describe('protocol errors', () => {
  it('answers an unknown language id with 412', async () => {
    for (const call of [
      api({ languageId: 'b'.repeat(32) }).invoke('readContext get /context'),
      api({ languageId: 'b'.repeat(32) }).invoke('readLanguages post /language', { body: {} }),
    ]) {
      const error = await failure(call)
      expect(error.status).toBe(412)
      expect(error.errors[0]).toMatchObject({
        status: '412',
        code: 'FRAMEWORK__LANGUAGE_NOT_FOUND',
        title: 'Precondition Failed',
        source: { pointer: '/sw-language-id' },
      })
    }
  })

  it('answers unknown routes with 404 and malformed bodies with 400, never 500', async () => {
    const missing = await raw('/no/such/route', { method: 'POST' })
    expect(missing.status).toBe(404)
    expect((await missing.json()) as unknown).toEqual({
      errors: [
        {
          status: '404',
          code: 'FRAMEWORK__ROUTE_NOT_FOUND',
          title: 'Not Found',
          detail: expect.any(String),
          source: { pointer: '/' },
        },
      ],
    })
    expect((await raw('/context', { method: 'DELETE' })).status).toBe(404)
    const cases: Array<[string, string]> = [
      ['{"search":', 'FRAMEWORK__MALFORMED_JSON'],
      ['[1,2]', 'FRAMEWORK__INVALID_REQUEST_BODY'],
      ['"text"', 'FRAMEWORK__INVALID_REQUEST_BODY'],
    ]
    for (const [body, code] of cases) {
      for (const path of ['/search', '/seo-url', '/checkout/cart/line-item', `/product-listing/${ROOT_CATEGORY_ID}`]) {
        const response = await raw(path, { method: 'POST', body, headers: { 'content-type': 'application/json' } })
        const json = (await response.json()) as { errors: Array<{ code: string; source: { pointer: string } }> }
        expect([path, response.status, json.errors[0]!.code, json.errors[0]!.source.pointer]).toEqual([
          path,
          400,
          code,
          '/',
        ])
      }
    }
  })
})

describe('PATCH /context', () => {
  it('switches the context language and refuses what this sales channel does not offer', async () => {
    const client = api()
    await client.invoke('readContext get /context')
    const switched = await client.invoke('updateContext patch /context', {
      body: { languageId: LANGUAGE_IDS['en-GB'] },
    })
    expect(switched).toEqual({ contextToken: client.contextToken })
    expect((await client.invoke('readContext get /context')).languageInfo.localeCode).toBe('en-GB')
    const unknown = await failure(
      client.invoke('updateContext patch /context', {
        body: { languageId: 'c'.repeat(32), currencyId: 'd'.repeat(32) },
      }),
    )
    expect(unknown.errors.map((e) => [e.code, e.source?.pointer])).toEqual([
      ['VIOLATION::ENTITY_DOES_NOT_EXISTS', '/languageId'],
      ['VIOLATION::ENTITY_DOES_NOT_EXISTS', '/currencyId'],
    ])
    const malformed = await failure(client.invoke('updateContext patch /context', { body: { languageId: 'en-GB' } }))
    expect([malformed.status, malformed.code, malformed.errors[0]!.source?.pointer]).toEqual([
      400,
      'FRAMEWORK__INVALID_UUID',
      '/languageId',
    ])
    const address = await failure(
      client.invoke('updateContext patch /context', { body: { shippingAddressId: 'e'.repeat(32) } }),
    )
    expect([address.status, address.code]).toEqual([403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN'])
    const same = (await client.invoke('updateContext patch /context', { body: { currencyId: CURRENCY_ID } })) as {
      contextToken?: string
    }
    expect(same.contextToken).toBe(client.contextToken)
  })
})

describe('the session context of a customer, and PATCH /context selections', () => {
  let ip = 0
  async function login(email: string) {
    const response = await raw('/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.7.0.${++ip}` },
      body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
    })
    expect(response.status).toBe(200)
    return response.headers.get('sw-context-token')!
  }
  const read = async (token: string) =>
    (await (await raw('/context', { headers: { 'sw-context-token': token } })).json()) as any
  const patch = async (token: string, body: unknown) => {
    const response = await raw('/context', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'sw-context-token': token },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as any }
  }
  const codes = (body: { errors: Array<{ code: string; source?: { pointer: string } }> }) =>
    body.errors.map((e) => [e.code, e.source?.pointer])

  it('carries the logged-in customer, the shipping location of the active address and gross prices', async () => {
    const token = await login(DEMO_CUSTOMERS.private.email)
    const context = await read(token)
    expect(context).toMatchObject({
      customer: {
        id: DEMO_CUSTOMERS.private.id,
        email: DEMO_CUSTOMERS.private.email,
        accountType: 'private',
        guest: false,
        activeShippingAddress: { id: customerAddressId(1) },
        apiAlias: 'customer',
      },
      shippingLocation: { country: { iso: 'DE' }, address: { id: customerAddressId(1), city: 'Schöppingen' } },
      currentCustomerGroup: { displayGross: true },
      context: { taxState: 'gross' },
      taxState: 'gross',
    })
  })

  it('gives a business customer net prices (taxState net, displayGross false)', async () => {
    const token = await login(DEMO_CUSTOMERS.business.email)
    const context = await read(token)
    expect(context).toMatchObject({
      customer: { accountType: 'business', company: 'Musterbau GmbH', vatIds: ['DE123456789'] },
      currentCustomerGroup: { displayGross: false },
      context: { taxState: 'net' },
      taxState: 'net',
    })
  })

  it('stores shipping method, payment method and country, and the context reflects them', async () => {
    const client = api()
    const { token } = await client.invoke('readContext get /context')
    const express = SHIPPING_METHODS[1]!
    const debit = PAYMENT_METHODS.find((m) => m.technicalName === 'payment_debit')!
    const austria = findCountryByIso('AT')!
    const switched = await patch(token!, {
      shippingMethodId: express.id,
      paymentMethodId: debit.id,
      countryId: austria.id,
    })
    expect(switched).toEqual({ status: 200, body: { contextToken: token } })
    expect(await read(token!)).toMatchObject({
      shippingMethod: { id: express.id, technicalName: 'shipping_express' },
      paymentMethod: { id: debit.id, name: 'Lastschrift' },
      shippingLocation: { country: { id: austria.id, iso: 'AT' } },
    })
  })

  it('refuses unknown ids, invoice for non-business sessions and keys without a value; ignores empty currency and language', async () => {
    const { token } = await api().invoke('readContext get /context')
    const invoice = PAYMENT_METHODS.find((m) => m.businessOnly)!
    const unknown = await patch(token!, {
      shippingMethodId: 'a'.repeat(32),
      paymentMethodId: invoice.id,
      countryId: 'b'.repeat(32),
    })
    expect([unknown.status, codes(unknown.body)]).toEqual([
      400,
      [
        ['VIOLATION::ENTITY_DOES_NOT_EXISTS', '/shippingMethodId'],
        ['VIOLATION::ENTITY_DOES_NOT_EXISTS', '/paymentMethodId'],
        ['VIOLATION::ENTITY_DOES_NOT_EXISTS', '/countryId'],
      ],
    ])
    const empty = await patch(token!, { shippingMethodId: '', paymentMethodId: null, countryId: '' })
    expect([empty.status, codes(empty.body)]).toEqual([
      400,
      [
        ['VIOLATION::IS_BLANK_ERROR', '/shippingMethodId'],
        ['VIOLATION::IS_BLANK_ERROR', '/paymentMethodId'],
        ['VIOLATION::IS_BLANK_ERROR', '/countryId'],
      ],
    ])
    const ignored = await patch(token!, { currencyId: '', languageId: null })
    expect(ignored).toEqual({ status: 200, body: { contextToken: token } })
    // Nothing of the refused switches was stored.
    const context = await read(token!)
    expect([context.shippingMethod.id, context.paymentMethod.technicalName]).toEqual([
      SHIPPING_METHOD_ID,
      'payment_prepayment',
    ])
  })

  it('lets a business customer choose invoice, and a customer only their own addresses', async () => {
    const business = await login(DEMO_CUSTOMERS.business.email)
    const invoice = PAYMENT_METHODS.find((m) => m.businessOnly)!
    expect((await patch(business, { paymentMethodId: invoice.id })).status).toBe(200)
    expect((await read(business)).paymentMethod.id).toBe(invoice.id)
    const own = await patch(business, {
      shippingAddressId: customerAddressId(2),
      billingAddressId: customerAddressId(2),
    })
    expect(own.status).toBe(200)
    const foreign = await patch(business, { shippingAddressId: customerAddressId(1) })
    expect([foreign.status, codes(foreign.body)]).toEqual([
      400,
      [['VIOLATION::ENTITY_DOES_NOT_EXISTS', '/shippingAddressId']],
    ])
    const missing = await patch(business, { billingAddressId: 'f'.repeat(32) })
    expect(codes(missing.body)).toEqual(codes(foreign.body).map(([code]) => [code, '/billingAddressId']))
    const blank = await patch(business, { billingAddressId: '' })
    expect(codes(blank.body)).toEqual([['VIOLATION::IS_BLANK_ERROR', '/billingAddressId']])
  })
})
