/** {path}/_payload.json: the same loaders as the page, as JSON, so a client navigation is one request. */
import type { Locale } from '../../shared/constants'
import type { LoaderContext } from '../../client/routes/load-context'
import { runLoaders } from './render'
import { serializeRouterState } from './serialize'

export const PAYLOAD_SUFFIX = '/_payload.json'

/** The page URL a payload URL stands for: /en-GB/x/_payload.json?p=2 → /en-GB/x?p=2. */
export function pageUrlOf(payloadUrl: string): URL {
  const url = new URL(payloadUrl)
  url.pathname = url.pathname.slice(0, -PAYLOAD_SUFFIX.length) || '/'
  return url
}

export async function renderPayload(request: Request, locale: Locale, context: LoaderContext): Promise<Response> {
  const pageRequest = new Request(pageUrlOf(request.url), { headers: request.headers, signal: request.signal })
  const result = await runLoaders(pageRequest, locale, context, true)
  const headers = { 'cache-control': 'private, no-cache', 'x-robots-tag': 'noindex' }
  if (result instanceof Response) {
    return Response.json({ redirect: result.headers.get('location') }, { headers })
  }
  const state = await serializeRouterState(result)
  return Response.json({ ...state, status: result.statusCode }, { status: result.statusCode, headers })
}
