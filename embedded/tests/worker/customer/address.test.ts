/**
 * Customer addresses in the embedded Store API: list, create, update, delete, default billing and
 * shipping, the violation codes (per-country postal codes, Packstation, pickup shop), and that one
 * customer can never read, change or delete another's address.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS } from '../../../seed'
import { customerAddressId, customerId } from '../../../seed/keys'
import { COUNTRY_ID } from '../../../platform/sales-channel'
import { findCountryByIso, salutationIdOf } from '../../../platform/reference'
import { call as storeApi, loginToken } from '../fixtures'

const call = (method: string, path: string, token?: string, body?: unknown) =>
  storeApi(method, path, body, token ? { 'sw-context-token': token } : {})
const json = async <T = Record<string, any>>(response: Response) => (await response.json()) as T
type Errors = { errors: Array<{ code: string; detail: string; source?: { pointer: string }; meta?: any }> }

const login = (email: string) => loginToken(email)

const privateCustomer = () => login(DEMO_CUSTOMERS.private.email)
/** Seeded customer 3 (private): the "other" customer of the cross-customer tests. */
const otherCustomer = () => login('kunde3@example.com')

const ADDRESS = {
  salutationId: salutationIdOf('mrs'),
  firstName: 'Erika',
  lastName: 'Beispiel',
  street: 'Lindenallee 7',
  zipcode: '50667',
  city: 'Köln',
  countryId: COUNTRY_ID,
}

async function createAddress(token: string, body: Record<string, unknown> = ADDRESS) {
  const response = await call('POST', '/account/address', token, body)
  expect(response.status).toBe(200)
  return json(response)
}

const codes = (body: Errors) => body.errors.map((e) => [e.code, e.source?.pointer])

describe('POST /account/list-address', () => {
  it("lists the customer's own addresses with the default flags, country and salutation", async () => {
    const token = await privateCustomer()
    const response = await call('POST', '/account/list-address', token, {})
    expect(response.status).toBe(200)
    const body = await json(response)
    expect(body).toMatchObject({ entity: 'customer_address', apiAlias: 'dal_entity_search_result' })
    const seeded = body.elements.find((a: { id: string }) => a.id === customerAddressId(1))
    expect(seeded).toMatchObject({
      customerId: DEMO_CUSTOMERS.private.id,
      firstName: 'Max',
      street: 'Musterstraße 1',
      zipcode: '48624',
      isDefaultBillingAddress: true,
      isDefaultShippingAddress: true,
      country: { iso: 'DE', apiAlias: 'country' },
      salutation: { salutationKey: 'mr', apiAlias: 'salutation' },
      apiAlias: 'customer_address',
    })
    expect(body.elements.every((a: { customerId: string }) => a.customerId === DEMO_CUSTOMERS.private.id)).toBe(true)
  })

  it('applies criteria (filter, limit) and refuses unknown fields', async () => {
    const token = await privateCustomer()
    await createAddress(token, { ...ADDRESS, city: 'Bremen', zipcode: '28195' })
    const filtered = await json(
      await call('POST', '/account/list-address', token, {
        filter: [{ type: 'equals', field: 'city', value: 'Bremen' }],
      }),
    )
    expect(filtered.elements.map((a: { city: string }) => a.city)).toEqual(['Bremen'])
    const limited = await json(await call('POST', '/account/list-address', token, { limit: 1 }))
    expect(limited.elements).toHaveLength(1)
    expect(limited.total).toBeGreaterThan(1)
    const unknown = await call('POST', '/account/list-address', token, {
      filter: [{ type: 'equals', field: 'customerId', value: customerId(3) }],
    })
    expect(unknown.status).toBe(400)
    expect(codes(await json<Errors>(unknown))).toEqual([['FRAMEWORK__UNMAPPED_FIELD', '/filter/0/field']])
  })

  it('needs a logged-in customer', async () => {
    const response = await call('POST', '/account/list-address', undefined, {})
    expect(response.status).toBe(403)
    expect(codes(await json<Errors>(response))).toEqual([['CHECKOUT__CUSTOMER_NOT_LOGGED_IN', '/']])
  })
})

