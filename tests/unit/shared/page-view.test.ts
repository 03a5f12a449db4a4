/** Page-view events for the tag manager: path and title, ignored views left out, off without a container id. */
import { describe, expect, it } from 'vitest'
import { pageViewEvent, tagManagerConfig } from '../../../shared/page-view'

describe('pageViewEvent', () => {
  it('reports page_path and page_title', () => {
    expect(pageViewEvent('/work-jackets', '/en-GB/work-jackets', 'Work jackets | Workwear Pro', [])).toEqual({
      event: 'page_view',
      page_path: '/en-GB/work-jackets',
      page_title: 'Work jackets | Workwear Pro',
    })
  })
  it('leaves out ignored views and everything below them, but not look-alike paths', () => {
    expect(pageViewEvent('/checkout', '/checkout', 'Kasse', ['/checkout'])).toBeNull()
    expect(pageViewEvent('/checkout/cart', '/en-GB/checkout/cart', 'Cart', ['/checkout'])).toBeNull()
    expect(pageViewEvent('/checkout-tipps', '/checkout-tipps', 'Tipps', ['/checkout'])).not.toBeNull()
  })
})

describe('tagManagerConfig', () => {
  it('is off without a valid container id', () => {
    expect(tagManagerConfig('', '')).toBeNull()
    expect(tagManagerConfig(undefined, '/checkout')).toBeNull()
    expect(tagManagerConfig('GTM-1"><script>', '')).toBeNull()
  })
  it('reads the id and the ignored views', () => {
    expect(tagManagerConfig(' GTM-AB12CD ', '/checkout, /account')).toEqual({
      id: 'GTM-AB12CD',
      ignore: ['/checkout', '/account'],
    })
  })
})
