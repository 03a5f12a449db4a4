/** The Store API fault rules (shared/store-api/faults.ts): the retry decision, fetch failures, page texts. */
import { describe, expect, it } from 'vitest'
import { createStoreApiClient, type Transport, toError } from '../../../shared/store-api/client'
import {
  callTimeoutMs,
  errorTextKey,
  fetchFailure,
  isMaintenance,
  isRetrySafe,
  RETRY_STATUSES,
  STORE_API_TIMEOUT_MS,
  sessionExpired,
  shouldRetry,
  withRetry,
} from '../../../shared/store-api/faults'
import { RETRY_MARK_HEADER } from '../../../shared/store-api/client'

const BASE = 'http://store-api.internal/store-api'

/** A transport answering the given statuses in turn; records what it was asked. */
function scripted(...statuses: number[]) {
  const seen: Request[] = []
  const transport: Transport = async (request) => {
    seen.push(request)
    const status = statuses[Math.min(seen.length - 1, statuses.length - 1)]!
    return status === 204 ? new Response(null, { status }) : Response.json({ n: seen.length }, { status })
  }
  return { seen, transport: withRetry(transport) }
}

describe('which requests are retry-safe', () => {
  it.each([
    ['GET', '/context'],
    ['GET', '/checkout/cart'],
    ['POST', '/search'],
    ['POST', '/product'],
    ['POST', '/product/0123456789abcdef0123456789abcdef'],
    ['POST', `/product-listing/${'a'.repeat(32)}`],
    ['POST', '/navigation/main-navigation/main-navigation'],
    ['POST', '/language'],
    ['POST', '/asx-seo-redirect'],
    ['POST', '/asx-redirect'],
    ['POST', '/asx-lexicon'],
    ['POST', `/asx-lexicon/${'a'.repeat(32)}`],
    ['POST', '/asx-blog'],
    ['POST', `/asx-blog/${'a'.repeat(32)}`],
    ['POST', '/asx-loyalty'],
    ['POST', '/asx-coupons'],
    ['POST', '/asx-customer-reviewed-products'],
    ['POST', `/asx-shopping-list/${'a'.repeat(32)}`],
  ])('%s %s is a read: retried', (method, path) => {
    expect(isRetrySafe(method, path)).toBe(true)
  })

  it.each([
    ['POST', '/checkout/cart/line-item'],
    ['PATCH', '/checkout/cart/line-item'],
    ['POST', '/checkout/cart/line-item/delete'],
    ['PATCH', '/context'],
    ['POST', '/account/login'],
    ['POST', '/account/register'],
    ['POST', '/checkout/order'],
    ['POST', '/customer/wishlist/add/abc'],
    ['DELETE', '/shopping-list'],
    ['PATCH', `/asx-shopping-list/${'a'.repeat(32)}/change-name`],
    ['POST', `/asx-shopping-list/${'a'.repeat(32)}/send-email`],
    ['POST', `/asx-shopping-list/${'a'.repeat(32)}/request-quote`],
    ['POST', '/asx-shopping-lists/add-to-cart'],
    ['POST', '/asx-shopping-lists/update-line-item-product'],
  ])('%s %s is a write: never retried unless marked', (method, path) => {
    expect(isRetrySafe(method, path)).toBe(false)
    expect(isRetrySafe(method, path, 'true')).toBe(true)
  })

  it('a read marked false is not retried', () => {
    expect(isRetrySafe('POST', '/search', 'false')).toBe(false)
  })
})

describe('shouldRetry', () => {
  it('retries on exactly 408, 409, 425, 429, 500, 502, 503, 504, once', () => {
    expect([...RETRY_STATUSES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
    const read = { method: 'POST', path: '/search' }
    for (const status of [400, 401, 403, 404, 412, 501, 505]) expect(shouldRetry(read, status, 0)).toBe(false)
    for (const status of RETRY_STATUSES) expect(shouldRetry(read, status, 0)).toBe(true)
    expect(shouldRetry(read, 503, 1)).toBe(false)
  })
})

describe('withRetry', () => {
  it('500 then 200: one retry, the second answer stands, the body sent again', async () => {
    const { seen, transport } = scripted(500, 200)
    const response = await transport(new Request(`${BASE}/search`, { method: 'POST', body: '{"search":"jacke"}' }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ n: 2 })
    expect(await Promise.all(seen.map((r) => r.text()))).toEqual(['{"search":"jacke"}', '{"search":"jacke"}'])
  })

  it('a read failing twice is asked twice only, and the second failure answers', async () => {
    const { seen, transport } = scripted(503, 502, 200)
    expect((await transport(new Request(`${BASE}/context`))).status).toBe(502)
    expect(seen).toHaveLength(2)
  })

  it('a write is not retried', async () => {
    const { seen, transport } = scripted(503, 200)
    const response = await transport(new Request(`${BASE}/checkout/cart/line-item`, { method: 'POST', body: '{}' }))
    expect(response.status).toBe(503)
    expect(seen).toHaveLength(1)
  })

  it('a write the caller marked idempotent is retried, and the mark never leaves', async () => {
    const { seen, transport } = scripted(429, 200)
    const api = createStoreApiClient({ transport })
    await api.invoke('updateContext patch /context', { body: { currencyId: 'a'.repeat(32) }, idempotent: true })
    expect(seen).toHaveLength(2)
    expect(seen.every((r) => !r.headers.has(RETRY_MARK_HEADER))).toBe(true)
  })

  it('a 200 or a 404 is answered at once', async () => {
    for (const status of [200, 404]) {
      const { seen, transport } = scripted(status)
      expect((await transport(new Request(`${BASE}/context`))).status).toBe(status)
      expect(seen).toHaveLength(1)
    }
  })
})

describe('fetch failures and the error catalogue', () => {
  it('a timeout is 408, anything else 502, in the Store API envelope', async () => {
    const slow = fetchFailure(new DOMException('timed out', 'TimeoutError'))
    expect(slow.status).toBe(408)
    expect(((await slow.json()) as { errors: Array<{ code: string }> }).errors[0]!.code).toBe(
      'STOREFRONT__UPSTREAM_TIMEOUT',
    )
    const down = fetchFailure(new TypeError('Failed to fetch'))
    expect(down.status).toBe(502)
  })

  it('an API failure without a body is "Unknown error"', async () => {
    const error = await toError(new Response(null, { status: 500 }))
    expect([error.status, error.message, error.errors]).toEqual([500, 'Unknown error', []])
  })

  it('knows the maintenance answer, the ended session and the page texts', () => {
    expect(isMaintenance([{ code: 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE' }])).toBe(true)
    expect(isMaintenance([{ code: 'FRAMEWORK__ROUTING_SALES_CHANNEL_MAINTENANCE' }])).toBe(false)
    expect(sessionExpired(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN')).toBe(true)
    expect(sessionExpired(403, 'SHOPPING_LIST__NOT_BUSINESS')).toBe(false)
    expect([errorTextKey(408), errorTextKey(502), errorTextKey(418)]).toEqual(['error.408', 'error.502', null])
  })

  it("takes the operator's call timeout when it is a whole number of milliseconds, else the default", () => {
    expect(callTimeoutMs('3000')).toBe(3000)
    expect(callTimeoutMs(' 2500 ')).toBe(2500)
    for (const setting of [undefined, '', '0', '-5', '1.5', 'soon'])
      expect(callTimeoutMs(setting)).toBe(STORE_API_TIMEOUT_MS)
    expect(STORE_API_TIMEOUT_MS).toBe(10_000)
  })
})
