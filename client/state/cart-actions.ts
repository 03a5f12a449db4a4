/**
 * What changes the cart through /store-api (add, redeem, update, remove), an add-to-cart form's state and
 * a reload after the worker changed it; the atom and its sync are in ./cart.ts, which every page runs.
 */
import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import type { Personalisation } from '../../shared/designer'
import { promotionItems } from '../../shared/store-api/cart-lines'
import type { Cart } from '../types'
import { CART_CHANNEL, cartAtom } from './cart'
import { useNotify } from './notifications'
import { languageIdAtom } from './session'
import { browserStoreApi } from './store-api'

export type AddToCartState = 'idle' | 'busy' | 'added' | 'error'

/**
 * The state an add-to-cart form shows: busy while its call runs, then added or failed, which a
 * notification says with the form's own texts (dictionary keys).
 * @example const { state, track } = useAddToCartState({ added: 'product.added', failed: 'product.addToCartError' })
 */
export function useAddToCartState(messages: { added: string; failed: string }) {
  const [state, setState] = useState<AddToCartState>('idle')
  const notify = useNotify()
  const { added, failed } = messages
  const track = useCallback(
    async (adding: () => Promise<unknown>) => {
      setState('busy')
      try {
        await adding()
        setState('added')
        notify({ type: 'success', key: added })
      } catch {
        setState('error')
        notify({ type: 'danger', key: failed })
      }
    },
    [notify, added, failed],
  )
  return { state, track }
}

/**
 * Reads the cart once when the page mounts and shares it with the other tabs: after a change the Store
 * API made on the worker (an order placed by a form action empties the cart), the header follows.
 */
export function useCartReload(): void {
  const setCart = useSetAtom(cartAtom)
  const languageId = useAtomValue(languageIdAtom)
  useEffect(() => {
    let live = true
    browserStoreApi(languageId)
      .invoke('readCart get /checkout/cart')
      .then((cart) => {
        if (!live) return
        setCart(cart as Cart)
        const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CART_CHANNEL) : null
        channel?.postMessage(cart)
        channel?.close()
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [setCart, languageId])
}

/** Cart actions; each answers the new cart, which the refresh tag puts into cartAtom. */
export function useCartActions() {
  const languageId = useAtomValue(languageIdAtom)
  // Made on first use: the page also renders on the worker, where there is no browser client.
  const api = useCallback(() => browserStoreApi(languageId), [languageId])
  return {
    add: useCallback(
      (productId: string, quantity: number, personalisation?: Personalisation) =>
        api().invoke('addLineItem post /checkout/cart/line-item', {
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
      [api],
    ),
    /** Redeems a promotion code (a line item `{referencedId, type promotion}`); the answer's errors say how it went. */
    redeem: useCallback(
      (code: string) =>
        api().invoke('addLineItem post /checkout/cart/line-item', {
          body: promotionItems(code),
        }) as Promise<Cart>,
      [api],
    ),
    update: useCallback(
      (lineItemId: string, quantity: number) =>
        api().invoke('updateLineItem patch /checkout/cart/line-item', {
          body: { items: [{ id: lineItemId, quantity }] },
        }) as Promise<Cart>,
      [api],
    ),
    remove: useCallback(
      (lineItemId: string) =>
        api().invoke('removeLineItem post /checkout/cart/line-item/delete', {
          body: { ids: [lineItemId] },
        }) as Promise<Cart>,
      [api],
    ),
  }
}
