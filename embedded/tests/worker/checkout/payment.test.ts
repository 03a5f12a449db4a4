/**
 * Payments: /handle-payment (synchronous vs provider methods, own orders only, return URLs) and the
 * embedded payment provider page (card checks, decline, cancel, pay again, wallet, invoice with credit
 * check and pay-upon-invoice instructions, single-use signed tokens).
 */
import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_IDS } from '../../../../shared/constants'
import { uuidFor } from '../../../../shared/ids'
import worker from '../../../../worker/index'
import { paymentProvider } from '../../..'
import { paymentState } from '../../../checkout/order/payment-state'
import { signPaymentToken, verifyPaymentToken } from '../../../checkout/payment/token'
import { call, errorsOf, loginAs, plainProduct, post, registered, violations } from '../fixtures'

type Json = Record<string, any>
const METHOD = {
  prepayment: uuidFor('payment-method:prepayment'),
  debit: uuidFor('payment-method:debit'),
  cash: uuidFor('payment-method:cash-on-delivery'),
  invoice: uuidFor('payment-method:invoice'),
  wallet: uuidFor('payment-method:wallet'),
  card: uuidFor('payment-method:credit-card'),
}
const GOOD_CARD = { 'card-number': '4242 4242 4242 4242', name: 'Anna Schmidt', 'expiry-date': '12/39', cvv: '123' }
const DECLINED_CARD = { ...GOOD_CARD, 'card-number': '4000 0000 0000 0002' }
const { variant } = plainProduct()

const codes = async (response: Response) => (await errorsOf(response)).map((e) => e.code)

let orders = 0
/**
 * A placed order of the session `token` (a plain product), paid with `methodId` when given. Each has its
 * own quantity: the same cart again in a session would answer the same order (decision 023).
 */
async function orderOf(token: string, methodId?: string, quantity = 1 + (orders++ % 4)): Promise<Json> {
  await post('/checkout/cart/line-item', { items: [{ type: 'product', referencedId: variant.id, quantity }] }, token)
  const response = await post('/checkout/order', {}, token)
  if (response.status !== 200) throw new Error(`order failed: ${response.status} ${await response.text()}`)
  const order = (await response.json()) as Json
  if (methodId)
    expect((await post('/order/payment', { orderId: order.id, paymentMethodId: methodId }, token)).status).toBe(200)
  return order
}

const handle = (token: string, body: Json) => post('/handle-payment', body, token)

/** /handle-payment's redirect for a provider method (fails the test otherwise). */
async function providerUrl(token: string, orderId: string, urls: Json = {}): Promise<string> {
  const response = await handle(token, {
    orderId,
    finishUrl: '/checkout/finish',
    errorUrl: '/checkout/unpaid',
    ...urls,
  })
  const body = (await response.json()) as Json
  expect(response.status, JSON.stringify(body)).toBe(200)
  expect(body.redirectUrl).toMatch(/^https:\/\/shop\.test\/payment-provider\/[\w-]+\.[\w-]+$/)
  return body.redirectUrl
}

const visit = (url: string, headers: Record<string, string> = {}) => paymentProvider(new Request(url, { headers }), env)
const submit = (url: string, fields: Record<string, string>) =>
  paymentProvider(new Request(url, { method: 'POST', body: new URLSearchParams(fields) }), env)

async function transactionOf(token: string, orderId: string): Promise<Json> {
  const response = await post(
    '/order',
    { filter: [{ type: 'equals', field: 'id', value: orderId }], associations: { transactions: {} } },
    token,
  )
  const body = (await response.json()) as Json
  return { ...body.orders.elements[0].transactions.at(-1), paymentChangeable: body.paymentChangeable[orderId] }
}

