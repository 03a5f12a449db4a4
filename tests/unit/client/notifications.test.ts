/** Notifications (timings by type: 2,500 ms base, 5,000 ms wrapper, persistent stays, flash 15 s). */
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  defaultLifetime,
  dismiss,
  FLASH_NOTIFICATION_MS,
  NOTIFICATION_TIMEOUT_MS,
  NOTIFICATION_WRAPPER_TIMEOUT_MS,
  notificationsAtom,
  notify,
} from '../../../client/state/notifications'

describe('notifications', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())
  const keys = (store: ReturnType<typeof createStore>) => store.get(notificationsAtom).map((n) => n.key)

  it('quote the spec: 2,500 ms base, 5,000 ms wrapper, 15 s flash', () => {
    expect([NOTIFICATION_TIMEOUT_MS, NOTIFICATION_WRAPPER_TIMEOUT_MS, FLASH_NOTIFICATION_MS]).toEqual([
      2_500, 5_000, 15_000,
    ])
  })

  it('a confirmation goes after the base timeout', () => {
    const store = createStore()
    notify(store, { type: 'success', key: 'product.added' })
    vi.advanceTimersByTime(NOTIFICATION_TIMEOUT_MS - 1)
    expect(keys(store)).toEqual(['product.added'])
    vi.advanceTimersByTime(1)
    expect(keys(store)).toEqual([])
  })

  it('warnings and failures stay for the wrapper timeout', () => {
    const store = createStore()
    expect(defaultLifetime('danger')).toBe('wrapper')
    expect(defaultLifetime('info')).toBe('base')
    notify(store, { type: 'danger', key: 'product.addToCartError' })
    vi.advanceTimersByTime(NOTIFICATION_TIMEOUT_MS)
    expect(keys(store)).toEqual(['product.addToCartError'])
    vi.advanceTimersByTime(NOTIFICATION_WRAPPER_TIMEOUT_MS - NOTIFICATION_TIMEOUT_MS)
    expect(keys(store)).toEqual([])
  })

  it('a flash stays 15 s, a persistent one until closed', () => {
    const store = createStore()
    notify(store, { type: 'success', key: 'wishlist.added', lifetime: 'flash' })
    const kept = notify(store, { type: 'warning', key: 'cart.errors.generic', lifetime: 'persistent' })
    vi.advanceTimersByTime(FLASH_NOTIFICATION_MS - 1)
    expect(keys(store)).toEqual(['wishlist.added', 'cart.errors.generic'])
    vi.advanceTimersByTime(1)
    expect(keys(store)).toEqual(['cart.errors.generic'])
    vi.advanceTimersByTime(60 * 60 * 1000)
    expect(keys(store)).toEqual(['cart.errors.generic'])
    dismiss(store, kept)
    expect(keys(store)).toEqual([])
  })

  it('the same message again replaces the earlier one with its own full time', () => {
    const store = createStore()
    notify(store, { type: 'success', key: 'product.added' })
    vi.advanceTimersByTime(2_000)
    notify(store, { type: 'success', key: 'product.added' })
    expect(keys(store)).toEqual(['product.added'])
    vi.advanceTimersByTime(2_000)
    expect(keys(store)).toEqual(['product.added'])
    vi.advanceTimersByTime(500)
    expect(keys(store)).toEqual([])
  })

  it('a burst shows the newest four', () => {
    const store = createStore()
    for (const key of ['a', 'b', 'c', 'd', 'e']) notify(store, { type: 'info', key })
    expect(keys(store)).toEqual(['b', 'c', 'd', 'e'])
  })
})
