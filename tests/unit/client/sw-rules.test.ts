/** What the service worker answers from its cache and what it never keeps (client/sw/rules.ts, decision 031). */
import { describe, expect, it } from 'vitest'
import { carriesCustomerData, cacheNameOf, isCacheable, strategyOf } from '../../../client/sw/rules'
import { offlinePageFor } from '../../../shared/build'

const ORIGIN = 'https://shop.example'
const PRECACHED = new Set(['/favicon.svg', '/offline/de-DE', '/manifest/de-DE.webmanifest'])
const get = (path: string, mode = 'cors') => ({ url: `${ORIGIN}${path}`, method: 'GET', mode })
const headers = (entries: Record<string, string> = {}) => new Headers(entries)

describe('strategyOf', () => {
  it('answers the build’s static files from the cache first', () => {
    expect(strategyOf(get('/assets/entry.client-AbC123.js'), ORIGIN, PRECACHED)).toBe('cache-first')
    expect(strategyOf(get('/favicon.svg', 'no-cors'), ORIGIN, PRECACHED)).toBe('cache-first')
  })

  it('sends pages to the network (never kept), German and English alike', () => {
    expect(strategyOf(get('/', 'navigate'), ORIGIN, PRECACHED)).toBe('navigation')
    expect(strategyOf(get('/en-GB/account', 'navigate'), ORIGIN, PRECACHED)).toBe('navigation')
  })

  it('never touches customer data: Store API, page data, account, checkout, cart, lists', () => {
    for (const path of [
      '/store-api/checkout/cart',
      '/store-api/account/customer',
      '/arbeitsjacken/_payload.json',
      '/en-GB/account/_payload.json',
      '/checkout/cart',
      '/account/order',
      '/en-GB/wishlist',
      '/shopping-list/abc',
    ]) {
      expect(strategyOf(get(path), ORIGIN, PRECACHED), path).toBe('network')
    }
  })

  it('never answers a precached path from the cache when it looks like customer data or carries a query', () => {
    const wrong = new Set(['/account', '/assets/x.js'])
    expect(strategyOf(get('/account'), ORIGIN, wrong)).toBe('network')
    expect(strategyOf(get('/assets/x.js?v=2'), ORIGIN, wrong)).toBe('network')
  })

  it('leaves other methods and other origins alone', () => {
    expect(strategyOf({ ...get('/assets/a.js'), method: 'POST' }, ORIGIN, PRECACHED)).toBe('network')
    expect(strategyOf({ url: 'https://cdn.example/assets/a.js', method: 'GET', mode: 'cors' }, ORIGIN, PRECACHED)).toBe(
      'network',
    )
    expect(strategyOf(get('/media/product/1.svg'), ORIGIN, PRECACHED)).toBe('network')
    expect(strategyOf(get('/builds/latest.json'), ORIGIN, PRECACHED)).toBe('network')
  })
})

describe('carriesCustomerData', () => {
  it('knows the customer paths below either locale prefix', () => {
    expect(carriesCustomerData(new URL(`${ORIGIN}/en-GB/checkout/confirm`))).toBe(true)
    expect(carriesCustomerData(new URL(`${ORIGIN}/meine-produkte`))).toBe(true)
    expect(carriesCustomerData(new URL(`${ORIGIN}/accountants-guide`))).toBe(false)
    expect(carriesCustomerData(new URL(`${ORIGIN}/en-GB`))).toBe(false)
  })
})

describe('isCacheable', () => {
  it('keeps a plain 200 of our origin', () => {
    expect(
      isCacheable({ status: 200, type: 'basic', headers: headers({ 'cache-control': 'public, max-age=31536000' }) }),
    ).toBe(true)
  })

  it('never keeps private, no-store, cookie-setting, failed or foreign answers', () => {
    expect(
      isCacheable({ status: 200, type: 'basic', headers: headers({ 'cache-control': 'private, no-store' }) }),
    ).toBe(false)
    expect(isCacheable({ status: 200, type: 'basic', headers: headers({ 'cache-control': 'no-store' }) })).toBe(false)
    expect(isCacheable({ status: 200, type: 'basic', headers: headers({ 'set-cookie': 'sw-context-token=1' }) })).toBe(
      false,
    )
    expect(isCacheable({ status: 404, type: 'basic', headers: headers() })).toBe(false)
    expect(isCacheable({ status: 206, type: 'basic', headers: headers() })).toBe(false)
    expect(isCacheable({ status: 200, type: 'opaque', headers: headers() })).toBe(false)
  })
})

describe('offline page and caches', () => {
  it('picks the shopper’s language by the path: English under /en-GB, German elsewhere', () => {
    expect(offlinePageFor('/')).toBe('/offline/de-DE')
    expect(offlinePageFor('/arbeitsschuhe/s3')).toBe('/offline/de-DE')
    expect(offlinePageFor('/en-GB')).toBe('/offline/en-GB')
    expect(offlinePageFor('/en-GB/checkout/cart')).toBe('/offline/en-GB')
    expect(offlinePageFor('/en-GBX')).toBe('/offline/de-DE')
  })

  it('names one cache per build', () => {
    expect(cacheNameOf('abc123abc123')).toBe('static-abc123abc123')
  })
})
