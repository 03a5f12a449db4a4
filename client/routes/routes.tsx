/** The route table, shared by worker and browser. Loaders are attached by id: real ones on the worker, _payload.json fetchers in the browser. */
import type { LoaderFunction, RouteObject } from 'react-router'
import { PageErrorBoundary } from '../components/ErrorPages'
import { rootDataStale } from '../state/session'
import EntityPage from './entity'
import Root, { RootErrorBoundary } from './root'
import { loadView, type ViewName } from './views'

/** A page whose code loads on demand; `handle.view` lets the worker preload its chunk. */
const lazyPage = (view: ViewName) => ({
  lazy: async () => ({ Component: await loadView(view) }),
  handle: { view },
})

export type RouteId = 'root' | 'home' | 'search' | 'cart' | 'product' | 'category' | 'landing-page' | 'catch-all'
export type LoaderMap = Partial<Record<RouteId, LoaderFunction<any>>>

/** Routes whose loader runs on the worker; the browser fetches their data from {path}/_payload.json. */
export const SERVER_LOADED: RouteId[] = ['home', 'search', 'product', 'category', 'landing-page', 'catch-all']

export function createRoutes(loaders: LoaderMap): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: Root,
      ErrorBoundary: RootErrorBoundary,
      loader: loaders.root,
      // The header's data (navigation, cart, session) comes with the document; the cart then lives in its
      // atom. It reloads only after a response tagged `context` (state/session.ts), never on navigation.
      shouldRevalidate: rootDataStale,
      children: [
        {
          id: 'pages',
          ErrorBoundary: PageErrorBoundary,
          children: [
            { id: 'home', index: true, ...lazyPage('home'), loader: loaders.home },
            { id: 'search', path: 'search', ...lazyPage('search'), loader: loaders.search },
            { id: 'cart', path: 'checkout/cart', ...lazyPage('cart') },
            { id: 'product', path: 'detail/:productId', Component: EntityPage, loader: loaders.product },
            { id: 'category', path: 'navigation/:categoryId', Component: EntityPage, loader: loaders.category },
            {
              id: 'landing-page',
              path: 'landingPage/:landingPageId',
              Component: EntityPage,
              loader: loaders['landing-page'],
            },
            { id: 'catch-all', path: '*', Component: EntityPage, loader: loaders['catch-all'] },
          ],
        },
      ],
    },
  ]
}
