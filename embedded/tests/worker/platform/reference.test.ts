/**
 * Reference data of the embedded Store API: countries, salutations, the currency, payment and shipping
 * methods — criteria as the official client sends them, both languages, and what onlyAvailable hides.
 */
import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_IDS } from '../../../../shared/constants'
import { embeddedStoreApi } from '../../..'
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../../../seed'
import {
  COUNTRIES,
  PAYMENT_METHODS,
  SHIPPING_METHODS,
  findCountryByIso,
  salutationIdOf,
} from '../../../platform/reference'
import { COUNTRY_ID, CURRENCY_ID, PAYMENT_METHOD_ID, SHIPPING_METHOD_ID } from '../../../platform/sales-channel'

const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  embeddedStoreApi.fetch(
    new Request(`http://store-api.internal/store-api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    env,
    createExecutionContext(),
  )
const post = async (path: string, body: unknown = {}, headers: Record<string, string> = {}) => {
  const response = await call('POST', path, body, headers)
  return {
    status: response.status,
    token: response.headers.get('sw-context-token'),
    body: (await response.json()) as any,
  }
}
const ids = (body: { elements: Array<{ id: string }> }) => body.elements.map((e) => e.id)

let ip = 0
async function login(email: string) {
  const response = await call(
    'POST',
    '/account/login',
    { username: email, password: DEMO_PASSWORD },
    { 'cf-connecting-ip': `10.9.0.${++ip}` },
  )
  return response.headers.get('sw-context-token')!
}

describe('POST /country', () => {
  it('lists the shop’s countries in order, Germany first, with their patterns', async () => {
    const { status, body } = await post('/country')
    expect(status).toBe(200)
    expect(body).toMatchObject({ entity: 'country', total: COUNTRIES.length, apiAlias: 'dal_entity_search_result' })
    expect(body.elements.map((c: { iso: string }) => c.iso)).toEqual(['DE', 'AT', 'CH', 'NL', 'FR', 'GB', 'US'])
    expect(body.elements[0]).toMatchObject({
      id: COUNTRY_ID,
      name: 'Deutschland',
      iso3: 'DEU',
      isEu: true,
      checkVatIdPattern: true,
      vatIdPattern: 'DE\\d{9}',
      defaultPostalCodePattern: '\\d{5}',
      postalCodeRequired: true,
      translated: { name: 'Deutschland' },
      apiAlias: 'country',
    })
    const swiss = body.elements.find((c: { iso: string }) => c.iso === 'CH')
    expect(swiss).toMatchObject({ isEu: false, checkVatIdPattern: false })
  })

  it('filters by id and iso (equals, equalsAny), pages, and answers in English', async () => {
    const austria = findCountryByIso('AT')!
    const byId = await post('/country', { filter: [{ type: 'equals', field: 'id', value: austria.id }] })
    expect(ids(byId.body)).toEqual([austria.id])
    const byIso = await post(
      '/country',
      { filter: [{ type: 'equalsAny', field: 'iso', value: ['NL', 'FR'] }] },
      { 'sw-language-id': LANGUAGE_IDS['en-GB'] },
    )
    expect(byIso.body.elements.map((c: { name: string }) => c.name)).toEqual(['Netherlands', 'France'])
    const paged = await post('/country', { limit: 2, page: 2 })
    expect([paged.body.total, paged.body.elements.map((c: { iso: string }) => c.iso)]).toEqual([7, ['CH', 'NL']])
    const sorted = await post('/country', { sort: [{ field: 'iso', order: 'DESC' }], limit: 1 })
    expect(sorted.body.elements[0].iso).toBe('US')
    const included = await post('/country', { includes: { country: ['id', 'iso'] }, limit: 1 })
    expect(included.body.elements).toEqual([{ id: COUNTRY_ID, iso: 'DE', apiAlias: 'country' }])
  })

  it('answers bad criteria with Shopware’s codes, never a 500', async () => {
    const unknown = await post('/country', { filter: [{ type: 'equals', field: 'nope', value: 1 }] })
    expect([unknown.status, unknown.body.errors[0].code]).toEqual([400, 'FRAMEWORK__UNMAPPED_FIELD'])
    const badId = await post('/country', { filter: [{ type: 'equals', field: 'id', value: 'DE' }] })
    expect([badId.status, badId.body.errors[0].code]).toEqual([400, 'FRAMEWORK__INVALID_UUID'])
  })

  it('is a read that creates no context', async () => {
    const { token } = await post('/country')
    expect(token).toBeNull()
  })
})

describe('POST /salutation', () => {
  it('lists mr, mrs and not specified, filtered by id as the client does', async () => {
    const all = await post('/salutation')
    expect(all.body.elements.map((s: { salutationKey: string }) => s.salutationKey)).toEqual([
      'mr',
      'mrs',
      'not_specified',
    ])
    expect(all.body.elements[1]).toMatchObject({ displayName: 'Frau', letterName: 'Sehr geehrte Frau' })
    const one = await post(
      '/salutation',
      { filter: [{ type: 'equals', field: 'id', value: salutationIdOf('mr') }] },
      { 'sw-language-id': LANGUAGE_IDS['en-GB'] },
    )
    expect(one.body.elements).toMatchObject([{ salutationKey: 'mr', displayName: 'Mr.', letterName: 'Dear Mr.' }])
  })
})

describe('POST /currency', () => {
  it('answers a plain array with the one currency, EUR', async () => {
    const { status, body } = await post('/currency')
    expect(status).toBe(200)
    expect(Array.isArray(body)).toBe(true)
    expect(body).toMatchObject([{ id: CURRENCY_ID, isoCode: 'EUR', symbol: '€', factor: 1, apiAlias: 'currency' }])
    const get = await call('GET', '/currency')
    expect(((await get.json()) as unknown[]).length).toBe(1)
  })
})

describe('POST /payment-method', () => {
  it('lists every method; onlyAvailable hides purchase on invoice from guests and private customers', async () => {
    const all = await post('/payment-method')
    expect(ids(all.body)).toEqual(PAYMENT_METHODS.map((m) => m.id))
    expect(all.body.elements[0]).toMatchObject({
      id: PAYMENT_METHOD_ID,
      name: 'Vorkasse',
      technicalName: 'payment_prepayment',
    })
    const invoice = PAYMENT_METHODS.find((m) => m.businessOnly)!.id
    const guest = await post('/payment-method', { onlyAvailable: true })
    expect(ids(guest.body)).not.toContain(invoice)
    expect(guest.body.total).toBe(PAYMENT_METHODS.length - 1)
    const privateToken = await login(DEMO_CUSTOMERS.private.email)
    const privateList = await post('/payment-method', { onlyAvailable: true }, { 'sw-context-token': privateToken })
    expect(ids(privateList.body)).not.toContain(invoice)
    const businessToken = await login(DEMO_CUSTOMERS.business.email)
    const business = await post('/payment-method', { onlyAvailable: true }, { 'sw-context-token': businessToken })
    expect(ids(business.body)).toContain(invoice)
    const query = await call('GET', '/payment-method?onlyAvailable=1')
    expect(ids((await query.json()) as any)).not.toContain(invoice)
  })
})

describe('POST /shipping-method', () => {
  it('lists standard and express shipping with their delivery times, in both languages', async () => {
    const { body } = await post('/shipping-method', { onlyAvailable: true })
    expect(ids(body)).toEqual(SHIPPING_METHODS.map((m) => m.id))
    expect(body.elements[0]).toMatchObject({
      id: SHIPPING_METHOD_ID,
      name: 'Standardversand',
      deliveryTime: { min: 1, max: 3, unit: 'day' },
    })
    const english = await post('/shipping-method', {}, { 'sw-language-id': LANGUAGE_IDS['en-GB'] })
    expect(english.body.elements[1]).toMatchObject({
      name: 'Express shipping',
      technicalName: 'shipping_express',
      deliveryTime: { min: 1, max: 2 },
    })
  })
})
