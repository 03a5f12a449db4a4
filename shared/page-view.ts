/** Page-view events for a tag manager on route changes: page_path and page_title, some views ignored. */

export interface TagManagerConfig {
  /** The container id (e.g. GTM-XXXX); tracking is off without one. */
  id: string
  /** Path prefixes (below the locale prefix) whose views are not reported, e.g. /checkout. */
  ignore: string[]
}

export interface PageViewEvent {
  event: 'page_view'
  page_path: string
  page_title: string
}

/**
 * The event for a view, or null when the route path (below the locale prefix) is ignored; page_path is
 * the URL path as the shopper sees it.
 * @example pageViewEvent('/checkout/cart', '/en-GB/checkout/cart', 'Cart', ['/checkout']) // null
 */
export function pageViewEvent(
  routePath: string,
  urlPath: string,
  title: string,
  ignore: readonly string[],
): PageViewEvent | null {
  const ignored = ignore.some(
    (prefix) => prefix && (routePath === prefix || routePath.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)),
  )
  return ignored ? null : { event: 'page_view', page_path: urlPath, page_title: title }
}

/** Where the tag manager's script comes from (and talks to): the one third-party origin the CSP allows. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com'

/** The tag manager's loader; the id was checked by tagManagerConfig, so it is safe inside the script. */
export const tagManagerSnippet = (id: string): string =>
  `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':Date.now(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='${TAG_MANAGER_ORIGIN}/gtm.js?id='+i;f.parentNode.insertBefore(j,f)})(window,document,'script','dataLayer','${id}')`

/** Reads the operator's settings (wrangler vars); no id means no tracking and no third-party script. */
export function tagManagerConfig(id: string | undefined, ignored: string | undefined): TagManagerConfig | null {
  const container = id?.trim()
  if (!container || !/^[A-Z0-9-]{4,32}$/.test(container)) return null
  return {
    id: container,
    ignore: (ignored ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  }
}
