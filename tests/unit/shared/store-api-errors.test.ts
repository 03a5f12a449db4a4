/** The one Store API error envelope and violation mapper, as the proxy, the forms and the embedded Store API use it. */
import { type Struct, validate } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { AddLineItemsBody, DeleteLineItemsBody } from '../../../shared/schemas/proxy-bodies'
import { storeApiErrorEntry, storeApiErrorResponse, violationEntries } from '../../../shared/store-api/errors'

const entries = (value: unknown, struct: Struct<any, any> = AddLineItemsBody) => {
  const [error] = validate(value, struct)
  if (!error) throw new Error('expected a violation')
  return violationEntries(error).map((e) => [e.code, e.source?.pointer])
}

describe('the error envelope', () => {
  it('answers with Shopware-shaped entries: a title for the status, a pointer only when given', async () => {
    const response = storeApiErrorResponse(413, storeApiErrorEntry(413, 'STOREFRONT__BODY_TOO_LARGE', 'Too large.'), {
      'cache-control': 'no-store',
    })
    expect([response.status, response.headers.get('cache-control')]).toEqual([413, 'no-store'])
    expect(await response.json()).toEqual({
      errors: [{ status: '413', code: 'STOREFRONT__BODY_TOO_LARGE', title: 'Payload Too Large', detail: 'Too large.' }],
    })
    expect(storeApiErrorEntry(400, 'X', 'y', '/id', { input: 'z' })).toMatchObject({
      source: { pointer: '/id' },
      meta: { parameters: { input: 'z' } },
    })
  })
})

describe('violations', () => {
  it("uses Shopware's codes, at each field's JSON pointer", () => {
    expect(entries({})).toEqual([['VIOLATION::IS_BLANK_ERROR', '/items']])
    expect(entries({ items: [] })).toEqual([['VIOLATION::IS_BLANK_ERROR', '/items']])
    expect(entries({ items: [{ type: 'voucher', referencedId: 'a' }] })).toEqual([
      ['VIOLATION::NO_SUCH_CHOICE_ERROR', '/items/0/type'],
    ])
    expect(entries({ ids: ['x'.repeat(65)] }, DeleteLineItemsBody)).toEqual([['VIOLATION::TOO_LONG_ERROR', '/ids/0']])
    expect(entries({ ids: Array(101).fill('x') }, DeleteLineItemsBody)).toEqual([['VIOLATION::TOO_MANY_ERROR', '/ids']])
  })

  it('answers a bad line item quantity with the cart code Shopware uses', () => {
    for (const quantity of [0, -1, 1.5, '2'])
      expect(entries({ items: [{ type: 'product', referencedId: 'a', quantity }] }), String(quantity)).toEqual([
        ['CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY', '/items/0/quantity'],
      ])
  })
})
