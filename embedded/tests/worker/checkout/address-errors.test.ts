/**
 * The cart's address checks (Shopware's AddressValidator): a shipping address in a country the
 * shop does not deliver to (the US) and a billing address in a country the shop does not list are
 * Shopware's shipping-/billing-address-blocked errors, answered with every cart and refusing the order.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_IDS } from '../../../../shared/constants'
import { findCountryByIso } from '../../../platform/reference'
import { call, errorsOf, plainProduct, post, registered } from '../fixtures'

type Json = Record<string, any>
const { variant } = plainProduct()
const US = findCountryByIso('US')!
const usAddress = { street: '1 Main Street', zipcode: '90210', city: 'Beverly Hills', countryId: US.id }

const headers = (token: string) => ({ 'sw-context-token': token })
const readCart = async (token: string) =>
  (await (await call('GET', '/checkout/cart', undefined, headers(token))).json()) as Json
const addOne = (token: string) =>
  post('/checkout/cart/line-item', { items: [{ type: 'product', referencedId: variant.id }] }, token)
const blocked = (cart: Json) =>
  Object.values(cart.errors as Record<string, Json>).filter((e) => /address-blocked$/.test(e.messageKey))

describe('address errors of the cart', () => {
  it('answers the US as shippingAvailable false in the country list', async () => {
    const body = (await (await post('/country', {})).json()) as Json
    const flags = Object.fromEntries(body.elements.map((c: Json) => [c.iso, c.shippingAvailable]))
    expect(flags).toMatchObject({ DE: true, AT: true, US: false })
  })

  it('blocks a shipping address in the US on every answer and refuses the order; another address clears it', async () => {
    const customer = await registered()
    const created = (await (
      await post('/account/address', { ...usAddress, firstName: 'Anna', lastName: 'Schmidt' }, customer.token)
    ).json()) as Json
    await addOne(customer.token)
    await call('PATCH', '/context', { shippingAddressId: created.id }, headers(customer.token))
    const cart = await readCart(customer.token)
    expect(blocked(cart)).toEqual([
      {
        key: 'shipping-address-blocked-Vereinigte Staaten von Amerika',
        messageKey: 'shipping-address-blocked',
        level: 20,
        code: 0,
        block: true,
        message: 'Shippings to shipping address Vereinigte Staaten von Amerika are not possible.',
        name: 'Vereinigte Staaten von Amerika',
      },
    ])
    // A lasting state: answered again, not consumed.
    expect(blocked(await readCart(customer.token))).toHaveLength(1)
    const order = await post('/checkout/order', {}, customer.token)
    expect(order.status).toBe(400)
    const [refusal] = await errorsOf(order)
    expect(refusal!.code).toBe('CHECKOUT__CART_INVALID')
    expect(refusal!.meta!.parameters!.cartErrors).toEqual([
      expect.objectContaining({ messageKey: 'shipping-address-blocked' }),
    ])
    const account = (await (await post('/account/customer', {}, customer.token)).json()) as Json
    await call('PATCH', '/context', { shippingAddressId: account.defaultBillingAddressId }, headers(customer.token))
    expect(blocked(await readCart(customer.token))).toEqual([])
    expect((await post('/checkout/order', {}, customer.token)).status).toBe(200)
  })

  it('bills a customer living in the US but does not ship there', async () => {
    const customer = await registered({ billingAddress: usAddress })
    await addOne(customer.token)
    expect(blocked(await readCart(customer.token)).map((e) => e.key)).toEqual([
      'shipping-address-blocked-Vereinigte Staaten von Amerika',
    ])
  })

  it('blocks a billing address whose country the shop no longer lists, and names it by its id', async () => {
    const customer = await registered()
    const gone = 'ffffffffffffffffffffffffffffffff'
    await env.DB.prepare('UPDATE customer_address SET country_id = ? WHERE customer_id = ?')
      .bind(gone, customer.id)
      .run()
    await addOne(customer.token)
    expect(blocked(await readCart(customer.token))).toEqual([
      expect.objectContaining({
        key: `billing-address-blocked-${gone}`,
        messageKey: 'billing-address-blocked',
        level: 20,
        block: true,
        message: `Billings to billing address ${gone} are not possible.`,
        name: gone,
      }),
      expect.objectContaining({ key: `shipping-address-blocked-${gone}`, messageKey: 'shipping-address-blocked' }),
    ])
  })

  it('names the blocked country in English for an English session', async () => {
    const customer = await registered({ billingAddress: usAddress })
    await env.DB.prepare('UPDATE context SET language_id = ? WHERE token = ?')
      .bind(LANGUAGE_IDS['en-GB'], customer.token)
      .run()
    await addOne(customer.token)
    expect(blocked(await readCart(customer.token))[0]).toMatchObject({ name: 'United States of America' })
  })
})
