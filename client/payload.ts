/** Client navigation data: one GET of {path}/_payload.json per navigation, shared by the routes it loads. */
import { data, redirectDocument, type LoaderFunction } from 'react-router'
import { payloadUrl } from '../shared/paths'
import { entityView, loadView } from './routes/views'

interface Payload {
  loaderData: Record<string, unknown>
  errors: Record<string, { status: number; statusText?: string; data?: unknown }> | null
  redirect?: string
}

// Routes loading in the same navigation share one request.
const inflight = new Map<string, Promise<Payload>>()

function fetchPayload(pageUrl: string, signal: AbortSignal): Promise<Payload> {
  const url = payloadUrl(pageUrl)
  let pending = inflight.get(url)
  if (!pending) {
    pending = fetch(url, { signal, credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(async (response) => {
        const type = response.headers.get('content-type') ?? ''
        if (!type.includes('application/json'))
          throw data(
            { message: response.statusText },
            { status: response.status || 502, statusText: response.statusText },
          )
        return (await response.json()) as Payload
      })
      .finally(() => setTimeout(() => inflight.delete(url), 0))
    inflight.set(url, pending)
  }
  return pending
}

/** The browser-side loader of a server-loaded route. */
export const payloadLoader =
  (routeId: string): LoaderFunction =>
  async ({ request }) => {
    const payload = await fetchPayload(request.url, request.signal).catch((error: unknown) => {
      if (error instanceof Response || (error && typeof error === 'object' && 'status' in error)) throw error
      // Offline or the connection dropped: the spec's 502 text ("retry in a few seconds").
      throw data({ message: 'Network error' }, { status: 502, statusText: 'Bad Gateway' })
    })
    if (payload.redirect) throw redirectDocument(payload.redirect)
    const error = payload.errors?.[routeId]
    if (error) throw data(error.data, { status: error.status, statusText: error.statusText })
    const routeData = (payload.loaderData[routeId] ?? null) as { kind?: string } | null
    // The page's view code arrives with its data, so the navigation shows a complete page at once.
    const view = routeData?.kind ? entityView(routeData.kind) : null
    if (view) await loadView(view)
    return routeData
  }
