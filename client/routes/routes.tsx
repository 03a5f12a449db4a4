/** The route table, shared by worker and browser. Loaders are attached by id: real ones on the worker, _payload.json fetchers in the browser. */
import type { LoaderFunction, RouteObject } from 'react-router'
import { PageErrorBoundary } from '../components/ErrorPages'
import CartPage from './cart'
import EntityPage from './entity'
import Home from './home'
import Root, { RootErrorBoundary } from './root'
import Search from './search'

export type RouteId = 'root' | 'home' | 'search' | 'cart' | 'product' | 'category' | 'catch-all'
export type LoaderMap = Partial<Record<RouteId, LoaderFunction<any>>>

/** Routes whose loader runs on the worker; the browser fetches their data from {path}/_payload.json. */
export const SERVER_LOADED: RouteId[] = ['home', 'search', 'product', 'category', 'catch-all']

export function createRoutes(loaders: LoaderMap): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: Root,
      ErrorBoundary: RootErrorBoundary,
      loader: loaders.root,
      // The header's data (navigation, cart) is loaded once; the cart then lives in its atom.
      shouldRevalidate: () => false,
      children: [
        {
          id: 'pages',
          ErrorBoundary: PageErrorBoundary,
          children: [
            { id: 'home', index: true, Component: Home, loader: loaders.home },
            { id: 'search', path: 'search', Component: Search, loader: loaders.search },
            { id: 'cart', path: 'checkout/cart', Component: CartPage, handle: { layout: 'default' } },
            { id: 'product', path: 'detail/:productId', Component: EntityPage, loader: loaders.product },
            { id: 'category', path: 'navigation/:categoryId', Component: EntityPage, loader: loaders.category },
            { id: 'catch-all', path: '*', Component: EntityPage, loader: loaders['catch-all'] },
          ],
        },
      ],
    },
  ]
}
