/** Embedded Store API cart: line items, stock clamping, prices, shipping and errors, through the shared client. */
import { createExecutionContext, env } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGE_IDS } from '../../../../shared/constants'
import { uuidFor } from '../../../../shared/ids'
import { createStoreApiClient, type StoreApiClient } from '../../../../shared/store-api/client'
import { embeddedStoreApi } from '../../..'
import { failure } from '../../../../tests/worker/helpers'
import { planProduct } from '../../../seed'

const transport = async (req: Request) => embeddedStoreApi.fetch(req, env, createExecutionContext())
const shopper = (contextToken?: string) => createStoreApiClient({ transport, contextToken })

type Item = { type: 'product'; referencedId?: string; id?: string; quantity?: number; payload?: unknown }
const add = (client: StoreApiClient, items: Item[]) =>
  client.invoke('addLineItem post /checkout/cart/line-item', { body: { items } as never })
const update = (client: StoreApiClient, items: Array<{ id: string; quantity: unknown }>) =>
  client.invoke('updateLineItem patch /checkout/cart/line-item', { body: { items } as never })
const remove = (client: StoreApiClient, ids: string[]) =>
  client.invoke('removeLineItem post /checkout/cart/line-item/delete', { body: { ids } as never })

const plans = Array.from({ length: 24 }, (_, i) => planProduct(i + 1))
const variants = plans.flatMap((p) => p.variants.map((v) => ({ plan: p, variant: v })))
const simple = (p: (typeof plans)[number]) =>
  p.minPurchase === 1 && p.purchaseSteps === 1 && !p.tiers.length && !p.closeout
// Stock is only enforced for closeouts: this low-stock variant's product is made one for the stock tests.
const lowStock = variants.find(({ plan, variant }) => simple(plan) && variant.stock >= 1 && variant.stock <= 5)!
const soldOut = variants.find(({ plan, variant }) => plan.closeout && variant.stock === 0)!
const plenty = variants.find(
  ({ plan, variant }) =>
    simple(plan) && plan !== lowStock.plan && variant.stock > 100 && plan.priceCents < 3000 && !plan.shippingFree,
)!
const fromSupplier = variants.find(
  ({ plan, variant }) => simple(plan) && variant.stock === 0 && variant.supplierInStock,
)!
const vest = plans.find((p) => p.purchaseSteps === 5)!
const tiered = plans.find((p) => p.tiers.length && p.minPurchase === 1)!
const euro = (cents: number) => cents / 100
const setCloseout = (n: number, on: boolean) =>
  env.DB.prepare('UPDATE product SET closeout = ? WHERE pid = ?')
    .bind(on ? 1 : 0, n)
    .run()

describe('cart line items', () => {
  it('starts empty, creating a context, and keeps the cart per token', async () => {
    const client = shopper()
    const cart = await client.invoke('readCart get /checkout/cart')
    expect(cart).toMatchObject({
      apiAlias: 'cart',
      token: client.contextToken,
      lineItems: [],
      deliveries: [],
      errors: {},
      price: { totalPrice: 0, apiAlias: 'cart_price' },
    })
    await add(client, [{ type: 'product', referencedId: plenty.variant.id, quantity: 2 }])
    expect((await shopper(client.contextToken).invoke('readCart get /checkout/cart')).lineItems).toHaveLength(1)
    expect((await shopper().invoke('readCart get /checkout/cart')).lineItems).toHaveLength(0)
  })

  it('adds products, stacks the same product, and prices in gross euros with shipping', async () => {
    const client = shopper()
    await add(client, [{ type: 'product', referencedId: plenty.variant.id, quantity: 1 }])
    const cart = await add(client, [{ type: 'product', id: plenty.variant.id, quantity: 1 }])
    expect(cart.lineItems).toHaveLength(1)
    const unit = plenty.plan.priceCents
    expect(cart.lineItems![0]).toMatchObject({
      id: plenty.variant.id,
      referencedId: plenty.variant.id,
      label: plenty.plan.name['de-DE'],
      quantity: 2,
      type: 'product',
      good: true,
      stackable: true,
      removable: true,
      states: ['is-physical'],
      apiAlias: 'line_item',
      price: { unitPrice: euro(unit), totalPrice: euro(unit * 2), quantity: 2, calculatedTaxes: [{ taxRate: 19 }] },
      payload: { productNumber: plenty.variant.number },
      cover: { url: `/media/product/${plenty.variant.mediaId}.svg` },
    })
    const options = (cart.lineItems![0]!.payload as unknown as { options: Array<{ group: string; option: string }> })
      .options
    expect(options).toContainEqual({
      group: 'Farbe',
      option: plenty.variant.colour.name['de-DE'],
      translated: expect.anything(),
    })
    const total = unit * 2 + 495
    const tax = Math.round((total * 19) / 119)
    expect(cart.price).toMatchObject({
      positionPrice: euro(unit * 2),
      totalPrice: euro(total),
      rawTotal: euro(total),
      netPrice: euro(total - tax),
      taxStatus: 'gross',
      calculatedTaxes: [{ tax: euro(tax), taxRate: 19, price: euro(total) }],
    })
    expect(cart.deliveries![0]).toMatchObject({
      shippingCosts: { unitPrice: 4.95, totalPrice: 4.95, quantity: 1 },
      shippingMethod: { name: 'Standardversand' },
      apiAlias: 'cart_delivery',
    })
  })

  it('ships free from 75 euros', async () => {
    const client = shopper()
    const quantity = Math.ceil(7500 / plenty.plan.priceCents)
    const cart = await add(client, [{ type: 'product', referencedId: plenty.variant.id, quantity }])
    expect(cart.deliveries![0]!.shippingCosts).toMatchObject({ totalPrice: 0 })
    expect(cart.price.totalPrice).toBe(euro(plenty.plan.priceCents * quantity))
  })

  it('labels line items in the request language', async () => {
    const client = shopper()
    await add(client, [{ type: 'product', referencedId: plenty.variant.id }])
    const english = createStoreApiClient({
      transport,
      contextToken: client.contextToken,
      languageId: LANGUAGE_IDS['en-GB'],
    })
    const cart = await english.invoke('readCart get /checkout/cart')
    expect(cart.lineItems![0]).toMatchObject({ label: plenty.plan.name['en-GB'], quantity: 1 })
  })

  it('adds a parent product as its main variant', async () => {
    const client = shopper()
    const cart = await add(client, [{ type: 'product', referencedId: plenty.plan.id, quantity: 1 }])
    expect(cart.lineItems![0]!.referencedId).toBe(plenty.plan.main.id)
  })
})

