/**
 * What makes the shop feel like an app (spec §4, §9; docs/decisions/032): the page loader, the
 * notifications' live region, and the page-data prefetch a second after load. The root renders it once.
 */
import { useEffect } from 'react'
import { prefetchPayload } from '../../payload'
import { schedulePrefetch } from '../../prefetch'
import { Notifications } from './Notifications'
import { PageLoader } from './PageLoader'
import './feel.css'

export function AppFeel() {
  useEffect(() => schedulePrefetch(prefetchPayload), [])
  return (
    <>
      <PageLoader />
      <Notifications />
    </>
  )
}
