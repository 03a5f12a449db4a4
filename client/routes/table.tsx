/**
 * The route table: THE registry of every route's id, path, view and whether its loader runs on the worker.
 * Convention does the rest: a view is `./<view>/page.tsx` (views.ts), a worker loader is exported under
 * its route id by some `./<area>/loader.server.ts` (worker/ssr/loaders.ts). Adding a page is one entry
 * here and one folder. Loaders are attached by id: real ones on the worker, _payload.json fetchers in the browser.
 */
import type { LoaderFunction, RouteObject } from 'react-router'
import type { LayoutName } from '../components/layout/Layouts'
import { PageErrorBoundary } from '../components/layout/ErrorPages'
import { rootDataStale } from '../state/session'
import EntityPage from './entity/page'
import Root, { RootErrorBoundary } from './root/page'
import { loadView, type ViewName } from './views'

export type RouteId =
  | 'root'
  | 'home'
  | 'search'
  | 'cart'
  | 'product'
  | 'category'
  | 'landing-page'
  | 'catch-all'
  | 'account'
  | 'account-profile'
  | 'account-address'
  | 'account-payment'
export type LoaderMap = Partial<Record<RouteId, LoaderFunction<any>>>

interface PageRoute {
  id: RouteId
  /** Relative to the locale's prefix; none for the index page. */
  path?: string
  /** The page's code, loaded on demand; without one the entity page picks the view by its loader's data. */
  view?: ViewName
  /** Its loader runs on the worker; the browser fetches the data from {path}/_payload.json. */
  server?: true
  /** The page's layout (spec §2); default unless named. */
  layout?: LayoutName
}

/** The pages under the root, in the order they match. */
export const PAGES: readonly PageRoute[] = [
  { id: 'home', view: 'home', server: true },
  { id: 'search', path: 'search', view: 'search', server: true },
  { id: 'cart', path: 'checkout/cart', view: 'cart' },
  { id: 'product', path: 'detail/:productId', server: true },
  // The account area: one view, the section by route id (routes/account/page.tsx); login required.
  { id: 'account', path: 'account', view: 'account', server: true, layout: 'account' },
  { id: 'account-profile', path: 'account/profile', view: 'account', server: true, layout: 'account' },
  { id: 'account-address', path: 'account/address', view: 'account', server: true, layout: 'account' },
  { id: 'account-payment', path: 'account/payment', view: 'account', server: true, layout: 'account' },
  { id: 'category', path: 'navigation/:categoryId', server: true },
  { id: 'landing-page', path: 'landingPage/:landingPageId', server: true },
  { id: 'catch-all', path: '*', server: true },
]

/** The route objects, each worker-loaded route with the loader `loaderOf` gives for its id. */
export function createRoutes(loaderOf: (id: RouteId) => LoaderFunction<any> | undefined): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: Root,
      ErrorBoundary: RootErrorBoundary,
      loader: loaderOf('root'),
      // The header's data (navigation, cart, session) comes with the document; the cart then lives in its
      // atom. It reloads only after a response tagged `context` (state/session.ts), never on navigation.
      shouldRevalidate: rootDataStale,
      children: [
        { id: 'pages', ErrorBoundary: PageErrorBoundary, children: PAGES.map((page) => pageRoute(page, loaderOf)) },
      ],
    },
  ]
}

function pageRoute(
  { id, path, view, server, layout }: PageRoute,
  loaderOf: (id: RouteId) => LoaderFunction<any> | undefined,
): RouteObject {
  return {
    id,
    path,
    index: !path,
    loader: server && loaderOf(id),
    // `handle.view` lets the worker preload the view's chunk; `handle.layout` picks the root's layout.
    ...(view
      ? { lazy: async () => ({ Component: await loadView(view) }), handle: { view, layout } }
      : { Component: EntityPage }),
  } as RouteObject
}
