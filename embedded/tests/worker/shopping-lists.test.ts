/**
 * Shopping lists: access (business only), every call's status and body, the validation messages
 * at their pointers, prices net for business customers, line order, and ownership: customer A can
 * never read or change customer B's lists or line items.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { STANDARD_TAX_RATE } from '../../../shared/constants'
import { digitalPlans } from '../../seed/catalog/digital'
import { planProduct } from '../../seed/catalog/products'
import { customerId } from '../../seed/keys'
import { netCents } from '../../platform/price'
import { call, errorsOf, guestSession, loginAs, loginToken, plainProduct, registered } from './fixtures'

type Headers = Record<string, string>
interface Line {
  id: string
  listId: string
  productId: string
  referencedId: string
  quantity: number
  createdAt: string
  productNumber: string
  label: string
  unitPrice: number
  totalPrice: number
  color: string | null
  variant: string | null
  parentId: string | null
  available: boolean
  cover: string | null
  product?: { id: string; calculatedPrice: { unitPrice: number }; apiAlias: string }
  apiAlias: string
}
interface List {
  id: string
  customerId: string | null
  name: string
  notes: string | null
  shareToken?: string | null
  createdAt: string
  updatedAt: string | null
  price: { netPrice: number; totalPrice: number; positionPrice: number; taxStatus: string }
  lineItems: Line[]
  lineItemCount: number
  quote: unknown
  apiAlias: string
}

let firma: Headers
let other: Headers
let privat: Headers

beforeAll(async () => {
  firma = await loginAs('business')
  // Seed customer 4 is a business customer too.
  other = { 'sw-context-token': await loginToken('kunde4@example.com') }
  privat = await loginAs('private')
})

const post = (headers: Headers, path: string, body?: unknown) => call('POST', path, body, headers)
const patch = (headers: Headers, path: string, body?: unknown) => call('PATCH', path, body, headers)
const del = (headers: Headers, body?: unknown) => call('DELETE', '/shopping-list', body, headers)

async function json<T>(response: Response, status = 200): Promise<T> {
  expect([response.status, response.status === status ? '' : await response.text()]).toEqual([status, ''])
  return (await response.json()) as T
}

const create = async (headers: Headers, name?: string) =>
  json<List>(await post(headers, '/shopping-list', name === undefined ? {} : { name }))
const read = async (headers: Headers, id: string, body: unknown = {}) =>
  json<List>(await post(headers, `/asx-shopping-list/${id}`, body))
const add = (headers: Headers, id: string, lineItems: Record<string, { quantity: unknown }>) =>
  post(headers, `/shopping-list/${id}/add`, { lineItems })

/** `status code@pointer detail` of every error of an answer. */
async function failure(response: Response) {
  const errors = await errorsOf(response)
  return errors.map((e) => `${response.status} ${e.code}@${e.source?.pointer ?? ''} ${e.detail}`)
}

const plain = plainProduct()
const PLAIN = plain.variant.id
const multi = planProduct(1)
const digital = digitalPlans(24)[0]

describe('access', () => {
  const calls = (id: string): Array<[string, string, unknown]> => [
    ['POST', '/shopping-lists', {}],
    ['POST', '/shopping-list', { name: 'x' }],
    ['POST', `/asx-shopping-list/${id}`, {}],
    ['PATCH', `/asx-shopping-list/${id}/change-name`, { name: 'x' }],
    ['PATCH', `/asx-shopping-list/${id}/change-notes`, { notes: 'x' }],
    ['POST', `/shopping-list/${id}/duplicate`, {}],
    ['DELETE', '/shopping-list', { ids: [id] }],
    ['POST', `/shopping-list/${id}/add`, { lineItems: { [PLAIN]: { quantity: 1 } } }],
    ['POST', '/shopping-list/line-item/remove', { listId: id, ids: [id] }],
    ['POST', `/shopping-list/line-item/${id}/change-quantity`, { quantity: 2 }],
    ['POST', '/asx-shopping-lists/add-to-cart', { ids: [id] }],
    ['POST', '/asx-shopping-lists/update-line-item-product', { lineItemId: id, productId: PLAIN, shoppingListId: id }],
    ['POST', `/asx-shopping-list/${id}/send-email`, { frontendsDomain: 'https://shop.test' }],
    ['POST', `/asx-shopping-list/${id}/request-quote`, {}],
  ]

  it('refuses every call without a logged-in customer (and for a guest session) with CHECKOUT__CUSTOMER_NOT_LOGGED_IN', async () => {
    const guest = await guestSession(customerId(3), 'e'.repeat(32))
    for (const headers of [{}, guest])
      for (const [method, path, body] of calls('a'.repeat(32))) {
        const response = await call(method, path, body, headers)
        expect([path, response.status, (await errorsOf(response))[0].code]).toEqual([
          path,
          403,
          'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
        ])
      }
  })

  it("tells a private customer that shopping lists are for business customers (403 with the spec's text)", async () => {
    for (const [method, path, body] of calls('a'.repeat(32))) {
      const response = await call(method, path, body, privat)
      expect([path, await failure(response)]).toEqual([
        path,
        ['403 SHOPPING_LIST__NOT_AVAILABLE@/ Shopping lists feature is not available for non-business users'],
      ])
    }
  })

  it('answers a malformed id in a path with FRAMEWORK__INVALID_UUID', async () => {
    const response = await post(firma, '/asx-shopping-list/not-an-id', {})
    expect(await failure(response)).toEqual(['400 FRAMEWORK__INVALID_UUID@/id Value is not a valid UUID: not-an-id'])
  })
})

