/** The worker's routes: the shared table with the real loaders, found by convention in client/routes/<area>/loader.server.ts. */
import { createRoutes, type LoaderMap, PAGES, type RouteId } from '../../client/routes/table'

/** Routes whose loader runs on the worker: the root (its data comes with the document) and every `server` page. */
export const WORKER_LOADED: readonly RouteId[] = ['root', ...PAGES.filter((page) => page.server).map((page) => page.id)]

const modules = import.meta.glob<LoaderMap>('../../client/routes/*/loader.server.ts', {
  eager: true,
  import: 'loaders',
})

/**
 * Joins each area's `loaders` into one map by route id. A route of the table without its loader, a
 * loader without its route, or two loaders for one route is a mistake: it fails the first request of
 * every test rather than a shopper's page.
 */
export function collectLoaders(areas: Record<string, LoaderMap | undefined>): LoaderMap {
  const all: LoaderMap = {}
  for (const [file, loaders] of Object.entries(areas)) {
    for (const [id, loader] of Object.entries(loaders ?? {})) {
      if (!WORKER_LOADED.includes(id as RouteId))
        throw new Error(`${file}: no route ${id} runs its loader on the worker`)
      if (all[id as RouteId]) throw new Error(`${file}: a second loader for route ${id}`)
      all[id as RouteId] = loader
    }
  }
  const missing = WORKER_LOADED.filter((id) => !all[id])
  if (missing.length) throw new Error(`No loader.server.ts exports a loader for ${missing.join(', ')}`)
  return all
}

/** Built once per isolate: route objects hold no request data. */
const loaders = collectLoaders(modules)
export const serverRoutes = createRoutes((id) => loaders[id])
