/**
 * The wishlist's state every page holds (the header's count) and its sync; the list's logic (storage,
 * Store API calls, toggling) is ./wishlist.ts, loaded after the first render.
 */
import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { useHref } from 'react-router'
import { WISHLIST_STORAGE_KEY } from '../../shared/constants'
import { WISHLIST_IDS_PATH } from '../../shared/paths'
import type { Session } from '../types'
import { languageIdAtom, loggedIn, sessionAtom } from './session'

/** The product ids on the wishlist; null until read after mount (the worker never knows a guest's list). */
export const wishlistAtom = atom<string[] | null>(null)
/** Whose list wishlistAtom holds: a customer's id (the server list), '' for the browser's, null before the first read. */
export const wishlistOwnerAtom = atom<string | null>(null)
/** The header badge's number. */
export const wishlistCountAtom = atom((get) => get(wishlistAtom)?.length ?? 0)

/** Guests (guest sessions included) count as not logged in for wishlist sync. */
export const syncsWithServer = (session: Session): boolean => loggedIn(session)

/**
 * Loads the list after mount and again whenever the customer changes (login merges, logout shows the
 * local list); a guest's list follows other tabs through the `storage` event.
 */
export function useWishlistSync(): void {
  const [, setIds] = useAtom(wishlistAtom)
  const setOwner = useSetAtom(wishlistOwnerAtom)
  const session = useAtomValue(sessionAtom)
  const languageId = useAtomValue(languageIdAtom)
  const idsHref = useHref(WISHLIST_IDS_PATH)
  // Keyed by the customer (empty for guests): a login merges and reloads, a logout shows the local list.
  const owner = syncsWithServer(session) ? (session.customer?.id ?? '') : ''
  useEffect(() => {
    // A guest's list is the browser's: read at once and followed across tabs, with no more code.
    if (!owner) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === WISHLIST_STORAGE_KEY) setIds(readLocal(localStorage))
      }
      addEventListener('storage', onStorage)
      setIds(readLocal(localStorage))
      setOwner(owner)
      return () => removeEventListener('storage', onStorage)
    }
    // A customer's list is the server's: its code (./wishlist.ts) loads after the first render.
    let current = true
    void import('./wishlist').then(async ({ loadWishlist, storeApiWishlist }) => {
      if (!current) return
      const ids = await loadWishlist(true, localStorage, storeApiWishlist(languageId, idsHref))
      if (!current) return
      setIds(ids)
      setOwner(owner)
    })
    return () => {
      current = false
    }
  }, [owner, languageId, idsHref, setIds, setOwner])
}

/**
 * The ids kept in local storage (a guest's list); anything unreadable counts as an empty list.
 * @example readLocal(localStorage) // ['0190…', '0191…']
 */
export function readLocal(storage: Pick<Storage, 'getItem'>): string[] {
  try {
    const parsed = JSON.parse(storage.getItem(WISHLIST_STORAGE_KEY) ?? '[]') as unknown
    return Array.isArray(parsed) ? [...new Set(parsed.filter((id): id is string => typeof id === 'string'))] : []
  } catch {
    return []
  }
}