describe('payment methods', () => {
  it('offers wallet and credit card to everyone, invoice ("Purchase on invoice") to business customers only', async () => {
    const english = { 'sw-language-id': LANGUAGE_IDS['en-GB'] }
    const guest = (await (await call('POST', '/payment-method', { onlyAvailable: true }, english)).json()) as Json
    expect(guest.elements.map((m: Json) => m.translated.name)).toEqual([
      'Paid in advance',
      'Direct debit',
      'Cash on delivery',
      'Wallet',
      'Credit card',
    ])
    const business = await loginAs('business')
    const german = (await (await call('POST', '/payment-method', { onlyAvailable: true }, business)).json()) as Json
    expect(german.elements.map((m: Json) => m.name)).toContain('Rechnung')
    expect(german.elements.map((m: Json) => m.name)).toContain('Kreditkarte')
  })
})

describe('POST /handle-payment', () => {
  it('offer card and wallet only while the demo provider runs; out of demo mode its page refuses them', async () => {
    const off = { DEMO_MODE: 'false' }
    const customer = await registered()
    const listed = async (overrides = {}) =>
      (
        (await (await post('/payment-method', { onlyAvailable: true }, customer.token, overrides)).json()) as Json
      ).elements.map((m: Json) => m.shortName)
    expect(await listed()).toEqual(['prepayment', 'debit', 'cash_on_delivery', 'wallet', 'credit_card'])
    expect(await listed(off)).toEqual(['prepayment', 'debit', 'cash_on_delivery'])
    const chosen = await call(
      'PATCH',
      '/context',
      { paymentMethodId: METHOD.card },
      { 'sw-context-token': customer.token },
      off,
    )
    expect(chosen.status).toBe(400)
    // A card payment's link made in demo mode finds no card form once the shop is out of it.
    const order = await orderOf(customer.token, METHOD.card)
    const url = await providerUrl(customer.token, order.id)
    const refused = await paymentProvider(new Request(url), { ...env, ...off })
    expect(refused.status).toBe(404)
    const page = await refused.text()
    expect(page).toContain('Diese Zahlungsart bietet der Shop nicht an.')
    expect(page).not.toContain('card-number')
  })

  it('synchronous methods answer no redirect and leave the transaction open', async () => {
    const customer = await registered()
    for (const method of [METHOD.prepayment, METHOD.debit, METHOD.cash]) {
      const order = await orderOf(customer.token, method)
      const response = await handle(customer.token, { orderId: order.id, finishUrl: '/ok', errorUrl: '/ko' })
      expect([response.status, await response.json()]).toEqual([200, { redirectUrl: null }])
      expect(await paymentState(env.DB, order.id)).toBe('open')
    }
  })

  it("refuses another customer's order, a missing session and a malformed id", async () => {
    const owner = await registered()
    const other = await registered()
    const order = await orderOf(owner.token, METHOD.card)
    const foreign = await handle(other.token, { orderId: order.id })
    expect([foreign.status, await codes(foreign)]).toEqual([404, ['CHECKOUT__ORDER_ORDER_NOT_FOUND']])
    const anonymous = await post('/handle-payment', { orderId: order.id })
    expect([anonymous.status, await codes(anonymous)]).toEqual([403, ['CHECKOUT__CUSTOMER_NOT_LOGGED_IN']])
    const malformed = await handle(owner.token, { orderId: 'nope' })
    expect([malformed.status, await codes(malformed)]).toEqual([400, ['FRAMEWORK__INVALID_UUID']])
    expect(await paymentState(env.DB, order.id)).toBe('open')
  })

  it("refuses to pay a cancelled order: CHECKOUT__INVALID_ORDER_ID (404, Shopware's PaymentException::invalidOrder)", async () => {
    const customer = await registered()
    const order = await orderOf(customer.token, METHOD.card)
    const cancel = await post('/order/state/cancel', { orderId: order.id }, customer.token)
    expect(cancel.status).toBe(200)
    const response = await handle(customer.token, { orderId: order.id, finishUrl: '/ok', errorUrl: '/ko' })
    expect([response.status, await errorsOf(response)]).toEqual([
      404,
      [
        expect.objectContaining({
          code: 'CHECKOUT__INVALID_ORDER_ID',
          detail: `The order with id ${order.id} is invalid or could not be found.`,
          meta: { parameters: { orderId: order.id } },
        }),
      ],
    ])
  })

  it('accepts only return URLs that lead back into the shop', async () => {
    const customer = await registered()
    const order = await orderOf(customer.token, METHOD.card)
    const refused = await handle(customer.token, {
      orderId: order.id,
      finishUrl: 'https://evil.example/pay',
      errorUrl: '//evil.example/x',
    })
    expect([refused.status, await violations(refused)]).toEqual([
      400,
      ['VIOLATION::INVALID_URL_ERROR@/errorUrl', 'VIOLATION::INVALID_URL_ERROR@/finishUrl'],
    ])
    const notText = await handle(customer.token, { orderId: order.id, finishUrl: 42 })
    expect(await violations(notText)).toEqual(['VIOLATION::INVALID_URL_ERROR@/finishUrl'])
    await providerUrl(customer.token, order.id, { finishUrl: 'https://shop.test/en-GB/checkout/finish' })
    // Without return URLs the storefront's own success and unpaid pages are the defaults.
    const defaults = (await (await handle(customer.token, { orderId: order.id })).json()) as Json
    const token = defaults.redirectUrl.split('/').pop()
    const claims = await verifyPaymentToken(env, token)
    expect(claims.ok && [claims.token.finishUrl, claims.token.errorUrl]).toEqual([
      `/checkout/success/${order.id}`,
      `/checkout/success/${order.id}/unpaid`,
    ])
  })

  it('answers the upstream GET form too', async () => {
    const customer = await registered()
    const order = await orderOf(customer.token, METHOD.prepayment)
    const response = await call('GET', `/handle-payment?orderId=${order.id}`, undefined, {
      'sw-context-token': customer.token,
    })
    expect(await response.json()).toEqual({ redirectUrl: null })
  })
})

