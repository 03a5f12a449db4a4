/** The customer wishlist routes: login required, Shopware's codes, products as the catalog reads them, and A never sees B's list. */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGE_IDS, WISHLIST_PAGE_SIZE } from '../../../../shared/constants'
import { customerId, productId } from '../../../seed/keys'
import { call, errorsOf, guestSession, loginAs } from '../fixtures'

type Product = {
  id: string
  parentId: string | null
  translated: { name: string }
  calculatedPrice: { totalPrice: number }
}
type WishlistAnswer = {
  wishlist: { customerId: string; apiAlias: string }
  products: { elements: Product[]; total: number; page: number; limit: number; apiAlias: string }
}

/** Listed products answer as their main variant: the product id is the variant's parent. */
const productOf = (p: Product) => p.parentId ?? p.id
const idsOf = (answer: WishlistAnswer) => answer.products.elements.map(productOf)

let alice: Record<string, string>
let bob: Record<string, string>

beforeAll(async () => {
  alice = await loginAs('private')
  bob = await loginAs('business')
})

const read = (headers: Record<string, string>, body: unknown = {}) => call('POST', '/customer/wishlist', body, headers)
const add = (headers: Record<string, string>, id: string) =>
  call('POST', `/customer/wishlist/add/${id}`, undefined, headers)
const remove = (headers: Record<string, string>, id: string) =>
  call('DELETE', `/customer/wishlist/delete/${id}`, undefined, headers)

