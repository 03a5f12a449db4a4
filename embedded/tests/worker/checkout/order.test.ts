/** Embedded orders: placing (stock, idempotency, hash), reading, payment change, cancelling, derived catalog data. */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_IDS } from '../../../../shared/constants'
import { uuidFor } from '../../../../shared/ids'
import { markFailed, markPaid, paymentState } from '../../../checkout/order/payment-state'
import { planProduct } from '../../../seed'
import { SHIPPING_METHODS } from '../../../platform/reference'
import { call, errorsOf, latestMailTo, loginAs, post, registered } from '../fixtures'

const plans = Array.from({ length: 24 }, (_, i) => planProduct(i + 1))
const released = (p: (typeof plans)[number]) => Date.parse(p.releaseDate) <= Date.now()
const simple = (p: (typeof plans)[number]) =>
  released(p) && p.minPurchase === 1 && p.purchaseSteps === 1 && !p.tiers.length && !p.closeout
const [plenty, other, flagged] = plans.filter((p) => simple(p) && p.main.stock > 20 && p.main.deliverable)
const supplied = plans
  .flatMap((p) => p.variants.map((v) => ({ p, v })))
  .find(({ p, v }) => simple(p) && v.stock === 0 && v.deliverable)!

type Json = Record<string, any>
const add = (token: string, id: string, quantity = 1) =>
  post('/checkout/cart/line-item', { items: [{ type: 'product', referencedId: id, quantity }] }, token)
const readCart = async (token: string) =>
  (await (await call('GET', '/checkout/cart', undefined, { 'sw-context-token': token })).json()) as Json
const placeOrder = (token: string, body: Json = {}) => post('/checkout/order', body, token)
const stockOf = async (id: string) =>
  (await env.DB.prepare('SELECT stock FROM variant WHERE id = ?').bind(id).first<{ stock: number }>())!.stock
const setStock = (id: string, stock: number) =>
  env.DB.prepare('UPDATE variant SET stock = ? WHERE id = ?').bind(stock, id).run()
const codes = async (response: Response) => (await errorsOf(response)).map((e) => e.code)

/** A fresh registered customer with `quantity` of `variantId` in the cart. */
async function shopperWithCart(variantId = plenty.main.id, quantity = 1, overrides: Json = {}) {
  const customer = await registered(overrides)
  expect((await add(customer.token, variantId, quantity)).status).toBe(200)
  return customer
}