describe('creating, reading, renaming, notes', () => {
  it('creates a list named "Liste" by default, empty, priced net, with its own id and the customer', async () => {
    const list = await create(firma)
    expect(list).toMatchObject({
      customerId: customerId(2),
      name: 'Liste',
      notes: null,
      shareToken: null,
      updatedAt: null,
      lineItems: [],
      lineItemCount: 0,
      quote: null,
      price: { netPrice: 0, totalPrice: 0, positionPrice: 0, taxStatus: 'net' },
      apiAlias: 'asx_shopping_list',
    })
    expect(list.id).toMatch(/^[0-9a-f]{32}$/)
    expect(await read(firma, list.id)).toEqual(list)
  })

  it('takes a trimmed name; a blank one is "Please enter a list name" at /name, a long one too long', async () => {
    expect((await create(firma, '  Baustelle Nord  ')).name).toBe('Baustelle Nord')
    expect(await failure(await post(firma, '/shopping-list', { name: '   ' }))).toEqual([
      '400 VIOLATION::IS_BLANK_ERROR@/name Please enter a list name',
    ])
    const long = await failure(await post(firma, '/shopping-list', { name: 'x'.repeat(256) }))
    expect(long[0]).toMatch(/^400 VIOLATION::TOO_LONG_ERROR@\/name /)
  })

  it('renames (200 with the list) and refuses a blank or missing name', async () => {
    const list = await create(firma, 'Alt')
    const renamed = await json<List>(await patch(firma, `/asx-shopping-list/${list.id}/change-name`, { name: 'Neu' }))
    expect(renamed.name).toBe('Neu')
    expect(renamed.updatedAt).not.toBeNull()
    for (const body of [{ name: '' }, {}])
      expect(await failure(await patch(firma, `/asx-shopping-list/${list.id}/change-name`, body))).toEqual([
        '400 VIOLATION::IS_BLANK_ERROR@/name Please enter a list name',
      ])
    expect((await read(firma, list.id)).name).toBe('Neu')
  })

  it('keeps notes (200), clears them with an empty text and refuses more than 1000 characters', async () => {
    const list = await create(firma)
    const path = `/asx-shopping-list/${list.id}/change-notes`
    expect((await json<List>(await patch(firma, path, { notes: 'Für das Team Süd' }))).notes).toBe('Für das Team Süd')
    expect((await json<List>(await patch(firma, path, { notes: '' }))).notes).toBeNull()
    const long = await failure(await patch(firma, path, { notes: 'x'.repeat(1001) }))
    expect(long[0]).toMatch(/^400 VIOLATION::TOO_LONG_ERROR@\/notes /)
  })

  it("lists the customer's lists newest first as an EntitySearchResult, with includes", async () => {
    const fresh = { 'sw-context-token': await loginToken('firma@example.com') }
    const newest = await create(fresh, 'Neueste')
    const result = await json<{ entity: string; total: number; elements: List[]; apiAlias: string; page: number }>(
      await post(fresh, '/shopping-lists', {}),
    )
    expect(result).toMatchObject({ entity: 'asx_shopping_list', apiAlias: 'dal_entity_search_result', page: 1 })
    expect(result.elements[0].id).toBe(newest.id)
    expect(result.total).toBe(result.elements.length)
    expect(result.elements.every((l) => l.customerId === customerId(2))).toBe(true)
    const names = await json<{ elements: Array<Record<string, unknown>> }>(
      await post(fresh, '/shopping-lists', { includes: { asx_shopping_list: ['id', 'name'] }, limit: 1 }),
    )
    expect(names.elements).toEqual([{ id: newest.id, name: 'Neueste', apiAlias: 'asx_shopping_list' }])
  })

  it('answers total 0 for a business customer without lists', async () => {
    const newcomer = await registered({ accountType: 'business', company: 'Neubau GmbH' })
    const lists = await json<{ total: number; elements: unknown[] }>(
      await post({ 'sw-context-token': newcomer.token }, '/shopping-lists', {}),
    )
    expect([lists.total, lists.elements]).toEqual([0, []])
  })

  it('gives the seeded business customers their workwear lists, priced net', async () => {
    const lists = await json<{ elements: List[] }>(await post(firma, '/shopping-lists', {}))
    const seeded = lists.elements.filter((l) =>
      ['Baustelle Nord – Grundausstattung', 'Winterausrüstung'].includes(l.name),
    )
    expect(seeded.map((l) => l.name).sort()).toEqual(['Baustelle Nord – Grundausstattung', 'Winterausrüstung'])
    for (const list of seeded) {
      expect(list.lineItems.length).toBeGreaterThan(1)
      expect(list.price.taxStatus).toBe('net')
      expect(list.price.positionPrice).toBeCloseTo(
        list.lineItems.reduce((sum, l) => sum + l.totalPrice, 0),
        2,
      )
    }
    const theirs = await json<{ elements: List[] }>(await post(other, '/shopping-lists', {}))
    expect(theirs.elements.map((l) => l.name)).toContain('Nachbestellung Handschuhe')
  })
})