describe('guests', () => {
  it('are refused on every wishlist route with CHECKOUT__CUSTOMER_NOT_LOGGED_IN', async () => {
    for (const response of [
      await read({}),
      await add({}, productId(1)),
      await remove({}, productId(1)),
      await call('POST', '/customer/wishlist/merge', { productIds: [productId(1)] }),
    ]) {
      expect(response.status).toBe(403)
      expect((await errorsOf(response))[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
    }
  })
})

describe('guest sessions (a customer with guest = 1, as a guest checkout makes)', () => {
  it('are refused like guests, as Shopware keeps wishlists from guest accounts', async () => {
    const token = 'd'.repeat(32)
    await guestSession(customerId(4), token)
    const response = await add({ 'sw-context-token': token }, productId(1))
    expect(response.status).toBe(403)
    expect((await errorsOf(response))[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
  })
})

describe('POST /customer/wishlist', () => {
  it('answers CHECKOUT__WISHLIST_NOT_FOUND before the first product, as Shopware', async () => {
    const response = await read(alice)
    expect(response.status).toBe(404)
    expect((await errorsOf(response))[0]).toMatchObject({
      code: 'CHECKOUT__WISHLIST_NOT_FOUND',
      detail: 'Wishlist for this customer was not found.',
    })
  })

  it('adds products and reads them newest first, priced and named as the product route answers them', async () => {
    expect(await (await add(alice, productId(1))).json()).toEqual({ success: true, apiAlias: 'array_struct' })
    await env.DB.prepare("UPDATE customer_wishlist_product SET created_at = '2020-01-01T00:00:00.000Z'").run()
    expect((await add(alice, productId(2))).status).toBe(200)
    const response = await read(alice, {})
    expect(response.status).toBe(200)
    const answer = (await response.json()) as WishlistAnswer
    expect(answer.wishlist).toMatchObject({ customerId: expect.any(String), apiAlias: 'customer_wishlist' })
    expect(answer.products).toMatchObject({
      total: 2,
      page: 1,
      limit: WISHLIST_PAGE_SIZE,
      apiAlias: 'dal_entity_search_result',
    })
    expect(idsOf(answer)).toEqual([productId(2), productId(1)])
    const detail = (await (await call('POST', `/product/${productId(2)}`, {})).json()) as { product: Product }
    expect(answer.products.elements[0].translated.name).toBe(detail.product.translated.name)
    expect(answer.products.elements[0].calculatedPrice.totalPrice).toBe(detail.product.calculatedPrice.totalPrice)
  })

  it('answers in the request language', async () => {
    const de = (await (await read(alice)).json()) as WishlistAnswer
    const en = (await (await read({ ...alice, 'sw-language-id': LANGUAGE_IDS['en-GB'] })).json()) as WishlistAnswer
    const english = (await (
      await call('POST', `/product/${productId(2)}`, {}, { 'sw-language-id': LANGUAGE_IDS['en-GB'] })
    ).json()) as { product: Product }
    expect(en.products.elements[0].translated.name).toBe(english.product.translated.name)
    expect(en.products.elements[0].translated.name).not.toBe(de.products.elements[0].translated.name)
  })

  it('pages with limit and page, and counts exactly', async () => {
    const answer = (await (
      await read(alice, { limit: 1, page: 2, 'total-count-mode': 'exact' })
    ).json()) as WishlistAnswer
    expect(idsOf(answer)).toEqual([productId(1)])
    expect(answer.products.total).toBe(2)
  })

  it('narrows with criteria filters over the wishlist only', async () => {
    const answer = (await (
      await read(alice, { filter: [{ type: 'equals', field: 'parentId', value: productId(1) }] })
    ).json()) as WishlistAnswer
    expect(idsOf(answer)).toEqual([productId(1)])
    expect(answer.products.total).toBe(1)
    const none = (await (
      await read(alice, { filter: [{ type: 'equals', field: 'parentId', value: productId(3) }] })
    ).json()) as WishlistAnswer
    expect(none.products.elements).toEqual([])
  })

  it('sorts by a criteria sorting instead of the list order', async () => {
    const sorted = (await (
      await read(alice, { sort: [{ field: 'productNumber', order: 'ASC' }] })
    ).json()) as WishlistAnswer
    expect(idsOf(sorted)).toEqual([productId(1), productId(2)])
    expect(sorted.products.total).toBe(2)
  })

  it('searches the list with a criteria term', async () => {
    const detail = (await (await call('POST', `/product/${productId(1)}`, {})).json()) as { product: Product }
    // The term searches the request language's names (the session speaks English since the test above).
    const german = { ...alice, 'sw-language-id': LANGUAGE_IDS['de-DE'] }
    const found = (await (await read(german, { term: detail.product.translated.name })).json()) as WishlistAnswer
    expect(idsOf(found)).toContain(productId(1))
    expect(idsOf(found).every((id) => [productId(1), productId(2)].includes(id))).toBe(true)
    const none = (await (await read(german, { term: 'Quasselstrippe' })).json()) as WishlistAnswer
    expect(none.products.elements).toEqual([])
  })

  it('refuses a malformed criteria with a 400', async () => {
    const response = await read(alice, { limit: 'many' })
    expect(response.status).toBe(400)
  })
})

describe('POST /customer/wishlist/add/{productId}', () => {
  it('refuses a product twice with CHECKOUT__DUPLICATE_WISHLIST_PRODUCT', async () => {
    const response = await add(alice, productId(1))
    expect(response.status).toBe(400)
    expect((await errorsOf(response))[0]).toMatchObject({
      code: 'CHECKOUT__DUPLICATE_WISHLIST_PRODUCT',
      detail: 'Product already added in wishlist',
    })
  })

  it('refuses an unknown product with CONTENT__PRODUCT_NOT_FOUND and a malformed id with FRAMEWORK__INVALID_UUID', async () => {
    const unknown = await add(alice, 'f'.repeat(32))
    expect(unknown.status).toBe(404)
    expect((await errorsOf(unknown))[0].code).toBe('CONTENT__PRODUCT_NOT_FOUND')
    const malformed = await add(alice, 'nope')
    expect(malformed.status).toBe(400)
    expect((await errorsOf(malformed))[0].code).toBe('FRAMEWORK__INVALID_UUID')
  })
})

describe('DELETE /customer/wishlist/delete/{productId}', () => {
  it('answers CHECKOUT__WISHLIST_NOT_FOUND for a customer without a wishlist', async () => {
    const response = await remove(bob, productId(1))
    expect(response.status).toBe(404)
    expect((await errorsOf(response))[0].code).toBe('CHECKOUT__WISHLIST_NOT_FOUND')
  })

  it('removes a product; a product not on the list is CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND', async () => {
    expect(await (await remove(alice, productId(2))).json()).toEqual({ success: true, apiAlias: 'array_struct' })
    const again = await remove(alice, productId(2))
    expect(again.status).toBe(404)
    expect((await errorsOf(again))[0]).toMatchObject({ code: 'CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND' })
    const answer = (await (await read(alice)).json()) as WishlistAnswer
    expect(idsOf(answer)).toEqual([productId(1)])
  })
})

describe('POST /customer/wishlist/merge', () => {
  it('adds known products, skips unknown, malformed and listed ones, and creates the wishlist', async () => {
    const response = await call(
      'POST',
      '/customer/wishlist/merge',
      { productIds: [productId(3), 'e'.repeat(32), 'garbage', productId(4), productId(3)] },
      bob,
    )
    expect(await response.json()).toEqual({ success: true, apiAlias: 'array_struct' })
    const answer = (await (await read(bob)).json()) as WishlistAnswer
    expect(idsOf(answer).sort()).toEqual([productId(3), productId(4)].sort())
  })

  it('creates an empty wishlist from an empty list: reading it is 200 with no products', async () => {
    // A third seeded customer, logged in by a context bound to them.
    const token = 'c'.repeat(32)
    await env.DB.prepare('INSERT INTO context (token, language_id, customer_id) VALUES (?, ?, ?)')
      .bind(token, LANGUAGE_IDS['de-DE'], customerId(3))
      .run()
    const carol = { 'sw-context-token': token }
    expect((await read(carol)).status).toBe(404)
    expect((await call('POST', '/customer/wishlist/merge', { productIds: [] }, carol)).status).toBe(200)
    const answer = (await (await read(carol)).json()) as WishlistAnswer
    expect(answer.products).toMatchObject({ elements: [], total: 0 })
  })

  it('refuses a body without productIds with CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING', async () => {
    for (const body of [{}, { productIds: 'all' }]) {
      const response = await call('POST', '/customer/wishlist/merge', body, bob)
      expect(response.status).toBe(400)
      expect((await errorsOf(response))[0].code).toBe('CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING')
    }
  })
})

describe('customers never see or change each other’s wishlist', () => {
  it('keeps A’s and B’s lists apart on read, add, delete and merge', async () => {
    const a = (await (await read(alice)).json()) as WishlistAnswer
    const b = (await (await read(bob)).json()) as WishlistAnswer
    expect(idsOf(a)).toEqual([productId(1)])
    expect(idsOf(b)).not.toContain(productId(1))
    // B deleting a product only A has is "not on the list", and A's list is unchanged.
    const response = await remove(bob, productId(1))
    expect((await errorsOf(response))[0].code).toBe('CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND')
    // B adding A's product puts it on B's list only; A's still has one entry.
    expect((await add(bob, productId(1))).status).toBe(200)
    const after = (await (await read(alice)).json()) as WishlistAnswer
    expect(after.products.total).toBe(1)
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM customer_wishlist_product WHERE product_id = ?')
      .bind(productId(1))
      .first<{ n: number }>()
    expect(rows?.n).toBe(2)
  })
})