describe('POST /account/address', () => {
  it('creates an address of the session customer', async () => {
    const token = await privateCustomer()
    const created = await createAddress(token)
    expect(created).toMatchObject({
      ...ADDRESS,
      customerId: DEMO_CUSTOMERS.private.id,
      isDefaultBillingAddress: false,
      customFields: { addressType: 'default' },
      salutation: { salutationKey: 'mrs', displayName: 'Frau' },
      apiAlias: 'customer_address',
    })
    const row = await env.DB.prepare('SELECT customer_id AS customerId, city FROM customer_address WHERE id = ?')
      .bind(created.id)
      .first()
    expect(row).toEqual({ customerId: DEMO_CUSTOMERS.private.id, city: 'Köln' })
  })

  it('answers one violation per field, with Shopware codes and pointers', async () => {
    const token = await privateCustomer()
    const response = await call('POST', '/account/address', token, { countryId: COUNTRY_ID, firstName: '  ' })
    expect(response.status).toBe(400)
    expect(codes(await json<Errors>(response))).toEqual([
      ['VIOLATION::IS_BLANK_ERROR', '/firstName'],
      ['VIOLATION::IS_BLANK_ERROR', '/lastName'],
      ['VIOLATION::IS_BLANK_ERROR', '/street'],
      ['VIOLATION::IS_BLANK_ERROR', '/city'],
      ['VIOLATION::IS_BLANK_ERROR', '/zipcode'],
    ])
    const unknown = await json<Errors>(
      await call('POST', '/account/address', token, {
        ...ADDRESS,
        countryId: 'a'.repeat(32),
        salutationId: 'b'.repeat(32),
        firstName: 'x'.repeat(256),
      }),
    )
    expect(codes(unknown)).toEqual([
      ['VIOLATION::TOO_LONG_ERROR', '/firstName'],
      ['VIOLATION::ENTITY_DOES_NOT_EXISTS', '/countryId'],
      ['VIOLATION::ENTITY_DOES_NOT_EXISTS', '/salutationId'],
    ])
  })

  it('checks the postal code per country', async () => {
    const token = await privateCustomer()
    const cases: Array<[string, string, boolean]> = [
      ['DE', '1234', false],
      ['DE', '12345', true],
      ['AT', '12345', false],
      ['AT', '1010', true],
      ['CH', '8001', true],
      ['NL', '1234 AB', true],
      ['NL', '1234', false],
      ['FR', '75001', true],
      ['GB', 'SW1A 1AA', true],
      ['GB', '12345', false],
      ['US', '90210-1234', true],
      ['US', '9021', false],
    ]
    for (const [iso, zipcode, valid] of cases) {
      const response = await call('POST', '/account/address', token, {
        ...ADDRESS,
        countryId: findCountryByIso(iso)!.id,
        zipcode,
      })
      if (valid) expect([iso, zipcode, response.status]).toEqual([iso, zipcode, 200])
      else {
        expect([iso, zipcode, response.status]).toEqual([iso, zipcode, 400])
        const error = (await json<Errors>(response)).errors[0]!
        expect(error).toMatchObject({
          code: 'VIOLATION::ZIP_CODE_INVALID',
          source: { pointer: '/zipcode' },
          meta: { parameters: { '{{ iso }}': iso } },
        })
      }
    }
  })

  it('accepts a Packstation with a numeric post number and refuses a malformed one', async () => {
    const token = await privateCustomer()
    const packstation = await createAddress(token, {
      ...ADDRESS,
      street: 'Packstation 123',
      additionalAddressLine1: '12345678',
    })
    expect(packstation.customFields).toEqual({ addressType: 'packstation' })
    const bad = await json<Errors>(
      await call('POST', '/account/address', token, {
        ...ADDRESS,
        street: 'Packstation abc',
        additionalAddressLine1: 'Postnummer',
      }),
    )
    expect(codes(bad)).toEqual([
      ['VIOLATION::REGEX_FAILED_ERROR', '/street'],
      ['VIOLATION::REGEX_FAILED_ERROR', '/additionalAddressLine1'],
    ])
    expect(bad.errors[0]!.detail).toContain('Packstation 123')
    const missing = await json<Errors>(
      await call('POST', '/account/address', token, {
        ...ADDRESS,
        street: 'Packstation 456',
        customFields: { addressType: 'packstation' },
      }),
    )
    expect(codes(missing)).toEqual([['VIOLATION::IS_BLANK_ERROR', '/additionalAddressLine1']])
  })

  it('needs the shop name (company) for a pickup shop', async () => {
    const token = await privateCustomer()
    const missing = await json<Errors>(
      await call('POST', '/account/address', token, { ...ADDRESS, customFields: { addressType: 'pickupShop' } }),
    )
    expect(codes(missing)).toEqual([['VIOLATION::IS_BLANK_ERROR', '/company']])
    const shop = await createAddress(token, {
      ...ADDRESS,
      company: 'Kiosk am Dom',
      customFields: { addressType: 'pickupShop' },
    })
    expect(shop).toMatchObject({ company: 'Kiosk am Dom', customFields: { addressType: 'pickupShop' } })
  })
})

describe('PATCH /account/address/{addressId}', () => {
  it('updates an own address and validates the new data', async () => {
    const token = await privateCustomer()
    const created = await createAddress(token)
    const response = await call('PATCH', `/account/address/${created.id}`, token, { ...ADDRESS, city: 'Bonn' })
    expect(response.status).toBe(200)
    expect(await json(response)).toMatchObject({ id: created.id, city: 'Bonn', updatedAt: expect.any(String) })
    const invalid = await call('PATCH', `/account/address/${created.id}`, token, { ...ADDRESS, zipcode: 'abc' })
    expect(codes(await json<Errors>(invalid))).toEqual([['VIOLATION::ZIP_CODE_INVALID', '/zipcode']])
    const malformed = await call('PATCH', '/account/address/not-a-uuid', token, ADDRESS)
    expect([malformed.status, codes(await json<Errors>(malformed))]).toEqual([
      400,
      [['FRAMEWORK__INVALID_UUID', '/addressId']],
    ])
  })
})

