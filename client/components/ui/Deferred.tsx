/** Renders deferred content once it arrives; null (not found, or a read that failed) shows the not-found view in place (decision 002). */
import type { ReactNode } from 'react'
import { Await } from 'react-router'
import type { Deferred as DeferredValue } from '../../types'
import { NotFound } from '../layout/error-islands'
import '../content/cms.css'
import { StreamedSuspense } from '../../island'

export function Deferred<T>({
  value,
  fallback,
  children,
}: {
  value: DeferredValue<T>
  fallback: string
  children: (value: T) => ReactNode
}) {
  return (
    <StreamedSuspense
      fallback={
        <div className="content-skeleton" role="status" aria-live="polite">
          {fallback}
        </div>
      }
    >
      <Await resolve={value}>{(resolved: T | null) => (resolved ? children(resolved) : <NotFound />)}</Await>
    </StreamedSuspense>
  )
}
