/**
 * Client navigation data: one GET of {path}/_payload.json per navigation, shared by the routes it loads;
 * a form submission is one POST to the same URL (docs/decisions/017-form-actions.md).
 */
import { type ActionFunction, data, redirect, redirectDocument, type LoaderFunction } from 'react-router'
import { DEFAULT_LOCALE, ROOT_DATA_HEADER } from '../shared/constants'
import { splitLocalePath } from '../shared/locale'
import { isWorkerPath, payloadUrl } from '../shared/paths'
import { entityView, loadView } from './routes/views'
import { announceSessionChange, rootDataReloaded, rootDataStale, sessionChanged, sessionVersion } from './state/session'

interface Payload {
  loaderData: Record<string, unknown>
  errors: Record<string, { status: number; statusText?: string; data?: unknown }> | null
  redirect?: string
  /** The JavaScript files of the page's views (decision 047): loaded side by side, not import by import. */
  code?: string[]
}

/** A POST's answer: the action's data (or redirect), every route's data after it, and whether the session changed. */
interface ActionPayload extends Payload {
  actionData?: Record<string, unknown> | null
  status?: number
  session?: true
}

/**
 * The request headers of a payload fetch: the root's data only when asked for (after a session change).
 * @example payloadHeaders(true) // { accept: 'application/json', 'x-storefront-root': '1' }
 */
export function payloadHeaders(withRoot: boolean): Record<string, string> {
  return { accept: 'application/json', ...(withRoot ? { [ROOT_DATA_HEADER]: '1' } : {}) }
}

// Routes loading in the same navigation share one request. The root loads only while its data is stale,
// and then every route of that navigation asks for it, so the shared request carries it.
const inflight = new Map<string, { withRoot: boolean; signal: AbortSignal; payload: Promise<Payload> }>()

function fetchPayload(pageUrl: string, signal: AbortSignal, forRoot: boolean): Promise<Payload> {
  const url = payloadUrl(pageUrl)
  const withRoot = forRoot || rootDataStale()
  // The loader data a form POST brought along serves the revalidation right after it: still one request.
  const posted = submitted.get(url)
  if (posted) return Promise.resolve(posted)
  let pending = inflight.get(url)
  // A request the router already aborted (a revalidation overtaken by the next) answers no one.
  if (!pending || pending.signal.aborted || (withRoot && !pending.withRoot)) {
    // A prefetched payload (client/prefetch.ts) is this navigation's request; if it failed, ask again.
    const early = withRoot ? null : takePrefetched(url)
    const payload = (
      early
        ? early.then((done) => done ?? requestPayload(url, signal, withRoot))
        : requestPayload(url, signal, withRoot)
    ).finally(() =>
      setTimeout(() => {
        if (inflight.get(url) === entry) inflight.delete(url)
      }, 0),
    )
    const entry = { withRoot, signal, payload }
    inflight.set(url, entry)
    pending = entry
  }
  return pending.payload
}

/** One GET of a payload; an answer that is not JSON (a proxy's error page) becomes a route error with its status. */
async function requestPayload(
  url: string,
  signal: AbortSignal | undefined,
  withRoot: boolean,
  prefetch = false,
): Promise<Payload> {
  // A prefetch says so (the `Purpose` header browsers send for their own prefetches): logs and tests tell it apart.
  const headers = prefetch ? { ...payloadHeaders(false), purpose: 'prefetch' } : payloadHeaders(withRoot)
  const response = await fetch(url, { signal, credentials: 'same-origin', headers })
  const type = response.headers.get('content-type') ?? ''
  if (!type.includes('application/json'))
    throw data({ message: response.statusText }, { status: response.status || 502, statusText: response.statusText })
  return (await response.json()) as Payload
}

/** How long a prefetched payload may stand in for a navigation's request. */
export const PREFETCH_FRESH_MS = 30_000
// Prefetched payloads by URL, each used by one navigation at most, and only in the session it was read in
// (a login changes prices and what the page shows).
const prefetched = new Map<string, { session: number; at: number; payload: Promise<Payload | null> }>()

/** Fetches a page's payload ahead of its navigation (client/prefetch.ts); a failure is forgotten. */
export function prefetchPayload(pageUrl: string): void {
  const url = payloadUrl(pageUrl)
  if (prefetched.has(url) || inflight.has(url)) return
  const payload = requestPayload(url, undefined, false, true).catch(() => null)
  prefetched.set(url, { session: sessionVersion(), at: Date.now(), payload })
}

function takePrefetched(url: string): Promise<Payload | null> | null {
  const entry = prefetched.get(url)
  prefetched.delete(url)
  const fresh = entry && entry.session === sessionVersion() && Date.now() - entry.at < PREFETCH_FRESH_MS
  return fresh ? entry.payload : null
}

/**
 * The browser-side loader of a server-loaded route (and of the root, when its data is stale). A loader's
 * redirect (a guest at /account is sent to /login) is followed as a client navigation when it stays in
 * this app: see followRedirect.
 */
