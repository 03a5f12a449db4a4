/** Client navigation data: one GET of {path}/_payload.json per navigation, shared by the routes it loads. */
import { data, redirectDocument, type LoaderFunction } from 'react-router'
import { ROOT_DATA_HEADER } from '../shared/constants'
import { payloadUrl } from '../shared/paths'
import { entityView, loadView } from './routes/views'
import { rootDataReloaded, rootDataStale } from './state/session'

interface Payload {
  loaderData: Record<string, unknown>
  errors: Record<string, { status: number; statusText?: string; data?: unknown }> | null
  redirect?: string
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
const inflight = new Map<string, { withRoot: boolean; payload: Promise<Payload> }>()

function fetchPayload(pageUrl: string, signal: AbortSignal, forRoot: boolean): Promise<Payload> {
  const url = payloadUrl(pageUrl)
  const withRoot = forRoot || rootDataStale()
  let pending = inflight.get(url)
  if (!pending || (withRoot && !pending.withRoot)) {
    const payload = fetch(url, { signal, credentials: 'same-origin', headers: payloadHeaders(withRoot) })
      .then(async (response) => {
        const type = response.headers.get('content-type') ?? ''
        if (!type.includes('application/json'))
          throw data(
            { message: response.statusText },
            { status: response.status || 502, statusText: response.statusText },
          )
        return (await response.json()) as Payload
      })
      .finally(() =>
        setTimeout(() => {
          if (inflight.get(url) === entry) inflight.delete(url)
        }, 0),
      )
    const entry = { withRoot, payload }
    inflight.set(url, entry)
    pending = entry
  }
  return pending.payload
}

/** The browser-side loader of a server-loaded route (and of the root, when its data is stale). */
export const payloadLoader =
  (routeId: string): LoaderFunction =>
  async ({ request }) => {
    const payload = await fetchPayload(request.url, request.signal, routeId === 'root').catch((error: unknown) => {
      if (error instanceof Response || (error && typeof error === 'object' && 'status' in error)) throw error
      // Offline or the connection dropped: the spec's 502 text ("retry in a few seconds").
      throw data({ message: 'Network error' }, { status: 502, statusText: 'Bad Gateway' })
    })
    if (payload.redirect) throw redirectDocument(payload.redirect)
    const error = payload.errors?.[routeId]
    if (error) throw data(error.data, { status: error.status, statusText: error.statusText })
    if (routeId === 'root') rootDataReloaded()
    const routeData = (payload.loaderData[routeId] ?? null) as { kind?: string } | null
    // The page's view code arrives with its data, so the navigation shows a complete page at once.
    const view = routeData?.kind ? entityView(routeData.kind) : null
    if (view) await loadView(view)
    return routeData
  }
