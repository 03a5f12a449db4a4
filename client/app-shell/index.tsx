/**
 * Starts the app shell (service worker, build polling, install offer: ./shell.ts) once the page has
 * loaded and the browser is idle, from its own chunk: it adds nothing to the first load's critical path.
 */
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

type Shell = ReturnType<typeof import('./shell').startAppShell>

export function AppShellLater(): null {
  const { pathname } = useLocation()
  const shell = useRef<Promise<Shell | null> | null>(null)
  const path = useRef(pathname)
  path.current = pathname
  useEffect(
    () =>
      whenIdleAfterLoad(() => {
        // A shell chunk of a replaced build fails to load: the chunk-reload guard (./early.ts) takes it from there.
        shell.current = import('./shell').then(
          (module) => module.startAppShell(path.current),
          () => null,
        )
      }),
    [],
  )
  useEffect(() => {
    void shell.current?.then((started) => started?.navigated(pathname))
  }, [pathname])
  return null
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
