/** {path}/_payload.json: the same loaders as the page, as JSON, so a client navigation is one request. */
import { ROOT_DATA_HEADER, type Locale } from '../../shared/constants'
import { pageUrlOfPayload } from '../../shared/paths'
import type { AppLoadContext } from '../../client/routes/load-context'
import { CachePage, cacheHeaders } from '../cache'
import { runLoaders } from './render'
import { serializeRouterState } from './serialize'

export async function renderPayload(request: Request, locale: Locale, context: AppLoadContext): Promise<Response> {
  const pageRequest = new Request(pageUrlOfPayload(request.url), { headers: request.headers, signal: request.signal })
  const root = request.headers.get(ROOT_DATA_HEADER) === '1'
  const result = await runLoaders(pageRequest, locale, context, { root })
  const headers = { ...cacheHeaders(CachePage), 'x-robots-tag': 'noindex', vary: ROOT_DATA_HEADER }
  if (result instanceof Response) {
    return Response.json({ redirect: result.headers.get('location') }, { headers })
  }
  const state = await serializeRouterState(result)
  return Response.json({ ...state, status: result.statusCode }, { status: result.statusCode, headers })
}
