/**
 * The bare render of the worker-cost figure: a page's component tree rendered in Node with its data
 * already in memory. The page's own `__BOOT__` and `__staticRouterHydrationData` (deferred values already
 * resolved) become a react-router static context over the worker's routes (worker/ssr/loaders.ts), matched
 * by `matchRoutes`, inside the same Document and providers as worker/ssr/render.tsx, rendered as the worker
 * renders it: react-dom/server's edge build (the one workerd runs, its text encoded in batches as the
 * worker's build has it), renderToReadableStream with the
 * worker's options, read to its end (the figure the ratio uses); and, for reference with earlier runs,
 * renderToString, which skips the streaming work the worker does. The app's modules use Vite's `import.meta.glob` (routes, views), so
 * they are loaded through a Vite server in SSR mode (production mode: production React, no dev checks);
 * that is the only shim, and it lives here, not in the app.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { ComponentType, ReactNode } from 'react'
import type { StaticHandlerContext } from 'react-router'
import { createServer, type ViteDevServer } from 'vite'
import { percentile } from './bench-stats'
import { batchedServerText, reactServerBuildFile, serverBuild } from './vite-react-server-text'

const root = path.resolve(import.meta.dirname, '..')
const ENTRY = 'virtual:bench-render'
/** Everything the render needs, imported in one module graph so react-router's contexts are one instance. */
const ENTRY_SOURCE = [
  "export { createStaticHandler, createStaticRouter, StaticRouterProvider, matchRoutes } from 'react-router'",
  "export { renderToString } from 'react-dom/server'",
  "export { createElement } from 'react'",
  "export { serverRoutes } from '/worker/ssr/loaders.ts'",
  "export { AppProviders, createAppStore } from '/client/app.tsx'",
  "export { Document } from '/worker/ssr/document.tsx'",
  "export { clientAssets } from '/worker/ssr/assets.ts'",
  "export { entityView, loadView, viewModule } from '/client/routes/views.ts'",
].join('\n')

/** The page's inline boot and hydration data, parsed; null when the page has none. */
export function pageData(html: string): { boot: any; hydration: any } | null {
  const match = /window\.__BOOT__=(\{.*?\});window\.__staticRouterHydrationData=(\{.*\});<\/script>/s.exec(html)
  return match ? { boot: JSON.parse(match[1]!), hydration: JSON.parse(match[2]!) } : null
}

export interface BareRender {
  /**
   * Median ms of `iterations` renders of the page at `url` from its HTML: streamed as the worker does
   * (`median`) and with renderToString (`string`); the rendered length for a sanity check.
   */
  time(
    url: string,
    html: string,
    iterations: number,
  ): Promise<{ median: number; string: number; bytes: number; fallbacks: number }>
  /**
   * One streamed render of the page at a time (ms each), for figures that alternate it with the worker's
   * answers so both meet the host at the same speed.
   */
  streamed(url: string, html: string): Promise<() => Promise<number>>
  close(): Promise<void>
}

