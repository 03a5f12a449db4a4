/** The rules of decision 054: which answers prove a plugin route missing, which paths belong to which feature, which links go. */
import { describe, expect, it } from 'vitest'
import { featureOfPath, probeResult, routeNotFound, withoutAbsentLinks } from '../../../shared/store-api/capabilities'
import { BLOG_ID, LEXICON_ID } from '../../../shared/store-api/content'

const json = (status: number, body: unknown) => Response.json(body, { status })

describe('probeResult', () => {
  it.each([
    ['a list', json(200, { elements: [] }), 'present'],
    ['no content', new Response(null, { status: 204 }), 'present'],
    ['no login', json(403, { errors: [{ status: '403', code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN' }] }), 'present'],
    ['a bad body', json(400, { errors: [{ status: '400', code: 'FRAMEWORK__INVALID_CRITERIA' }] }), 'present'],
    ['an unknown list', json(404, { errors: [{ status: '404', code: 'SHOPPING_LIST__NOT_FOUND' }] }), 'present'],
    ["Symfony's 404", routeNotFound('POST', '/asx-redirect'), 'absent'],
    ['a named route 404', json(404, { errors: [{ status: '404', code: 'FRAMEWORK__ROUTE_NOT_FOUND' }] }), 'absent'],
    ['a gateway page', new Response('<h1>Not Found</h1>', { status: 404 }), 'absent'],
    ['another method only', new Response(null, { status: 405 }), 'absent'],
    ['a server error', json(500, { errors: [{ status: '500', code: '0' }] }), 'unknown'],
    [
      'maintenance',
      json(503, { errors: [{ status: '503', code: 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE' }] }),
      'unknown',
    ],
    ['a timeout', json(408, { errors: [{ status: '408', code: 'STOREFRONT__UPSTREAM_TIMEOUT' }] }), 'unknown'],
    ['a wrong key', json(401, { errors: [{ status: '401', code: 'FRAMEWORK__API_INVALID_ACCESS_KEY' }] }), 'unknown'],
    ['throttled', new Response(null, { status: 429 }), 'unknown'],
  ])('%s is %s', async (_what, response, expected) => {
    expect(await probeResult(response)).toBe(expected)
  })
})

describe('featureOfPath', () => {
  it.each([
    ['/asx-seo-redirect', 'redirects'],
    ['/asx-redirect', 'redirects'],
    [`/asx-lexicon/${'a'.repeat(32)}`, 'lexicon'],
    ['/asx-blog', 'blog'],
    ['/asx-shopping-list/abc/send-email', 'shoppingLists'],
    ['/asx-shopping-lists/add-to-cart', 'shoppingLists'],
    ['/asx-loyalty', 'loyalty'],
    ['/asx-coupons', 'coupons'],
    ['/asx-customer-reviewed-products', 'myProducts'],
    // Shopware Commercial's own shopping list routes, and Shopware's: never answered in the plugin's name.
    ['/shopping-lists', null],
    ['/checkout/cart', null],
    ['/asx-something-new', null],
  ])('%s belongs to %s', (path, feature) => {
    expect(featureOfPath(path)).toBe(feature)
  })
})

describe('withoutAbsentLinks', () => {
  const navigation = [
    {
      id: 'guides',
      type: 'folder',
      children: [
        { id: 'l', internalLink: LEXICON_ID },
        { id: 'b', internalLink: BLOG_ID },
        { id: 'x', internalLink: 'c'.repeat(32) },
      ],
    },
    { id: 'top', internalLink: BLOG_ID },
  ]

  it('leaves out entries leading to an absent feature, children too', () => {
    expect(withoutAbsentLinks(navigation, ['blog'])).toEqual([
      {
        id: 'guides',
        type: 'folder',
        children: [
          { id: 'l', internalLink: LEXICON_ID },
          { id: 'x', internalLink: 'c'.repeat(32) },
        ],
      },
    ])
  })

  it('is the same navigation when nothing is absent', () => {
    expect(withoutAbsentLinks(navigation, [])).toBe(navigation)
  })
})