describe('cart stock rules', () => {
  beforeAll(async () => {
    await setCloseout(lowStock.plan.n, true)
    await setCloseout(plenty.plan.n, true)
  })
  afterAll(async () => {
    await setCloseout(lowStock.plan.n, false)
    await setCloseout(plenty.plan.n, false)
  })

  it('clamps quantities to the stock with product-stock-reached', async () => {
    const client = shopper()
    const cart = await add(client, [{ type: 'product', referencedId: lowStock.variant.id, quantity: 10 }])
    expect(cart.lineItems![0]!.quantity).toBe(lowStock.variant.stock)
    const key = `product-stock-reached${lowStock.variant.id}`
    expect(cart.errors).toEqual({
      [key]: expect.objectContaining({
        key,
        messageKey: 'product-stock-reached',
        level: 10,
        quantity: lowStock.variant.stock,
        message: expect.stringContaining(`only available ${lowStock.variant.stock} times`),
      }),
    })
    const more = await update(client, [{ id: lowStock.variant.id, quantity: lowStock.variant.stock + 3 }])
    expect(more.lineItems![0]!.quantity).toBe(lowStock.variant.stock)
    expect(Object.keys(more.errors ?? {})).toEqual([key])
    // Errors are answered once; the stored cart is already clamped.
    expect((await client.invoke('readCart get /checkout/cart')).errors).toEqual({})
  })

  it('clamps a cart whose stock dropped since the item was added', async () => {
    const client = shopper()
    await add(client, [{ type: 'product', referencedId: plenty.variant.id, quantity: 5 }])
    await env.DB.prepare('UPDATE variant SET stock = 2 WHERE id = ?').bind(plenty.variant.id).run()
    try {
      const cart = await client.invoke('readCart get /checkout/cart')
      expect([cart.lineItems![0]!.quantity, cart.modified]).toEqual([2, true])
      expect(Object.values(cart.errors ?? {})[0]).toMatchObject({ messageKey: 'product-stock-reached', quantity: 2 })
    } finally {
      await env.DB.prepare('UPDATE variant SET stock = ? WHERE id = ?')
        .bind(plenty.variant.stock, plenty.variant.id)
        .run()
    }
  })

  it('sells what the supplier still has, and refuses sold-out closeouts with product-out-of-stock', async () => {
    const supplied = await add(shopper(), [{ type: 'product', referencedId: fromSupplier.variant.id, quantity: 3 }])
    expect([supplied.lineItems![0]!.quantity, supplied.errors]).toEqual([3, {}])
    const cart = await add(shopper(), [{ type: 'product', referencedId: soldOut.variant.id, quantity: 1 }])
    expect(cart.lineItems).toEqual([])
    expect(cart.errors).toEqual({
      [`product-out-of-stock${soldOut.variant.id}`]: expect.objectContaining({
        messageKey: 'product-out-of-stock',
        level: 10,
        name: soldOut.plan.name['de-DE'],
      }),
    })
  })

  it('reports unknown products as product-not-found in a 200 cart', async () => {
    const unknown = uuidFor('product:nope')
    const client = shopper()
    const cart = await add(client, [
      { type: 'product', referencedId: unknown, quantity: 1 },
      { type: 'product', referencedId: plenty.variant.id, quantity: 1 },
    ])
    expect(cart.lineItems!.map((l) => l.referencedId)).toEqual([plenty.variant.id])
    expect(cart.errors).toEqual({
      [`product-not-found${unknown}`]: expect.objectContaining({
        messageKey: 'product-not-found',
        level: 20,
        code: 404,
      }),
    })
  })
})

