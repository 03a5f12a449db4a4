/** The browser entry: hydrates the server's page with the server's data; later navigations fetch _payload.json. */
import { StrictMode, startTransition } from 'react'
import type { ActionFunction, DataRouter, LoaderFunction } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { AppProviders, createAppStore, type AppBoot } from './app'
import { captureInstallOffer, installChunkReloadGuard } from './app-shell/early'
import { loadIslands, loadIslandsLater } from './island'
import { withPayloadCode } from './payload-code'
import { createLeanRouter, type HydrationData, loadRouteCode } from './router'
import { createRoutes, postsPayload } from './routes/table'
import { entityView, loadView } from './routes/views'
import { loadTexts } from './texts'
import type { RootData } from './types'
import './styles.css'

declare global {
  interface Window {
    __BOOT__: AppBoot
    __staticRouterHydrationData: HydrationData
  }
}

/** Starts the page. No top-level await: it would turn off the bundler's chunk merging (docs/decisions/006). */
async function start(): Promise<void> {
  const boot = window.__BOOT__
  const rootData = window.__staticRouterHydrationData.loaderData.root as RootData | undefined
  // The header's data comes with the document; it reloads (in the one _payload.json request of that load)
  // only after a session change: see rootDataStale in state/session.ts.
  const basename = boot.basename || '/'
  const routes = createRoutes(
    (id): LoaderFunction =>
      (args) =>
        withPayloadCode((code) => code.payloadLoader(id, basename)(args)),
    (id): ActionFunction | undefined =>
      postsPayload(id) ? (args) => withPayloadCode((code) => code.payloadAction(basename)(args)) : undefined,
  )
  // Starts from the worker's data (window.__staticRouterHydrationData) and revives route errors from it.
  const router = createLeanRouter(routes, { basename, hydrationData: window.__staticRouterHydrationData })
  // Hydration must render what the server rendered: load this page's on-demand code and the locale's
  // texts first (the worker already preloaded both, so this waits on little but evaluation).
  // React DOM's client (~55 KB brotli) is evaluated in a task of its own, not with the entry's: the
  // document preloads it beside the entry (worker/ssr/assets.ts), so this waits on no download.
  const [dictionary, { hydrateRoot }] = await Promise.all([
    loadTexts(boot.texts),
    import('react-dom/client'),
    loadPageCode(router.state.matches),
  ])
  const store = createAppStore(rootData, boot.theme)
  // The islands' code (./island.tsx): on idle or interaction, and before any client navigation shows.
  const stopIslands = loadIslandsLater()
  // A revalidation too (another tab logged in): an island the new data reaches (the router's context) must
  // hydrate before the update can show.
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.revalidation === 'idle') return
    unsubscribe()
    stopIslands()
    void loadIslands()
  })

  // In a transition, React hydrates in slices and lets the browser handle input between them: one task
  // for the whole page blocked the main thread for 100–220 ms on a mid-range phone (decision 048).
  // A shopper's click still hydrates its part of the page at once (selective hydration).
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <AppProviders boot={boot} dictionary={dictionary} store={store}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    )
  })
}

// Before anything loads on demand: a chunk of a replaced build reloads the page (once), and the
// browser's install offer waits for the app shell.
installChunkReloadGuard()
captureInstallOffer()
void start()

/** The code of the page the router starts on: its routes' views, and the entity view its data names. */
async function loadPageCode(matches: DataRouter['state']['matches']): Promise<void> {
  await Promise.all(
    matches.map(async ({ route }) => {
      const data = window.__staticRouterHydrationData.loaderData[route.id] as { kind?: string } | null | undefined
      const view = data?.kind ? entityView(data.kind) : null
      if (view) await loadView(view)
      await loadRouteCode(route)
    }),
  )
}
