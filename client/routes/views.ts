/**
 * Views loaded on demand, so a product page's first visit ships only what it shows. A view is the
 * default export of `./<view>/page.tsx`: the bundler emits one chunk each. The worker preloads the
 * chunk of the view it rendered (viewModule names it in the Vite manifest) and the browser resolves it
 * before hydrating or before showing a navigation, so nothing suspends on screen.
 */
import type { ComponentType } from 'react'
import { readyIslands } from '../island'

/** The on-demand views; only the root and the entity page (which picks product, category or content) ship in the entry (docs/decisions/006, 039). */
export const VIEWS = [
  'home',
  'search',
  'cart',
  'category',
  'content',
  'login',
  'register',
  'registration-confirm',
  'forgot-password',
  'reset-password',
  'area',
  'wishlist',
  'my-products',
  'newsletter',
  // The account, the checkout and the shopping lists: a view per page (section, step), around a shared frame.
  'account',
  'account-profile',
  'account-address',
  'account-payment',
  'account-orders',
  'account-order',
  'account-coupons',
  'account-loyalty',
  'checkout',
  'checkout-shipping-payment',
  'checkout-confirm',
  'checkout-success',
  'checkout-unpaid',
  'shopping-lists',
  'shopping-list',
  'product',
] as const
export type ViewName = (typeof VIEWS)[number]

const importers = import.meta.glob<{ default: ComponentType<any> }>([
  './*/page.tsx',
  '!./root/page.tsx',
  '!./entity/page.tsx',
])
const globKey = (view: ViewName) => `./${view}/page.tsx`

/** A view's source module as the Vite manifest keys it (this folder, relative to the project root). */
export const viewModule = (view: ViewName) => `client/routes/${globKey(view).slice(2)}`

/** Every page module the glob found, for the test that holds VIEWS and the folders together. */
export const viewFiles = () => Object.keys(importers)

// Code, not request data: the same for every shopper, loaded once per isolate or page.
const loaded: Partial<Record<ViewName, ComponentType<any>>> = {}

/** Loads a view's module (once), with the code of its islands once islands are wanted (../island.tsx). */
export async function loadView(name: ViewName): Promise<ComponentType<any>> {
  loaded[name] ??= (await importers[`./${name}/page.tsx`]!()).default
  await readyIslands()
  return loaded[name]
}

/** A view that has been loaded; loadView must have run for it (the loaders and the entry make sure). */
export function loadedView(name: ViewName): ComponentType<any> {
  const view = loaded[name]
  if (!view) throw new Error(`Unloaded view ${name}`)
  return view
}

/** The view an entity page needs, by the kind its loader returned. */
export const entityView = (kind: string): ViewName | null =>
  kind === 'category' || kind === 'content' || kind === 'product' ? kind : null
