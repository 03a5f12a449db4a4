/** Streaming SSR: loaders run, the shell (header, navigation, cart count) flushes, deferred data streams after; crawlers get it all at once. */
import { renderToReadableStream } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router'
import type { Locale } from '../../shared/constants'
import { tagManagerConfig } from '../../shared/page-view'
import { localePrefix } from '../../shared/locale'
import { themeOfCookie } from '../../shared/theme'
import { loadDictionary } from '../../shared/i18n/dictionaries'
import { AppProviders, createAppStore, type AppBoot } from '../../client/app'
import type { AppLoadContext } from '../../client/routes/load-context'
import type { RootData } from '../../client/types'
import type { Env } from '../env'
import { Timings } from '../middleware/server-timing'
import { clientAssets } from './assets'
import { Document } from './document'
import { errorPage, faultHeaders, isBot, routeFault } from './error-page'
import type { ViewName } from '../../client/routes/table'
import { entityView, loadView, viewModule } from '../../client/routes/views'
import { loadIslands } from '../../client/island'
import { serverRoutes } from './loaders'
import { textsFile } from './texts-asset'
import { scriptJson, serializeRouterState, withoutApiAlias } from './serialize'

/** Deferred data that takes longer than this is abandoned: the page finishes with its fallbacks. */
const STREAM_TIMEOUT_MS = 10_000

/**
 * The query flag of a page rendered whole for a browser without JavaScript. Streamed content is revealed
 * by React's inline scripts, so such a browser would see only the fallbacks; a `<noscript>` refresh in
 * the head of a streamed page brings it here instead (docs/decisions/022-pages-without-javascript.md).
 */
export const NO_SCRIPT_PARAM = '_nojs'

const handlers = new Map<string, ReturnType<typeof createStaticHandler>>()
/** One static handler per basename; handlers hold routes only, never request data. */
function handlerFor(locale: Locale) {
  const basename = localePrefix(locale) || '/'
  let handler = handlers.get(basename)
  if (!handler) {
    handler = createStaticHandler(serverRoutes, { basename })
    handlers.set(basename, handler)
  }
  return handler
}

/** How a {path}/_payload.json request loads: the root's data only when the browser asks for it. */
export interface PayloadLoad {
  root: boolean
}

/** Runs the route loaders for a request (a page, or a payload); a Response means a loader redirected. */
export async function runLoaders(
  request: Request,
  locale: Locale,
  context: AppLoadContext,
  payload?: PayloadLoad,
): Promise<StaticHandlerContext | Response> {
  return handlerFor(locale).query(request, {
    requestContext: context,
    // Client navigations reload the root only after a session change (client/state/session.ts): don't
    // compute it otherwise. Errors stay on the route that threw, so the browser's loader for that route
    // can rethrow them.
    ...(payload
      ? { filterMatchesToLoad: (match) => payload.root || match.route.id !== 'root', skipLoaderErrorBubbling: true }
      : {}),
  })
}

/**
 * Renders a page; `nonce` is the answer's CSP nonce (worker/middleware/security-headers), set on every
 * inline script; `timings` records the loaders and the shell's render (Server-Timing).
 */
