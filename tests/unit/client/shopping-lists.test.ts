/**
 * The shopping-list store's rules: the 60 s cache over an injected clock, the feature
 * turning itself off after a forbidden answer, the typed errors and their messages, the 500 ms debounce
 * of quantity changes (fake timers: what is sent, never how long it took), and the calls on the wire.
 */
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  attempt,
  createShoppingList,
  debounced,
  errorTypeOf,
  FAILURES,
  isBusinessCustomer,
  isForbidden,
  isFresh,
  loadLists,
  QUANTITY_DEBOUNCE_MS,
  refreshShoppingLists,
  SHOPPING_LISTS_CACHE_MS,
  type ShoppingList,
  type ShoppingListApi,
  shoppingListApi,
  shoppingListError,
  shoppingListsCacheAtom,
  shoppingListsOffForAtom,
} from '../../../client/state/shopping-lists'
import de from '../../../shared/i18n/de-DE'
import en from '../../../shared/i18n/en-GB'
import { createStoreApiClient, StoreApiError } from '../../../shared/store-api/client'

const list = (id: string, name = 'Liste'): ShoppingList =>
  ({ id, name, customerId: 'c1', notes: null, lineItems: [], lineItemCount: 0, quote: null }) as never

/** A list read in memory that counts its calls; `fail` makes the next reads throw it. */
function fakeLists(lists: ShoppingList[] = [list('a')]) {
  const state = { calls: 0, fail: null as unknown }
  const api: Pick<ShoppingListApi, 'list'> = {
    list: async () => {
      state.calls++
      if (state.fail) throw state.fail
      return { lists, total: lists.length }
    },
  }
  return { api, state }
}

const notFound = new StoreApiError(404, [
  { status: '404', code: 'SHOPPING_LIST__NOT_FOUND', detail: 'Shopping list not found' },
])
const forbidden = new StoreApiError(403, [
  {
    status: '403',
    code: 'SHOPPING_LIST__NOT_AVAILABLE',
    detail: 'Shopping lists feature is not available for non-business users',
  },
])
const blankName = new StoreApiError(400, [
  {
    status: '400',
    code: 'VIOLATION::IS_BLANK_ERROR',
    detail: 'Please enter a list name',
    source: { pointer: '/name' },
  },
])

describe('errors', () => {
  it('maps a message with 404 to not_found, network or connection to network_error, anything else to unknown_error', () => {
    expect(errorTypeOf('HTTP 404: Shopping list not found')).toBe('not_found')
    expect(errorTypeOf('Network error: Failed to fetch')).toBe('network_error')
    expect(errorTypeOf('connection reset by peer')).toBe('network_error')
    expect(errorTypeOf('HTTP 500: Internal Server Error')).toBe('unknown_error')
  })

  it('types a Store API 404, a rejected fetch, a violation and anything else, with the call’s message', () => {
    expect(shoppingListError('rename', notFound)).toEqual({
      type: 'not_found',
      message: 'Failed to rename shopping list',
      key: 'shoppingList.error.notFound',
      details: 'HTTP 404: Shopping list not found',
    })
    expect(shoppingListError('fetch', new TypeError('Failed to fetch'))).toMatchObject({
      type: 'network_error',
      message: 'Failed to fetch shopping lists',
      key: 'shoppingList.error.fetch',
    })
    expect(shoppingListError('create', blankName)).toMatchObject({
      type: 'validation_error',
      message: 'Failed to create shopping list',
      key: 'shoppingList.validation.name',
    })
    expect(shoppingListError('quote', new StoreApiError(500, []))).toMatchObject({
      type: 'unknown_error',
      key: 'shoppingList.error.quote',
    })
  })

  it('answers a Result instead of throwing', async () => {
    expect(await attempt('delete', async () => 7)).toEqual({ ok: true, data: 7 })
    const failed = await attempt('delete', async () => {
      throw notFound
    })
    expect(failed).toMatchObject({
      ok: false,
      error: { type: 'not_found', message: 'Failed to delete shopping lists' },
    })
  })

  it('has every message key in both languages', () => {
    const lookup = (dict: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dict)
    for (const [, key] of Object.values(FAILURES)) {
      expect(typeof lookup(de, key), key).toBe('string')
      expect(typeof lookup(en, key), key).toBe('string')
    }
  })

  it('recognises a forbidden answer by status or by its words', () => {
    expect(isForbidden(forbidden)).toBe(true)
    expect(isForbidden(new Error('Access denied'))).toBe(true)
    expect(isForbidden(new Error('403 Forbidden'))).toBe(true)
    expect(isForbidden(notFound)).toBe(false)
  })
})

describe('the lists cache (60 s)', () => {
  it('reads once, serves the cache for a minute, then reads again', async () => {
    const { api, state } = fakeLists()
    const first = await loadLists(api, null, { now: 1_000 })
    expect(first.result).toEqual({ ok: true, data: [list('a')] })
    expect(state.calls).toBe(1)
    const cached = await loadLists(api, first.cache, { now: 1_000 + SHOPPING_LISTS_CACHE_MS - 1 })
    expect(state.calls).toBe(1)
    expect(cached.cache).toBe(first.cache)
    expect(isFresh(first.cache, 1_000 + SHOPPING_LISTS_CACHE_MS)).toBe(false)
    await loadLists(api, first.cache, { now: 1_000 + SHOPPING_LISTS_CACHE_MS })
    expect(state.calls).toBe(2)
  })

  it('reads again at once when forced', async () => {
    const { api, state } = fakeLists()
    const first = await loadLists(api, null, { now: 0 })
    await loadLists(api, first.cache, { now: 1, force: true })
    expect(state.calls).toBe(2)
  })

  it('keeps the old lists after a failed read and says so', async () => {
    const { api, state } = fakeLists()
    const first = await loadLists(api, null, { now: 0 })
    state.fail = new StoreApiError(503, [])
    const failed = await loadLists(api, first.cache, { now: SHOPPING_LISTS_CACHE_MS })
    expect(failed.cache).toBe(first.cache)
    expect(failed.result).toMatchObject({ ok: false, error: { message: 'Failed to fetch shopping lists' } })
    expect(failed.forbidden).toBe(false)
  })
})

