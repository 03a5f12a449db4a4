/**
 * The route table: THE registry of every route's id, path, view, layout and whether its loader and its
 * form action run on the worker. Convention does the rest: a view is `./<view>/page.tsx`, or
 * `./<area>/<name>.page.tsx` for a page of an area around one frame (views.ts); a worker loader is
 * exported under its route id by some `./<area>/loader.server.ts`, a form action by some
 * `./<area>/action.server.ts` (worker/ssr/loaders.ts). Adding a page is one line here and one folder (or
 * one file in its area's folder); the route ids and view names are this table's own.
 * Loaders and actions are attached by id: real ones on the worker, _payload.json fetchers in the browser
 * (docs/decisions/017-form-actions.md).
 */
import type { ActionFunction, LoaderFunction, RouteObject } from 'react-router'
import { RouteError } from '../components/layout/error-islands'
import type { LayoutName } from '../components/layout/Layouts'
import { rootDataStale } from '../state/session'
import EntityPage from './entity/page'
import Root, { RootErrorBoundary } from './root/page'
import { type EntityView, loadView } from './views'

export type LoaderMap = Partial<Record<RouteId, LoaderFunction<any>>>
export type ActionMap = Partial<Record<RouteId, ActionFunction<any>>>

interface PageRoute<Id extends string = string> {
  id: Id
  /** Relative to the locale's prefix; none for the index page. */
  path?: string
  /**
   * The page's code, loaded on demand (views.ts: `cart` is ./cart/page.tsx, `account/profile`
   * ./account/profile.page.tsx); without one the entity page picks the view by its loader's data.
   */
  view?: string
  /** Its loader runs on the worker; the browser fetches the data from {path}/_payload.json. */
  server?: true
  /**
   * Its form action runs on the worker: a real POST without JavaScript, a POST to {path}/_payload.json with
   * it. `document`: only the real POST; once hydrated the view makes the change itself (the cart through its
   * atom), so the browser's route has no action.
   */
  action?: true | 'document'
  /** The page's layout (default, account or checkout); default when absent. */
  layout?: LayoutName
  /**
   * A catalog or content page that shows nobody's data: rendered once for every shopper without a customer
   * and kept at the edge (worker/page-cache, decision 037); the shopper's cart and session follow after hydration.
   */
  shared?: true
}