export async function renderPage(
  request: Request,
  env: Env,
  locale: Locale,
  context: AppLoadContext,
  nonce?: string,
  timings: Timings = new Timings(),
): Promise<Response> {
  const noScript = withoutNoScriptFlag(request)
  if (noScript) request = noScript
  const routerContext = await timings.time('loaders', () => runLoaders(request, locale, context))
  if (routerContext instanceof Response) return routerContext
  // A bot gets a fault as the bare error page, only reported.
  const fault = routeFault(routerContext)
  if (fault && isBot(request)) return errorPage(request, routerContext.statusCode, fault)

  const [assets, views] = await Promise.all([clientAssets(env), pageViews(routerContext)])
  const preload = views.map((view) => assets.chunksOf(viewModule(view)))
  const tagManager = tagManagerConfig(env.TAG_MANAGER_ID, env.TAG_MANAGER_IGNORED_VIEWS)
  const theme = themeOfCookie(request.headers.get('cookie'))
  const texts = textsFile(locale).path
  const boot: AppBoot = { locale, basename: localePrefix(locale), texts, tagManager, theme }
  const router = createStaticRouter(handlerFor(locale).dataRoutes, routerContext)
  const store = createAppStore(routerContext.loaderData.root as RootData | undefined, theme)

  let status = routerContext.statusCode
  // Rendered whole, nothing left for a script to reveal: for crawlers, for a browser without JavaScript,
  // and for a form's real POST (a browser with JavaScript posts for the payload instead).
  const whole = !!noScript || request.method === 'POST' || isBot(request)
  const noScriptUrl = whole || !hasDeferred(routerContext) ? undefined : noScriptUrlOf(request.url)
  const rendering = renderToReadableStream(
    <Document
      locale={locale}
      theme={theme}
      assets={assets}
      preload={preload}
      noScriptUrl={noScriptUrl}
      nonce={nonce}
      texts={texts}
    >
      <AppProviders boot={boot} dictionary={loadDictionary(locale)} store={store}>
        <StaticRouterProvider router={router} context={routerContext} hydrate={false} />
      </AppProviders>
    </Document>,
    {
      signal: AbortSignal.timeout(STREAM_TIMEOUT_MS),
      // React's own inline scripts (Suspense boundaries revealed while streaming) carry the nonce too.
      nonce,
      // Past the first ~12.8 KB, React moves every finished boundary over 500 bytes (each island is one)
      // out of line: hidden at the end of the shell, revealed by a script in a batch later. A browser then
      // paints the page without its breadcrumb and footer and shifts it when they appear (Lighthouse CLS),
      // and a crawler needs them in place, readable without JavaScript. Only boundaries still waiting for
      // data stream later.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        // After the shell is sent the status is fixed; errors inside boundaries render their fallbacks.
        if (!(error instanceof DOMException && error.name === 'TimeoutError')) console.error('SSR error', error)
      },
    },
  ).catch((error) => {
    console.error('SSR shell failed', error)
    status = 500
    return null
  })
  // The shell: what the shopper sees first (a crawler's whole page below).
  const stream = await timings.time('render', () => rendering)
  if (!stream) return new Response('Internal Server Error', { status })
  if (whole) await stream.allReady

  const body = stream.pipeThrough(appendBootData(boot, routerContext, nonce))
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', ...faultHeaders(status) })
  // The page's canonical link names the address without the flag; this copy is not for the index.
  if (noScript) headers.set('x-robots-tag', 'noindex')
  return new Response(body, { status, headers })
}

/** The request without the no-JavaScript flag, or null when it has none. */
function withoutNoScriptFlag(request: Request): Request | null {
  const url = new URL(request.url)
  if (!url.searchParams.has(NO_SCRIPT_PARAM)) return null
  url.searchParams.delete(NO_SCRIPT_PARAM)
  return new Request(url, request)
}

function noScriptUrlOf(href: string): string {
  const url = new URL(href)
  url.searchParams.set(NO_SCRIPT_PARAM, '1')
  return `${url.pathname}${url.search}`
}

/** Whether a loader deferred anything, i.e. whether the streamed page holds content behind a script. */
function hasDeferred(context: StaticHandlerContext): boolean {
  return Object.values(context.loaderData ?? {}).some(
    (data) => !!data && typeof data === 'object' && Object.values(data).some((value) => value instanceof Promise),
  )
}

/**
 * The on-demand views this page renders (loaded here before rendering; their chunks preloaded in the
 * document), and the code of every island, so the worker renders them in place.
 */
async function pageViews(context: StaticHandlerContext): Promise<ViewName[]> {
  const views = viewsOf(context)
  await Promise.all(views.map(loadView))
  await loadIslands()
  return views
}

/** The on-demand views of a page: its routes' own, and the one its entity (product, category, content) needs. */
export function viewsOf(context: StaticHandlerContext): ViewName[] {
  return context.matches
    .flatMap((match) => {
      const kind = (context.loaderData[match.route.id] as { kind?: string } | undefined)?.kind
      return [(match.route.handle as { view?: ViewName } | undefined)?.view, kind ? entityView(kind) : null]
    })
    .filter((view): view is ViewName => !!view)
}

/**
 * Appends the boot and hydration data before </body>, once every deferred value has settled. Chunks
 * pass through at once (the shell must not wait); only React's closing tags are moved behind the data.
 */
function appendBootData(
  boot: AppBoot,
  routerContext: StaticHandlerContext,
  nonce: string | undefined,
): TransformStream<Uint8Array, Uint8Array> {
  const encoder = new TextEncoder()
  const closing = encoder.encode('</body></html>')
  let closed = false
  return new TransformStream({
    transform(chunk, controller) {
      if (endsWith(chunk, closing)) {
        closed = true
        chunk = chunk.subarray(0, chunk.length - closing.length)
      }
      if (chunk.length) controller.enqueue(chunk)
    },
    async flush(controller) {
      const state = await serializeRouterState(routerContext)
      const script = `<script${nonce ? ` nonce="${nonce}"` : ''}>window.__BOOT__=${scriptJson(boot)};window.__staticRouterHydrationData=${scriptJson(state, withoutApiAlias)};</script>`
      controller.enqueue(encoder.encode(script))
      if (closed) controller.enqueue(closing)
    },
  })
}

function endsWith(chunk: Uint8Array, suffix: Uint8Array): boolean {
  if (chunk.length < suffix.length) return false
  const offset = chunk.length - suffix.length
  for (let i = 0; i < suffix.length; i++) if (chunk[offset + i] !== suffix[i]) return false
  return true
}
