/** Order documents: the invoice written with each order, its PDF download for the owner or the guest, refused for anyone else. */
import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { LANGUAGE_IDS } from '../../../../shared/constants'
import { uuidFor } from '../../../../shared/ids'
import { invoicePages } from '../../../checkout/document/invoice'
import { winAnsi } from '../../../checkout/document/pdf'
import { findDocument } from '../../../checkout/document/storage'
import { findOrder, orderParts } from '../../../checkout/order/storage'
import { DEFAULT_SELLER } from '../../../platform/seller'
import { paymentProvider } from '../../..'
import { request } from '../../../../tests/worker/helpers'
import { AUSTRIA, SHOP_ORIGIN, call, errorsOf, latestMailTo, plainProduct, post, registered } from '../fixtures'

type Json = Record<string, any>
const { variant } = plainProduct()

async function placed(token: string, quantity = 2): Promise<Json> {
  await post('/checkout/cart/line-item', { items: [{ type: 'product', referencedId: variant.id, quantity }] }, token)
  const response = await post('/checkout/order', {}, token)
  if (response.status !== 200) throw new Error(`order failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as Json
}

const download = (document: Json, body?: Json, headers: Record<string, string> = {}, query = '') =>
  call('POST', `/document/download/${document.id}/${document.deepLinkCode}${query}`, body, headers)
/** The PDF as a binary string (one character per byte), as the file's text operators are written. */
const bytesOf = async (response: Response) => String.fromCharCode(...new Uint8Array(await response.arrayBuffer()))
const codes = async (response: Response) => (await errorsOf(response)).map((e) => e.code)

/** The owner's download of `document`, checked as an inline PDF named `fileName`; its bytes. */
async function ownedPdf(document: Json, token: string, fileName: string): Promise<string> {
  const response = await download(document, undefined, { 'sw-context-token': token })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  expect(response.headers.get('content-disposition')).toBe(`inline; filename="${fileName}"`)
  const pdf = await bytesOf(response)
  expect(pdf.startsWith('%PDF-1.4\n')).toBe(true)
  return pdf
}

describe('the invoice document', () => {
  it('comes with every order, numbered from 1000 on in its own range', async () => {
    const customer = await registered()
    const first = await placed(customer.token, 1)
    // Another cart: the same one again would be the same order (decision 023's idempotency key).
    const second = await placed(customer.token, 2)
    expect(first.documents).toEqual([
      expect.objectContaining({
        orderId: first.id,
        documentNumber: expect.stringMatching(/^\d{4,}$/),
        deepLinkCode: expect.any(String),
        fileType: 'pdf',
        documentType: expect.objectContaining({
          technicalName: 'invoice',
          name: 'Rechnung',
          id: uuidFor('document-type:invoice'),
        }),
        config: expect.objectContaining({ name: 'invoice', title: 'Rechnung' }),
        apiAlias: 'document',
      }),
      // A consumer delivered to Germany: the free return label comes second (see below).
      expect.objectContaining({ documentType: expect.objectContaining({ technicalName: 'return_label' }) }),
    ])
    expect(Number(first.documents[0].documentNumber)).toBeGreaterThanOrEqual(1000)
    expect(Number(second.documents[0].documentNumber)).toBe(Number(first.documents[0].documentNumber) + 1)
    const read = (await (
      await post('/order', { filter: [{ type: 'equals', field: 'id', value: first.id }] }, customer.token)
    ).json()) as Json
    expect(read.orders.elements[0].documents.map((d: Json) => d.id)).toEqual(first.documents.map((d: Json) => d.id))
  })

  it('downloads as a valid PDF with the order number, addresses, lines, totals and umlauts in WinAnsi', async () => {
    const customer = await registered()
    const order = await placed(customer.token, 3)
    const pdf = await ownedPdf(order.documents[0], customer.token, `invoice_${order.documents[0].documentNumber}.pdf`)
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(pdf).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding')
    for (const text of [
      `(Rechnung ${order.documents[0].documentNumber})`,
      `(${order.orderNumber})`,
      '(Anna Schmidt)',
      winAnsi('(Hauptstraße 1)'),
      '(10115 Berlin)',
      `(${order.lineItems[0].label.replace(/[()\\]/g, (ch: string) => `\\${ch}`)})`.slice(0, 40),
      '(3)',
      winAnsi('(Gesamtbetrag brutto)'),
      winAnsi(`(${new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(order.amountTotal)})`),
      winAnsi('(zzgl. 19 % MwSt.)'),
      // §14 UStG: the seller with address, VAT ID and tax number, the date of supply.
      winAnsi('(Workwear Pro GmbH · Industriestraße 12 · 44147 Dortmund · Deutschland)'),
      winAnsi('(Workwear Pro GmbH · USt-IdNr. DE000000000 · Steuernummer 000/0000/0000)'),
      winAnsi(
        '(Amtsgericht Dortmund, HRB 00000 · Geschäftsführung: Erika Musterfrau · service@arbeitsschutz-shop.example)',
      ),
      '(Liefer-/Leistungsdatum)',
    ])
      expect(pdf).toContain(text)
    // A consumer has no VAT ID to name.
    expect(pdf).not.toContain('USt-IdNr. Kunde')
    expect(pdf).toContain('Hauptstra\xdfe')
    // Every cross-reference entry points at its object.
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1])
    const entries = pdf
      .slice(xrefAt)
      .split('\n')
      .slice(3)
      .filter((l) => / 00000 n $/.test(l))
    const objects = entries.map((entry) => pdf.slice(Number(entry.slice(0, 10))).split('\n')[0])
    expect(objects).toEqual(entries.map((_, i) => `${i + 1} 0 obj`))
    expect(objects.length).toBeGreaterThanOrEqual(7)
    const attachment = await download(
      order.documents[0],
      undefined,
      { 'sw-context-token': customer.token },
      '?download=1',
    )
    expect(attachment.headers.get('content-disposition')).toMatch(/^attachment; /)
  })

  it("reaches the browser through the worker's Store API proxy with its file name", async () => {
    const customer = await registered()
    const document = (await placed(customer.token, 4)).documents[0]
    const response = await request(`/store-api/document/download/${document.id}/${document.deepLinkCode}?download=1`, {
      method: 'POST',
      headers: { 'sw-context-token': customer.token, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice_${document.documentNumber}.pdf"`,
    )
    expect((await bytesOf(response)).slice(0, 5)).toBe('%PDF-')
  })

  it('is written in the order language and carries the transfer instructions of an accepted invoice', async () => {
    const business = await registered({ accountType: 'business', company: 'Musterbau GmbH', vatIds: ['DE123456789'] })
    await env.DB.prepare('UPDATE context SET language_id = ? WHERE token = ?')
      .bind(LANGUAGE_IDS['en-GB'], business.token)
      .run()
    const order = await placed(business.token)
    const invoice = uuidFor('payment-method:invoice')
    await post('/order/payment', { orderId: order.id, paymentMethodId: invoice }, business.token)
    const handled = (await (
      await post('/handle-payment', { orderId: order.id, finishUrl: '/ok', errorUrl: '/ko' }, business.token)
    ).json()) as Json
    const paid = await paymentProvider(
      new Request(handled.redirectUrl, {
        method: 'POST',
        body: new URLSearchParams({ action: 'pay', birthday: '1975-01-31', phone: '030 1234567' }),
      }),
      env,
    )
    expect(paid.headers.get('location')).toBe('/ok')
    const pdf = await bytesOf(await download(order.documents[0], undefined, { 'sw-context-token': business.token }))
    expect(pdf).toContain(`(Invoice ${order.documents[0].documentNumber})`)
    expect(pdf).toContain('(Musterbau GmbH)')
    expect(pdf).toContain("(Customer's VAT ID)")
    expect(pdf).toContain('(DE123456789)')
    expect(pdf).toContain('(Date of supply)')
    expect(pdf).toContain(winAnsi('(Workwear Pro GmbH · VAT ID DE000000000 · Tax number 000/0000/0000)'))
    expect(pdf).toContain('(Payment method: Purchase on invoice)')
    expect(pdf).toMatch(new RegExp(`\\(Please transfer .+ quoting the order number ${order.orderNumber}\\.\\)`))
  })

  it('refuses another customer, strangers and wrong codes; a guest proves who they are with email and zip code', async () => {
    const owner = await registered()
    const order = await placed(owner.token)
    const document = order.documents[0]
    const stranger = await registered()
    const foreign = await download(document, undefined, { 'sw-context-token': stranger.token })
    expect([foreign.status, await codes(foreign)]).toEqual([403, ['CHECKOUT__CUSTOMER_NOT_LOGGED_IN']])
    const anonymous = await download(document, { email: owner.email, zipcode: '10115' })
    expect([anonymous.status, await codes(anonymous)]).toEqual([403, ['CHECKOUT__CUSTOMER_NOT_LOGGED_IN']])
    const wrongCode = await call('POST', `/document/download/${document.id}/${'x'.repeat(32)}`, undefined, {
      'sw-context-token': owner.token,
    })
    expect([wrongCode.status, await codes(wrongCode)]).toEqual([404, ['DOCUMENT__DOCUMENT_NOT_FOUND']])
    const badId = await call('POST', `/document/download/nope/${document.deepLinkCode}`)
    expect([badId.status, await codes(badId)]).toEqual([400, ['FRAMEWORK__INVALID_UUID']])

    const guest = await registered({ guest: true })
    const guestOrder = await placed(guest.token)
    const guestDocument = guestOrder.documents[0]
    const missing = await download(guestDocument, {})
    expect([missing.status, await codes(missing)]).toEqual([403, ['CHECKOUT__GUEST_NOT_AUTHENTICATED']])
    const wrong = await download(guestDocument, { email: guest.email, zipcode: '99999' })
    expect([wrong.status, await codes(wrong)]).toEqual([403, ['CHECKOUT__GUEST_WRONG_CREDENTIALS']])
    const proven = await download(guestDocument, { email: guest.email.toUpperCase(), zipcode: '10115' })
    expect([proven.status, (await bytesOf(proven)).slice(0, 8)]).toEqual([200, '%PDF-1.4'])
    const ownSession = await download(guestDocument, undefined, { 'sw-context-token': guest.token })
    expect(ownSession.status).toBe(200)
  })

  it('continues a long order on further pages, numbered', async () => {
    const customer = await registered()
    const order = await placed(customer.token)
    const row = (await findOrder(env.DB, order.id))!
    const parts = (await orderParts(env.DB, [order.id])).get(order.id)!
    const document = (await findDocument(env.DB, order.documents[0].id, order.documents[0].deepLinkCode))!
    const many = { ...parts, lineItems: Array.from({ length: 90 }, () => parts.lineItems[0]!) }
    const pages = invoicePages({ order: row, parts: many, document, locale: 'de-DE', seller: DEFAULT_SELLER })
    expect(pages.length).toBeGreaterThan(1)
    const texts = pages.map((ops) => ops.flatMap((op) => (op.kind === 'text' ? [op.text] : [])))
    expect(texts.at(-1)).toContain(`Seite ${pages.length} von ${pages.length}`)
    expect(texts.flat().filter((t) => t === '90')).toHaveLength(1)
  })
})