describe('DELETE /account/address/{addressId}', () => {
  it('deletes an own address, but never a default or an active one', async () => {
    const token = await privateCustomer()
    const created = await createAddress(token)
    const isDefault = await call('DELETE', `/account/address/${customerAddressId(1)}`, token)
    expect([isDefault.status, codes(await json<Errors>(isDefault))]).toEqual([
      400,
      [['CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT', '/addressId']],
    ])
    expect((await call('PATCH', '/context', token, { shippingAddressId: created.id })).status).toBe(200)
    const active = await call('DELETE', `/account/address/${created.id}`, token)
    expect([active.status, codes(await json<Errors>(active))]).toEqual([
      400,
      [['CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE', '/addressId']],
    ])
    const other = await createAddress(token)
    const deleted = await call('DELETE', `/account/address/${other.id}`, token)
    expect(deleted.status).toBe(204)
    const gone = await call('DELETE', `/account/address/${other.id}`, token)
    expect([gone.status, codes(await json<Errors>(gone))]).toEqual([
      404,
      [['CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND', '/addressId']],
    ])
  })
})

describe('PATCH /account/address/default-billing|default-shipping/{addressId}', () => {
  it('sets the default billing and shipping address, which the customer entity then shows', async () => {
    const token = await privateCustomer()
    const created = await createAddress(token, { ...ADDRESS, city: 'Leipzig', zipcode: '04109' })
    expect((await call('PATCH', `/account/address/default-billing/${created.id}`, token)).status).toBe(204)
    expect((await call('PATCH', `/account/address/default-shipping/${created.id}`, token)).status).toBe(204)
    const customer = await json(await call('POST', '/account/customer', token, {}))
    expect(customer).toMatchObject({
      defaultBillingAddressId: created.id,
      defaultShippingAddressId: created.id,
      activeBillingAddress: { id: created.id, isDefaultBillingAddress: true },
      activeShippingAddress: { id: created.id, city: 'Leipzig' },
    })
    // The seeded address is no default any more: it may go now.
    expect((await call('DELETE', `/account/address/${customerAddressId(1)}`, token)).status).toBe(204)
    // Put the demo customer back as the other tests found it.
    await env.DB.prepare(
      "INSERT INTO customer_address (id, customer_id, country_id, salutation_key, first_name, last_name, street, zipcode, city) VALUES (?, ?, ?, 'mr', 'Max', 'Mustermann', 'Musterstraße 1', '48624', 'Schöppingen')",
    )
      .bind(customerAddressId(1), DEMO_CUSTOMERS.private.id, COUNTRY_ID)
      .run()
    for (const kind of ['billing', 'shipping'])
      expect((await call('PATCH', `/account/address/default-${kind}/${customerAddressId(1)}`, token)).status).toBe(204)
  })
})

describe('one customer never reaches another customer’s addresses', () => {
  it('answers another customer’s address id like a missing one on every route, and changes nothing', async () => {
    const owner = await otherCustomer()
    const foreign = await createAddress(owner, { ...ADDRESS, firstName: 'Geheim' })
    const intruder = await privateCustomer()
    const notFound = [['CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND', '/addressId']]
    const attempts: Array<[string, string, unknown]> = [
      ['PATCH', `/account/address/${foreign.id}`, { ...ADDRESS, firstName: 'Übernommen' }],
      ['DELETE', `/account/address/${foreign.id}`, undefined],
      ['PATCH', `/account/address/default-billing/${foreign.id}`, undefined],
      ['PATCH', `/account/address/default-shipping/${foreign.id}`, undefined],
      // The seeded address of customer 3 (their default) as well.
      ['DELETE', `/account/address/${customerAddressId(3)}`, undefined],
    ]
    for (const [method, path, body] of attempts) {
      const response = await call(method, path, intruder, body)
      const text = await response.text()
      expect([method, path, response.status, codes(JSON.parse(text))]).toEqual([method, path, 404, notFound])
      expect(text).not.toContain('Geheim')
    }
    const list = await json(await call('POST', '/account/list-address', intruder, { ids: [foreign.id] }))
    expect(list.elements).toEqual([])
    const context = await call('PATCH', '/context', intruder, { billingAddressId: foreign.id })
    expect(codes(await json<Errors>(context))).toEqual([['VIOLATION::ENTITY_DOES_NOT_EXISTS', '/billingAddressId']])
    const customer = await json(await call('POST', '/account/customer', intruder, {}))
    expect(customer.defaultBillingAddressId).toBe(customerAddressId(1))
    // The owner still has it, unchanged.
    const owned = await json(await call('POST', '/account/list-address', owner, { ids: [foreign.id] }))
    expect(owned.elements).toMatchObject([{ id: foreign.id, firstName: 'Geheim' }])
    const owner3 = await json(await call('POST', '/account/customer', owner, {}))
    expect(owner3).toMatchObject({ id: customerId(3), defaultBillingAddressId: customerAddressId(3) })
  })
})