export const payloadLoader =
  (routeId: string, basename = '/'): LoaderFunction =>
  async ({ request }) => {
    const payload = await fetchPayload(request.url, request.signal, routeId === 'root').catch((error: unknown) => {
      if (error instanceof Response || (error && typeof error === 'object' && 'status' in error)) throw error
      // Offline or the connection dropped: the 502 page's text ("retry in a few seconds").
      throw data({ message: 'Network error' }, { status: 502, statusText: 'Bad Gateway' })
    })
    if (payload.redirect) {
      // A redirect that renewed the session (or set a cookie) leaves the header's data stale.
      if ((payload as ActionPayload).session) sessionChanged()
      throw followRedirect(payload.redirect, request.url, basename)
    }
    const error = payload.errors?.[routeId]
    if (error) throw data(asAjax(error.data), { status: error.status, statusText: error.statusText })
    if (routeId === 'root') rootDataReloaded()
    preloadModules(payload.code)
    const routeData = (payload.loaderData[routeId] ?? null) as { kind?: string } | null
    // The page's view code arrives with its data, so the navigation shows a complete page at once.
    const view = routeData?.kind ? entityView(routeData.kind) : null
    if (view) await loadView(view)
    return routeData
  }

// The module files this page already has or asked for: each is requested once.
const requested = new Set<string>()

/**
 * Asks the browser for a view's files at once (`<link rel="modulepreload">`): the bundler lists no view's
 * imports in the entry (vite.config.ts), so without this a view's code would arrive one import at a time.
 */
export function preloadModules(files: readonly string[] | undefined): void {
  if (!files?.length) return
  if (!requested.size)
    for (const element of document.querySelectorAll('link[rel="modulepreload"][href], script[type="module"][src]'))
      requested.add(element.getAttribute('href') ?? element.getAttribute('src')!)
  for (const href of files) {
    if (requested.has(href)) continue
    requested.add(href)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.appendChild(link)
  }
}

/** A route error raised by this (ajax) request: the 403 page then says message-403-ajax. */
const asAjax = (value: unknown) => (value && typeof value === 'object' ? { ...value, ajax: true } : { ajax: true })

// The data a form POST answered with, by payload URL, until the revalidation after it reads it.
const submitted = new Map<string, Payload>()

/**
 * The browser-side action of a form route: posts the form to the page's {path}/_payload.json, where the
 * worker runs the same action as for a POST without JavaScript. A redirect leaves for its page (the
 * locale prefix is the router's basename, so it is taken off); data with a 4xx status shows the errors
 * on the page; after a session change the root data reloads here and in the shopper's other tabs.
 */
export const payloadAction =
  (basename: string): ActionFunction =>
  async ({ request }) => {
    const url = payloadUrl(request.url)
    const response = await fetch(url, {
      method: 'POST',
      body: await request.formData(),
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: request.signal,
    }).catch(() => {
      throw data({ message: 'Network error' }, { status: 502, statusText: 'Bad Gateway' })
    })
    if (!(response.headers.get('content-type') ?? '').includes('application/json'))
      throw data({ message: response.statusText }, { status: response.status || 502, statusText: response.statusText })
    const payload = (await response.json()) as ActionPayload
    if (payload.session) {
      sessionChanged()
      announceSessionChange()
    }
    if (payload.redirect) throw followRedirect(payload.redirect, request.url, basename)
    // The action itself failed (a route error, no data): its route's error page says so, as it would
    // without JavaScript, instead of the page staying as it was.
    const failed = !payload.actionData && Object.values(payload.errors ?? {})[0]
    if (failed) throw data(asAjax(failed.data), { status: failed.status, statusText: failed.statusText })
    submitted.set(url, payload)
    // Read by every route revalidating right after; dropped soon so a later navigation fetches afresh.
    setTimeout(() => submitted.delete(url), 1000)
    const routeId = Object.keys(payload.actionData ?? {})[0]
    return data(routeId ? payload.actionData![routeId] : null, { status: payload.status ?? response.status })
  }

/**
 * How the router follows a payload's redirect. A page of this app (same origin, below the router's
 * basename, i.e. the same locale) is a client navigation: one payload request, no document load.
 * Cookies the payload answer set need no document load: a same-origin fetch stores its Set-Cookie as
 * a document request does. Another origin, or another locale's pages (another router, another
 * basename), need a real document load.
 * @example followRedirect('/en-GB/login', 'https://shop.test/en-GB/account', '/en-GB') // redirect('/login')
 */
export function followRedirect(location: string, pageUrl: string, basename: string): Response {
  const page = new URL(pageUrl)
  const target = new URL(location, page)
  const base = basename.replace(/\/+$/, '')
  const inRouter = base
    ? target.pathname === base || target.pathname.startsWith(`${base}/`)
    : splitLocalePath(target.pathname).locale === DEFAULT_LOCALE
  if (target.origin !== page.origin || !inRouter || isWorkerPath(target.pathname)) return redirectDocument(target.href)
  return redirect(withoutBasename(target.pathname, basename) + target.search + target.hash)
}

/**
 * A redirect's path as the router knows it: below the locale prefix.
 * @example withoutBasename('/en-GB/account', '/en-GB') // '/account'
 */
export function withoutBasename(location: string, basename: string): string {
  const base = basename.replace(/\/+$/, '')
  if (!base || !(location === base || location.startsWith(`${base}/`) || location.startsWith(`${base}?`)))
    return location
  const rest = location.slice(base.length)
  return rest.startsWith('/') ? rest : `/${rest}`
}
