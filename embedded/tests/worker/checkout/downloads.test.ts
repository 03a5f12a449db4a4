/**
 * Digital products and order downloads: the cart line is a download and a cart of downloads only is
 * virtual (no delivery, no shipping); the order copies the product's files without access, paying it
 * grants access, and only the order's customer downloads the file.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { uuidFor } from '../../../../shared/ids'
import { paymentProvider } from '../../..'
import { digitalProductId } from '../../../seed/catalog/digital'
import { call, errorsOf, plainProduct, post, registered } from '../fixtures'

type Json = Record<string, any>
const GUIDE = digitalProductId(0)
const CARD = uuidFor('payment-method:credit-card')
const GOOD_CARD = { 'card-number': '4242 4242 4242 4242', name: 'Anna Schmidt', 'expiry-date': '12/39', cvv: '123' }
const { variant: physical } = plainProduct()

const add = (token: string, referencedId: string, quantity = 1) =>
  post('/checkout/cart/line-item', { items: [{ type: 'product', referencedId, quantity }] }, token)

async function cartWith(token: string, ...ids: string[]): Promise<Json> {
  let cart: Json = {}
  for (const id of ids) cart = (await (await add(token, id)).json()) as Json
  return cart
}

async function placed(token: string, ...ids: string[]): Promise<Json> {
  await cartWith(token, ...ids)
  const response = await post('/checkout/order', {}, token)
  if (response.status !== 200) throw new Error(`order failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as Json
}

/** The order as POST /order answers it with its lines' downloads. */
async function readOrder(token: string, orderId: string): Promise<Json> {
  const response = await post(
    '/order',
    {
      filter: [{ type: 'equals', field: 'id', value: orderId }],
      associations: { lineItems: { associations: { downloads: { associations: { media: {} } } } } },
    },
    token,
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as Json).orders.elements[0]
}

const downloadsOf = (order: Json) => order.lineItems.flatMap((l: Json) => l.downloads ?? [])

const fetchFile = (orderId: string, downloadId: string, token?: string) =>
  call('GET', `/order/download/${orderId}/${downloadId}`, undefined, token ? { 'sw-context-token': token } : {})

/** Pays the order by card on the provider page, as the shopper does. */
async function payByCard(token: string, orderId: string) {
  expect((await post('/order/payment', { orderId, paymentMethodId: CARD }, token)).status).toBe(200)
  const handled = await post('/handle-payment', { orderId, finishUrl: '/done', errorUrl: '/failed' }, token)
  const { redirectUrl } = (await handled.json()) as Json
  const paid = await paymentProvider(
    new Request(redirectUrl, { method: 'POST', body: new URLSearchParams(GOOD_CARD) }),
    env,
  )
  expect(paid.status).toBe(303)
  expect(paid.headers.get('location')).toContain('/done')
}

describe('digital products in the cart', () => {
  it('are downloads; a cart of downloads only has no delivery and no shipping costs', async () => {
    const { token } = await registered()
    const cart = await cartWith(token, GUIDE)
    expect(cart.lineItems).toEqual([
      expect.objectContaining({ referencedId: GUIDE, states: ['is-download'], label: 'Unterweisung Arbeitsschutz' }),
    ])
    expect(cart.deliveries).toEqual([])
    expect(cart.price.totalPrice).toBe(19.9)
    expect(cart.price.positionPrice).toBe(19.9)
  })

  it('a physical product beside them brings the delivery and its shipping back', async () => {
    const { token } = await registered()
    const cart = await cartWith(token, GUIDE, physical.id)
    expect(cart.lineItems.map((l: Json) => l.states)).toEqual([['is-download'], ['is-physical']])
    expect(cart.deliveries).toHaveLength(1)
    expect(cart.deliveries[0].shippingCosts.totalPrice).toBeGreaterThan(0)
  })
})

