/** The app shell's rules (client/app-shell): chunk-reload guard, polling while visible, new builds, reloads, install offer. */
import { describe, expect, it, vi } from 'vitest'
import { BUILD_POLL_MS, CHUNK_RELOAD_WINDOW_MS } from '../../../shared/build'
import { mayReloadFor } from '../../../client/app-shell/early'
import {
  createBuildWatch,
  latestBuildOf,
  shouldOfferInstall,
  shouldReloadOnControllerChange,
  type VisiblePollDeps,
  whileVisibleEvery,
} from '../../../client/app-shell/updates'

/** A session storage and a clock the test moves by hand. */
function fakeSession(start = 1_000_000) {
  const items = new Map<string, string>()
  const clock = { time: start }
  return {
    clock,
    guard: {
      storage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
      },
      now: () => clock.time,
    },
    items,
  }
}

describe('chunk-reload guard (at most once per path within 10 seconds)', () => {
  it('quotes the spec: 10 s', () => {
    expect(CHUNK_RELOAD_WINDOW_MS).toBe(10_000)
  })

  it('reloads the first time, not again on the same path within 10 s, again after', () => {
    const { clock, guard } = fakeSession()
    expect(mayReloadFor('/arbeitsjacken', guard)).toBe(true)
    clock.time += 9_999
    expect(mayReloadFor('/arbeitsjacken', guard)).toBe(false)
    clock.time += 1
    expect(mayReloadFor('/arbeitsjacken', guard)).toBe(true)
  })

  it('keeps each path apart', () => {
    const { clock, guard } = fakeSession()
    expect(mayReloadFor('/a', guard)).toBe(true)
    clock.time += 1_000
    expect(mayReloadFor('/b', guard)).toBe(true)
    expect(mayReloadFor('/a', guard)).toBe(false)
    expect(mayReloadFor('/b', guard)).toBe(false)
  })

  it('forgets reloads outside the window, so the stored list stays small', () => {
    const { clock, guard, items } = fakeSession()
    mayReloadFor('/a', guard)
    clock.time += CHUNK_RELOAD_WINDOW_MS + 1
    mayReloadFor('/b', guard)
    expect(Object.keys(JSON.parse(items.get('chunk-reloads')!))).toEqual(['/b'])
  })

  it('treats garbage in the storage as no reload yet, and a reload stamped in the future as none', () => {
    const { clock, guard, items } = fakeSession()
    items.set('chunk-reloads', 'not json{')
    expect(mayReloadFor('/a', guard)).toBe(true)
    items.set('chunk-reloads', JSON.stringify({ '/a': 'yesterday', '/b': clock.time + 60_000 }))
    expect(mayReloadFor('/a', guard)).toBe(true)
    expect(mayReloadFor('/b', guard)).toBe(true)
  })

  it('never reloads when the session storage refuses to write (no way to stop a loop)', () => {
    const { guard } = fakeSession()
    const storage = {
      getItem: guard.storage.getItem,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(mayReloadFor('/a', { storage, now: guard.now })).toBe(false)
  })
})

/** Timers and visibility under the test's control. */
function fakeTab() {
  const state = { visible: true, time: 0 }
  let tick: (() => void) | null = null
  let visible: (() => void) | null = null
  const deps: VisiblePollDeps = {
    isVisible: () => state.visible,
    now: () => state.time,
    repeat: (fn) => {
      tick = fn
      return () => {
        tick = null
      }
    },
    onVisible: (fn) => {
      visible = fn
      return () => {
        visible = null
      }
    },
  }
  return {
    deps,
    state,
    /** Moves the clock and fires the interval as a browser would. */
    elapse(ms: number) {
      state.time += ms
      tick?.()
    },
    show() {
      state.visible = true
      visible?.()
    },
    stopped: () => tick === null && visible === null,
  }
}

describe('polling while the tab is visible (every 60 s)', () => {
  it('quotes the spec: 60 s', () => {
    expect(BUILD_POLL_MS).toBe(60_000)
  })

  it('runs on each turn while visible, skips turns while hidden', () => {
    const tab = fakeTab()
    const task = vi.fn()
    whileVisibleEvery(task, BUILD_POLL_MS, tab.deps)
    tab.elapse(BUILD_POLL_MS)
    expect(task).toHaveBeenCalledTimes(1)
    tab.state.visible = false
    tab.elapse(BUILD_POLL_MS)
    tab.elapse(BUILD_POLL_MS)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('catches up when shown again after a missed turn, not when the last run is recent', () => {
    const tab = fakeTab()
    const task = vi.fn()
    whileVisibleEvery(task, BUILD_POLL_MS, tab.deps)
    tab.state.visible = false
    tab.state.time += 30_000
    tab.show()
    expect(task).not.toHaveBeenCalled()
    tab.state.visible = false
    tab.elapse(30_000)
    tab.show()
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('stops both the timer and the visibility listener', () => {
    const tab = fakeTab()
    const stop = whileVisibleEvery(vi.fn(), BUILD_POLL_MS, tab.deps)
    stop()
    expect(tab.stopped()).toBe(true)
  })
})

describe('new builds', () => {
  it('reads a latest.json answer, and nothing else', () => {
    expect(latestBuildOf({ id: 'a1b2c3d4e5f6a7b8', timestamp: 1 })).toEqual({ id: 'a1b2c3d4e5f6a7b8', timestamp: 1 })
    expect(latestBuildOf({ id: '<script>', timestamp: 1 })).toBeNull()
    expect(latestBuildOf({ id: 'a1b2c3d4e5f6a7b8' })).toBeNull()
    expect(latestBuildOf('<!doctype html>')).toBeNull()
    expect(latestBuildOf(null)).toBeNull()
  })

  it('is new when the deployed id differs from the page’s', () => {
    const isNew = createBuildWatch('aaaaaaaaaaaa')
    expect(isNew({ id: 'aaaaaaaaaaaa', timestamp: 1 })).toBe(false)
    expect(isNew(null)).toBe(false)
    expect(isNew({ id: 'bbbbbbbbbbbb', timestamp: 2 })).toBe(true)
  })

  it('takes the first answer as its own when the page names no build (dev server)', () => {
    const isNew = createBuildWatch(null)
    expect(isNew({ id: 'aaaaaaaaaaaa', timestamp: 1 })).toBe(false)
    expect(isNew({ id: 'aaaaaaaaaaaa', timestamp: 1 })).toBe(false)
    expect(isNew({ id: 'bbbbbbbbbbbb', timestamp: 2 })).toBe(true)
  })
})

describe('reload when the service worker controller changes', () => {
  it('reloads a page a worker controlled before, once', () => {
    expect(shouldReloadOnControllerChange({ hadController: true, updateRequested: false, reloading: false })).toBe(true)
    expect(shouldReloadOnControllerChange({ hadController: true, updateRequested: true, reloading: true })).toBe(false)
  })

  it('leaves a page alone when the first worker takes it over, unless the page asked for the update', () => {
    expect(shouldReloadOnControllerChange({ hadController: false, updateRequested: false, reloading: false })).toBe(
      false,
    )
    expect(shouldReloadOnControllerChange({ hadController: false, updateRequested: true, reloading: false })).toBe(true)
  })
})

describe('install offer (shown once, then dismissed for good)', () => {
  it('shows when the browser offers it and the shopper has seen a second page', () => {
    expect(shouldOfferInstall({ hasOffer: true, offeredBefore: false, pageViews: 2 })).toBe(true)
    expect(shouldOfferInstall({ hasOffer: true, offeredBefore: false, pageViews: 1 })).toBe(false)
    expect(shouldOfferInstall({ hasOffer: false, offeredBefore: false, pageViews: 5 })).toBe(false)
  })

  it('never shows again once shown', () => {
    expect(shouldOfferInstall({ hasOffer: true, offeredBefore: true, pageViews: 9 })).toBe(false)
  })
})
