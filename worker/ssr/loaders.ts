/**
 * The worker's routes: the shared table with the real loaders and form actions, found by convention in
 * client/routes/<area>/loader.server.ts and client/routes/<area>/action.server.ts.
 */
import { type ActionMap, createRoutes, type LoaderMap, PAGES, type RouteId } from '../../client/routes/table'
import { withLegalPages } from '../legal-pages'

/** Routes whose loader runs on the worker: the root (its data comes with the document) and every `server` page. */
export const WORKER_LOADED: readonly RouteId[] = ['root', ...PAGES.filter((page) => page.server).map((page) => page.id)]
/** Routes whose form action runs on the worker (docs/decisions/017-form-actions.md). */
export const WORKER_ACTIONS: readonly RouteId[] = PAGES.filter((page) => page.action).map((page) => page.id)

const loaderModules = import.meta.glob<LoaderMap>('../../client/routes/*/loader.server.ts', {
  eager: true,
  import: 'loaders',
})
const actionModules = import.meta.glob<ActionMap>('../../client/routes/*/action.server.ts', {
  eager: true,
  import: 'actions',
})

/**
 * Joins each area's map (loaders or actions) into one map by route id. A route of the table without its
 * function, a function without its route, or two for one route is a mistake: it fails the first request of
 * every test rather than a shopper's page.
 */
function collect<T>(
  kind: string,
  expected: readonly RouteId[],
  areas: Record<string, Partial<Record<RouteId, T>> | undefined>,
) {
  const all: Partial<Record<RouteId, T>> = {}
  for (const [file, entries] of Object.entries(areas)) {
    for (const [id, fn] of Object.entries(entries ?? {}) as Array<[RouteId, T | undefined]>) {
      if (!fn) continue
      if (!expected.includes(id)) throw new Error(`${file}: no route ${id} runs its ${kind} on the worker`)
      if (all[id]) throw new Error(`${file}: a second ${kind} for route ${id}`)
      all[id] = fn
    }
  }
  const missing = expected.filter((id) => !all[id])
  if (missing.length) throw new Error(`No ${kind}.server.ts exports a ${kind} for ${missing.join(', ')}`)
  return all
}

export const collectLoaders = (areas: Record<string, LoaderMap | undefined>): LoaderMap =>
  collect('loader', WORKER_LOADED, areas)
export const collectActions = (areas: Record<string, ActionMap | undefined>): ActionMap =>
  collect('action', WORKER_ACTIONS, areas)

/** Built once per isolate: route objects hold no request data. */
const loaders = collectLoaders(loaderModules)
const actions = collectActions(actionModules)
export const serverRoutes = createRoutes(
  // Upstream mode: the fixed legal paths load the CMS pages the operator named before any SEO lookup (decision 062).
  (id) => (id === 'catch-all' ? withLegalPages(loaders[id]!) : loaders[id]),
  (id) => actions[id],
)
