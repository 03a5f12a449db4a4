/**
 * Starts the app shell (service worker, build polling, install offer: ./shell.ts) once the page has
 * loaded and the browser is idle, from its own chunk: it adds nothing to the first load's critical path.
 */
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { whenIdleAfterLoad } from '../after-load'

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
