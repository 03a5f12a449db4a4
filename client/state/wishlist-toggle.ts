/**
 * The wishlist button's state and action. The list's code (./wishlist.ts: local storage, the Store API
 * calls) loads with the first press, as the list's load after hydration does (./wishlist-atoms.ts): no
 * catalog page's first visit carries it.
 */
import { useAtom, useAtomValue } from 'jotai'
import { useCallback } from 'react'
import { languageIdAtom, sessionAtom } from './session'
import { syncsWithServer, wishlistAtom } from './wishlist-atoms'

export function useWishlistToggle(productId: string) {
  const [ids, setIds] = useAtom(wishlistAtom)
  const session = useAtomValue(sessionAtom)
  const languageId = useAtomValue(languageIdAtom)
  const toggle = useCallback(async () => {
    const { readLocal, storeApiWishlist, toggleWishlist } = await import('./wishlist')
    const next = await toggleWishlist(
      ids ?? readLocal(localStorage),
      productId,
      syncsWithServer(session),
      localStorage,
      storeApiWishlist(languageId),
    )
    setIds(next)
  }, [ids, productId, session, languageId, setIds])
  return { listed: Boolean(ids?.includes(productId)), toggle }
}
