/**
 * Starts the app shell (service worker, build polling, install offer: ./shell.ts) once the page has
 * loaded and the browser is idle, from its own chunk: it adds nothing to the first load's critical path.
 */
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { afterLoad } from '../after-load'

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
const whenIdleAfterLoad = (task: () => void): (() => void) =>
  afterLoad(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: 3000 })
      return () => window.cancelIdleCallback(id)
    }
    const id = window.setTimeout(task, 200)
    return () => window.clearTimeout(id)
  })
