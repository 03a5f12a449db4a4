/**
 * Simple products (Shopware: a product without variants): the seeded guides answer as Shopware answers
 * such a product, with no parent, no options and no configurator, in the product page, the listing,
 * the cart and a shopping list; a product with variants keeps its parent and options.
 */
import { describe, expect, it } from 'vitest'
import { DIGITAL_PRODUCTS, digitalProductId } from '../../../../seed/catalog/digital'
import { categoryId } from '../../../../seed/keys'
import { loginAs, plainProduct, post } from '../../fixtures'

type Json = Record<string, any>
const GUIDE = digitalProductId(0)

const json = async (response: Response) => (await response.json()) as Json

describe('a simple product', () => {
  it('has no parent, no options and no configurator on its page', async () => {
    const { product, configurator } = await json(await post(`/product/${GUIDE}`, {}))
    expect(product).toMatchObject({ id: GUIDE, parentId: null, childCount: 0, productNumber: 'SWD1001' })
    expect(product.optionIds).toEqual([])
    expect(product.options).toEqual([])
    expect(product.translated.parentId).toBeNull()
    expect(configurator).toEqual([])
  })

  it('is listed as itself, and no colour filter finds it', async () => {
    const listing = await json(await post(`/product-listing/${categoryId('unterweisungen')}`, {}))
    const byId = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]))
    expect(listing.elements.map((p: Json) => [p.id, p.parentId, p.options]).sort(byId)).toEqual(
      DIGITAL_PRODUCTS.map((_, i) => [digitalProductId(i), null, []]).sort(byId),
    )
    // Its picture's colour is no option a shopper filters by.
    expect(listing.aggregations.properties.entities).toEqual([])
  })

  it('is found by its id and by a null parent, never as a parent of itself', async () => {
    const ids = async (filter: Json[]) =>
      (await json(await post('/product', { filter, limit: 100, includes: { product: ['id', 'parentId'] } })))
        .elements as Json[]
    expect((await ids([{ type: 'equals', field: 'id', value: GUIDE }])).map((p) => p.id)).toEqual([GUIDE])
    expect(await ids([{ type: 'equals', field: 'parentId', value: GUIDE }])).toEqual([])
    expect(await ids([{ type: 'equalsAny', field: 'parentId', value: [GUIDE] }])).toEqual([])
    // Shopware's main products: a null parent finds the simple ones, and only what the answer shows as such.
    const parentless = await ids([{ type: 'equals', field: 'parentId', value: null }])
    expect(parentless.map((p) => p.id).sort()).toEqual(DIGITAL_PRODUCTS.map((_, i) => digitalProductId(i)).sort())
    expect(parentless.every((p) => p.parentId === null)).toBe(true)
    const withParent = await ids([{ type: 'not', queries: [{ type: 'equals', field: 'parentId', value: null }] }])
    expect(withParent.length).toBeGreaterThan(0)
    expect(withParent.some((p) => p.parentId === null)).toBe(false)
  })

  it('goes into the cart and a shopping list without a variant', async () => {
    const cart = await post('/checkout/cart/line-item', {
      items: [{ type: 'product', referencedId: GUIDE, quantity: 1 }],
    })
    const token = cart.headers.get('sw-context-token')!
    const line = (await json(cart)).lineItems[0]
    expect(line).toMatchObject({ referencedId: GUIDE, label: DIGITAL_PRODUCTS[0]!.name['de-DE'] })
    expect(line.payload).toMatchObject({ productNumber: 'SWD1001', optionIds: [], options: [] })
    expect(token).toBeTruthy()

    const business = (await loginAs('business'))['sw-context-token']
    const list = await json(await post('/shopping-list', { name: `Schulungen ${Date.now()}` }, business))
    const add = await post(`/shopping-list/${list.id}/add`, { lineItems: { [GUIDE]: { quantity: 2 } } }, business)
    expect(add.status).toBe(204)
    const added = await json(await post(`/asx-shopping-list/${list.id}`, {}, business))
    expect(added.lineItems.find((l: Json) => l.productId === GUIDE)).toMatchObject({
      parentId: null,
      color: null,
      variant: null,
      productNumber: 'SWD1001',
    })
  })

  it('is unlike a product with variants, which keeps its parent and options', async () => {
    const { variant } = plainProduct()
    const { product, configurator } = await json(await post(`/product/${variant.id}`, {}))
    expect(product.parentId).toEqual(expect.any(String))
    expect(product.parentId).not.toBe(product.id)
    expect(product.options.length).toBeGreaterThan(0)
    expect(configurator.length).toBeGreaterThan(0)
  })
})
