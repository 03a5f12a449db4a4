/** Cache strategies are data: each one's Cache-Control header and KV TTL, pinned. */
import { describe, expect, it } from 'vitest'
import {
  CacheError,
  CacheHour,
  CacheImmutable,
  CacheLong,
  CacheMinute,
  CacheNone,
  CachePage,
  CacheShort,
  cacheControl,
  kvTtl,
  strategyFor,
} from '../../../worker/cache'

describe('cache strategies', () => {
  it('turn into the Cache-Control headers the worker sends', () => {
    expect(
      [CacheNone, CacheError, CachePage, CacheMinute, CacheHour, CacheImmutable, CacheShort, CacheLong].map(
        cacheControl,
      ),
    ).toEqual([
      'private, no-store',
      'no-store',
      'private, no-cache',
      'public, max-age=60',
      'public, max-age=3600',
      'public, max-age=31536000, immutable',
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
      'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
    ])
  })

  it('keep only shared answers in KV, for their shared-cache lifetime', () => {
    expect([CacheShort, CacheLong, CacheNone, CacheError, CachePage, CacheMinute].map(kvTtl)).toEqual([
      60, 3600, 0, 0, 0, 0,
    ])
  })

  it('share a catalog read only without a context token', () => {
    const read = (headers: Record<string, string> = {}) =>
      strategyFor(new Request('http://store-api.internal/store-api/product-listing/abc', { method: 'POST', headers }))
    expect(read()).toBe(CacheShort)
    expect(read({ 'sw-context-token': 'f'.repeat(32) })).toBe(CacheNone)
    expect(strategyFor(new Request('http://store-api.internal/store-api/checkout/cart'))).toBe(CacheNone)
  })
})
