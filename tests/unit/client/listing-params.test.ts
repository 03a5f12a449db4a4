/** The listing's URL parameters: one list, written by the filter form and read by the loader. */
import { describe, expect, it } from 'vitest'
import { listingQuery } from '../../../client/routes/listing/listing.server'
import { ID_LIST_PARAMS, idsIn, VALUE_PARAMS } from '../../../client/routes/listing/params'

const A = '0190a1b2c3d47e8f9a0b1c2d3e4f5a6b'
const B = '0190a1b2c3d47e8f9a0b1c2d3e4f5a6c'

describe('listing parameters', () => {
  it('reads ids joined by | and repeated', () => {
    expect(idsIn(new URLSearchParams(`manufacturer=${A}|${B}&manufacturer=c`), 'manufacturer')).toEqual([A, B, 'c'])
    expect(idsIn(new URLSearchParams('properties='), 'properties')).toEqual([])
  })

  it('the loader reads every parameter the filter form writes', () => {
    const values: Record<(typeof VALUE_PARAMS)[number], string> = {
      order: 'price-asc',
      'min-price': '10',
      'max-price': '20',
      rating: '3',
      'shipping-free': '1',
      available: '1',
    }
    const url = new URL('http://x/')
    for (const name of ID_LIST_PARAMS) url.searchParams.set(name, A)
    for (const [name, value] of Object.entries(values)) url.searchParams.set(name, value)
    expect(Object.keys(listingQuery(url)).sort()).toEqual(['limit', 'p', ...ID_LIST_PARAMS, ...VALUE_PARAMS].sort())
  })
})
