/**
 * The cart follows the session: business customers pay net prices with VAT on top, consumers
 * gross; the selected shipping method sets the delivery and its costs; the transaction names the
 * selected payment method.
 */
import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { embeddedStoreApi } from '../../..'
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../../../seed'
import { plainProduct } from '../fixtures'
import { PAYMENT_METHODS, SHIPPING_METHODS } from '../../../platform/reference'

const call = async (method: string, path: string, token?: string, body?: unknown, ip = '10.6.0.1') => {
  const response = await embeddedStoreApi.fetch(
    new Request(`http://store-api.internal/store-api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'cf-connecting-ip': ip,
        ...(token ? { 'sw-context-token': token } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    env,
    createExecutionContext(),
  )
  return { token: response.headers.get('sw-context-token')!, body: (await response.json()) as any }
}

// A plain product that ships at cost and stays below free shipping at 2 pieces.
const { variant, unitCents: gross } = plainProduct()
const net = gross - Math.round((gross * 19) / 119)

let ip = 0
async function login(email: string) {
  const { token } = await call(
    'POST',
    '/account/login',
    undefined,
    { username: email, password: DEMO_PASSWORD },
    `10.6.1.${++ip}`,
  )
  return token
}
const addTwo = (token: string) =>
  call('POST', '/checkout/cart/line-item', token, {
    items: [{ type: 'product', referencedId: variant.id, quantity: 2 }],
  })

describe('cart prices by tax state', () => {
  it('prices a guest’s and a private customer’s cart gross', async () => {
    for (const token of [(await call('GET', '/context')).token, await login(DEMO_CUSTOMERS.private.email)]) {
      const { body: cart } = await addTwo(token)
      expect(cart.price).toMatchObject({
        taxStatus: 'gross',
        positionPrice: (2 * gross) / 100,
        totalPrice: (2 * gross + 495) / 100,
      })
      expect(cart.lineItems[0].price).toMatchObject({ unitPrice: gross / 100, totalPrice: (2 * gross) / 100 })
    }
  })

  it('prices a business customer’s cart net, with the VAT on top', async () => {
    const token = await login(DEMO_CUSTOMERS.business.email)
    const { body: cart } = await addTwo(token)
    const shippingNet = 495 - Math.round((495 * 19) / 119)
    const tax = Math.round(((2 * net + shippingNet) * 19) / 100)
    expect(cart.lineItems[0].price).toMatchObject({
      unitPrice: net / 100,
      totalPrice: (2 * net) / 100,
      calculatedTaxes: [{ taxRate: 19, price: (2 * net) / 100, tax: Math.round((2 * net * 19) / 100) / 100 }],
    })
    expect(cart.deliveries[0].shippingCosts).toMatchObject({ totalPrice: shippingNet / 100 })
    expect(cart.price).toMatchObject({
      taxStatus: 'net',
      positionPrice: (2 * net) / 100,
      netPrice: (2 * net + shippingNet) / 100,
      totalPrice: (2 * net + shippingNet + tax) / 100,
      calculatedTaxes: [{ taxRate: 19, price: (2 * net + shippingNet) / 100, tax: tax / 100 }],
    })
  })
})

describe('cart delivery and payment from the context', () => {
  it('charges express shipping when the shopper chose it, and names the chosen payment method', async () => {
    const { token } = await call('GET', '/context')
    const express = SHIPPING_METHODS[1]!
    const debit = PAYMENT_METHODS.find((m) => m.technicalName === 'payment_debit')!
    await call('PATCH', '/context', token, { shippingMethodId: express.id, paymentMethodId: debit.id })
    const { body: cart } = await addTwo(token)
    expect(cart.deliveries[0]).toMatchObject({
      shippingMethod: { id: express.id, technicalName: 'shipping_express' },
      shippingCosts: { totalPrice: 12.9 },
    })
    expect(cart.price.totalPrice).toBe((2 * gross + 1290) / 100)
    expect(cart.transactions[0].paymentMethodId).toBe(debit.id)
  })

  it('keeps express shipping at cost above the standard parcel’s free-shipping threshold', async () => {
    const { token } = await call('GET', '/context')
    await call('PATCH', '/context', token, { shippingMethodId: SHIPPING_METHODS[1]!.id })
    const quantity = Math.ceil(7500 / gross) + 1
    const { body: cart } = await call('POST', '/checkout/cart/line-item', token, {
      items: [{ type: 'product', referencedId: variant.id, quantity }],
    })
    expect(cart.deliveries[0].shippingCosts.totalPrice).toBe(12.9)
    const standard = (await call('GET', '/context')).token
    const { body: free } = await call('POST', '/checkout/cart/line-item', standard, {
      items: [{ type: 'product', referencedId: variant.id, quantity }],
    })
    expect(free.deliveries[0].shippingCosts.totalPrice).toBe(0)
  })
})