export async function bareRenderer(): Promise<BareRender> {
  // Production React and react-router, as the worker's build runs them.
  process.env.NODE_ENV = 'production'
  const vite: ViteDevServer = await createServer({
    root,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [
      {
        name: 'bench-render-entry',
        resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : null),
        load: (id) => (id === `\0${ENTRY}` ? ENTRY_SOURCE : null),
      },
    ],
  })
  const app = await vite.ssrLoadModule(ENTRY)
  // The worker's build encodes React's text in batches (scripts/vite-react-server-text.ts): so does this
  // render, on the React the app's modules use (production, by NODE_ENV), so the two stay the same work.
  const require = createRequire(import.meta.url)
  const { renderToReadableStream } = serverBuild(
    batchedServerText(await readFile(reactServerBuildFile(), 'utf8')),
    require,
  )
  // The built client's manifest, read as the worker reads it through its ASSETS binding.
  const assets = await app.clientAssets({
    ASSETS: {
      fetch: async (url: string) =>
        readFile(path.join(root, 'dist/client', new URL(url).pathname))
          .then((bytes) => new Response(bytes))
          .catch(() => new Response(null, { status: 404 })),
    },
  })
  const handlers = new Map<string, any>()
  const handlerFor = (basename: string) => {
    if (!handlers.has(basename)) handlers.set(basename, app.createStaticHandler(app.serverRoutes, { basename }))
    return handlers.get(basename)
  }

  /** The element worker/ssr/render.tsx renders, built from the page's data; views loaded before. */
  async function pageElement(url: string, html: string): Promise<() => ReactNode> {
    const data = pageData(html)
    if (!data) throw new Error(`${url}: no boot data in the page`)
    const { boot, hydration } = data
    if (hydration.errors) throw new Error(`${url}: the page carries route errors`)
    const basename = boot.basename || '/'
    const handler = handlerFor(basename)
    const { pathname, search } = new URL(url)
    const matches = app.matchRoutes(handler.dataRoutes, pathname, basename)
    if (!matches) throw new Error(`${url}: no route matches`)
    const views = matches
      .flatMap((match: any) => [match.route.handle?.view, entityViewOf(app, hydration.loaderData[match.route.id])])
      .filter(Boolean)
    await Promise.all(views.map(app.loadView))
    await Promise.all(matches.map(resolveLazy))
    const preload = views.map((view: string) => assets.chunksOf(app.viewModule(view)))
    const context: StaticHandlerContext = {
      basename,
      location: { pathname, search, hash: '', state: null, key: 'default' },
      matches,
      loaderData: hydration.loaderData,
      actionData: hydration.actionData,
      errors: null,
      statusCode: 200,
      loaderHeaders: {},
      actionHeaders: {},
    }
    const h = app.createElement as (
      type: string | ComponentType<any>,
      props: object,
      ...children: ReactNode[]
    ) => ReactNode
    // Per render, as per request on the worker: the router and the shopper's store.
    return () => {
      const router = app.createStaticRouter(handler.dataRoutes, context)
      const store = app.createAppStore(hydration.loaderData.root, boot.theme)
      return h(
        app.Document,
        { locale: boot.locale, theme: boot.theme, assets, preload },
        h(app.AppProviders, { boot, store }, h(app.StaticRouterProvider, { router, context, hydrate: false })),
      )
    }
  }

  /** A streamed render to its last byte with the worker's options (worker/ssr/render.tsx): every finished boundary in place. */
  const streamOf = (element: () => ReactNode) => async () => {
    const body: ReadableStream<Uint8Array> = await renderToReadableStream(element(), {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    })
    const reader = body.getReader()
    let bytes = 0
    for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.byteLength
    return bytes
  }

  /** `run` timed once per call (ms), after five runs that warm it. */
  const warmed = async (run: () => unknown) => {
    for (let i = 0; i < 5; i++) await run()
    return async () => {
      const start = performance.now()
      await run()
      return performance.now() - start
    }
  }

  return {
    async streamed(url, html) {
      return warmed(streamOf(await pageElement(url, html)))
    },
    async time(url, html, iterations) {
      const element = await pageElement(url, html)
      const render = () => app.renderToString(element()) as string
      const timed = async (run: () => unknown) => {
        const once = await warmed(run)
        const times: number[] = []
        for (let i = 0; i < iterations; i++) times.push(await once())
        return percentile(times, 50)
      }
      const string = await timed(render)
      const median = await timed(streamOf(element))
      const out = render()
      // A Suspense boundary rendered as its fallback (`<!--$!-->`) would mean the render skipped content.
      return { median, string, bytes: out.length, fallbacks: out.split('<!--$!').length - 1 }
    },
    close: () => vite.close(),
  }
}

/** What the static handler's query does once per route: a lazy route's module becomes part of the route. */
async function resolveLazy({ route }: { route: { lazy?: () => Promise<object> } }): Promise<void> {
  if (typeof route.lazy !== 'function') return
  Object.assign(route, await route.lazy(), { lazy: undefined })
}

function entityViewOf(app: any, data: unknown): string | null {
  const kind = (data as { kind?: string } | undefined)?.kind
  return kind ? app.entityView(kind) : null
}
