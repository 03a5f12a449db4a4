/** The browser entry: hydrates the server's page with the server's data; later navigations fetch _payload.json. */
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { AppProviders, createAppStore, type AppBoot } from './app'
import { payloadLoader } from './payload'
import { createRoutes, SERVER_LOADED } from './routes/routes'
import type { RootData } from './types'
import './styles.css'

declare global {
  interface Window {
    __BOOT__: AppBoot
    __staticRouterHydrationData: { loaderData: Record<string, unknown> }
  }
}

const boot = window.__BOOT__
const rootData = window.__staticRouterHydrationData.loaderData.root as RootData | undefined
const routes = createRoutes({
  ...Object.fromEntries(SERVER_LOADED.map((id) => [id, payloadLoader(id)])),
  // The header's data comes with the document and never revalidates; a route without a loader would lose it.
  root: () => rootData ?? null,
})
// Reads window.__staticRouterHydrationData (written by the worker) and revives route errors from it.
const router = createBrowserRouter(routes, { basename: boot.basename || '/' })
const store = createAppStore(rootData)

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <AppProviders boot={boot} store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
