/**
 * What makes the shop feel like an app (docs/decisions/032): the page loader, the
 * notifications' live region, and the page-data prefetch a second after load. The root renders it once.
 */
import { useEffect } from 'react'
import { loadPayloadCode } from '../../payload-code'
import { Notifications } from './Notifications'
import { PageLoader } from './PageLoader'
import './feel.css'

export function AppFeel() {
  // Loaded on demand: the first page load pays nothing for a prefetch that starts a second after it.
  useEffect(() => {
    let cancel: (() => void) | undefined
    let live = true
    // The payload code loads here if no navigation loaded it first (../../payload-code.ts).
    Promise.all([import('../../prefetch'), loadPayloadCode()])
      .then(([{ schedulePrefetch }, { prefetchPayload }]) => {
        if (live) cancel = schedulePrefetch(prefetchPayload)
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
    </>
  )
}