async function placed(token: string, body: Json = {}) {
  const response = await placeOrder(token, body)
  if (response.status !== 200) throw new Error(`order failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as Json
}

describe('POST /checkout/order', () => {
  it('needs a customer and a cart', async () => {
    const anonymous = await post('/checkout/cart/line-item', {
      items: [{ type: 'product', referencedId: plenty.main.id, quantity: 1 }],
    })
    const token = anonymous.headers.get('sw-context-token')!
    const refused = await placeOrder(token)
    expect([refused.status, await codes(refused)]).toEqual([403, ['CHECKOUT__CUSTOMER_NOT_LOGGED_IN']])
    const empty = await placeOrder((await registered()).token)
    expect([empty.status, await codes(empty)]).toEqual([400, ['CHECKOUT__CART_EMPTY']])
  })

  it('writes the order with copies of lines, addresses and customer, takes the stock, deletes the cart, mails it', async () => {
    const customer = await shopperWithCart(plenty.main.id, 3)
    const before = await stockOf(plenty.main.id)
    const cart = (await (await add(customer.token, other.main.id, 1)).json()) as Json
    const order = await placed(customer.token, { customerComment: 'Bitte klingeln', campaignCode: 'summer' })
    expect(order).toMatchObject({
      apiAlias: 'order',
      orderNumber: expect.stringMatching(/^\d{5,}$/),
      amountTotal: cart.price.totalPrice,
      positionPrice: cart.price.positionPrice,
      taxStatus: 'gross',
      customerComment: 'Bitte klingeln',
      campaignCode: 'summer',
      stateMachineState: { technicalName: 'open', name: 'Offen', translated: { name: 'Offen' } },
      orderCustomer: { email: customer.email, firstName: 'Anna', lastName: 'Schmidt' },
      price: { totalPrice: cart.price.totalPrice, taxStatus: 'gross' },
    })
    expect(order.deepLinkCode.length).toBeGreaterThanOrEqual(32)
    expect(order.lineItems.map((l: Json) => [l.type, l.referencedId, l.quantity, l.label, l.totalPrice])).toEqual(
      cart.lineItems.map((l: Json) => [l.type, l.referencedId, l.quantity, l.label, l.price.totalPrice]),
    )
    expect(order.lineItems[0].payload).toMatchObject({ productNumber: cart.lineItems[0].payload.productNumber })
    expect(order.addresses).toEqual([
      expect.objectContaining({ street: 'Hauptstraße 1', zipcode: '10115', city: 'Berlin', apiAlias: 'order_address' }),
    ])
    expect(order.billingAddress.id).toBe(order.billingAddressId)
    expect(order.deliveries[0]).toMatchObject({
      shippingOrderAddressId: order.billingAddressId,
      shippingMethod: { technicalName: 'shipping_standard' },
      stateMachineState: { technicalName: 'open' },
      shippingCosts: cart.deliveries[0].shippingCosts,
    })
    expect(order.transactions[0]).toMatchObject({
      paymentMethodId: cart.transactions[0].paymentMethodId,
      amount: { totalPrice: cart.price.totalPrice },
      stateMachineState: { technicalName: 'open', name: 'Offen' },
    })
    expect(await stockOf(plenty.main.id)).toBe(before - 3)
    expect((await readCart(customer.token)).lineItems).toEqual([])
    const mail = (await latestMailTo(customer.email))!
    expect(mail).toMatchObject({ kind: 'order-confirmation', languageId: LANGUAGE_IDS['de-DE'] })
    expect(mail.subject).toContain(order.orderNumber)
    expect(mail.text).toContain(`3 × ${order.lineItems[0].label}`)
    expect(mail.links).toEqual(['https://shop.test/account/order'])
  })

  it('numbers orders from the range, one after another', async () => {
    const first = await placed((await shopperWithCart()).token)
    const second = await placed((await shopperWithCart()).token)
    expect(Number(second.orderNumber)).toBe(Number(first.orderNumber) + 1)
  })

  it('prices a business customer net and mails a guest in English with the deep link', async () => {
    const business = await loginAs('business')
    await add(business['sw-context-token'], other.main.id, 2)
    const net = await placed(business['sw-context-token'])
    expect(net).toMatchObject({ taxStatus: 'net', price: { taxStatus: 'net' } })
    expect(net.amountNet).toBeLessThan(net.amountTotal)
    const guest = await registered({ guest: true })
    await env.DB.prepare('UPDATE context SET language_id = ? WHERE token = ?')
      .bind(LANGUAGE_IDS['en-GB'], guest.token)
      .run()
    await add(guest.token, plenty.main.id)
    const order = await placed(guest.token)
    expect(order.stateMachineState.name).toBe('Open')
    const mail = (await latestMailTo(guest.email))!
    expect(mail.subject).toBe(`Your order ${order.orderNumber} at Workwear Pro`)
    expect(mail.links).toEqual([`https://shop.test/en-GB/account/order/${order.deepLinkCode}`])
  })

  it('sells from the supplier without taking stock below zero', async () => {
    const customer = await shopperWithCart(supplied.v.id, 2)
    const order = await placed(customer.token)
    expect(order.lineItems[0].quantity).toBe(2)
    expect(await stockOf(supplied.v.id)).toBe(0)
  })

  it('checks the cart hash and answers a repeated cart with its first order', async () => {
    const customer = await shopperWithCart()
    const { hash } = await readCart(customer.token)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    const stale = await placeOrder(customer.token, { hash: 'f'.repeat(64) })
    expect([stale.status, await codes(stale)]).toEqual([409, ['CHECKOUT__CART_HASH_MISMATCH']])
    const [a, b] = await Promise.all([placeOrder(customer.token, { hash }), placeOrder(customer.token, { hash })])
    const [first, second] = [(await a.json()) as Json, (await b.json()) as Json]
    expect([a.status, b.status, second.id]).toEqual([200, 200, first.id])
    const again = await placed(customer.token, { hash })
    expect(again.id).toBe(first.id)
    const count = await env.DB.prepare('SELECT count(*) AS n FROM orders WHERE customer_id = ?')
      .bind(customer.id)
      .first<{ n: number }>()
    expect(count?.n).toBe(1)
  })

  it('places the same content again as a new order once the shopper fills a new cart', async () => {
    const customer = await shopperWithCart()
    const { hash } = await readCart(customer.token)
    const first = await placed(customer.token, { hash })
    expect((await add(customer.token, plenty.main.id)).status).toBe(200)
    expect((await readCart(customer.token)).hash).toBe(hash)
    const second = await placed(customer.token, { hash })
    expect(second.id).not.toBe(first.id)
    const withoutHash = await (async () => {
      expect((await add(customer.token, plenty.main.id)).status).toBe(200)
      return placed(customer.token)
    })()
    expect(new Set([first.id, second.id, withoutHash.id]).size).toBe(3)
  })

  it('answers ten parallel submits without a hash, and one after them, with the one order placed', async () => {
    const customer = await shopperWithCart()
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(customer.token)))
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200))
    const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as Json).id)))
    expect(ids.size).toBe(1)
    expect((await placed(customer.token)).id).toBe([...ids][0])
    const count = await env.DB.prepare('SELECT count(*) AS n FROM orders WHERE customer_id = ?')
      .bind(customer.id)
      .first<{ n: number }>()
    expect(count?.n).toBe(1)
  })

  it('refuses a cart that settling changed: 400 CHECKOUT__CART_INVALID with the stock errors, cart adjusted', async () => {
    await env.DB.prepare('UPDATE product SET closeout = 1 WHERE pid = ?').bind(other.n).run()
    const stock = await stockOf(other.main.id)
    try {
      const customer = await shopperWithCart(other.main.id, 3)
      await setStock(other.main.id, 1)
      const refused = await placeOrder(customer.token)
      const [error] = await errorsOf(refused)
      expect([refused.status, error.code]).toEqual([400, 'CHECKOUT__CART_INVALID'])
      expect(error.meta?.parameters?.cartErrors).toEqual([
        expect.objectContaining({ messageKey: 'product-stock-reached', quantity: 1 }),
      ])
      expect((await readCart(customer.token)).lineItems[0].quantity).toBe(1)
      await setStock(other.main.id, 0)
      const gone = await errorsOf(await placeOrder(customer.token))
      expect(gone[0].meta?.parameters?.cartErrors).toEqual([
        expect.objectContaining({ messageKey: 'product-out-of-stock' }),
      ])
    } finally {
      await env.DB.prepare('UPDATE product SET closeout = 0 WHERE pid = ?').bind(other.n).run()
      await setStock(other.main.id, stock)
    }
  })
})

