/** Session state apart from the cart: who is shopping, their tax state and language, and the root data that follows them. */
import { atom, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { useRevalidator, useRouteLoaderData } from 'react-router'
import type { RootData, Session } from '../types'
import { onRefreshTag } from './store-api'

/** The session the page renders with: tax state (gross or net prices) and the customer, if any. Never the token. */
export const sessionAtom = atom<Session>({ taxState: 'gross', priceDisplay: 'gross', area: 'private', customer: null })
/**
 * Whether the page's session has a logged-in customer (a guest checkout session is not one).
 * @example loggedIn({ …, customer: { …, guest: false } }) // true
 */
export const loggedIn = (session: Session): boolean => Boolean(session.customer && !session.customer.guest)

/** The Store API language of the page's locale, sent with the browser's Store API calls. */
export const languageIdAtom = atom<string>('')

// Browser only (the worker renders each request once and never revalidates): the session changed since
// the root data was loaded. Set by a response tagged `context`, cleared when the root data arrives.
let rootStale = false
// Counts session changes, so data read for an earlier session (a prefetched payload) is not shown in this one.
let version = 0

/**
 * The root route's shouldRevalidate. The header's data (navigation, customer, tax state) comes with
 * the document and is not refetched on navigation; after a session change it reloads once.
 */
export const rootDataStale = (): boolean => rootStale

/** Marks the root data as following the session again (the browser's root loader calls it). */
export function rootDataReloaded(): void {
  rootStale = false
}

/** Marks the root data as behind the session: the next load of the page's data includes the root's. */
export function sessionChanged(): void {
  rootStale = true
  version++
}

/** Which session the page is in: it changes with every session change (client/payload.ts prefetch). */
export const sessionVersion = (): number => version

// The shopper's other tabs of this shop share the session cookie; they hear of a change through this channel.
const SESSION_CHANNEL = 'storefront-session'
let channel: BroadcastChannel | null | undefined
const sessionChannel = (): BroadcastChannel | null =>
  (channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null)

/**
 * A change another tab announced before this page's listener was there (it is an effect: hydration runs in
 * slices, and a tab opened just before a login in another hydrates after it): heard from the entry's first
 * moment, followed once the page has hydrated.
 */
const early = { heard: false, stop: () => {} }
if (typeof document !== 'undefined') {
  const tabs = sessionChannel()
  const hear = () => {
    early.heard = true
  }
  tabs?.addEventListener('message', hear)
  early.stop = () => tabs?.removeEventListener('message', hear)
}

/** Tells the shopper's other tabs that the session changed (login, logout, register), so they reload their root data. */
export function announceSessionChange(): void {
  sessionChannel()?.postMessage('changed')
}

/**
 * Keeps the session in step with the Store API (DESIGN: "Session state is not cart state"): a response
 * tagged `context` (PATCH /context and Store API calls of the page), a form action that renewed the
 * session (login, logout, register: client/payload.ts) or the same in another tab revalidates the root
 * data, whose session then fills the atoms, so prices and the header follow at once.
 */
export function useSessionSync(): void {
  const { revalidate } = useRevalidator()
  const root = useRouteLoaderData('root') as RootData | null | undefined
  const setSession = useSetAtom(sessionAtom)
  const setLanguageId = useSetAtom(languageIdAtom)
  useEffect(
    () =>
      onRefreshTag((tags) => {
        if (!tags.includes('context')) return
        sessionChanged()
        announceSessionChange()
        void revalidate()
      }),
    [revalidate],
  )
  // Another tab logged in or out: this one follows without a reload.
  useEffect(() => {
    const tabs = sessionChannel()
    if (!tabs) return
    const follow = () => {
      sessionChanged()
      void revalidate()
    }
    early.stop()
    if (early.heard) {
      early.heard = false
      follow()
    }
    tabs.addEventListener('message', follow)
    return () => tabs.removeEventListener('message', follow)
  }, [revalidate])
  useEffect(() => {
    if (!root) return
    setSession(root.context)
    setLanguageId(root.languageId)
  }, [root, setSession, setLanguageId])
}
