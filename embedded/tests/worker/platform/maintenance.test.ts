/**
 * The embedded Store API's maintenance switch (decision 033): the wrangler var MAINTENANCE_MODE or the KV
 * key storefront:maintenance closes the shop with Shopware's 503, an allow-list of addresses keeps it
 * open for the operator, and pages show the maintenance page even where catalog reads are cached.
 */
import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { MAINTENANCE_KV_KEY, parseMaintenance } from '../../../platform/maintenance'
import { GERMAN_BROWSER, request } from '../../../../tests/worker/helpers'

const OPERATOR_IP = '203.0.113.7'
const SHOPPER_IP = '198.51.100.2'

const storeApi = (ip = SHOPPER_IP, vars = {}) =>
  request('/store-api/context', { headers: { 'cf-connecting-ip': ip } }, vars)
const homePage = (ip = SHOPPER_IP, vars = {}) =>
  request('/', { headers: { ...GERMAN_BROWSER, cookie: 'locale=de-DE', 'cf-connecting-ip': ip } }, vars)

afterEach(() => env.CACHE.delete(MAINTENANCE_KV_KEY))

describe('the maintenance switch', () => {
  it('answers every Store API call with Shopware’s 503 while MAINTENANCE_MODE is "true"', async () => {
    const response = await storeApi(SHOPPER_IP, { MAINTENANCE_MODE: 'true' })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      errors: [
        {
          status: '503',
          code: 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE',
          title: 'Service Unavailable',
          detail: 'The sales channel is in maintenance mode.',
          source: { pointer: '/' },
        },
      ],
    })
    expect((await storeApi(SHOPPER_IP, { MAINTENANCE_MODE: 'false' })).status).toBe(200)
  })

  it('shows pages as the maintenance page, even when their catalog reads are cached', async () => {
    // Warm the KV edge cache with the open shop's navigation and content first.
    expect((await homePage()).status).toBe(200)
    await env.CACHE.put(MAINTENANCE_KV_KEY, 'true')
    const closed = await homePage()
    expect(closed.status).toBe(503)
    expect(closed.headers.get('retry-after')).toBe('300')
    expect(await closed.text()).toContain('<h1 id="error-heading">Wartungsmodus</h1>')
  })

  it('keeps the shop open for the allow-listed addresses (var and KV), closed for everyone else', async () => {
    const vars = { MAINTENANCE_MODE: 'true', MAINTENANCE_ALLOWED_IPS: `${OPERATOR_IP}, 192.0.2.1` }
    expect((await storeApi(OPERATOR_IP, vars)).status).toBe(200)
    expect((await homePage(OPERATOR_IP, vars)).status).toBe(200)
    expect((await storeApi(SHOPPER_IP, vars)).status).toBe(503)

    await env.CACHE.put(MAINTENANCE_KV_KEY, JSON.stringify({ allowedIps: [OPERATOR_IP] }))
    expect((await storeApi(OPERATOR_IP)).status).toBe(200)
    expect((await homePage(SHOPPER_IP)).status).toBe(503)
  })

  it('opens again when the KV key is removed or set to false', async () => {
    await env.CACHE.put(MAINTENANCE_KV_KEY, 'true')
    expect((await storeApi()).status).toBe(503)
    await env.CACHE.put(MAINTENANCE_KV_KEY, 'false')
    expect((await storeApi()).status).toBe(200)
    await env.CACHE.delete(MAINTENANCE_KV_KEY)
    expect((await homePage()).status).toBe(200)
  })
})

describe('parseMaintenance', () => {
  it('reads the var, the KV value and both allow-lists', () => {
    expect(parseMaintenance(undefined, undefined, null)).toEqual({ on: false, allowedIps: [] })
    expect(parseMaintenance('true', ' 1.2.3.4 ,', null)).toEqual({ on: true, allowedIps: ['1.2.3.4'] })
    expect(parseMaintenance('false', undefined, '{"allowedIps":["5.6.7.8"]}')).toEqual({
      on: true,
      allowedIps: ['5.6.7.8'],
    })
    expect(parseMaintenance(undefined, undefined, '{"enabled":false}')).toEqual({ on: false, allowedIps: [] })
  })

  it('keeps a shop closed when the operator’s KV value is not valid JSON', () => {
    expect(parseMaintenance(undefined, undefined, '{allowedIps: oops')).toEqual({ on: true, allowedIps: [] })
  })
})
