/**
 * Page-data prefetch: a second after the page has loaded, the data of the primary links in
 * view (the header's main navigation) is fetched, so following one of them is instant. Nothing is
 * prefetched when the connection asks to save data or is very slow. The prefetched payload is the one
 * the navigation then uses (client/payload.ts): still one request per navigation.
 */
import { afterLoad } from './after-load'

/** Page-data prefetch starts 1 s after load. */
export const PREFETCH_DELAY_MS = 1_000
/** A bound on the requests one page load may cause. */
const MAX_PREFETCHED = 8
/** The links worth prefetching: the header's main navigation. */
const PRIMARY_LINKS = '.main-nav a[href]'
/** Effective connection types that count as very slow. */
const VERY_SLOW = new Set(['slow-2g', '2g'])

/** What `navigator.connection` (Network Information API, where the browser has one) tells. */
export interface ConnectionInfo {
  saveData?: boolean
  effectiveType?: string
}

/**
 * Whether to prefetch over this connection: not when it asks to save data or is very slow.
 * @example shouldPrefetch({ effectiveType: '2g' }) // false
 */
export const shouldPrefetch = (connection: ConnectionInfo | undefined): boolean =>
  !connection?.saveData && !VERY_SLOW.has(connection?.effectiveType ?? '')

/** The primary links a shopper sees now: same origin, laid out and inside the viewport. */
export function visiblePrimaryLinks(doc: Document): string[] {
  const hrefs = new Set<string>()
  for (const link of doc.querySelectorAll<HTMLAnchorElement>(PRIMARY_LINKS)) {
    const box = link.getBoundingClientRect()
    const inView = box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth
    if (inView && link.origin === location.origin && link.href !== location.href) hrefs.add(link.href)
    if (hrefs.size >= MAX_PREFETCHED) break
  }
  return [...hrefs]
}

/**
 * Runs `prefetch` for each visible primary link a second after the page's load event (at once counted
 * from now when it already fired). Answers the cancel.
 */
export function schedulePrefetch(
  prefetch: (href: string) => void,
  connection: ConnectionInfo | undefined = (navigator as Navigator & { connection?: ConnectionInfo }).connection,
): () => void {
  if (!shouldPrefetch(connection)) return () => {}
  return afterLoad(() => {
    const timer = setTimeout(() => {
      for (const href of visiblePrimaryLinks(document)) prefetch(href)
    }, PREFETCH_DELAY_MS)
    return () => clearTimeout(timer)
  })
}
