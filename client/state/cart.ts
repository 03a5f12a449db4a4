/**
 * Cart state every page runs: the cart atom, its derived count and the sync with refresh tags and other
 * tabs. The actions that change the cart are in ./cart-actions.ts, loaded with the views that use them.
 */
import { atom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useRef } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { Cart, RootData } from '../types'
import { languageIdAtom } from './session'
import { browserStoreApi, onRefreshTag } from './store-api'

export const cartAtom = atom<Cart | null>(null)

/** Number of products in the cart (promotions don't count). */
export const cartCountAtom = atom((get) =>
  (get(cartAtom)?.lineItems ?? []).reduce((sum, item) => sum + (item.type === 'product' ? (item.quantity ?? 0) : 0), 0),
)

/** The BroadcastChannel the tabs share the cart on. */
export const CART_CHANNEL = 'storefront-cart'

/** Keeps the cart in step with the proxy's refresh tags and with other tabs. */
export function useCartSync(): void {
  const setCart = useSetAtom(cartAtom)
  const languageId = useAtomValue(languageIdAtom)
  // The root's data is read again after a session change (login, logout, another tab's): its cart is the
  // new session's (empty after a logout). The first root's cart is already in the store from the boot.
  const rootCart = (useRouteLoaderData('root') as RootData | undefined)?.cart
  const booted = useRef(false)
  useEffect(() => {
    if (booted.current) setCart((rootCart as Cart | null | undefined) ?? null)
    booted.current = true
  }, [rootCart, setCart])
  useEffect(() => {
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CART_CHANNEL) : null
    channel?.addEventListener('message', (event: MessageEvent<Cart>) => setCart(event.data))
    const stop = onRefreshTag(async (tags, response) => {
      if (!tags.includes('cart')) return
      const body = (await response.json().catch(() => null)) as Cart | null
      const cart =
        body?.apiAlias === 'cart'
          ? body
          : await browserStoreApi(languageId)
              .invoke('readCart get /checkout/cart')
              .catch(() => null)
      if (cart) {
        setCart(cart as Cart)
        channel?.postMessage(cart)
      }
    })
    return () => {
      stop()
      channel?.close()
    }
  }, [setCart, languageId])
}
