/**
 * The app's link: React Router's `<Link>` for what this shop uses, and no more. React Router's own also
 * carries its framework's route prefetching (`prefetch`, `<PrefetchPageLinks>`), masks and view
 * transitions, and its `<NavLink>` the active state: ~7 KB of the entry (~2 KB brotli) every first visit
 * paid for and no page ran. The shop prefetches a page's data itself (client/prefetch.ts), and marks the
 * current page where it lists pages (`aria-current`, the account navigation).
 *
 * A click navigates in the app (its loaders, no document load) unless a modifier key or another target asks
 * the browser, or `reloadDocument` does; an absolute URL is a plain link to wherever it points. Server and
 * browser render the same `<a href>`, so a link works before the app has hydrated and without JavaScript.
 * Biome keeps React Router's `Link` and `NavLink` out of the app (biome.json).
 */
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react'
import { type To, useHref, useLinkClickHandler } from 'react-router'

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path in the app (below the locale's prefix, resolved like React Router's), or an absolute URL. */
  to: To
  /** Replaces the current history entry (a same-URL link always does). */
  replace?: boolean
  state?: unknown
  /** Keeps the scroll position: the link changes only part of the page (a filter, a variant). */
  preventScrollReset?: boolean
  /** Loads the target as a document (a retry after a failed page). */
  reloadDocument?: boolean
  ref?: Ref<HTMLAnchorElement>
}

/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative (`//host`). */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i

export function Link({ to, replace, state, preventScrollReset, reloadDocument, target, onClick, ...rest }: LinkProps) {
  const absolute = typeof to === 'string' && ABSOLUTE_URL.test(to)
  const path = absolute ? '.' : to
  const href = useHref(path)
  const navigate = useLinkClickHandler(path, { replace, state, preventScrollReset, target })
  if (absolute || reloadDocument)
    return <a {...rest} href={absolute ? (to as string) : href} target={target} onClick={onClick} />
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!event.defaultPrevented) navigate(event)
  }
  return <a {...rest} href={href} target={target} onClick={click} />
}
