/** Reports each page the shopper sees to the tag manager, when the operator configured one. */
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { pageViewEvent } from '../shared/page-view'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

export function usePageViews(): void {
  const { pathname } = useLocation()
  useEffect(() => {
    const config = window.__BOOT__?.tagManager
    if (!config) return
    // The page's <title> commits with it; read it on the next frame.
    const frame = requestAnimationFrame(() => {
      const event = pageViewEvent(pathname, window.location.pathname, document.title, config.ignore)
      if (!event) return
      window.dataLayer ??= []
      window.dataLayer.push(event)
    })
    return () => cancelAnimationFrame(frame)
  }, [pathname])
}
