/**
 * Views loaded on demand, so a product page's first visit ships only what it shows. A view is the
 * default export of a page module, named by its place under this folder: `home` is `./home/page.tsx` (a
 * page's own folder), `account/profile` is `./account/profile.page.tsx` (a page of an area that keeps its
 * pages around one frame). The bundler emits one chunk each. The worker preloads the chunk of the view it
 * rendered (viewModule names it in the Vite manifest) and the browser resolves it before hydrating or
 * before showing a navigation, so nothing suspends on screen. The route table (./table.tsx) names each
 * page's view; the entity page picks one of ENTITY_VIEWS by its loader's data.
 */
import type { ComponentType } from 'react'
import { readyIslands } from '../island'

/** The views of the entity page (product, category, content: one route, the kind its loader found). */
export const ENTITY_VIEWS = ['category', 'content', 'product'] as const
export type EntityView = (typeof ENTITY_VIEWS)[number]

const importers = import.meta.glob<{ default: ComponentType<any> }>([
  './*/page.tsx',
  './*/*.page.tsx',
  '!./root/page.tsx',
  '!./entity/page.tsx',
])
/** A view's module, relative to this folder. */
const globKey = (view: string) => (view.includes('/') ? `./${view}.page.tsx` : `./${view}/page.tsx`)

/** A view's source module as the Vite manifest keys it (this folder, relative to the project root). */
export const viewModule = (view: string) => `client/routes/${globKey(view).slice(2)}`

/** The view a page module is (`./account/profile.page.tsx` is `account/profile`): globKey's inverse. */
export const viewOfFile = (file: string) => file.replace(/^\.\//, '').replace(/(\/page|\.page)\.tsx$/, '')

/** Every page module the glob found, for the test that holds the route table and the folders together. */
export const viewFiles = () => Object.keys(importers)

// Code, not request data: the same for every shopper, loaded once per isolate or page.
const loaded: Partial<Record<string, ComponentType<any>>> = {}

/** Loads a view's module (once), with the code of its islands once islands are wanted (../island.tsx). */
export async function loadView(name: string): Promise<ComponentType<any>> {
  const importer = importers[globKey(name)]
  if (!importer) throw new Error(`No view ${name}`)
  loaded[name] ??= (await importer()).default
  await readyIslands()
  return loaded[name]
}

/** A view that has been loaded; loadView must have run for it (the loaders and the entry make sure). */
export function loadedView(name: string): ComponentType<any> {
  const view = loaded[name]
  if (!view) throw new Error(`Unloaded view ${name}`)
  return view
}

/** The view an entity page needs, by the kind its loader returned. */
export const entityView = (kind: string): EntityView | null =>
  kind === 'category' || kind === 'content' || kind === 'product' ? kind : null
