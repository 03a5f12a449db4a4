/**
 * Shipping and payment methods blocked by country, customer group, delivery address or cart:
 * a blocked selection is switched to an allowed one, the context follows, and the cart tells the shopper
 * with Shopware's *-method-blocked and *-method-changed errors, the changed one once.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { call, registered } from '../fixtures'
import { planProduct } from '../../../seed'
import {
  PAYMENT_METHODS,
  SHIPPING_METHODS,
  STANDARD_SHIPPING,
  findCountryByIso,
  salutationIdOf,
} from '../../../platform/reference'
import { COUNTRY_ID, PAYMENT_METHOD_ID } from '../../../platform/sales-channel'

type Json = Record<string, any>
const variant = planProduct(1).main
const cash = PAYMENT_METHODS.find((m) => m.shortName === 'cash_on_delivery')!
const express = SHIPPING_METHODS.find((m) => m.technicalName === 'shipping_express')!

const headers = (token: string) => ({ 'sw-context-token': token })
async function guest() {
  return (await call('GET', '/context')).headers.get('sw-context-token')!
}
const readCart = async (token: string) =>
  (await (await call('GET', '/checkout/cart', undefined, headers(token))).json()) as Json
const readContext = async (token: string) =>
  (await (await call('GET', '/context', undefined, headers(token))).json()) as Json
const addOne = (token: string) =>
  call('POST', '/checkout/cart/line-item', { items: [{ type: 'product', referencedId: variant.id }] }, headers(token))
const messageKeys = (cart: Json) => Object.values(cart.errors as Record<string, Json>).map((e) => e.messageKey)

describe('methods blocked by the delivery country', () => {
  it('switches express and cash on delivery at once when the shopper picks a country they do not serve', async () => {
    const token = await guest()
    await addOne(token)
    await call('PATCH', '/context', { shippingMethodId: express.id, paymentMethodId: cash.id }, headers(token))
    expect((await readContext(token)).shippingMethod.id).toBe(express.id)
    await call('PATCH', '/context', { countryId: findCountryByIso('GB')!.id }, headers(token))
    const context = await readContext(token)
    expect([context.shippingMethod.id, context.paymentMethod.id]).toEqual([STANDARD_SHIPPING.id, PAYMENT_METHOD_ID])
    const cart = await readCart(token)
    expect(cart.errors).toEqual({
      'shipping-method-changed-Expressversand-Standardversand': expect.objectContaining({
        messageKey: 'shipping-method-changed',
        level: 0,
        block: false,
        oldShippingMethodName: 'Expressversand',
        newShippingMethodName: 'Standardversand',
        message:
          'Expressversand shipping is not available for your current cart, the shipping was changed to Standardversand',
      }),
      'payment-method-changed-Nachnahme-Vorkasse': expect.objectContaining({ messageKey: 'payment-method-changed' }),
    })
    expect(cart.deliveries[0].shippingMethod.id).toBe(STANDARD_SHIPPING.id)
    expect((await readCart(token)).errors).toEqual({})
  })

  it('blocks a stale selection when the cart is calculated, switches it and names both errors', async () => {
    const token = await guest()
    await addOne(token)
    await env.DB.prepare('UPDATE context SET payment_method_id = ?, country_id = ? WHERE token = ?')
      .bind(cash.id, findCountryByIso('CH')!.id, token)
      .run()
    const cart = await readCart(token)
    expect(cart.errors['payment-method-blocked-Nachnahme']).toEqual({
      key: 'payment-method-blocked-Nachnahme',
      messageKey: 'payment-method-blocked',
      level: 10,
      code: 0,
      block: true,
      name: 'Nachnahme',
      message: 'Payment method Nachnahme not available',
    })
    expect(messageKeys(cart)).toEqual(['payment-method-blocked', 'payment-method-changed'])
    expect(cart.transactions[0].paymentMethodId).toBe(PAYMENT_METHOD_ID)
    expect((await readContext(token)).paymentMethod.id).toBe(PAYMENT_METHOD_ID)
    expect((await readCart(token)).errors).toEqual({})
  })

  it('keeps cash on delivery and express where they are allowed', async () => {
    const token = await guest()
    await call(
      'PATCH',
      '/context',
      { shippingMethodId: express.id, paymentMethodId: cash.id, countryId: findCountryByIso('AT')!.id },
      headers(token),
    )
    await addOne(token)
    const cart = await readCart(token)
    expect(cart.errors).toEqual({})
    expect([cart.deliveries[0].shippingMethod.id, cart.transactions[0].paymentMethodId]).toEqual([express.id, cash.id])
  })
})

describe('methods blocked by the delivery address', () => {
  it('switches express to the standard parcel for a Packstation address', async () => {
    const customer = await registered()
    const h = headers(customer.token)
    const created = await call(
      'POST',
      '/account/address',
      {
        salutationId: salutationIdOf('mrs'),
        firstName: 'Anna',
        lastName: 'Schmidt',
        street: 'Packstation 123',
        additionalAddressLine1: '12345678',
        zipcode: '10115',
        city: 'Berlin',
        countryId: COUNTRY_ID,
      },
      h,
    )
    const packstation = (await created.json()) as Json
    await call('PATCH', '/context', { shippingMethodId: express.id }, h)
    expect((await readContext(customer.token)).shippingMethod.id).toBe(express.id)
    await call('PATCH', '/context', { shippingAddressId: packstation.id }, h)
    expect((await readContext(customer.token)).shippingMethod.id).toBe(STANDARD_SHIPPING.id)
    // The switch waits with the cart: the next cart answer (here adding a product) names it once.
    const added = (await (await addOne(customer.token)).json()) as Json
    expect(messageKeys(added)).toEqual(['shipping-method-changed'])
    expect(messageKeys(await readCart(customer.token))).toEqual([])
  })
})
