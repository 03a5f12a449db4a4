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
import { useEffect, useRef, useState } from 'react'
import { ScrollRestoration, useLocation } from 'react-router'
import { onFirstInteraction, whenIdleAfterLoad } from '../../after-load'

export function PageArrival() {
  const { pathname } = useLocation()
  const shown = useRef(pathname)
  const restoring = useRestoring()
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    document.getElementById('main')?.focus({ preventScroll: true })
  }, [pathname])
  return restoring ? <ScrollRestoration /> : null
}

/**
 * Whether the scroll restoration runs yet. It reads the kept positions from sessionStorage as it mounts,
 * and Chrome loads a page's sessionStorage from its browser process while the page waits: ~5 ms of the task
 * that finishes hydrating on a slowed phone. On a page the app has not scrolled before (the history entry
 * still has the browser's own restoration: a first visit) there is nothing to restore, so it starts once
 * the browser is idle after the load event, or at the shopper's first tap or key (before the navigation
 * it may start). On an entry the app has restored before (a reload, a return from another site) it starts
 * at once, to put the page back where the shopper was.
 */
function useRestoring(): boolean {
  const [restoring, setRestoring] = useState(false)
  useEffect(() => {
    const start = () => setRestoring(true)
    if (history.scrollRestoration === 'manual') return start()
    const cancelIdle = whenIdleAfterLoad(start)
    const cancelInteraction = onFirstInteraction(start)
    return () => {
      cancelIdle()
      cancelInteraction()
    }
  }, [])
  return restoring
}
