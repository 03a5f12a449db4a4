/** Cart state: the cart atom, its derived count, and the actions that change it through /store-api. */
import { atom, useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useEffect } from 'react'
import type { Personalisation } from '../../shared/designer'
import type { Cart, SessionSummary } from '../types'
import { browserStoreApi, onRefreshTag } from './store-api'

export const cartAtom = atom<Cart | null>(null)
/** The session context the page renders with: tax state (gross or net prices) and the customer, if any. */
export const contextAtom = atom<SessionSummary>({ taxState: 'gross', customer: null })
export const languageIdAtom = atom<string>('')

/** Number of products in the cart (promotions don't count). */
export const cartCountAtom = atom((get) =>
  (get(cartAtom)?.lineItems ?? []).reduce((sum, item) => sum + (item.type === 'product' ? (item.quantity ?? 0) : 0), 0),
)

const CHANNEL = 'storefront-cart'

/** Keeps the cart in step with the proxy's refresh tags and with other tabs (spec §4). */
export function useCartSync(): void {
  const setCart = useSetAtom(cartAtom)
  const languageId = useAtomValue(languageIdAtom)
  useEffect(() => {
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null
    channel?.addEventListener('message', (event: MessageEvent<Cart>) => setCart(event.data))
    const stop = onRefreshTag(async (tag, response) => {
      if (!tag.includes('cart')) return
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

/** Cart actions; each answers the new cart, which the refresh tag puts into cartAtom. */
export function useCartActions() {
  const languageId = useAtomValue(languageIdAtom)
  return {
    add: useCallback(
      (productId: string, quantity: number, personalisation?: Personalisation) =>
        browserStoreApi(languageId).invoke('addLineItem post /checkout/cart/line-item', {
          body: {
            items: [
              {
                id: productId,
                referencedId: productId,
                quantity,
                type: 'product',
                ...(personalisation ? { payload: { personalisation } } : {}),
              },
            ],
          },
        }) as Promise<Cart>,
      [languageId],
    ),
    update: useCallback(
      (lineItemId: string, quantity: number) =>
        browserStoreApi(languageId).invoke('updateLineItem patch /checkout/cart/line-item', {
          body: { items: [{ id: lineItemId, quantity }] },
        }) as Promise<Cart>,
      [languageId],
    ),
    remove: useCallback(
      (lineItemId: string) =>
        browserStoreApi(languageId).invoke('removeLineItem post /checkout/cart/line-item/delete', {
          body: { ids: [lineItemId] },
        }) as Promise<Cart>,
      [languageId],
    ),
  }
}