describe('POST /order', () => {
  it("lists the customer's own orders, newest first, with associations and paymentChangeable", async () => {
    const a = await shopperWithCart()
    const first = await placed(a.token)
    await add(a.token, other.main.id, 2)
    const second = await placed(a.token)
    const b = await shopperWithCart()
    const foreign = await placed(b.token)
    const response = await post('/order', { associations: { lineItems: {}, transactions: {} } }, a.token)
    const { orders, paymentChangeable } = (await response.json()) as Json
    expect(orders).toMatchObject({ apiAlias: 'dal_entity_search_result', entity: 'order', total: 2 })
    expect(orders.elements.map((o: Json) => o.id)).toEqual([second.id, first.id])
    expect(orders.elements[0].lineItems[0].quantity).toBe(2)
    expect(orders.elements[0].transactions).toHaveLength(1)
    expect(orders.elements[0].deliveries).toBeUndefined()
    expect(paymentChangeable).toEqual({ [first.id]: true, [second.id]: true })
    const byId = (await (
      await post('/order', { filter: [{ type: 'equals', field: 'id', value: first.id }] }, a.token)
    ).json()) as Json
    expect(byId.orders.elements.map((o: Json) => o.id)).toEqual([first.id])
    const notMine = (await (
      await post('/order', { filter: [{ type: 'equals', field: 'id', value: foreign.id }] }, a.token)
    ).json()) as Json
    expect(notMine.orders.elements).toEqual([])
    const paged = (await (
      await post('/order', { limit: 1, page: 2, 'total-count-mode': 'none' }, a.token)
    ).json()) as Json
    expect(paged.orders.elements.map((o: Json) => o.id)).toEqual([first.id])
  })

  it('reads a guest order by deep link with email and zip code, and nothing else', async () => {
    const guest = await registered({ guest: true })
    await add(guest.token, plenty.main.id)
    const order = await placed(guest.token)
    const filter = [{ type: 'equals', field: 'deepLinkCode', value: order.deepLinkCode }]
    const ok = (await (
      await post('/order', { filter, email: guest.email.toUpperCase(), zipcode: '10115' })
    ).json()) as Json
    expect(ok.orders.elements.map((o: Json) => o.id)).toEqual([order.id])
    const wrong = await post('/order', { filter, email: guest.email, zipcode: '99999' })
    expect([wrong.status, await codes(wrong)]).toEqual([403, ['CHECKOUT__GUEST_WRONG_CREDENTIALS']])
    const otherMail = await post('/order', { filter, email: 'someone@example.com', zipcode: '10115' })
    expect([otherMail.status, await codes(otherMail)]).toEqual([403, ['CHECKOUT__GUEST_WRONG_CREDENTIALS']])
    const missing = await post('/order', { filter })
    expect([missing.status, await codes(missing)]).toEqual([403, ['CHECKOUT__GUEST_NOT_AUTHENTICATED']])
    const unknown = await post('/order', {
      filter: [{ type: 'equals', field: 'deepLinkCode', value: 'x'.repeat(32) }],
      email: guest.email,
      zipcode: '10115',
    })
    expect([unknown.status, await codes(unknown)]).toEqual([403, ['CHECKOUT__GUEST_NOT_AUTHENTICATED']])
    const nobody = await post('/order', {})
    expect([nobody.status, await codes(nobody)]).toEqual([403, ['CHECKOUT__CUSTOMER_NOT_LOGGED_IN']])
  })

  it("does not open a registered customer's order by deep link", async () => {
    const customer = await shopperWithCart()
    const order = await placed(customer.token)
    const response = await post('/order', {
      filter: [{ type: 'equals', field: 'deepLinkCode', value: order.deepLinkCode }],
      email: customer.email,
      zipcode: '10115',
    })
    expect([response.status, await codes(response)]).toEqual([403, ['CHECKOUT__CUSTOMER_NOT_LOGGED_IN']])
  })
})

