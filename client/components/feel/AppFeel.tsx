/**
 * What makes the shop feel like an app (docs/decisions/032): the page loader, the
 * notifications' live region, scroll and focus after a client navigation, and the page-data prefetch a
 * second after load. The root renders it once.
 */
import { useEffect } from 'react'
import { loadPayloadCode } from '../../payload-code'
import { Notifications } from './Notifications'
import { PageArrival } from './PageArrival'
import { PageLoader } from './PageLoader'
import './feel.css'

export function AppFeel() {
  // Loaded on demand: the first page load pays nothing for a prefetch that starts a second after it.
  useEffect(() => {
    let cancel: (() => void) | undefined
    let live = true
    // The payload code (../../payload-code.ts) loads with the first prefetch: not at all where no
    // primary link is in view (a phone's closed menu).
    import('../../prefetch')
      .then(({ schedulePrefetch }) => {
        if (live)
          cancel = schedulePrefetch((href) =>
            loadPayloadCode()
              .then(({ prefetchPayload }) => prefetchPayload(href))
              .catch(() => undefined),
          )
      })
      .catch(() => undefined)
    return () => {
      live = false
      cancel?.()
    }
  }, [])
  return (
    <>
      <PageLoader />
      <Notifications />
      <PageArrival />
    </>
  )
}
