/**
 * The account's order pages through the real worker: the history (paged), one order with its lines,
 * cancelling and changing the payment method as plain POSTs, a guest's deep link with email and postal
 * code; a customer never sees or changes another customer's order.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { markPaid } from '../../../embedded/checkout/order/payment-state'
import { call, plainProduct, post as storeApi, registered } from '../../../embedded/tests/worker/fixtures'
import { ENGLISH_BROWSER, GERMAN_BROWSER, ORIGIN, request, sessionCookie } from '../helpers'

type Json = Record<string, any>
const { variant } = plainProduct()
const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...GERMAN_BROWSER }

/** A registered customer (the Store API's own registration) and the cookie its pages send. */
async function customer(overrides: Json = {}) {
  const shopper = await registered(overrides)
  return { ...shopper, cookie: sessionCookie(shopper.token) }
}

/** Places an order of `quantity` of the test product for the session `token` (a new quantity each time: a new cart). */
async function placeOrder(token: string, quantity = 1): Promise<Json> {
  const added = await storeApi(
    '/checkout/cart/line-item',
    { items: [{ type: 'product', referencedId: variant.id, quantity }] },
    token,
  )
  expect(added.status).toBe(200)
  const response = await storeApi('/checkout/order', {}, token)
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as Json
}

const page = (path: string, cookie: string, headers: Record<string, string> = GERMAN_BROWSER) =>
  request(path, { headers: { ...headers, cookie } })
const submit = (path: string, cookie: string, fields: Record<string, string>) =>
  request(path, { method: 'POST', headers: { ...FORM, cookie }, body: new URLSearchParams(fields), redirect: 'manual' })
