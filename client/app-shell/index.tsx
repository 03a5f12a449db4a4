/**
 * Mounts the app shell (service worker, build polling, install offer: ./AppShell.tsx) once the page has
 * loaded and the browser is idle, from its own chunk: it adds nothing to the first load's critical path.
 */
import { lazy, Suspense, useEffect, useState } from 'react'

const AppShell = lazy(() => import('./AppShell'))

export function AppShellLater() {
  const [ready, setReady] = useState(false)
  useEffect(() => whenIdleAfterLoad(() => setReady(true)), [])
  return ready ? (
    <Suspense fallback={null}>
      <AppShell />
    </Suspense>
  ) : null
}

/** Runs `task` in the first idle moment after the load event; returns a cancel function. */
function whenIdleAfterLoad(task: () => void): () => void {
  let cancel = () => window.removeEventListener('load', idle)
  function idle() {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: 3000 })
      cancel = () => window.cancelIdleCallback(id)
    } else {
      const id = window.setTimeout(task, 200)
      cancel = () => window.clearTimeout(id)
    }
  }
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
  return () => cancel()
}