describe("the operator's seller (SHOP_COMPANY)", () => {
  const SELLER = {
    name: 'Müller & Söhne Arbeitsschutz KG',
    street: 'Hafenstraße 7',
    zipCity: '20457 Hamburg',
    vatId: 'DE123456789',
    taxNumber: '',
    register: 'Amtsgericht Hamburg, HRA 4711',
    managingDirectors: '',
    email: 'rechnung@mueller-soehne.example',
  }
  const pdfWith = async (document: Json, token: string, SHOP_COMPANY: unknown) => {
    const response = await call(
      'POST',
      `/document/download/${document.id}/${document.deepLinkCode}`,
      undefined,
      {
        'sw-context-token': token,
      },
      { SHOP_COMPANY } as never,
    )
    expect(response.status).toBe(200)
    return bytesOf(response)
  }

  it('is named on the invoice and the return label; what it leaves out is the placeholder, what it has none of is left out', async () => {
    const customer = await registered()
    const order = await placed(customer.token)
    const invoice = await pdfWith(order.documents[0], customer.token, SELLER)
    for (const text of [
      '(Müller & Söhne Arbeitsschutz KG · Hafenstraße 7 · 20457 Hamburg · Deutschland)',
      '(Müller & Söhne Arbeitsschutz KG · USt-IdNr. DE123456789)',
      '(Amtsgericht Hamburg, HRA 4711 · rechnung@mueller-soehne.example)',
    ])
      expect(invoice).toContain(winAnsi(text))
    expect(invoice).not.toContain('Steuernummer')
    expect(invoice).not.toContain('Industriestra')
    const label = await pdfWith(returnLabelOf(order)!, customer.token, SELLER)
    // No return address of its own: returns go to the seller's address.
    for (const text of ['(Müller & Söhne Arbeitsschutz KG)', winAnsi('(Hafenstraße 7)'), '(20457 Hamburg)'])
      expect(label).toContain(winAnsi(text))
    expect(label).not.toContain('Retourenzentrum')
    const returns = await pdfWith(returnLabelOf(order)!, customer.token, {
      ...SELLER,
      returnAddress: ['Müller & Söhne Lager', 'Tor 3', 'Kaistraße 1', '20457 Hamburg'],
    })
    expect(returns).toContain('(Tor 3)')
    expect(returns).toContain(winAnsi('(Kaistraße 1)'))
  })

  it('falls back to the placeholder seller when the setting cannot be read, never answering 500', async () => {
    const customer = await registered()
    const order = await placed(customer.token)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const malformed of ['Müller GmbH, Hafenstraße 7', ['Müller GmbH'], { name: 42, vatId: ['DE1'] }]) {
      const pdf = await pdfWith(order.documents[0], customer.token, malformed)
      expect(pdf).toContain(winAnsi('(Workwear Pro GmbH · Industriestraße 12 · 44147 Dortmund · Deutschland)'))
      expect(pdf).toContain(winAnsi('(Workwear Pro GmbH · USt-IdNr. DE000000000 · Steuernummer 000/0000/0000)'))
    }
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^SHOP_COMPANY: ignoring name \(not text: 42\); vatId \(not text: \["DE1"\]\)\./),
      ]),
    )
    warn.mockRestore()
  })
})