/** The pages under the root, in the order they match. */
const TABLE = [
  { id: 'home', view: 'home', server: true, shared: true },
  { id: 'search', path: 'search', view: 'search', server: true, shared: true },
  { id: 'cart', path: 'checkout/cart', view: 'cart', action: 'document' },
  // The checkout: three steps and the success page, a view each around one frame (checkout/frame.tsx).
  { id: 'checkout', path: 'checkout', view: 'checkout', server: true, action: true, layout: 'checkout' },
  {
    id: 'checkout-shipping-payment',
    path: 'checkout/shipping-payment',
    view: 'checkout/shipping-payment',
    server: true,
    action: true,
    layout: 'checkout',
  },
  {
    id: 'checkout-confirm',
    path: 'checkout/confirm',
    view: 'checkout/confirm',
    server: true,
    action: true,
    layout: 'checkout',
  },
  {
    id: 'checkout-success',
    path: 'checkout/success/:orderId',
    view: 'checkout/success',
    server: true,
    layout: 'checkout',
  },
  {
    id: 'checkout-unpaid',
    path: 'checkout/success/:orderId/unpaid',
    view: 'checkout/unpaid',
    server: true,
    action: true,
    layout: 'checkout',
  },
  { id: 'wishlist', path: 'wishlist', view: 'wishlist', server: true, action: true },
  { id: 'login', path: 'login', view: 'login', server: true, action: true },
  { id: 'logout', path: 'account/logout', server: true, action: true },
  { id: 'my-products', path: 'meine-produkte', view: 'my-products', server: true },
  { id: 'newsletter', path: 'newsletter-subscribe', view: 'newsletter', server: true, action: true },
  { id: 'cookie-settings', path: 'cookie-settings', view: 'cookie-settings', server: true },
  { id: 'register', path: 'register', view: 'register', server: true, action: true },
  { id: 'registration-confirm', path: 'registration/confirm', view: 'registration-confirm', server: true },
  { id: 'forgot-password', path: 'forgot-password', view: 'forgot-password', server: true, action: true },
  { id: 'account-recover', path: 'account/recover', server: true, layout: 'account' },
  { id: 'reset-password', path: 'reset-password', view: 'reset-password', server: true, action: true },
  { id: 'area', path: 'area', view: 'area', server: true, action: true },
  // The recovery mail's link (Shopware's storefront path); the same page as /reset-password.
  {
    id: 'account-recover-password',
    path: 'account/recover/password',
    view: 'reset-password',
    server: true,
    action: true,
  },
  { id: 'product', path: 'detail/:productId', server: true, action: true, shared: true },
  // The account area: a view per section around one frame (routes/account/frame.tsx); login required.
  { id: 'account', path: 'account', view: 'account', server: true, layout: 'account' },
  {
    id: 'account-profile',
    path: 'account/profile',
    view: 'account/profile',
    server: true,
    action: true,
    layout: 'account',
  },
  {
    id: 'account-address',
    path: 'account/address',
    view: 'account/address',
    server: true,
    action: true,
    layout: 'account',
  },
  {
    id: 'account-payment',
    path: 'account/payment',
    view: 'account/payment',
    server: true,
    action: true,
    layout: 'account',
  },
  { id: 'account-order', path: 'account/order', view: 'account/orders', server: true, layout: 'account' },
  // An order by id (the customer's own), or a guest's by its deep link code (email and postal code asked).
  {
    id: 'account-order-detail',
    path: 'account/order/:orderId',
    view: 'account/order',
    server: true,
    action: true,
    layout: 'account',
  },
  { id: 'account-coupon', path: 'account/coupon', view: 'account/coupons', server: true, layout: 'account' },
  {
    id: 'account-loyalty-program',
    path: 'account/loyalty-program',
    view: 'account/loyalty',
    server: true,
    layout: 'account',
  },
  // Shopping lists (business customers only): the lists in the account, one list by id; a list's share
  // link (?share=…) opens it read-only for anyone.
  {
    id: 'account-shopping-lists',
    path: 'account/shopping-lists',
    view: 'shopping-lists',
    server: true,
    action: true,
    layout: 'account',
  },
  {
    id: 'shopping-list',
    path: 'shopping-list/:listId',
    view: 'shopping-lists/list',
    server: true,
    action: true,
    layout: 'account',
  },
  { id: 'category', path: 'navigation/:categoryId', server: true, shared: true },
  { id: 'landing-page', path: 'landingPage/:landingPageId', server: true, action: true, shared: true },
  { id: 'catch-all', path: '*', server: true, action: true, shared: true },
] as const satisfies readonly PageRoute[]

/** Every route's id: the root's and the table's. */
export type RouteId = 'root' | (typeof TABLE)[number]['id']
/** Every view a page shows: the table's and the entity page's. */
export type ViewName = Extract<(typeof TABLE)[number], { view: string }>['view'] | EntityView
/** The pages under the root, in the order they match. */
export const PAGES: readonly PageRoute<RouteId>[] = TABLE

/** A page's path below the locale prefix, as the table names it (`pagePath('cart')` is `/checkout/cart`). */
export const pagePath = (id: RouteId): string => `/${PAGES.find((page) => page.id === id)?.path ?? ''}`

/** Whether the browser's route posts its forms to the payload action (decision 017), not only the document. */
export const postsPayload = (id: RouteId): boolean => PAGES.some((page) => page.id === id && page.action === true)

type LoaderOf = (id: RouteId) => LoaderFunction<any> | undefined
type ActionOf = (id: RouteId) => ActionFunction<any> | undefined

/** The route objects, each worker-loaded route with the loader `loaderOf` gives for its id, each form route with its action. */
export function createRoutes(loaderOf: LoaderOf, actionOf: ActionOf = () => undefined): RouteObject[] {
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
        {
          id: 'pages',
          ErrorBoundary: RouteError,
          children: PAGES.map((page) => pageRoute(page, loaderOf, actionOf)),
        },
      ],
    },
  ]
}

function pageRoute(
  { id, path, view, server, action, layout }: PageRoute<RouteId>,
  loaderOf: LoaderOf,
  actionOf: ActionOf,
): RouteObject {
  return {
    id,
    path,
    index: !path,
    loader: server && loaderOf(id),
    action: action && actionOf(id),
    // `handle.view` lets the worker preload the view's chunk; `handle.layout` picks the page's frame.
    ...(view
      ? { lazy: async () => ({ Component: await loadView(view) }), handle: { view, layout } }
      : { Component: EntityPage, handle: { layout } }),
  } as RouteObject
}
