/**
 * Who gets shopping lists, kept apart from the store (state/shopping-lists.ts) so the pages every shopper
 * loads carry only this: business customers whom the Store API has not refused. The store
 * itself loads on demand, and only for them (docs/decisions/006: private shoppers pay nothing).
 */
import { atom, useAtomValue, useStore } from 'jotai'
import { useEffect } from 'react'
import { onFirstInteraction } from '../after-load'
import type { Session } from '../types'
import { languageIdAtom, loggedIn, sessionAtom } from './session'
import { useShopHas } from './shop-features'

/** The customer for whom the feature turned itself off (a 403, forbidden or access-denied answer); null while on. */
export const shoppingListsOffForAtom = atom<string | null>(null)

/** Shopping lists are a business customer's (a guest session is no customer). */
export const isBusinessCustomer = (session: Session): boolean =>
  loggedIn(session) && session.customer?.accountType === 'business'

/**
 * Whether the session's customer may use shopping lists: a business customer the API has not refused, in
 * a shop whose Store API has them (decision 054).
 */
export function useShoppingListsAvailable(): boolean {
  const session = useAtomValue(sessionAtom)
  const offFor = useAtomValue(shoppingListsOffForAtom)
  const offered = useShopHas('shoppingLists')
  return offered && isBusinessCustomer(session) && offFor !== session.customer?.id
}

/**
 * A business customer's lists refresh (the store loads for them only) once they start using the page:
 * nothing shows them before a tap opens a list or its dialog (which reads them again). Failures are
 * ignored.
 */
export function useShoppingListsSync(): void {
  const available = useShoppingListsAvailable()
  const owner = useAtomValue(sessionAtom).customer?.id ?? ''
  const languageId = useAtomValue(languageIdAtom)
  const store = useStore()
  useEffect(() => {
    if (!available) return
    return onFirstInteraction(() => {
      import('./shopping-lists')
        .then(({ browserShoppingLists, refreshShoppingLists }) =>
          refreshShoppingLists(store, owner, browserShoppingLists(languageId)),
        )
        .catch(() => undefined)
    })
  }, [available, owner, languageId, store])
}