describe('line items', () => {
  it('adds products (204), sums a product added again, sorts lines by createdAt and prices them net', async () => {
    const list = await create(firma, 'Preise')
    expect((await add(firma, list.id, { [PLAIN]: { quantity: 2 } })).status).toBe(204)
    expect((await add(firma, list.id, { [digital.id]: { quantity: 1 } })).status).toBe(204)
    expect((await add(firma, list.id, { [PLAIN]: { quantity: 3 } })).status).toBe(204)
    const read1 = await read(firma, list.id)
    expect(read1.lineItems.map((l) => [l.productId, l.quantity])).toEqual([
      [PLAIN, 5],
      [digital.variants[0].id, 1],
    ])
    const [line] = read1.lineItems
    const unit = netCents(plain.unitCents, STANDARD_TAX_RATE)
    expect(line).toMatchObject({
      listId: list.id,
      type: 'product',
      referencedId: PLAIN,
      productNumber: plain.variant.number,
      label: plain.plan.name['de-DE'],
      unitPrice: unit / 100,
      totalPrice: (unit * 5) / 100,
      color: expect.any(String),
      parentId: plain.plan.id,
      available: true,
      apiAlias: 'asx_shopping_list_line_item',
    })
    expect(line.variant).toContain(line.color)
    expect(line.cover).toMatch(/^\/media\/product\//)
    const digitalUnit = netCents(digital.priceCents, STANDARD_TAX_RATE)
    const positions = unit * 5 + digitalUnit
    expect(read1.price).toMatchObject({ taxStatus: 'net', positionPrice: positions / 100, netPrice: positions / 100 })
    expect(read1.price.totalPrice).toBeGreaterThan(read1.price.netPrice)
    expect(read1.lineItemCount).toBe(2)
    expect(read1.updatedAt).not.toBeNull()
  })

  it('keeps lines added at the same moment in the order they were added', async () => {
    for (const order of [
      [PLAIN, digital.variants[0].id],
      [digital.variants[0].id, PLAIN],
    ]) {
      const list = await create(firma)
      await add(firma, list.id, Object.fromEntries(order.map((id) => [id, { quantity: 1 }])))
      expect((await read(firma, list.id)).lineItems.map((l) => l.productId)).toEqual(order)
    }
  })

  it('carries the Store API product entity, net, when the product association is asked for', async () => {
    const list = await create(firma)
    await add(firma, list.id, { [PLAIN]: { quantity: 1 } })
    const plainRead = await read(firma, list.id)
    expect(plainRead.lineItems[0].product).toBeUndefined()
    const withProduct = await read(firma, list.id, { associations: { product: {} } })
    const product = withProduct.lineItems[0].product!
    expect([product.id, product.apiAlias]).toEqual([PLAIN, 'product'])
    expect(product.calculatedPrice.unitPrice).toBe(netCents(plain.unitCents, STANDARD_TAX_RATE) / 100)
  })

  it('refuses an empty add, a quantity below 1 or not whole, unknown products and parents with variants', async () => {
    const list = await create(firma)
    for (const lineItems of [undefined, {}])
      expect(await failure(await post(firma, `/shopping-list/${list.id}/add`, { lineItems }))).toEqual([
        '400 VIOLATION::IS_BLANK_ERROR@/lineItems At least one product ID is required',
      ])
    expect(await failure(await add(firma, list.id, { [PLAIN]: { quantity: 0 } }))).toEqual([
      `400 VIOLATION::TOO_LOW_ERROR@/lineItems/${PLAIN}/quantity Quantity must be at least 1`,
    ])
    expect(await failure(await add(firma, list.id, { [PLAIN]: { quantity: 1.5 } }))).toEqual([
      `400 VIOLATION::INVALID_TYPE_ERROR@/lineItems/${PLAIN}/quantity Quantity must be at least 1`,
    ])
    const unknown = 'f'.repeat(32)
    expect(await failure(await add(firma, list.id, { [unknown]: { quantity: 1 } }))).toEqual([
      `404 CONTENT__PRODUCT_NOT_FOUND@/lineItems/${unknown} Product for id ${unknown} not found.`,
    ])
    expect((await failure(await add(firma, list.id, { [multi.id]: { quantity: 1 } })))[0]).toMatch(
      `400 SHOPPING_LIST__PRODUCT_NOT_BUYABLE@/lineItems/${multi.id}`,
    )
    // A product with a single variant goes on as that variant.
    expect((await add(firma, list.id, { [digital.id]: { quantity: 1 } })).status).toBe(204)
    expect((await read(firma, list.id)).lineItems.map((l) => l.productId)).toEqual([digital.variants[0].id])
  })

  it('refuses a quantity above 1,000,000 as too high, with its own message, wherever a quantity is read', async () => {
    const list = await create(firma)
    const tooHigh = (pointer: string) => `400 VIOLATION::TOO_HIGH_ERROR@${pointer} Quantity must be at most 1000000`
    expect(await failure(await add(firma, list.id, { [PLAIN]: { quantity: 1_000_001 } }))).toEqual([
      tooHigh(`/lineItems/${PLAIN}/quantity`),
    ])
    expect((await add(firma, list.id, { [PLAIN]: { quantity: 1_000_000 } })).status).toBe(204)
    const [line] = (await read(firma, list.id)).lineItems
    const change = await post(firma, `/shopping-list/line-item/${line.id}/change-quantity`, { quantity: 1_000_001 })
    const [error] = await errorsOf(change.clone())
    expect(error!.meta?.parameters).toEqual({ '{{ value }}': '1000001', '{{ compared_value }}': 1_000_000 })
    expect(await failure(change)).toEqual([tooHigh('/quantity')])
    const toCart = { ids: [line.id], quantities: { [line.id]: 2_000_000 } }
    expect(await failure(await post(firma, '/asx-shopping-lists/add-to-cart', toCart))).toEqual([
      tooHigh(`/quantities/${line.id}`),
    ])
  })

  it('refuses more than 500 lines', async () => {
    const list = await create(firma)
    // The test seed has fewer variants than that: the list is filled to its limit in SQL.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500)
       INSERT INTO shopping_list_line_item (id, list_id, product_id, quantity)
       SELECT lower(hex(randomblob(16))), ?, 'filler' || i, 1 FROM n`,
    )
      .bind(list.id)
      .run()
    expect(await failure(await add(firma, list.id, { [PLAIN]: { quantity: 1 } }))).toEqual([
      '400 SHOPPING_LIST__TOO_MANY_ITEMS@/lineItems A shopping list holds at most 500 line items',
    ])
  })

  it('changes a quantity (204) and refuses 0, negative or fractional quantities', async () => {
    const list = await create(firma)
    await add(firma, list.id, { [PLAIN]: { quantity: 1 } })
    const [line] = (await read(firma, list.id)).lineItems
    const path = `/shopping-list/line-item/${line.id}/change-quantity`
    expect((await post(firma, path, { quantity: 7 })).status).toBe(204)
    expect((await read(firma, list.id)).lineItems[0].quantity).toBe(7)
    for (const quantity of [0, -1])
      expect(await failure(await post(firma, path, { quantity }))).toEqual([
        '400 VIOLATION::TOO_LOW_ERROR@/quantity Quantity must be greater than 0',
      ])
    expect(await failure(await post(firma, path, { quantity: '2x' }))).toEqual([
      '400 VIOLATION::INVALID_TYPE_ERROR@/quantity Quantity must be greater than 0',
    ])
  })

  it('removes lines by id or product id (200 with the list) and names what is missing', async () => {
    const list = await create(firma)
    await add(firma, list.id, { [PLAIN]: { quantity: 1 }, [digital.id]: { quantity: 1 } })
    const lines = (await read(firma, list.id)).lineItems
    const byId = await json<List>(
      await post(firma, '/shopping-list/line-item/remove', { listId: list.id, ids: [lines[0].id] }),
    )
    expect(byId.lineItems.map((l) => l.id)).toEqual([lines[1].id])
    const byProduct = await json<List>(
      await post(firma, '/shopping-list/line-item/remove', { listId: list.id, productIds: [lines[1].productId] }),
    )
    expect(byProduct.lineItems).toEqual([])
    expect(await failure(await post(firma, '/shopping-list/line-item/remove', { ids: [lines[0].id] }))).toEqual([
      '400 VIOLATION::IS_BLANK_ERROR@/listId Shopping list ID is required',
    ])
    expect(await failure(await post(firma, '/shopping-list/line-item/remove', { listId: list.id, ids: [] }))).toEqual([
      '400 VIOLATION::IS_BLANK_ERROR@/ids At least one item ID or product ID is required',
    ])
    expect(
      await failure(await post(firma, '/shopping-list/line-item/remove', { listId: list.id, ids: [lines[0].id] })),
    ).toEqual([`404 SHOPPING_LIST__LINE_ITEM_NOT_FOUND@/ids/0 Shopping list line item not found`])
  })

  it("replaces a line's variant (204), merges with the same variant on the list, refuses other products", async () => {
    const list = await create(firma)
    const [v1, v2, v3] = multi.variants
    await add(firma, list.id, { [v1.id]: { quantity: 2 } })
    await add(firma, list.id, { [v3.id]: { quantity: 4 } })
    const [first, second] = (await read(firma, list.id)).lineItems
    const replace = (body: Record<string, unknown>) =>
      post(firma, '/asx-shopping-lists/update-line-item-product', { shoppingListId: list.id, ...body })
    expect((await replace({ lineItemId: first.id, productId: v2.id })).status).toBe(204)
    const replaced = (await read(firma, list.id)).lineItems
    expect(replaced.map((l) => [l.id, l.productId, l.quantity])).toEqual([
      [first.id, v2.id, 2],
      [second.id, v3.id, 4],
    ])
    expect((await replace({ lineItemId: first.id, productId: v3.id, quantity: 3 })).status).toBe(204)
    expect((await read(firma, list.id)).lineItems.map((l) => [l.id, l.productId, l.quantity])).toEqual([
      [second.id, v3.id, 7],
    ])
    expect(await failure(await replace({ lineItemId: second.id, productId: PLAIN }))).toEqual([
      `400 SHOPPING_LIST__VARIANT_NOT_FOUND@/productId Variant not found`,
    ])
    expect(await failure(await post(firma, '/asx-shopping-lists/update-line-item-product', { quantity: 0 }))).toEqual([
      '400 VIOLATION::IS_BLANK_ERROR@/lineItemId Line item ID is required',
      '400 VIOLATION::IS_BLANK_ERROR@/productId Product ID is required',
      '400 VIOLATION::IS_BLANK_ERROR@/shoppingListId Shopping list ID is required',
      '400 VIOLATION::TOO_LOW_ERROR@/quantity Quantity must be at least 1',
    ])
  })
})

describe('duplicate and delete', () => {
  it('duplicates a list with its notes and lines in their order (name "Kopie" by default)', async () => {
    const list = await create(firma, 'Original')
    await patch(firma, `/asx-shopping-list/${list.id}/change-notes`, { notes: 'Notiz' })
    await add(firma, list.id, { [PLAIN]: { quantity: 2 } })
    await add(firma, list.id, { [digital.id]: { quantity: 1 } })
    const copy = await json<List>(await post(firma, `/shopping-list/${list.id}/duplicate`, {}))
    expect(copy.id).not.toBe(list.id)
    expect([copy.name, copy.notes]).toEqual(['Kopie', 'Notiz'])
    const original = await read(firma, list.id)
    expect(copy.lineItems.map((l) => [l.productId, l.quantity])).toEqual(
      original.lineItems.map((l) => [l.productId, l.quantity]),
    )
    expect(copy.lineItems.every((l, i) => l.id !== original.lineItems[i].id)).toBe(true)
    const named = await json<List>(await post(firma, `/shopping-list/${list.id}/duplicate`, { name: 'Zweite' }))
    expect(named.name).toBe('Zweite')
  })

  it('deletes several lists (204); ids are required', async () => {
    const a = await create(firma)
    const b = await create(firma)
    expect((await del(firma, { ids: [a.id, b.id] })).status).toBe(204)
    for (const id of [a.id, b.id]) expect((await post(firma, `/asx-shopping-list/${id}`, {})).status).toBe(404)
    for (const body of [{}, { ids: [] }])
      expect(await failure(await del(firma, body))).toEqual([
        '400 VIOLATION::IS_BLANK_ERROR@/ids At least one shopping list ID is required',
      ])
  })
})

describe("ownership: customer A cannot touch customer B's lists", () => {
  let list: List
  let line: Line
  let before: List

  beforeAll(async () => {
    list = await create(firma, 'Nur Firma')
    await add(firma, list.id, { [PLAIN]: { quantity: 2 } })
    ;[line] = (await read(firma, list.id)).lineItems
    before = await read(firma, list.id)
  })

  const notFound = async (response: Response, code = 'SHOPPING_LIST__NOT_FOUND') => {
    expect(response.status).toBe(404)
    expect((await errorsOf(response))[0].code).toBe(code)
  }

  it("answers 404 for every call on B's list or line, and B's list stays as it was", async () => {
    await notFound(await post(other, `/asx-shopping-list/${list.id}`, {}))
    await notFound(await patch(other, `/asx-shopping-list/${list.id}/change-name`, { name: 'Gekapert' }))
    await notFound(await patch(other, `/asx-shopping-list/${list.id}/change-notes`, { notes: 'Gekapert' }))
    await notFound(await post(other, `/shopping-list/${list.id}/duplicate`, {}))
    await notFound(await del(other, { ids: [list.id] }))
    await notFound(await add(other, list.id, { [PLAIN]: { quantity: 1 } }))
    await notFound(await post(other, '/shopping-list/line-item/remove', { listId: list.id, ids: [line.id] }))
    await notFound(
      await post(other, `/shopping-list/line-item/${line.id}/change-quantity`, { quantity: 9 }),
      'SHOPPING_LIST__LINE_ITEM_NOT_FOUND',
    )
    await notFound(
      await post(other, '/asx-shopping-lists/update-line-item-product', {
        lineItemId: line.id,
        productId: PLAIN,
        shoppingListId: list.id,
      }),
    )
    await notFound(
      await post(other, '/asx-shopping-lists/add-to-cart', { ids: [line.id] }),
      'SHOPPING_LIST__LINE_ITEM_NOT_FOUND',
    )
    await notFound(
      await post(other, `/asx-shopping-list/${list.id}/send-email`, { frontendsDomain: 'https://shop.test' }),
    )
    await notFound(await post(other, `/asx-shopping-list/${list.id}/request-quote`, {}))
    expect(await read(firma, list.id)).toEqual(before)
  })

  it("does not list B's lists, and deletes nothing when one of the ids is B's", async () => {
    const own = await create(other, 'Eigene')
    const lists = await json<{ elements: List[] }>(await post(other, '/shopping-lists', {}))
    expect(lists.elements.map((l) => l.id)).toContain(own.id)
    expect(lists.elements.map((l) => l.id)).not.toContain(list.id)
    expect(lists.elements.every((l) => l.customerId === customerId(4))).toBe(true)
    await notFound(await del(other, { ids: [own.id, list.id] }))
    expect((await read(other, own.id)).id).toBe(own.id)
    expect(await read(firma, list.id)).toEqual(before)
  })

  it("does not let B's line be replaced through A's own list", async () => {
    const own = await create(other)
    await notFound(
      await post(other, '/asx-shopping-lists/update-line-item-product', {
        lineItemId: line.id,
        productId: PLAIN,
        shoppingListId: own.id,
      }),
      'SHOPPING_LIST__LINE_ITEM_NOT_FOUND',
    )
    await notFound(
      await post(other, '/shopping-list/line-item/remove', { listId: own.id, ids: [line.id] }),
      'SHOPPING_LIST__LINE_ITEM_NOT_FOUND',
    )
    expect(await read(firma, list.id)).toEqual(before)
  })
})