describe('POST /order/payment', () => {
  const invoice = uuidFor('payment-method:invoice')
  const debit = uuidFor('payment-method:debit')

  it('changes the method of an own unpaid order only', async () => {
    const a = await shopperWithCart()
    const order = await placed(a.token)
    const b = await registered()
    const foreign = await post('/order/payment', { orderId: order.id, paymentMethodId: debit }, b.token)
    expect([foreign.status, await codes(foreign)]).toEqual([404, ['CHECKOUT__ORDER_ORDER_NOT_FOUND']])
    const anonymous = await post('/order/payment', { orderId: order.id, paymentMethodId: debit })
    expect([anonymous.status, await codes(anonymous)]).toEqual([403, ['CHECKOUT__CUSTOMER_NOT_LOGGED_IN']])
    const malformed = await post('/order/payment', { orderId: order.id, paymentMethodId: 'nope' }, a.token)
    expect([malformed.status, await codes(malformed)]).toEqual([400, ['FRAMEWORK__INVALID_UUID']])
    const unknown = await post('/order/payment', { orderId: order.id, paymentMethodId: 'a'.repeat(32) }, a.token)
    expect([unknown.status, await codes(unknown)]).toEqual([400, ['CHECKOUT__UNKNOWN_PAYMENT_METHOD']])
    const privateInvoice = await post('/order/payment', { orderId: order.id, paymentMethodId: invoice }, a.token)
    expect(await codes(privateInvoice)).toEqual(['CHECKOUT__UNKNOWN_PAYMENT_METHOD'])
    const changed = await post('/order/payment', { orderId: order.id, paymentMethodId: debit }, a.token)
    expect([changed.status, await changed.json()]).toEqual([200, { success: true, apiAlias: 'array_struct' }])
    const read = (await (await post('/order', { associations: { transactions: {} } }, a.token)).json()) as Json
    expect(read.orders.elements[0].transactions[0].paymentMethodId).toBe(debit)
    expect(await markPaid(env.DB, order.id)).toBe(true)
    const paid = await post('/order/payment', { orderId: order.id, paymentMethodId: debit }, a.token)
    expect([paid.status, await codes(paid)]).toEqual([400, ['CHECKOUT__ORDER_ORDER_ALREADY_PAID']])
  })

  it('lets a business customer pay an order on invoice', async () => {
    const business = await loginAs('business')
    await add(business['sw-context-token'], plenty.main.id)
    const order = await placed(business['sw-context-token'])
    const changed = await post(
      '/order/payment',
      { orderId: order.id, paymentMethodId: invoice },
      business['sw-context-token'],
    )
    expect(changed.status).toBe(200)
  })
})

