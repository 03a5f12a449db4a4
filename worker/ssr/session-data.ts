/**
 * `{locale prefix}/_session.json`: the shopper's cart and session for a page kept at the edge (decision
 * 037). The page was rendered for nobody; after hydration the browser asks this once, with its cookie,
 * and fills the header (cart count, customer, price display). Never kept anywhere.
 */
import { sessionData } from '../../client/routes/root/loader.server'
import { CacheNone, cacheHeaders } from '../cache'
import type { ServerLoadContext } from './context'

export async function renderSessionData(request: Request, context: ServerLoadContext): Promise<Response> {
  const data = await sessionData(request, context)
  return Response.json(data, { headers: { ...cacheHeaders(CacheNone), 'x-robots-tag': 'noindex' } })
}