describe('cart changes and their errors', () => {
  it('changes quantities and removes line items', async () => {
    const client = shopper()
    await add(client, [
      { type: 'product', referencedId: plenty.variant.id, quantity: 1 },
      { type: 'product', referencedId: lowStock.variant.id, quantity: 1 },
    ])
    const changed = await update(client, [{ id: plenty.variant.id, quantity: 3 }])
    expect(changed.lineItems!.map((l) => [l.id, l.quantity])).toEqual([
      [plenty.variant.id, 3],
      [lowStock.variant.id, 1],
    ])
    const removed = await remove(client, [lowStock.variant.id])
    expect(removed.lineItems!.map((l) => l.id)).toEqual([plenty.variant.id])
  })

  it('rejects quantities that are not positive integers', async () => {
    const client = shopper()
    await add(client, [{ type: 'product', referencedId: plenty.variant.id }])
    for (const quantity of [0, -2, 1.5, '2', null]) {
      const error = await failure(update(client, [{ id: plenty.variant.id, quantity }]))
      expect([quantity, error.status, error.code, error.errors[0]!.source?.pointer]).toEqual([
        quantity,
        400,
        'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY',
        '/items/0/quantity',
      ])
    }
    const adding = await failure(add(client, [{ type: 'product', referencedId: plenty.variant.id, quantity: 0 }]))
    expect([adding.code, adding.errors[0]!.source?.pointer]).toEqual([
      'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY',
      '/items/0/quantity',
    ])
  })

  it('answers 404 for unknown line items and 400 for malformed items', async () => {
    const client = shopper()
    await add(client, [{ type: 'product', referencedId: plenty.variant.id }])
    const patch = await failure(
      update(client, [
        { id: plenty.variant.id, quantity: 1 },
        { id: 'missing', quantity: 1 },
      ]),
    )
    expect([patch.status, patch.code, patch.errors[0]!.source?.pointer]).toEqual([
      404,
      'CHECKOUT__CART_LINE_ITEM_NOT_FOUND',
      '/items/1/id',
    ])
    const del = await failure(remove(client, ['missing']))
    expect([del.status, del.code, del.errors[0]!.source?.pointer]).toEqual([
      404,
      'CHECKOUT__CART_LINE_ITEM_NOT_FOUND',
      '/ids/0',
    ])
    const cases: Array<[unknown, string, string]> = [
      [{}, 'VIOLATION::IS_BLANK_ERROR', '/items'],
      [{ items: [] }, 'VIOLATION::IS_BLANK_ERROR', '/items'],
      [{ items: [{ type: 'product', quantity: 1 }] }, 'VIOLATION::IS_BLANK_ERROR', '/items/0/referencedId'],
      [{ items: [{ type: 'product', referencedId: 'SW10001' }] }, 'FRAMEWORK__INVALID_UUID', '/items/0/referencedId'],
      [
        { items: [{ type: 'voucher', referencedId: plenty.variant.id }] },
        'VIOLATION::NO_SUCH_CHOICE_ERROR',
        '/items/0/type',
      ],
    ]
    for (const [body, code, pointer] of cases) {
      const error = await failure(client.invoke('addLineItem post /checkout/cart/line-item', { body: body as never }))
      expect([error.status, error.code, error.errors[0]!.source?.pointer]).toEqual([400, code, pointer])
    }
    expect((await client.invoke('readCart get /checkout/cart')).lineItems).toHaveLength(1)
  })

  it('names the context it created even on an error answer', async () => {
    const fresh = shopper()
    const error = await failure(remove(fresh, [plenty.variant.id]))
    expect(error.status).toBe(404)
    expect(fresh.contextToken).toMatch(/^[0-9a-f]{32}$/)
  })
})

