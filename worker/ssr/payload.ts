/**
 * {path}/_payload.json: the same loaders as the page, as JSON, so a client navigation is one request.
 * A POST runs the page's form action first (docs/decisions/017-form-actions.md): the answer is the
 * action's redirect, or its data with every route's fresh loader data, so the browser needs no second
 * request to show the result. A page's answer names the chunks of its views (`code`), so the browser
 * loads them side by side instead of one import after another (decision 047).
 */
import { ROOT_DATA_HEADER, type Locale } from '../../shared/constants'
import { isFlashCookie } from '../../shared/flash'
import { pageUrlOfPayload } from '../../shared/paths'
import { viewModule } from '../../client/routes/views'
import type { Env } from '../env'
import type { StaticHandlerContext } from 'react-router'
import { Timings } from '../middleware/server-timing'
import { clientAssets } from './assets'
import type { ServerLoadContext } from './context'
import { runLoaders, viewsOf } from './render'
import { serializeRouterState, withoutApiAlias } from './serialize'

/**
 * What a POST to a payload adds: whether the session changed (a new context token: login, logout,
 * register; or a cookie the action set: the area switch), so the browser reloads its root data.
 */
export interface ActionPayloadFields {
  session?: true
}

export async function renderPayload(
  request: Request,
  env: Env,
  locale: Locale,
  context: ServerLoadContext,
  timings: Timings = new Timings(),
): Promise<Response> {
  const submit = request.method === 'POST'
  const pageUrl = pageUrlOfPayload(request.url)
  // The action reads the form from the page request: it carries the POST's method, headers and body.
  const pageRequest = submit
    ? new Request(pageUrl, request)
    : new Request(pageUrl, { headers: request.headers, signal: request.signal })
  // After an action the root's data (customer, tax state, cart) may have changed: it always comes along.
  const root = submit || request.headers.get(ROOT_DATA_HEADER) === '1'
  const result = await timings.time('loaders', () => runLoaders(pageRequest, locale, context, { root }))
  // Cache-Control: the page rule of worker/cache.ts (pageStrategy), set where pages are answered.
  const headers = {
    'x-robots-tag': 'noindex',
    vary: ROOT_DATA_HEADER,
  }
  // A redirect reports it for a GET too: the browser follows it without a document load (client/payload.ts).
  const sessionChanged = (response: Response | null) =>
    (submit || !!response) &&
    (!!context.renewedToken() || !!response?.headers.getSetCookie().some((cookie) => !isFlashCookie(cookie)))
  if (result instanceof Response) {
    const fields: ActionPayloadFields = sessionChanged(result) ? { session: true } : {}
    const answer = Response.json({ redirect: result.headers.get('location'), ...fields }, { headers })
    // Cookies an action set with its redirect (the area switch) reach the browser with JavaScript too.
    for (const cookie of result.headers.getSetCookie()) answer.headers.append('set-cookie', cookie)
    return answer
  }
  const fields: ActionPayloadFields = sessionChanged(null) ? { session: true } : {}
  const [state, code] = await Promise.all([serializeRouterState(result), viewCode(env, result)])
  return new Response(JSON.stringify({ ...state, ...fields, code, status: result.statusCode }, withoutApiAlias), {
    status: result.statusCode,
    headers: { ...headers, 'content-type': 'application/json' },
  })
}

/** The JavaScript files of the views a payload's page shows, beyond the entry's (none on the dev server). */
async function viewCode(env: Env, context: StaticHandlerContext): Promise<string[]> {
  return (await clientAssets(env)).codeOf(viewsOf(context).map(viewModule))
}
