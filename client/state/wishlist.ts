/**
 * The wishlist: a guest's product ids live in local storage (`sw-wishlist-items`), a
 * logged-in non-guest customer's on the server through /store-api. On login the local ids merge to the
 * server, the local list empties, then the list reloads; a failed read empties it.
 */
import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { WISHLIST_STORAGE_KEY } from '../../shared/constants'
import { WISHLIST_IDS_PATH } from '../../shared/paths'
import { readWishlistPage, WISHLIST_MAX_PAGES, type WishlistPage } from '../../shared/store-api/wishlist'
import { languageIdAtom, sessionAtom } from './session'
import { browserStoreApi } from './store-api'
import { readLocal, syncsWithServer, wishlistAtom } from './wishlist-atoms'

export {
  readLocal,
  syncsWithServer,
  useWishlistSync,
  wishlistAtom,
  wishlistCountAtom,
  wishlistOwnerAtom,
} from './wishlist-atoms'

/** Where a guest's list lives: the part of Storage the logic needs (tests hand in a Map-backed one). */
export type WishlistStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The Store API calls a customer's list needs (tests hand in a fake). */
export interface WishlistApi {
  /** One page of the server list: its product ids and the total. */
  read(page: number): Promise<WishlistPage>
  add(productId: string): Promise<unknown>
  remove(productId: string): Promise<unknown>
  merge(productIds: string[]): Promise<unknown>
}

function writeLocal(storage: WishlistStorage, ids: string[]): void {
  try {
    if (ids.length) storage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids))
    else storage.removeItem(WISHLIST_STORAGE_KEY)
  } catch {
    // Private mode or a full storage: the list still works for this page.
  }
}

/** Every id on the server list, page by page (the Store API answers 15 per page). */
export async function readServer(api: WishlistApi): Promise<string[]> {
  const ids: string[] = []
  for (let page = 1; page <= WISHLIST_MAX_PAGES; page++) {
    const result = await api.read(page)
    ids.push(...result.ids)
    if (!result.ids.length || ids.length >= result.total) break
  }
  return [...new Set(ids)]
}

/**
 * The list after login or on load: a customer's local ids move to the server first (merge,
 * then the local list empties), then the server list is read; a failed read (or merge) empties the list.
 */
export async function loadWishlist(serverSide: boolean, storage: WishlistStorage, api: WishlistApi): Promise<string[]> {
  if (!serverSide) return readLocal(storage)
  try {
    const local = readLocal(storage)
    if (local.length) {
      await api.merge(local)
      writeLocal(storage, [])
    }
    return await readServer(api)
  } catch {
    return []
  }
}

/** Adds or removes one product; answers the new list. A failed server call throws and changes nothing. */
export async function toggleWishlist(
  ids: string[],
  productId: string,
  serverSide: boolean,
  storage: WishlistStorage,
  api: WishlistApi,
): Promise<string[]> {
  const listed = ids.includes(productId)
  const next = listed ? ids.filter((id) => id !== productId) : [...ids, productId]
  if (serverSide) await (listed ? api.remove(productId) : api.add(productId))
  else writeLocal(storage, next)
  return next
}

/**
 * The list's calls (the context token stays in its cookie). Reads go to the worker's /_wishlist.json,
 * which answers a customer without a list as an empty one (the Store API's 404, which the browser would
 * log on every page of a new customer); writes go through the Store API proxy.
 */
export function storeApiWishlist(languageId: string, idsHref = WISHLIST_IDS_PATH): WishlistApi {
  const api = browserStoreApi(languageId)
  return {
    read: async (page) => {
      const answer = await fetch(`${idsHref}?p=${page}`, {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      })
      if (answer.ok) return (await answer.json()) as WishlistPage
      // Refused (the session ended): the Store API's own read, whose refusal the page announces (./session-end.ts).
      if (answer.status === 403) return readWishlistPage(api, page)
      throw new Error(`The wishlist could not be read (${answer.status})`)
    },
    add: (productId) =>
      api.invoke('addProductOnWishlist post /customer/wishlist/add/{productId}', { pathParams: { productId } }),
    remove: (productId) =>
      api.invoke('deleteProductOnWishlist delete /customer/wishlist/delete/{productId}', { pathParams: { productId } }),
    merge: (productIds) => api.invoke('mergeProductOnWishlist post /customer/wishlist/merge', { body: { productIds } }),
  }
}

/**
 * Removes a product the page knows is on the list (the wishlist page), even before the list was read
 * after mount; an already-removed product counts as removed.
 */
export function useWishlistRemove() {
  const setIds = useSetAtom(wishlistAtom)
  const session = useAtomValue(sessionAtom)
  const languageId = useAtomValue(languageIdAtom)
  return useCallback(
    async (productId: string) => {
      if (syncsWithServer(session)) {
        await storeApiWishlist(languageId)
          .remove(productId)
          .catch((error: unknown) => {
            if ((error as { code?: string }).code !== 'CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND') throw error
          })
      } else {
        writeLocal(
          localStorage,
          readLocal(localStorage).filter((id) => id !== productId),
        )
      }
      setIds((ids) => ids?.filter((id) => id !== productId) ?? ids)
    },
    [session, languageId, setIds],
  )
}
