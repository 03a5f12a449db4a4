/**
 * A client navigation arrives as a page load would: at the top of the new page, or where the shopper
 * left it when they go back (React Router's scroll restoration: positions kept per history entry, in
 * sessionStorage across reloads). Links and navigations that change only part of the page (a filter, a
 * variant, the next reviews) pass `preventScrollReset` and keep their place.
 *
 * When the page itself changes (another path), focus moves to the start of its main content, as after a
 * page load: a screen reader reads the new page, and the next Tab starts in it rather than somewhere in
 * the page that was left. The scroll position stays the restoration's (`preventScroll`).
 */
import { useEffect, useRef } from 'react'
import { ScrollRestoration, useLocation } from 'react-router'

export function PageArrival() {
  const { pathname } = useLocation()
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    document.getElementById('main')?.focus({ preventScroll: true })
  }, [pathname])
  return <ScrollRestoration />
}