describe('partial delivery', () => {
  it("keeps the shopper's choice where the shipping method offers it, refuses a choice that is no boolean", async () => {
    const standard = await placed((await shopperWithCart()).token, { customFields: { partialDelivery: true } })
    expect(standard.customFields).toEqual({ partialDelivery: true })

    const express = await shopperWithCart()
    const expressId = SHIPPING_METHODS.find((m) => m.partialDelivery === 'single')!.id
    expect(
      (await call('PATCH', '/context', { shippingMethodId: expressId }, { 'sw-context-token': express.token })).status,
    ).toBe(200)
    const single = await placed(express.token, { customFields: { partialDelivery: true } })
    expect(single.customFields).toEqual({ partialDelivery: false })

    const bad = await placeOrder((await shopperWithCart()).token, { customFields: { partialDelivery: 'yes' } })
    expect([bad.status, await codes(bad)]).toEqual([400, ['VIOLATION::INVALID_TYPE_ERROR']])
  })
})

describe('payment states', () => {
  it('moves open → failed → paid, never back from paid', async () => {
    const order = await placed((await shopperWithCart()).token)
    expect(await paymentState(env.DB, order.id)).toBe('open')
    expect(await markFailed(env.DB, order.id)).toBe(true)
    expect(await paymentState(env.DB, order.id)).toBe('failed')
    expect(await markFailed(env.DB, order.id)).toBe(false)
    expect(await markPaid(env.DB, order.id)).toBe(true)
    expect(await markPaid(env.DB, order.id)).toBe(false)
    expect(await markFailed(env.DB, order.id)).toBe(false)
    expect(await paymentState(env.DB, order.id)).toBe('paid')
    expect(await paymentState(env.DB, 'b'.repeat(32))).toBeNull()
  })

  it('books a registered customer the loyalty points of a paid order once (1 per euro), a guest none', async () => {
    const points = (orderId: string) =>
      env.DB.prepare('SELECT points, state, order_total_cents AS cents FROM loyalty_transaction WHERE order_id = ?')
        .bind(orderId)
        .all<{ points: number; state: string; cents: number }>()
    const order = await placed((await shopperWithCart(plenty.main.id, 3)).token)
    expect(await markPaid(env.DB, order.id)).toBe(true)
    expect(await markPaid(env.DB, order.id)).toBe(false)
    const cents = Math.round(order.amountTotal * 100)
    expect((await points(order.id)).results).toEqual([{ points: Math.floor(cents / 100), state: 'in_review', cents }])

    const guest = await placed((await shopperWithCart(plenty.main.id, 1, { guest: true })).token)
    expect(await markPaid(env.DB, guest.id)).toBe(true)
    expect((await points(guest.id)).results).toEqual([])
  })
})