describe('a virtual order (downloads only)', () => {
  it('has no delivery and no shipping costs; with a physical product it has both', async () => {
    const { token } = await registered()
    const order = await placed(token, GUIDE)
    expect(order.deliveries).toEqual([])
    expect(order.primaryOrderDeliveryId).toBeNull()
    expect(order.shippingTotal).toBe(0)
    expect(order.shippingCosts).toMatchObject({ unitPrice: 0, totalPrice: 0 })
    expect(order.amountTotal).toBe(19.9)
    const mixed = await placed(token, GUIDE, physical.id)
    expect(mixed.deliveries).toHaveLength(1)
    expect(mixed.shippingTotal).toBeGreaterThan(0)
    expect(mixed.shippingCosts.totalPrice).toBe(mixed.shippingTotal)
  })
})

describe('order downloads', () => {
  it('are written with the order, without access until it is paid', async () => {
    const { token } = await registered()
    const order = await placed(token, GUIDE, physical.id)
    const read = await readOrder(token, order.id)
    const guideLine = read.lineItems.find((l: Json) => l.referencedId === GUIDE)
    const otherLine = read.lineItems.find((l: Json) => l.referencedId === physical.id)
    expect(guideLine.states).toEqual(['is-download'])
    expect(otherLine.downloads).toEqual([])
    expect(guideLine.downloads).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        orderLineItemId: guideLine.id,
        position: 0,
        accessGranted: false,
        media: expect.objectContaining({
          fileName: 'unterweisung-arbeitsschutz',
          fileExtension: 'pdf',
          mimeType: 'application/pdf',
        }),
        apiAlias: 'order_line_item_download',
      }),
    ])
    // Without the association the lines carry none.
    const plain = (await (
      await post(
        '/order',
        { filter: [{ type: 'equals', field: 'id', value: order.id }], associations: { lineItems: {} } },
        token,
      )
    ).json()) as Json
    expect(plain.orders.elements[0].lineItems[0]).not.toHaveProperty('downloads')
  })

  it('refuse the file before payment: not found for the owner, not logged in without a customer', async () => {
    const { token } = await registered()
    const order = await placed(token, GUIDE)
    const [download] = downloadsOf(await readOrder(token, order.id))
    const unpaid = await fetchFile(order.id, download.id, token)
    expect(unpaid.status).toBe(404)
    expect(await errorsOf(unpaid)).toEqual([
      expect.objectContaining({
        status: '404',
        code: 'CHECKOUT__DOWNLOAD_FILE_NOT_FOUND',
        detail: `Line item download file with id "${download.id}" not found.`,
      }),
    ])
    const anonymous = await fetchFile(order.id, download.id)
    expect(anonymous.status).toBe(403)
    expect((await errorsOf(anonymous))[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
  })

  it('are granted when the order is paid, and the owner downloads the PDF', async () => {
    const { token } = await registered()
    const order = await placed(token, GUIDE)
    await payByCard(token, order.id)
    const [download] = downloadsOf(await readOrder(token, order.id))
    expect(download.accessGranted).toBe(true)
    const file = await fetchFile(order.id, download.id, token)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="unterweisung-arbeitsschutz.pdf"')
    expect(file.headers.get('cache-control')).toBe('private, no-store')
    const bytes = String.fromCharCode(...new Uint8Array(await file.arrayBuffer()))
    expect(bytes.startsWith('%PDF-1.4')).toBe(true)
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(bytes).toContain('(Unterweisung Arbeitsschutz)')
    expect(bytes).toContain('Notruf 112')
  })

  it("never give another customer the file, nor a download of another order's id", async () => {
    const owner = await registered()
    const other = await registered()
    const order = await placed(owner.token, GUIDE)
    await payByCard(owner.token, order.id)
    const [download] = downloadsOf(await readOrder(owner.token, order.id))
    const stranger = await fetchFile(order.id, download.id, other.token)
    expect(stranger.status).toBe(404)
    expect((await errorsOf(stranger))[0].code).toBe('CHECKOUT__DOWNLOAD_FILE_NOT_FOUND')
    const ownOrder = await placed(other.token, GUIDE)
    await payByCard(other.token, ownOrder.id)
    const crossed = await fetchFile(ownOrder.id, download.id, other.token)
    expect(crossed.status).toBe(404)
    const malformed = await fetchFile('not-an-id', download.id, owner.token)
    expect(malformed.status).toBe(404)
  })
})