const euro = (amount: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(amount)
const orderState = async (id: string) =>
  (await env.DB.prepare('SELECT state FROM orders WHERE id = ?').bind(id).first<{ state: string }>())!.state
const transactionMethod = async (id: string) =>
  (await env.DB.prepare('SELECT payment_method_id AS m FROM order_transaction WHERE order_id = ?')
    .bind(id)
    .first<{ m: string }>())!.m

describe('the order pages for a guest', () => {
  it.each(['/account/order', '/account/order/0123456789abcdef0123456789abcdef'])(
    'send %s to the login',
    async (path) => {
      const response = await page(path, 'locale=de-DE')
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(path)}`)
    },
  )

  it('refuses a cancel POST without login: the login, nothing changes', async () => {
    const owner = await customer()
    const order = await placeOrder(owner.token)
    const response = await submit(`/account/order/${order.id}`, 'locale=de-DE', { intent: 'order-cancel' })
    expect([302, 303]).toContain(response.status)
    expect(response.headers.get('location')).toContain('/login?redirectTo=')
    expect(await orderState(order.id)).toBe('open')
  })
})

describe('the order history', () => {
  it('lists the customer own orders with number, date, states and total, in German and English', async () => {
    const shopper = await customer()
    const first = await placeOrder(shopper.token, 1)
    const second = await placeOrder(shopper.token, 2)
    const response = await page('/account/order', shopper.cookie)
    expect(response.status).toBe(200)
    const html = await response.text()
    for (const order of [first, second]) {
      expect(html).toContain(order.orderNumber)
      expect(html).toContain(euro(order.amountTotal))
      expect(html).toContain(`href="/account/order/${order.id}"`)
    }
    // Newest first; German state names; the gross total's note; the breadcrumb and the side navigation.
    expect(html.indexOf(second.orderNumber)).toBeLessThan(html.indexOf(first.orderNumber))
    expect(html).toContain('Offen')
    expect(html).toContain('inkl. MwSt.')
    expect(html).toMatch(/aria-current="page"[^>]*>Bestellungen</)
    const english = await (
      await page('/en-GB/account/order', shopper.cookie.replace('de-DE', 'en-GB'), ENGLISH_BROWSER)
    ).text()
    expect(english).toContain('Order number')
    expect(english).toContain('Open')
    expect(english).toContain(`href="/en-GB/account/order/${first.id}"`)
  })

  it('pages by ten with links that work without JavaScript', async () => {
    const shopper = await customer()
    const orders: Json[] = []
    // Each cart differs (the same cart again is the same order: the idempotency key holds its hash).
    for (let i = 0; i < 11; i++) orders.push(await placeOrder(shopper.token, i + 1))
    const one = await (await page('/account/order', shopper.cookie)).text()
    const two = await (await page('/account/order?p=2', shopper.cookie)).text()
    const count = (html: string) => orders.filter((o) => html.includes(`>${o.orderNumber}<`)).length
    expect([count(one), count(two)]).toEqual([10, 1])
    expect(one).toContain('href="/account/order?p=2"')
    // The oldest order is the one on page two.
    expect(two).toContain(`>${orders[0]!.orderNumber}<`)
    expect((await page('/account/order?p=0', shopper.cookie)).status).toBe(400)
  })

  it('shows an empty history and the overview its latest order', async () => {
    const shopper = await customer()
    expect(await (await page('/account/order', shopper.cookie)).text()).toContain(
      'Sie haben noch keine Bestellungen aufgegeben.',
    )
    const order = await placeOrder(shopper.token)
    const overview = await (await page('/account', shopper.cookie)).text()
    expect(overview).toContain('Letzte Bestellung')
    expect(overview).toContain(order.orderNumber)
  })
})

describe('one order', () => {
  it('shows lines, totals, addresses and methods; another customer gets a 404', async () => {
    const owner = await customer()
    const order = await placeOrder(owner.token, 2)
    const response = await page(`/account/order/${order.id}`, owner.cookie)
    expect(response.status).toBe(200)
    const html = await response.text()
    const line = order.lineItems[0]
    expect(html).toContain(line.label)
    expect(html).toContain(euro(line.unitPrice))
    expect(html).toContain(euro(line.totalPrice))
    expect(html).toContain(euro(order.amountTotal))
    expect(html).toContain('Hauptstraße 1')
    expect(html).toContain(order.transactions[0].paymentMethod.translated.name)
    expect(html).toContain(order.deliveries[0].shippingMethod.translated.name)
    expect(html).toMatch(/inkl\. 19 % MwSt\./)
    expect(html).toContain(`Bestellung ${order.orderNumber}`)

    const other = await customer()
    expect((await page(`/account/order/${order.id}`, other.cookie)).status).toBe(404)
    expect((await page('/account/order/not-an-order', other.cookie)).status).toBe(404)
    expect(await (await page(`/account/order/${order.id}`, other.cookie)).text()).not.toContain(line.label)
  })

  it('lists the invoice and the free return label as downloads, named in German and English', async () => {
    const owner = await customer()
    const order = await placeOrder(owner.token, 3)
    const [invoice, label] = order.documents
    const href = (d: Json) => `href="/store-api/document/download/${d.id}/${d.deepLinkCode}"`
    const german = await (await page(`/account/order/${order.id}`, owner.cookie)).text()
    expect(german).toContain(href(invoice))
    expect(german).toContain(href(label))
    expect(german).toContain(`Rechnung ${invoice.documentNumber} (PDF)`)
    expect(german).toContain(`Retourenschein ${label.documentNumber} (PDF)`)
    const english = await (
      await page(`/en-GB/account/order/${order.id}`, owner.cookie.replace('de-DE', 'en-GB'), ENGLISH_BROWSER)
    ).text()
    expect(english).toContain(`Return label ${label.documentNumber} (PDF)`)
  })

  it("shows a business customer's order net, with the taxes added on top", async () => {
    const business = await customer({ accountType: 'business', company: 'Bau GmbH', vatIds: ['DE123456789'] })
    const order = await placeOrder(business.token)
    expect(order.taxStatus).toBe('net')
    const html = await (await page(`/account/order/${order.id}`, business.cookie)).text()
    expect(html).toContain('Gesamtsumme ohne MwSt.')
    expect(html).toContain(euro(order.price.netPrice))
    expect(html).toMatch(/zzgl\. 19 % MwSt\./)
    // What is paid, VAT included, closes the totals.
    expect(html).toMatch(
      new RegExp(`Gesamtsumme inkl\\. MwSt\\.</dt><dd data-testid="order-total">${euro(order.amountTotal)}<`),
    )
    // The history shows the order as its customer saw prices: net, plus VAT.
    const list = await (await page('/account/order', business.cookie)).text()
    expect(list).toMatch(
      new RegExp(`data-testid="order-total">${euro(order.amountNet)}(<!-- -->)? <small>zzgl\\. MwSt\\.</small>`),
    )
  })

  it('cancels an open unpaid order after the confirming POST, once', async () => {
    const owner = await customer()
    const order = await placeOrder(owner.token)
    const html = await (await page(`/account/order/${order.id}`, owner.cookie)).text()
    expect(html).toContain('name="intent" value="order-cancel"')
    const cancelled = await submit(`/account/order/${order.id}`, owner.cookie, { intent: 'order-cancel' })
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('location')).toBe(`/account/order/${order.id}?done=cancelled`)
    expect(await orderState(order.id)).toBe('cancelled')
    const after = await (await page(`/account/order/${order.id}?done=cancelled`, owner.cookie)).text()
    expect(after).toContain('Ihre Bestellung wurde storniert.')
    expect(after).toContain('Abgebrochen')
    expect(after).not.toContain('value="order-cancel"')
    const again = await submit(`/account/order/${order.id}`, owner.cookie, { intent: 'order-cancel' })
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('Diese Bestellung kann nicht mehr storniert werden.')
  })

  it('never cancels or re-pays another customer order', async () => {
    const owner = await customer()
    const order = await placeOrder(owner.token)
    const thief = await customer()
    const cancel = await submit(`/account/order/${order.id}`, thief.cookie, { intent: 'order-cancel' })
    expect(cancel.status).toBe(400)
    // The thief gets the not-found page: not a word of the order.
    const answer = await cancel.text()
    expect(answer).toContain('Seite nicht gefunden')
    expect(answer).not.toContain(`>${order.orderNumber}<`)
    const methods = await availableMethods(thief.token)
    const pay = await submit(`/account/order/${order.id}`, thief.cookie, {
      intent: 'order-payment',
      paymentMethodId: methods.find((m) => m !== order.transactions[0].paymentMethodId)!,
    })
    expect(pay.status).toBe(400)
    expect(await orderState(order.id)).toBe('open')
    expect(await transactionMethod(order.id)).toBe(order.transactions[0].paymentMethodId)
  })

  it('changes the payment method of an unpaid order; a paid one cannot be edited', async () => {
    const owner = await customer()
    const order = await placeOrder(owner.token)
    const current = order.transactions[0].paymentMethodId
    const other = (await availableMethods(owner.token)).find((m) => m !== current)!
    const html = await (await page(`/account/order/${order.id}`, owner.cookie)).text()
    expect(html).toContain(`value="${other}"`)
    const changed = await submit(`/account/order/${order.id}`, owner.cookie, {
      intent: 'order-payment',
      paymentMethodId: other,
    })
    expect(changed.status).toBe(200)
    expect(await changed.text()).toContain('Die Zahlungsart wurde geändert.')
    expect(await transactionMethod(order.id)).toBe(other)

    const unknown = await submit(`/account/order/${order.id}`, owner.cookie, {
      intent: 'order-payment',
      paymentMethodId: 'nonsense',
    })
    expect(unknown.status).toBe(400)
    expect(await unknown.text()).toContain('Die gewählte Zahlungsart existiert nicht.')

    expect(await markPaid(env.DB, order.id)).toBe(true)
    const paid = await submit(`/account/order/${order.id}`, owner.cookie, {
      intent: 'order-payment',
      paymentMethodId: current,
    })
    expect(paid.status).toBe(400)
    expect(await paid.text()).toContain('bereits bezahlt')
    const page2 = await (await page(`/account/order/${order.id}`, owner.cookie)).text()
    expect(page2).not.toContain('value="order-payment"')
    expect(page2).not.toContain('value="order-cancel"')
  })
})

describe('a guest order by deep link', () => {
  it('shows a logged-in customer their own order by its link at once, read only', async () => {
    const owner = await customer()
    const order = await placeOrder(owner.token)
    const html = await (await page(`/account/order/${order.deepLinkCode}`, owner.cookie)).text()
    expect(html).toContain(`Bestellung ${order.orderNumber}`)
    expect(html).not.toContain('name="zipcode"')
    expect(html).not.toContain('value="order-cancel"')
    // Another customer gets the form, never the order.
    const other = await customer()
    const theirs = await (await page(`/account/order/${order.deepLinkCode}`, other.cookie)).text()
    expect(theirs).toContain('name="zipcode"')
    expect(theirs).not.toContain(order.orderNumber)
  })

  it('asks for email and postal code, shows the order for the right pair and nothing for a wrong one', async () => {
    const guest = await customer({ guest: true })
    const order = await placeOrder(guest.token)
    const path = `/account/order/${order.deepLinkCode}`
    // A fresh browser: no session, the link from the confirmation mail.
    const form = await page(path, 'locale=de-DE')
    expect(form.status).toBe(200)
    const formHtml = await form.text()
    expect(formHtml).toContain('name="zipcode"')
    expect(formHtml).not.toContain(order.orderNumber)

    for (const wrong of [
      { email: guest.email, zipcode: '99999' },
      { email: 'someone@example.com', zipcode: '10115' },
    ]) {
      const refused = await submit(path, 'locale=de-DE', { intent: 'order-guest', ...wrong })
      expect(refused.status).toBe(400)
      const html = await refused.text()
      expect(html).toContain('Die E-Mail-Adresse und die Postleitzahl passen nicht zu dieser Bestellung.')
      expect(html).not.toContain(order.orderNumber)
      expect(html).not.toContain(order.lineItems[0].label)
    }

    const shown = await submit(path, 'locale=de-DE', { intent: 'order-guest', email: guest.email, zipcode: '10115' })
    expect(shown.status).toBe(200)
    const html = await shown.text()
    expect(html).toContain(order.orderNumber)
    expect(html).toContain(order.lineItems[0].label)
    expect(html).not.toContain('value="order-cancel"')

    const missing = await submit(path, 'locale=de-DE', { intent: 'order-guest', email: '', zipcode: '' })
    expect(missing.status).toBe(400)
    expect((await page('/account/order/short', 'locale=de-DE')).status).toBe(404)
  })
})

describe('my products', () => {
  it('shows the products the customer ordered with a buy-again form that puts them in the cart without JavaScript', async () => {
    const shopper = await customer()
    const order = await placeOrder(shopper.token, 3)
    const html = await (await page('/meine-produkte', shopper.cookie)).text()
    const cards = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    expect(cards).toContain('Schon bestellt')
    expect(cards).toContain(`href="/detail/${variant.id}"`)
    expect(cards).toContain(order.lineItems[0].label)
    const form = cards.slice(cards.indexOf('<form class="buy-again"'))
    expect(form).toMatch(/^<form class="buy-again" action="\/checkout\/cart\/add" method="post">/)
    expect(form.slice(0, form.indexOf('</form>'))).toContain(`name="productId" value="${variant.id}"`)
    const added = await submit('/checkout/cart/add', shopper.cookie, { productId: variant.id, quantity: '1' })
    expect(added.status).toBe(303)
    expect(added.headers.get('location')).toBe('/checkout/cart')
    const cart = (await (
      await call('GET', '/checkout/cart', undefined, { 'sw-context-token': shopper.token })
    ).json()) as Json
    expect(cart.lineItems.map((l: Json) => [l.referencedId, l.quantity])).toEqual([[variant.id, 1]])

    const other = await customer()
    const theirs = await (await page('/meine-produkte', other.cookie)).text()
    expect(theirs.slice(theirs.indexOf('<main'), theirs.indexOf('</main>'))).not.toContain('Schon bestellt')
  })
})

async function availableMethods(token: string): Promise<string[]> {
  const response = await storeApi('/payment-method', { onlyAvailable: true }, token)
  return ((await response.json()) as { elements: { id: string }[] }).elements.map((m) => m.id)
}