const returnLabelOf = (order: Json): Json | undefined =>
  order.documents.find((d: Json) => d.documentType.technicalName === 'return_label')

describe('the free return label (consumers in Germany only)', () => {
  it('comes with a consumer order delivered to Germany, numbered in its own range, and the mail says so', async () => {
    const customer = await registered()
    const order = await placed(customer.token)
    const label = returnLabelOf(order)!
    expect(label).toMatchObject({
      orderId: order.id,
      documentNumber: expect.stringMatching(/^\d{4,}$/),
      fileType: 'pdf',
      config: { name: 'return_label', title: 'Retourenschein', documentNumber: label.documentNumber },
      documentType: {
        id: uuidFor('document-type:return_label'),
        technicalName: 'return_label',
        name: 'Retourenschein',
        translated: { name: 'Retourenschein' },
      },
    })
    expect(label.deepLinkCode).not.toBe(order.documents[0].deepLinkCode)
    const mail = (await latestMailTo(customer.email))!
    expect(mail.text).toContain(
      `Kostenlose Rücksendung: Ihren Retourenschein finden Sie bei den Dokumenten Ihrer Bestellung:\n${SHOP_ORIGIN}/account/order/${order.id}`,
    )
  })

  it('downloads as a PDF with the order number, both addresses, the free return note and the reference', async () => {
    const customer = await registered()
    const order = await placed(customer.token)
    const label = returnLabelOf(order)!
    const pdf = await ownedPdf(label, customer.token, `return_label_${label.documentNumber}.pdf`)
    for (const text of [
      '(Retourenschein)',
      winAnsi('(Kostenlose Rücksendung)'),
      `(${order.orderNumber})`,
      '(Anna Schmidt)',
      winAnsi('(Hauptstraße 1)'),
      '(Workwear Pro GmbH)',
      '(44147 Dortmund)',
      `(*RL-${order.orderNumber}-${label.documentNumber}*)`,
    ])
      expect(pdf).toContain(text)
  })

  it('is written in English for an English order, and the English mail names it', async () => {
    const customer = await registered()
    await env.DB.prepare('UPDATE context SET language_id = ? WHERE token = ?')
      .bind(LANGUAGE_IDS['en-GB'], customer.token)
      .run()
    const order = await placed(customer.token)
    const label = returnLabelOf(order)!
    expect(label.documentType.name).toBe('Return label')
    const pdf = await bytesOf(await download(label, undefined, { 'sw-context-token': customer.token }))
    expect(pdf).toContain('(Free return)')
    expect(pdf).toContain('(Return label)')
    expect((await latestMailTo(customer.email))!.text).toContain(
      `Free return: you find your return label among your order's documents:\n${SHOP_ORIGIN}/en-GB/account/order/${order.id}`,
    )
  })

  it('does not come with a business order, nor with a consumer order delivered to Austria', async () => {
    const business = await registered({ accountType: 'business', company: 'Musterbau GmbH', vatIds: ['DE123456789'] })
    const businessOrder = await placed(business.token)
    expect(businessOrder.documents.map((d: Json) => d.documentType.technicalName)).toEqual(['invoice'])
    expect((await latestMailTo(business.email))!.text).not.toContain('Kostenlose Rücksendung')
    const austrian = await registered({
      billingAddress: { street: 'Ringstraße 5', zipcode: '1010', city: 'Wien', countryId: AUSTRIA },
    })
    const austrianOrder = await placed(austrian.token)
    expect(austrianOrder.documents.map((d: Json) => d.documentType.technicalName)).toEqual(['invoice'])
    expect((await latestMailTo(austrian.email))!.text).not.toContain('Kostenlose Rücksendung')
  })

  it('refuses another customer and a guest without credentials; the guest with them downloads it', async () => {
    const owner = await registered()
    const label = returnLabelOf(await placed(owner.token))!
    const stranger = await registered()
    const foreign = await download(label, undefined, { 'sw-context-token': stranger.token })
    expect([foreign.status, await codes(foreign)]).toEqual([403, ['CHECKOUT__CUSTOMER_NOT_LOGGED_IN']])
    const guest = await registered({ guest: true })
    const guestOrder = await placed(guest.token)
    const guestLabel = returnLabelOf(guestOrder)!
    const missing = await download(guestLabel, {})
    expect([missing.status, await codes(missing)]).toEqual([403, ['CHECKOUT__GUEST_NOT_AUTHENTICATED']])
    const proven = await download(guestLabel, { email: guest.email, zipcode: '10115' })
    expect([proven.status, (await bytesOf(proven)).slice(0, 8)]).toEqual([200, '%PDF-1.4'])
    expect((await latestMailTo(guest.email))!.text).toContain(`/account/order/${guestOrder.deepLinkCode}`)
  })
})
