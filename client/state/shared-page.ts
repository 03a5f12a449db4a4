/** The shopper's own header data on a page kept at the edge, fetched after hydration (decision 037). */
import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { useHref, useRevalidator } from 'react-router'
import { SESSION_DATA_PATH } from '../../shared/paths'
import type { SessionData } from '../types'
import { cartAtom } from './cart'
import { sessionAtom, sessionChanged } from './session'

/**
 * A page kept at the edge (decision 037) was rendered for nobody; the worker marks it `data-session` for
 * a shopper with a session. Once hydrated, the page asks for their cart and session (one small private
 * request) and fills the header. A customer's session (the worker's hint was missing) reloads the page's
 * data as theirs: their prices, their header.
 */
export function useSharedPageSession(): void {
  const href = useHref(SESSION_DATA_PATH)
  const { revalidate } = useRevalidator()
  const setSession = useSetAtom(sessionAtom)
  const setCart = useSetAtom(cartAtom)
  useEffect(() => {
    const html = document.documentElement
    if (!html.hasAttribute('data-session')) return
    html.removeAttribute('data-session')
    void fetch(href, { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<SessionData>) : null))
      .then((data) => {
        if (!data) return
        setCart(data.cart)
        setSession(data.context)
        if (data.context.customer) {
          sessionChanged()
          void revalidate()
        }
      })
      // Without it the page stays as it was rendered: a count of 0 until the next page, never an error.
      .catch(() => undefined)
  }, [href, revalidate, setCart, setSession])
}
