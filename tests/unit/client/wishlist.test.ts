/** Wishlist rules: local for guests, merged to the server on login, emptied by a failed read. */
import { describe, expect, it } from 'vitest'
import {
  loadWishlist,
  readLocal,
  readServer,
  syncsWithServer,
  toggleWishlist,
  type WishlistApi,
  type WishlistStorage,
} from '../../../client/state/wishlist'
import { WISHLIST_PAGE_SIZE, WISHLIST_STORAGE_KEY } from '../../../shared/constants'

function memoryStorage(initial?: unknown): WishlistStorage & { map: Map<string, string> } {
  const map = new Map<string, string>()
  if (initial !== undefined) map.set(WISHLIST_STORAGE_KEY, JSON.stringify(initial))
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

/** A server list in memory, paged like the Store API (15 per page), recording the calls made. */
function fakeServer(ids: string[] = [], { failRead = false, failMerge = false } = {}) {
  const list = [...ids]
  const calls: string[] = []
  const api: WishlistApi = {
    read: async (page) => {
      calls.push(`read ${page}`)
      if (failRead) throw new Error('CHECKOUT__WISHLIST_NOT_FOUND')
      const start = (page - 1) * WISHLIST_PAGE_SIZE
      return { ids: list.slice(start, start + WISHLIST_PAGE_SIZE), total: list.length }
    },
    add: async (id) => {
      calls.push(`add ${id}`)
      list.push(id)
    },
    remove: async (id) => {
      calls.push(`remove ${id}`)
      list.splice(list.indexOf(id), 1)
    },
    merge: async (productIds) => {
      calls.push(`merge ${productIds.join(',')}`)
      if (failMerge) throw new Error('500')
      for (const id of productIds) if (!list.includes(id)) list.push(id)
    },
  }
  return { api, list, calls }
}

describe('syncsWithServer', () => {
  it('is true for a logged-in customer only, never for a guest session', () => {
    const session = { taxState: 'gross', priceDisplay: 'gross', area: 'private' } as const
    expect(syncsWithServer({ ...session, customer: null })).toBe(false)
    expect(syncsWithServer({ ...session, customer: { id: 'c', guest: true } })).toBe(false)
    expect(syncsWithServer({ ...session, customer: { id: 'c', guest: false } })).toBe(true)
  })
})

describe('readLocal', () => {
  it('reads the ids under sw-wishlist-items, once each', () => {
    expect(WISHLIST_STORAGE_KEY).toBe('sw-wishlist-items')
    expect(readLocal(memoryStorage(['a', 'b', 'a']))).toEqual(['a', 'b'])
  })
  it('treats a corrupt or foreign entry as an empty list', () => {
    const storage = memoryStorage()
    storage.map.set(WISHLIST_STORAGE_KEY, '{not json')
    expect(readLocal(storage)).toEqual([])
    expect(readLocal(memoryStorage({ a: 1 }))).toEqual([])
    expect(readLocal(memoryStorage([1, 'x', null]))).toEqual(['x'])
  })
})

describe('loadWishlist', () => {
  it('a guest gets the local list and the server is never asked', async () => {
    const server = fakeServer(['s'])
    expect(await loadWishlist(false, memoryStorage(['a']), server.api)).toEqual(['a'])
    expect(server.calls).toEqual([])
  })

  it('on login merges the local ids to the server, empties the local list, then reloads', async () => {
    const storage = memoryStorage(['a', 'b'])
    const server = fakeServer(['b', 's'])
    const ids = await loadWishlist(true, storage, server.api)
    expect(server.calls).toEqual(['merge a,b', 'read 1'])
    expect(ids.sort()).toEqual(['a', 'b', 's'])
    expect(storage.map.has(WISHLIST_STORAGE_KEY)).toBe(false)
  })

  it('without local ids only reads, across every page', async () => {
    const all = Array.from({ length: 2 * WISHLIST_PAGE_SIZE + 1 }, (_, i) => `p${i}`)
    const server = fakeServer(all)
    expect(await loadWishlist(true, memoryStorage(), server.api)).toEqual(all)
    expect(server.calls).toEqual(['read 1', 'read 2', 'read 3'])
  })

  it('a failed read empties the list', async () => {
    expect(await loadWishlist(true, memoryStorage(), fakeServer(['s'], { failRead: true }).api)).toEqual([])
  })

  it('a failed merge keeps the local ids for the next try and shows an empty list', async () => {
    const storage = memoryStorage(['a'])
    expect(await loadWishlist(true, storage, fakeServer([], { failMerge: true }).api)).toEqual([])
    expect(readLocal(storage)).toEqual(['a'])
  })
})

describe('readServer', () => {
  it('stops on an empty page even when the total promises more', async () => {
    const api: WishlistApi = { ...fakeServer().api, read: async () => ({ ids: [], total: 99 }) }
    expect(await readServer(api)).toEqual([])
  })
})

describe('toggleWishlist', () => {
  it('a guest adds and removes in local storage', async () => {
    const storage = memoryStorage()
    const server = fakeServer()
    let ids = await toggleWishlist([], 'a', false, storage, server.api)
    expect(ids).toEqual(['a'])
    expect(readLocal(storage)).toEqual(['a'])
    ids = await toggleWishlist(ids, 'a', false, storage, server.api)
    expect(ids).toEqual([])
    expect(storage.map.has(WISHLIST_STORAGE_KEY)).toBe(false)
    expect(server.calls).toEqual([])
  })

  it('a customer adds and removes on the server, local storage untouched', async () => {
    const storage = memoryStorage()
    const server = fakeServer()
    const ids = await toggleWishlist([], 'a', true, storage, server.api)
    expect(await toggleWishlist(ids, 'a', true, storage, server.api)).toEqual([])
    expect(server.calls).toEqual(['add a', 'remove a'])
    expect(storage.map.size).toBe(0)
  })

  it('a failed server call throws, so the list is not changed', async () => {
    const api: WishlistApi = {
      ...fakeServer().api,
      add: async () => {
        throw new Error('403')
      },
    }
    await expect(toggleWishlist([], 'a', true, memoryStorage(), api)).rejects.toThrow('403')
  })
})