describe('purchase rules and price tiers', () => {
  it("raises to the minimum order quantity and keeps to the purchase steps, with the spec's cart errors", async () => {
    const client = shopper()
    const raised = await add(client, [{ type: 'product', referencedId: vest.main.id, quantity: 1 }])
    expect(raised.lineItems![0]!.quantity).toBe(5)
    expect(Object.values(raised.errors ?? {})).toEqual([
      expect.objectContaining({ messageKey: 'min-order-quantity', quantity: 5, level: 10 }),
    ])
    const stepped = await update(client, [{ id: vest.main.id, quantity: 12 }])
    expect(stepped.lineItems![0]!.quantity).toBe(10)
    expect(Object.values(stepped.errors ?? {})).toEqual([
      expect.objectContaining({ messageKey: 'purchase-steps-quantity', quantity: 10 }),
    ])
    expect(stepped.lineItems![0]!.quantityInformation).toMatchObject({
      minPurchase: 5,
      purchaseSteps: 5,
      maxPurchase: 500,
    })
    const capped = await update(client, [{ id: vest.main.id, quantity: 900 }])
    expect([capped.lineItems![0]!.quantity, Object.values(capped.errors ?? {})[0]]).toEqual([
      500,
      expect.objectContaining({ messageKey: 'product-stock-reached', quantity: 500 }),
    ])
  })

  it('prices a line by the tier its quantity reaches', async () => {
    const [start, cents] = tiered.tiers[0]!
    const client = shopper()
    const one = await add(client, [{ type: 'product', referencedId: tiered.main.id, quantity: start - 1 }])
    expect(one.lineItems![0]!.price).toMatchObject({
      unitPrice: euro(tiered.priceCents),
      totalPrice: euro(tiered.priceCents * (start - 1)),
    })
    const more = await update(client, [{ id: tiered.main.id, quantity: start }])
    expect(more.lineItems![0]!.price).toMatchObject({ unitPrice: euro(cents), totalPrice: euro(cents * start) })
  })
})

describe('personalised line items (product designer)', () => {
  const logo = (position: string, extra: Record<string, unknown> = {}) => ({
    personalisation: { logoUrl: `/designer/logo/${'a'.repeat(32)}`, position, ...extra },
  })

  it('keeps the payload, and makes another line for another personalisation of the same product', async () => {
    const client = shopper()
    const id = plenty.variant.id
    await add(client, [{ type: 'product', id, referencedId: id, quantity: 1, payload: logo('chest-left') }])
    await add(client, [{ type: 'product', id, referencedId: id, quantity: 2, payload: logo('back') }])
    const cart = await add(client, [
      { type: 'product', id, referencedId: id, quantity: 1, payload: logo('chest-left') },
      { type: 'product', id, referencedId: id, quantity: 1 },
    ])
    const lines = cart.lineItems!.map((l) => [
      l.referencedId,
      l.quantity,
      (l.payload as unknown as { personalisation?: { position: string } }).personalisation?.position ?? null,
    ])
    expect(lines).toEqual([
      [id, 2, 'chest-left'],
      [id, 2, 'back'],
      [id, 1, null],
    ])
    expect(new Set(cart.lineItems!.map((l) => l.id)).size).toBe(3)
    expect(cart.lineItems![0]!.payload).toMatchObject({
      productNumber: plenty.variant.number,
      personalisation: { logoUrl: expect.stringMatching(/^\/designer\/logo\//), position: 'chest-left' },
    })
    const reread = await client.invoke('readCart get /checkout/cart')
    expect(reread.lineItems!.map((l) => l.id)).toEqual(cart.lineItems!.map((l) => l.id))
  })

  it('accepts a logo media id and extra texts, and rejects payloads it cannot keep', async () => {
    const ok = await add(shopper(), [
      {
        type: 'product',
        referencedId: plenty.variant.id,
        payload: { personalisation: { logoMediaId: 'b'.repeat(32), position: 'sleeve', text: 'Team Nord' } },
      },
    ])
    expect((ok.lineItems![0]!.payload as unknown as { personalisation: unknown }).personalisation).toEqual({
      logoMediaId: 'b'.repeat(32),
      position: 'sleeve',
      text: 'Team Nord',
    })
    const cases: Array<[unknown, string]> = [
      [{ personalisation: { logoUrl: '/designer/logo/x', position: 'back' } }, '/items/0/payload/personalisation'],
      [
        { personalisation: { logoMediaId: 'b'.repeat(32), position: 'hat' } },
        '/items/0/payload/personalisation/position',
      ],
      [{ price: 0 }, '/items/0/payload'],
    ]
    for (const [payload, pointer] of cases) {
      const error = await failure(add(shopper(), [{ type: 'product', referencedId: plenty.variant.id, payload }]))
      expect([error.status, error.errors[0]!.source?.pointer]).toEqual([400, pointer])
    }
  })
})