describe('the payment provider page: card', () => {
  it('shows an accessible card form in the order language', async () => {
    const customer = await registered()
    await env.DB.prepare('UPDATE context SET language_id = ? WHERE token = ?')
      .bind(LANGUAGE_IDS['en-GB'], customer.token)
      .run()
    const order = await orderOf(customer.token, METHOD.card)
    const page = await visit(await providerUrl(customer.token, order.id))
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    expect(html).toContain('<html lang="en-GB">')
    // A demo, said first and plainly: nobody may take it for a real card form.
    expect(html).toContain('<title>Payment (demo)</title>')
    expect(html).toMatch(
      /<main class="provider"><p class="demo-notice" role="note"><strong>Demo<\/strong> This is a demo payment provider: no money moves and nothing is stored\. Do not enter real card details\./,
    )
    expect(html).toContain(`Order ${order.orderNumber}`)
    for (const [id, label] of [
      ['card-number', 'Card number'],
      ['name', 'Name on card'],
      ['expiry-date', 'Expiry date (MM/YY)'],
      ['cvv', 'Security code (CVV)'],
    ])
      expect(html).toContain(`<label for="field-${id}">${label}</label><input id="field-${id}" name="${id}"`)
    expect(html).toContain('value="pay">Pay</button>')
    expect(html).toContain('value="cancel" formnovalidate>Cancel</button>')
    expect(html).not.toContain('<script')
  })

  it('checks Luhn, name, expiry and cvv, ties each error to its field and keeps the token', async () => {
    const customer = await registered()
    const order = await orderOf(customer.token, METHOD.card)
    const url = await providerUrl(customer.token, order.id)
    const refused = await submit(url, {
      action: 'pay',
      'card-number': '4242 4242 4242 4241',
      name: ' ',
      'expiry-date': '01/20',
      cvv: '12',
    })
    const html = await refused.text()
    expect(refused.status).toBe(422)
    expect(html).toContain('role="alert">Bitte überprüfen Sie Ihre Kartendaten.</p>')
    expect(html).toContain('aria-invalid="true" aria-describedby="field-card-number-error"')
    expect(html).toContain('<p class="field-error" id="field-card-number-error">Diese Angabe ist ungültig.</p>')
    expect(html).toContain('<p class="field-error" id="field-name-error">Bitte füllen Sie dieses Feld aus.</p>')
    expect(html).toContain('<p class="field-error" id="field-expiry-date-error">Die Karte ist abgelaufen.</p>')
    expect(html).toContain('<p class="field-error" id="field-cvv-error">Diese Angabe ist ungültig.</p>')
    expect(html).not.toContain('4242 4242 4242 4241')
    const badMonth = await submit(url, { ...GOOD_CARD, action: 'pay', 'expiry-date': '13/30', cvv: '12345' })
    expect(await badMonth.text()).toContain('id="field-expiry-date-error">Diese Angabe ist ungültig.')
    expect(await paymentState(env.DB, order.id)).toBe('open')
    // The refused form did not use the token up.
    const paid = await submit(url, { ...GOOD_CARD, action: 'pay' })
    expect([paid.status, paid.headers.get('location')]).toEqual([303, '/checkout/finish'])
    expect(await paymentState(env.DB, order.id)).toBe('paid')
  })

  it('pays once: the token cannot be used again, the order is already paid, loyalty points are booked once', async () => {
    const customer = await registered()
    const order = await orderOf(customer.token, METHOD.card, 3)
    const url = await providerUrl(customer.token, order.id)
    expect((await submit(url, { ...GOOD_CARD, action: 'pay' })).status).toBe(303)
    const again = await submit(url, { ...GOOD_CARD, action: 'pay' })
    const refusal = await again.text()
    expect([again.status, refusal]).toEqual([410, expect.stringContaining('bereits verwendet')])
    expect(refusal).toContain('<strong>Demo</strong> Dies ist ein Demo-Zahlungsanbieter')
    expect((await visit(url)).status).toBe(410)
    const handled = await handle(customer.token, { orderId: order.id })
    expect([handled.status, await codes(handled)]).toEqual([400, ['CHECKOUT__ORDER_ORDER_ALREADY_PAID']])
    const points = await env.DB.prepare('SELECT points FROM loyalty_transaction WHERE order_id = ?')
      .bind(order.id)
      .all<{ points: number }>()
    expect(points.results).toEqual([{ points: Math.floor(order.amountTotal) }])
    expect(await transactionOf(customer.token, order.id)).toMatchObject({
      stateMachineState: { technicalName: 'paid' },
      paymentChangeable: false,
    })
  })

  it('a declined card fails the payment; the order stays unpaid and is paid again with another method', async () => {
    const customer = await registered()
    const order = await orderOf(customer.token, METHOD.card)
    const declined = await submit(await providerUrl(customer.token, order.id), { ...DECLINED_CARD, action: 'pay' })
    expect([declined.status, declined.headers.get('location')]).toEqual([303, '/checkout/unpaid'])
    expect(await transactionOf(customer.token, order.id)).toMatchObject({
      stateMachineState: { technicalName: 'failed' },
      paymentChangeable: true,
    })
    // Pay again with the same card method, straight from the unpaid page …
    const retry = await submit(await providerUrl(customer.token, order.id), { ...DECLINED_CARD, action: 'pay' })
    expect(retry.headers.get('location')).toBe('/checkout/unpaid')
    // … or change to the wallet and confirm there.
    expect(
      (await post('/order/payment', { orderId: order.id, paymentMethodId: METHOD.wallet }, customer.token)).status,
    ).toBe(200)
    const walletPage = await visit(await providerUrl(customer.token, order.id))
    expect(await walletPage.text()).toContain('Bestätigen Sie die Zahlung mit Ihrem Wallet-Konto.')
    const paid = await submit(await providerUrl(customer.token, order.id), { action: 'pay' })
    expect(paid.headers.get('location')).toBe('/checkout/finish')
    expect(await paymentState(env.DB, order.id)).toBe('paid')
  })

  it('cancel returns to errorUrl with the payment failed', async () => {
    const customer = await registered()
    const order = await orderOf(customer.token, METHOD.card)
    const cancelled = await submit(await providerUrl(customer.token, order.id), { action: 'cancel' })
    expect([cancelled.status, cancelled.headers.get('location')]).toEqual([303, '/checkout/unpaid'])
    expect(await paymentState(env.DB, order.id)).toBe('failed')
  })

  it('refuses tampered, expired and stale tokens with a clear page, never a 500', async () => {
    const customer = await registered()
    const order = await orderOf(customer.token, METHOD.card)
    const url = await providerUrl(customer.token, order.id)
    const [payload, signature] = url.split('/').pop()!.split('.')
    const forged = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')))
    forged[5] = 'https://evil.example/'
    const forgedPayload = btoa(JSON.stringify(forged)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
    for (const bad of [`${forgedPayload}.${signature}`, 'garbage', 'a.b.c', `${payload}.`, '%E0%A4%A']) {
      const page = await visit(`https://shop.test/payment-provider/${bad}`)
      expect([bad, page.status]).toEqual([bad, 400])
      expect(await page.text()).toContain('Dieser Zahlungslink ist ungültig.')
    }
    const english = await visit(`https://shop.test/payment-provider/garbage`, { 'accept-language': 'en-GB' })
    expect(await english.text()).toContain('This payment link is not valid.')
    const transaction = await transactionOf(customer.token, order.id)
    const claims = {
      orderId: order.id,
      transactionId: transaction.id,
      paymentMethodId: METHOD.card,
      finishUrl: '/f',
      errorUrl: '/e',
    }
    const expired = await signPaymentToken(env, claims, Date.now() - 31 * 60_000)
    const stale = await visit(`https://shop.test/payment-provider/${expired}`)
    expect([stale.status, await stale.text()]).toEqual([410, expect.stringContaining('abgelaufen')])
    // A token issued before the method changed no longer pays.
    expect(
      (await post('/order/payment', { orderId: order.id, paymentMethodId: METHOD.wallet }, customer.token)).status,
    ).toBe(200)
    const changed = await submit(url, { ...GOOD_CARD, action: 'pay' })
    expect(changed.status).toBe(409)
    expect(await paymentState(env.DB, order.id)).toBe('open')
  })

  it('is mounted on the worker, refuses cross-site posts and is gone upstream', async () => {
    const customer = await registered()
    const order = await orderOf(customer.token, METHOD.card)
    const url = await providerUrl(customer.token, order.id)
    const run = async (init: RequestInit = {}, overrides: Json = {}) =>
      worker.fetch(
        new Request(url.replace('https:', 'http:'), init),
        { ...env, ...overrides },
        createExecutionContext(),
      )
    expect((await run()).status).toBe(200)
    const crossSite = await run({
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
    })
    expect(crossSite.status).toBe(403)
    expect(
      (await run({}, { STORE_API_URL: 'https://shopware.example/store-api', STORE_API_ACCESS_KEY: 'SWSCTESTKEY' }))
        .status,
    ).toBe(404)
    expect(await paymentState(env.DB, order.id)).toBe('open')
  })
})

describe('the payment provider page: purchase on invoice', () => {
  it('asks for birthday and phone, checks the credit and leaves the pay-upon-invoice instructions', async () => {
    const business = (await loginAs('business'))['sw-context-token']
    const order = await orderOf(business, METHOD.invoice)
    const url = await providerUrl(business, order.id)
    const form = await (await visit(url)).text()
    expect(form).toContain(
      '<label for="field-birthday">Geburtsdatum</label><input id="field-birthday" name="birthday" type="date"',
    )
    expect(form).toContain('<label for="field-phone">Telefonnummer</label>')
    const missing = await submit(url, { action: 'pay', birthday: '2020-02-30', phone: '' })
    const refused = await missing.text()
    expect(missing.status).toBe(422)
    expect(refused).toContain('Bitte überprüfen Sie Geburtsdatum und Telefonnummer.')
    expect(refused).toContain('id="field-birthday-error">Diese Angabe ist ungültig.')
    expect(refused).toContain('id="field-phone-error">Bitte füllen Sie dieses Feld aus.')
    const accepted = await submit(url, { action: 'pay', birthday: '1980-05-17', phone: '+49 30 1234567' })
    expect([accepted.status, accepted.headers.get('location')]).toEqual([303, '/checkout/finish'])
    const transaction = await transactionOf(business, order.id)
    expect(transaction).toMatchObject({
      stateMachineState: { technicalName: 'open' },
      customFields: {
        payUponInvoice: {
          accountHolder: 'Workwear Pro GmbH',
          iban: expect.stringMatching(/^DE\d\d/),
          bic: expect.any(String),
          amount: order.amountTotal,
          currency: 'EUR',
          dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          reference: order.orderNumber,
        },
      },
    })
    // The invoice waits for the transfer: nothing more to do online; the provider knows the details now.
    expect(await (await handle(business, { orderId: order.id })).json()).toEqual({ redirectUrl: null })
    const next = await orderOf(business, METHOD.invoice)
    const page = await (await visit(await providerUrl(business, next.id))).text()
    expect(page).not.toContain('field-birthday')
  })

  it('refuses an order above the credit limit with the open invoices, and private customers', async () => {
    const business = (await loginAs('business'))['sw-context-token']
    const customerId = (await env.DB.prepare('SELECT customer_id AS id FROM context WHERE token = ?')
      .bind(business)
      .first<{ id: string }>())!.id
    const open = await env.DB.prepare(
      `SELECT sum(o.amount_total) AS cents FROM orders o JOIN order_transaction t ON t.order_id = o.id
       WHERE o.customer_id = ? AND t.payment_method_id = ? AND t.state = 'open' AND o.state != 'cancelled'`,
    )
      .bind(customerId, METHOD.invoice)
      .first<{ cents: number | null }>()
    const order = await orderOf(business, METHOD.invoice)
    const limit = (open?.cents ?? 0) + Math.round(order.amountTotal * 100) - 1
    await env.DB.prepare('UPDATE customer SET credit_limit_cents = ? WHERE id = ?').bind(limit, customerId).run()
    const fields = { action: 'pay', birthday: '1980-05-17', phone: '+49 30 1234567' }
    const refused = await submit(await providerUrl(business, order.id), fields)
    expect([refused.status, refused.headers.get('location')]).toEqual([303, '/checkout/unpaid'])
    expect(await transactionOf(business, order.id)).toMatchObject({
      stateMachineState: { technicalName: 'failed' },
      customFields: null,
      paymentChangeable: true,
    })
    // One cent more of credit and the same order goes through on a new attempt.
    await env.DB.prepare('UPDATE customer SET credit_limit_cents = ? WHERE id = ?')
      .bind(limit + 1, customerId)
      .run()
    const accepted = await submit(await providerUrl(business, order.id), fields)
    expect(accepted.headers.get('location')).toBe('/checkout/finish')

    const consumer = await registered()
    const privateOrder = await orderOf(consumer.token, METHOD.prepayment)
    // Invoice cannot be chosen by a private customer; an order that has it anyway is refused by the credit check.
    const change = await post(
      '/order/payment',
      { orderId: privateOrder.id, paymentMethodId: METHOD.invoice },
      consumer.token,
    )
    expect(await codes(change)).toEqual(['CHECKOUT__UNKNOWN_PAYMENT_METHOD'])
    await env.DB.prepare('UPDATE order_transaction SET payment_method_id = ? WHERE order_id = ?')
      .bind(METHOD.invoice, privateOrder.id)
      .run()
    const privateRefused = await submit(await providerUrl(consumer.token, privateOrder.id), fields)
    expect(privateRefused.headers.get('location')).toBe('/checkout/unpaid')
    expect(await paymentState(env.DB, privateOrder.id)).toBe('failed')
  })
})