describe('POST /order/state/cancel', () => {
  it('cancels an own open order once and puts the stock back', async () => {
    const a = await shopperWithCart(plenty.main.id, 2)
    const before = await stockOf(plenty.main.id)
    const order = await placed(a.token)
    expect(await stockOf(plenty.main.id)).toBe(before - 2)
    const b = await registered()
    const foreign = await post('/order/state/cancel', { orderId: order.id }, b.token)
    expect([foreign.status, await codes(foreign)]).toEqual([404, ['CHECKOUT__ORDER_ORDER_NOT_FOUND']])
    const malformed = await post('/order/state/cancel', { orderId: 'x' }, a.token)
    expect(await codes(malformed)).toEqual(['FRAMEWORK__INVALID_UUID'])
    const cancelled = await post('/order/state/cancel', { orderId: order.id }, a.token)
    expect([cancelled.status, await cancelled.json()]).toEqual([
      200,
      expect.objectContaining({ technicalName: 'cancelled', name: 'Abgebrochen', apiAlias: 'state_machine_state' }),
    ])
    expect(await stockOf(plenty.main.id)).toBe(before)
    const again = await post('/order/state/cancel', { orderId: order.id }, a.token)
    expect([again.status, await codes(again)]).toEqual([400, ['SYSTEM__ILLEGAL_STATE_TRANSITION']])
    expect(await stockOf(plenty.main.id)).toBe(before)
    const read = (await (
      await post('/order', { associations: { transactions: {}, deliveries: {} } }, a.token)
    ).json()) as Json
    expect(read.orders.elements[0]).toMatchObject({
      stateMachineState: { technicalName: 'cancelled' },
      transactions: [
        expect.objectContaining({ stateMachineState: expect.objectContaining({ technicalName: 'cancelled' }) }),
      ],
      deliveries: [
        expect.objectContaining({ stateMachineState: expect.objectContaining({ technicalName: 'cancelled' }) }),
      ],
    })
    expect(read.paymentChangeable).toEqual({ [order.id]: false })
  })

  it('refuses to cancel a paid or shipped order', async () => {
    const a = await shopperWithCart()
    const paid = await placed(a.token)
    await markPaid(env.DB, paid.id)
    const refused = await post('/order/state/cancel', { orderId: paid.id }, a.token)
    expect([refused.status, await codes(refused)]).toEqual([400, ['SYSTEM__ILLEGAL_STATE_TRANSITION']])
    await add(a.token, plenty.main.id)
    const shipped = await placed(a.token)
    await env.DB.prepare("UPDATE order_delivery SET state = 'shipped' WHERE order_id = ?").bind(shipped.id).run()
    const notNow = await post('/order/state/cancel', { orderId: shipped.id }, a.token)
    expect(await codes(notNow)).toEqual(['SYSTEM__ILLEGAL_STATE_TRANSITION'])
  })
})

describe('derived catalog data follows order stock', () => {
  const listing = () =>
    env.DB.prepare('SELECT flags FROM listing WHERE pid = ? AND category = 0')
      .bind(flagged.n)
      .first<{ flags: number }>()
  // Its search row in any of the four bands (deliverable now or not, topseller or not).
  const searchRows = () =>
    env.DB.prepare('SELECT rowid FROM product_search_de WHERE rowid IN (?, ?, ?, ?)')
      .bind(...[0, 1, 2, 3].map((band) => band * 2 ** 32 + flagged.n))
      .all<{ rowid: number }>()
  /** The band a row belongs in: 2 when not deliverable now, plus 1 when no topseller. */
  const rowid = async (deliverable: boolean) =>
    ((deliverable ? 0 : 2) + ((await listing())!.flags & 4 ? 0 : 1)) * 2 ** 32 + flagged.n
  const version = async () =>
    (await env.DB.prepare('SELECT version FROM catalog_version').first<{ version: number }>())!.version

  it('clears deliverable and available when a closeout sells out, moves the search band, bumps the version; cancel restores', async () => {
    await env.DB.prepare('UPDATE product SET closeout = 1 WHERE pid = ?').bind(flagged.n).run()
    await setStock(flagged.main.id, 2)
    expect(((await listing())!.flags & 10) === 10).toBe(true)
    const customer = await shopperWithCart(flagged.main.id, 2)
    const v0 = await version()
    const order = await placed(customer.token)
    expect(await stockOf(flagged.main.id)).toBe(0)
    expect((await listing())!.flags & 10).toBe(0)
    expect((await searchRows()).results.map((r) => r.rowid)).toEqual([await rowid(false)])
    expect(await version()).toBe(v0 + 1)
    // A later order that changes no flag leaves the version alone.
    const v1 = await version()
    await placed((await shopperWithCart(plenty.main.id)).token)
    expect(await version()).toBe(v1)
    expect((await post('/order/state/cancel', { orderId: order.id }, customer.token)).status).toBe(200)
    expect(await stockOf(flagged.main.id)).toBe(2)
    expect((await listing())!.flags & 10).toBe(10)
    expect((await searchRows()).results.map((r) => r.rowid)).toEqual([await rowid(true)])
    expect(await version()).toBe(v1 + 1)
  })
})
