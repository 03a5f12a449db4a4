/**
 * Views loaded on demand, so a product page's first visit ships only what it shows. The worker
 * preloads the chunk of the view it rendered (VIEW_MODULES names it in the Vite manifest) and the
 * browser resolves it before hydrating or before showing a navigation, so nothing suspends on screen.
 */
import type { ComponentType } from 'react'

/** Source modules, as the Vite manifest keys them. */
export const VIEW_MODULES = {
  category: 'client/routes/category.tsx',
  content: 'client/routes/content.tsx',
  home: 'client/routes/home.tsx',
  search: 'client/routes/search.tsx',
  cart: 'client/routes/cart.tsx',
} as const
export type ViewName = keyof typeof VIEW_MODULES

// Each import() is written out so the bundler sees it and emits the chunk.
const importers: Record<ViewName, () => Promise<ComponentType<any>>> = {
  category: () => import('./category').then((m) => m.CategoryPage),
  content: () => import('./content').then((m) => m.ContentPage),
  home: () => import('./home').then((m) => m.default),
  search: () => import('./search').then((m) => m.default),
  cart: () => import('./cart').then((m) => m.default),
}

// Code, not request data: the same for every shopper, loaded once per isolate or page.
const loaded: Partial<Record<ViewName, ComponentType<any>>> = {}

/** Loads a view's module (once). */
export async function loadView(name: ViewName): Promise<ComponentType<any>> {
  return (loaded[name] ??= await importers[name]())
}

/** A view that has been loaded; loadView must have run for it (the loaders and the entry make sure). */
export function loadedView(name: ViewName): ComponentType<any> {
  const view = loaded[name]
  if (!view) throw new Error(`View ${name} used before it was loaded`)
  return view
}

/** The view an entity page needs, by the kind its loader returned; the product view is always in the entry. */
export const entityView = (kind: string): ViewName | null => (kind === 'category' || kind === 'content' ? kind : null)