describe('the feature switch', () => {
  it('turns itself off for the customer after a forbidden answer and asks no more', async () => {
    const store = createStore()
    const { api, state } = fakeLists()
    state.fail = forbidden
    const refused = await refreshShoppingLists(store, 'customer-1', api, { now: 0 })
    expect(refused.ok).toBe(false)
    expect(store.get(shoppingListsOffForAtom)).toBe('customer-1')
    await refreshShoppingLists(store, 'customer-1', api, { now: 1, force: true })
    expect(state.calls).toBe(1)
  })

  it('keeps each customer’s lists apart in the cache', async () => {
    const store = createStore()
    const { api, state } = fakeLists([list('mine')])
    await refreshShoppingLists(store, 'customer-1', api, { now: 0 })
    await refreshShoppingLists(store, 'customer-2', api, { now: 1 })
    expect(state.calls).toBe(2)
    expect(store.get(shoppingListsCacheAtom)?.owner).toBe('customer-2')
  })

  it('is a business customer’s only', () => {
    const customer = (accountType: string, guest = false) => ({
      taxState: 'net' as const,
      priceDisplay: 'net' as const,
      area: 'business' as const,
      customer: { id: 'c', accountType, guest },
    })
    expect(isBusinessCustomer(customer('business'))).toBe(true)
    expect(isBusinessCustomer(customer('private'))).toBe(false)
    expect(isBusinessCustomer(customer('business', true))).toBe(false)
    expect(isBusinessCustomer({ ...customer('business'), customer: null })).toBe(false)
  })
})

describe('quantity changes (debounced 500 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends one request with the last quantity once the shopper stopped', async () => {
    const sent: Array<[string, number]> = []
    const changes = debounced(async (id: string, quantity: number) => {
      sent.push([id, quantity])
      return quantity
    })
    const answers = [changes.push('line-1', 2), changes.push('line-1', 3)]
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS - 1)
    answers.push(changes.push('line-1', 4))
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS - 1)
    expect(sent).toEqual([])
    expect(changes.pending('line-1')).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(sent).toEqual([['line-1', 4]])
    // Every change of the burst hears the one answer.
    expect(await Promise.all(answers)).toEqual([4, 4, 4])
  })

  it('keeps lines apart and sends what waits when the page is left', async () => {
    const sent: Array<[string, number]> = []
    const changes = debounced(async (id: string, quantity: number) => void sent.push([id, quantity]))
    void changes.push('line-1', 2)
    void changes.push('line-2', 5)
    changes.flush()
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toEqual([
      ['line-1', 2],
      ['line-2', 5],
    ])
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS)
    expect(sent).toHaveLength(2)
  })
})

describe('the calls on the wire (contract)', () => {
  function recordingApi(answer: (request: Request) => Response) {
    const requests: Array<{ method: string; path: string; body: unknown }> = []
    const client = createStoreApiClient({
      baseURL: 'http://shop.test/store-api',
      transport: async (request) => {
        requests.push({
          method: request.method,
          path: new URL(request.url).pathname.replace('/store-api', ''),
          body:
            request.method === 'GET'
              ? null
              : await request
                  .clone()
                  .json()
                  .catch(() => null),
        })
        return answer(request)
      },
    })
    return { api: shoppingListApi(client), requests }
  }

  it('names the Store API paths and bodies', async () => {
    const { api, requests } = recordingApi((request) =>
      request.url.includes('change-quantity') || request.url.endsWith('/add') || request.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : Response.json(list('l1')),
    )
    await api.addProducts('l1', { p1: 2 })
    await api.changeQuantity('li1', 3)
    await api.remove(['l1', 'l2'])
    await api.rename('l1', 'Baustelle')
    expect(requests).toEqual([
      { method: 'POST', path: '/shopping-list/l1/add', body: { lineItems: { p1: { quantity: 2 } } } },
      { method: 'POST', path: '/shopping-list/line-item/li1/change-quantity', body: { quantity: 3 } },
      { method: 'DELETE', path: '/shopping-list', body: { ids: ['l1', 'l2'] } },
      { method: 'PATCH', path: '/asx-shopping-list/l1/change-name', body: { name: 'Baustelle' } },
    ])
  })

  it('refuses answers the contract does not name: another status, a list without id, a search without elements', async () => {
    const { api } = recordingApi((request) =>
      request.url.endsWith('/shopping-lists') ? Response.json({ total: 0 }) : Response.json({ ok: true }),
    )
    expect(await attempt('quantity', () => api.changeQuantity('li1', 2))).toMatchObject({
      ok: false,
      error: { details: 'Unexpected response status: 200' },
    })
    const created = await createShoppingList(api, 'x')
    expect(created).toMatchObject({
      ok: false,
      error: { message: 'Failed to create shopping list: Invalid response from server', type: 'unknown_error' },
    })
    const read = await loadLists(api, null, { now: 0 })
    expect(read.result).toMatchObject({ ok: false, error: { message: 'No shopping lists found' } })
  })
})
