/**
 * The browser's data router: what React Router's `createBrowserRouter` does for this app, in the part the
 * app uses, for RouterProvider and the hooks (useLoaderData, useNavigation, Form, useFetcher…) to run on.
 * `createBrowserRouter` carries every data-router feature React Router has (middleware, route discovery,
 * data strategies, blockers, view transitions, instrumentation): 43 KB of the entry's 150, ~14 KB brotli on
 * every first visit, most of which this shop never runs (decision 039).
 *
 * What it does, as React Router does it:
 * - a navigation matches the routes (below the locale prefix, the basename), loads their lazy code, runs
 *   the loaders that must run (a new route, and the root only when its `shouldRevalidate` says so), then
 *   commits history and state in one update; a newer navigation (or Back) aborts the one in flight;
 * - a form submission (POST) runs the leaf route's action, then revalidates unless the action answered
 *   4xx/5xx; it replaces the history entry when it posts to the page it is on; a GET form navigates with
 *   its fields as the query;
 * - a redirect (a loader's or an action's) is a replacing navigation inside the app, a document load
 *   outside it (`redirectDocument`, another origin, another locale's prefix);
 * - a thrown error or 4xx/5xx `data()` shows at the nearest route with an ErrorBoundary;
 * - fetchers (a form that is not a navigation) submit to a route's action and revalidate the page;
 * - scroll positions are kept per history entry for <ScrollRestoration>; a document load gives its entry a
 *   key of its own (ownHistoryKey), as React Router's framework does in its ScrollRestoration script.
 */
import {
  type ActionFunction,
  type DataRouter,
  createPath,
  type Fetcher,
  IDLE_FETCHER,
  IDLE_NAVIGATION,
  type Location,
  type LoaderFunction,
  matchRoutes,
  type Navigation,
  type Path,
  resolvePath,
  type RouteObject,
  type To,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
} from 'react-router'
import { createElement } from 'react'

type State = DataRouter['state']
type Match = State['matches'][number]
type RouteResult =
  | { type: 'data'; data: unknown; status?: number }
  | { type: 'error'; error: unknown }
  | { type: 'redirect'; location: string; document: boolean }

/** What the worker wrote for hydration (worker/ssr/serialize.ts). */
export interface HydrationData {
  loaderData: Record<string, unknown>
  actionData?: Record<string, unknown> | null
  errors?: Record<string, unknown> | null
}

interface NavigateOptions {
  replace?: boolean
  state?: unknown
  preventScrollReset?: boolean
  formMethod?: string
  formData?: FormData
  formEncType?: string
  fromRouteId?: string
}

interface Submission {
  formMethod: string
  formAction: string
  formEncType: string
  formData: FormData
}

const LOCATION_HEADER = 'Location'
// React Router's redirectDocument() marks its answer so.
const RELOAD_DOCUMENT_HEADER = 'X-Remix-Reload-Document'

/** A route error revived from the worker's hydration data. */
function revive(errors: HydrationData['errors']): State['errors'] {
  if (!errors) return null
  const revived: Record<string, unknown> = {}
  for (const [id, value] of Object.entries(errors)) {
    const error = value as { __type?: string; status: number; statusText: string; data: unknown; message?: string }
    revived[id] =
      error?.__type === 'RouteErrorResponse'
        ? new ErrorResponseImpl(error.status, error.statusText, error.data)
        : new Error(error?.message ?? 'Unexpected error')
  }
  return revived
}

/** Every route by id (RouterProvider renders each match's route from it). */
function manifestOf(routes: RouteObject[], into: Record<string, RouteObject> = {}): Record<string, RouteObject> {
  for (const route of routes) {
    into[route.id!] = route
    if (route.children) manifestOf(route.children, into)
  }
  return into
}

/** A route as RouterProvider renders its error: its ErrorBoundary as its errorElement. */
function withErrorElement(route: RouteObject): void {
  route.hasErrorBoundary = !!(route.ErrorBoundary || route.errorElement)
  if (route.ErrorBoundary && !route.errorElement) route.errorElement = createElement(route.ErrorBoundary)
}

/** A loader's or action's outcome, as a navigation reads it. */
async function settle(run: () => unknown): Promise<RouteResult> {
  try {
    return answered(await run(), false)
  } catch (thrown) {
    return answered(thrown, true)
  }
}

function answered(value: unknown, thrown: boolean): RouteResult {
  if (value instanceof Response) {
    const location = value.headers.get(LOCATION_HEADER)
    if (value.status >= 300 && value.status < 400 && location)
      return { type: 'redirect', location, document: value.headers.has(RELOAD_DOCUMENT_HEADER) }
    return { type: 'error', error: new ErrorResponseImpl(value.status, value.statusText, null) }
  }
  // data(value, init): React Router's answer with a status.
  if (value && typeof value === 'object' && (value as { type?: string }).type === 'DataWithResponseInit') {
    const { data, init } = value as { data: unknown; init?: ResponseInit | null }
    const status = init?.status ?? 200
    return thrown
      ? { type: 'error', error: new ErrorResponseImpl(status, init?.statusText ?? '', data) }
      : { type: 'data', data, status }
  }
  return thrown ? { type: 'error', error: value } : { type: 'data', data: value }
}

/** A submission's action: the leaf route's (a route without one answers 405, as React Router's does). */
function runAction(leaf: Match, request: Request): Promise<RouteResult> {
  const action = leaf.route.action as ActionFunction | undefined
  return action
    ? settle(() => action({ request, params: leaf.params } as never))
    : Promise.resolve({ type: 'error', error: new ErrorResponseImpl(405, 'Method Not Allowed', null) })
}

/** A form's fields with what the router's state names: method, action (its path) and encoding. */
function submissionOf(path: Partial<Path>, method: string, options: NavigateOptions): Submission {
  return {
    formMethod: method,
    formAction: createPath(path),
    formEncType: options.formEncType ?? 'application/x-www-form-urlencoded',
    formData: options.formData ?? new FormData(),
  }
}

/** The nearest route at or above `id` that shows errors (the root at the latest). */
function boundaryOf(matches: Match[], id: string): string {
  const index = matches.findIndex((match) => match.route.id === id)
  for (let i = index; i >= 0; i--) if (matches[i]!.route.hasErrorBoundary) return matches[i]!.route.id
  return matches[0]!.route.id
}

const isMutation = (method: string | undefined) => !!method && method.toUpperCase() !== 'GET'

/**
 * Loads a route's on-demand code (a page's view) in place on the route, its ErrorBoundary as the error
 * element RouterProvider renders: before a navigation shows the route, and before the first page hydrates.
 */
export async function loadRouteCode(route: RouteObject): Promise<void> {
  if (typeof route.lazy !== 'function') return
  Object.assign(route, await route.lazy(), { lazy: undefined })
  withErrorElement(route)
}

/**
 * A history entry the browser made (a document load: a link from another site, a typed address, a form
 * posted as a document) has no key, and React Router names every such entry "default". Scroll positions
 * are kept by key, so every page opened as a document would share one place, that of the last such page
 * left: restoration would move a page the shopper had just opened (at their first tap, under their finger)
 * to where another page had been. The entry gets a key of its own before the history reads it; a reload
 * or a return to it keeps the key, and with it its place.
 */
function ownHistoryKey(window: Window): void {
  const entry: unknown = window.history.state
  const kept = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {}
  if (typeof kept.key === 'string' && kept.key) return
  // With its index too (0, as React Router's history would write it at once on such an entry): one
  // replaceState, not two (each costs ~1.5 ms of a phone's start-up, Chrome answering it from another process).
  const idx = typeof kept.idx === 'number' ? kept.idx : 0
  window.history.replaceState({ ...kept, key: Math.random().toString(36).slice(2, 10), idx }, '')
}

export function createLeanRouter(
  routes: RouteObject[],
  {
    basename = '/',
    hydrationData,
    window = globalThis.window,
  }: { basename?: string; hydrationData: HydrationData; window?: Window },
): DataRouter {
  ownHistoryKey(window)
  const history = createBrowserHistory({ window })
  const base = basename.replace(/\/+$/, '')
  const manifest = manifestOf(routes)
  for (const route of Object.values(manifest)) withErrorElement(route)
  const match = (location: Partial<Location>) => (matchRoutes(routes, location, basename) ?? []) as Match[]
  const subscribers = new Set<Parameters<DataRouter['subscribe']>[0]>()
  let pending: AbortController | null = null
  let revalidating: AbortController | null = null
  let scroll: { positions: Record<string, number>; y: () => number; key?: (l: Location, m: Match[]) => string } | null =
    null
  let initialScrollRestored = false

  let state: State = {
    historyAction: history.action,
    location: history.location,
    matches: match(history.location),
    initialized: true,
    renderFallback: false,
    navigation: IDLE_NAVIGATION,
    restoreScrollPosition: false,
    preventScrollReset: false,
    revalidation: 'idle',
    loaderData: hydrationData.loaderData,
    actionData: hydrationData.actionData ?? null,
    errors: revive(hydrationData.errors),
    fetchers: new Map(),
    blockers: new Map(),
  } as State

  function update(next: Partial<State>): void {
    state = { ...state, ...next }
    for (const subscriber of [...subscribers])
      subscriber(state, { deletedFetchers: [], newErrors: next.errors ?? null, flushSync: false } as never)
  }

  const scrollKey = (location: Location, matches: Match[]) =>
    scroll?.key ? scroll.key(location, matches) : location.key
  function saveScroll(): void {
    if (scroll) scroll.positions[scrollKey(state.location, state.matches)] = scroll.y()
  }
  function savedScroll(location: Location, matches: Match[]): number | null {
    const y = scroll?.positions[scrollKey(location, matches)]
    return typeof y === 'number' ? y : null
  }

  /**
   * The request a loader or action gets: the page's whole URL (with the locale prefix, without the hash).
   * A form's fields go as the form would send them: URL-encoded, or multipart when the form says so.
   */
  const requestFor = (location: Partial<Path>, signal: AbortSignal, submission?: Submission) =>
    new Request(new URL(createPath({ ...location, hash: '' }), window.location.origin), {
      signal,
      ...(submission
        ? {
            method: submission.formMethod.toUpperCase(),
            body:
              submission.formEncType === 'multipart/form-data'
                ? submission.formData
                : new URLSearchParams(
                    [...submission.formData].map(([name, value]) => [
                      name,
                      typeof value === 'string' ? value : value.name,
                    ]),
                  ),
          }
        : {}),
    })

  /** The routes' code that loads on demand (a page's view), in place on the route. */
  const loadLazy = (matches: Match[]) => Promise.all(matches.map(({ route }) => loadRouteCode(route)))

  /** Runs the loaders of `matches` that must run; their data and errors beside what stays. */
  async function load(
    location: Location,
    matches: Match[],
    signal: AbortSignal,
    revalidate: boolean,
  ): Promise<{
    redirect?: RouteResult & { type: 'redirect' }
    loaderData: State['loaderData']
    errors: State['errors']
  }> {
    const current = new Set(state.matches.map((m) => m.route.id))
    const toLoad = matches.filter(({ route }) => {
      if (!route.loader) return false
      if (!current.has(route.id!) || !(route.id! in state.loaderData)) return true
      return route.shouldRevalidate
        ? route.shouldRevalidate({ defaultShouldRevalidate: revalidate } as never)
        : revalidate
    })
    const results = await Promise.all(
      toLoad.map(({ route, params }) =>
        settle(() => (route.loader as LoaderFunction)({ request: requestFor(location, signal), params } as never)),
      ),
    )
    const redirect = results.find((result) => result.type === 'redirect')
    const loaderData: Record<string, unknown> = {}
    for (const { route } of matches)
      if (route.id! in state.loaderData) loaderData[route.id!] = state.loaderData[route.id!]
    let errors: Record<string, unknown> | null = null
    results.forEach((result, i) => {
      const id = toLoad[i]!.route.id!
      if (result.type === 'data') loaderData[id] = result.data
      else if (result.type === 'error') {
        const boundary = boundaryOf(matches, id)
        errors ??= {}
        errors[boundary] ??= result.error
        delete loaderData[id]
      }
    })
    return { redirect, loaderData, errors }
  }

  /** Where a redirect goes: a navigation in the app (a new entry unless the one it follows replaced), or a document load. */
  function follow(target: RouteResult & { type: 'redirect' }, replace: boolean): Promise<void> {
    const url = new URL(target.location, window.location.href)
    const inApp = !base || url.pathname === base || url.pathname.startsWith(`${base}/`)
    const internal = /^\/(?!\/)/.test(target.location)
    if (target.document || url.origin !== window.location.origin || (!internal && !inApp)) {
      window.location[replace ? 'replace' : 'assign'](url.href)
      return new Promise(() => {})
    }
    // A path of this app is below the basename (client/payload.ts followRedirect takes the prefix off).
    const path = internal ? { pathname: withBase(url.pathname), search: url.search, hash: url.hash } : url
    return start(replace ? 'REPLACE' : 'PUSH', locationAt(path, null), {})
  }

  /** A navigation: the action (for a submission), the loaders, then history and state at once. */
  async function start(
    action: 'PUSH' | 'REPLACE' | 'POP',
    location: Location,
    {
      submission,
      preventScrollReset,
      replace,
    }: { submission?: Submission; preventScrollReset?: boolean; replace?: boolean },
  ): Promise<void> {
    pending?.abort()
    revalidating?.abort()
    const controller = new AbortController()
    pending = controller
    saveScroll()
    const matches = match(location)
    // Only the hash changed: nothing to load.
    if (
      !submission &&
      location.hash &&
      location.pathname === state.location.pathname &&
      location.search === state.location.search
    )
      return commit(
        action,
        location,
        { matches, loaderData: state.loaderData, errors: state.errors },
        preventScrollReset,
      )
    let actionData: State['actionData'] = null
    let revalidate = true
    if (submission) {
      update({ navigation: { state: 'submitting', location, ...submission } as Navigation })
      await loadLazy(matches)
      if (controller.signal.aborted) return
      const leaf = matches[matches.length - 1]!
      const result = await runAction(leaf, requestFor(location, controller.signal, submission))
      if (controller.signal.aborted) return
      if (result.type === 'redirect') return follow(result, replace === true)
      if (result.type === 'error') {
        const errors = { [boundaryOf(matches, leaf.route.id!)]: result.error }
        return commit(action, location, { matches, loaderData: state.loaderData, errors }, preventScrollReset)
      }
      actionData = { [leaf.route.id!]: result.data }
      revalidate = (result.status ?? 200) < 400
    }
    update({
      navigation: { state: 'loading', location, ...(submission ?? {}) } as Navigation,
      ...(actionData ? { actionData } : {}),
    })
    // The page's code and its data load side by side.
    const [loaded] = await Promise.all([load(location, matches, controller.signal, revalidate), loadLazy(matches)])
    if (controller.signal.aborted) return
    if (loaded.redirect) return follow(loaded.redirect, replace === true)
    commit(action, location, { matches, ...loaded, actionData }, preventScrollReset)
  }

  function commit(
    action: 'PUSH' | 'REPLACE' | 'POP',
    location: Location,
    next: Pick<State, 'matches' | 'loaderData' | 'errors'> & { actionData?: State['actionData'] },
    preventScrollReset = false,
  ): void {
    pending = null
    if (action === 'PUSH') history.push(location, location.state)
    else if (action === 'REPLACE') history.replace(location, location.state)
    update({
      historyAction: action as State['historyAction'],
      location,
      matches: next.matches,
      loaderData: next.loaderData,
      errors: next.errors,
      actionData: next.actionData ?? null,
      navigation: IDLE_NAVIGATION,
      revalidation: 'idle',
      restoreScrollPosition: savedScroll(location, next.matches),
      preventScrollReset,
    })
  }

  /** A location to go to: its path (with the basename), the state it carries, a key of its own. */
  const locationAt = ({ pathname, search = '', hash = '' }: Partial<Path>, carried: unknown): Location => ({
    pathname: pathname ?? state.location.pathname,
    search,
    hash,
    state: carried,
    key: Math.random().toString(36).slice(2, 10),
  })

  /** `to` below the basename, resolved against the page it is followed from, as a path with the basename. */
  function resolve(to: To): Partial<Path> {
    const from = state.location.pathname.slice(base.length) || '/'
    const path = resolvePath(to, from)
    return { ...path, pathname: withBase(path.pathname) }
  }
  /** A path below the basename as the browser's: the locale's home is `/en-GB`, not `/en-GB/`. */
  const withBase = (pathname: string) => (base ? (pathname === '/' ? base : base + pathname) : pathname)

  history.listen(({ action, location }) => {
    void start(action as 'POP', location, {})
  })

  const router = {
    get basename() {
      return basename
    },
    get future() {
      return {}
    },
    get state() {
      return state
    },
    get routes() {
      return routes
    },
    get window() {
      return window
    },
    manifest,
    initialize() {
      return router
    },
    subscribe(subscriber: Parameters<DataRouter['subscribe']>[0]) {
      subscribers.add(subscriber)
      return () => subscribers.delete(subscriber)
    },
    enableScrollRestoration(
      positions: Record<string, number>,
      y: () => number,
      key?: (location: Location, matches: Match[]) => string,
    ) {
      scroll = { positions, y, key }
      if (!initialScrollRestored && state.navigation.state === 'idle') {
        initialScrollRestored = true
        const saved = savedScroll(state.location, state.matches)
        if (saved !== null) update({ restoreScrollPosition: saved })
      }
      return () => {
        scroll = null
      }
    },
    async navigate(to: To | number, options: NavigateOptions = {}) {
      if (typeof to === 'number') return history.go(to)
      const path = resolve(to)
      const method = options.formMethod?.toLowerCase()
      if (method === 'get' && options.formData) {
        const query = new URLSearchParams()
        for (const [name, value] of options.formData) if (typeof value === 'string') query.append(name, value)
        path.search = query.size ? `?${query}` : ''
      }
      const location = locationAt(path, options.state ?? null)
      const submission = isMutation(method) ? submissionOf(path, method!, options) : undefined
      // To the page it is on (a form posting to its own page, too), a navigation replaces its entry.
      const same = createPath(location) === createPath(state.location)
      const action = (options.replace ?? same) ? 'REPLACE' : 'PUSH'
      await start(action, location, {
        submission,
        preventScrollReset: options.preventScrollReset,
        replace: options.replace,
      })
    },
    async fetch(key: string, _routeId: string, href: string, options: NavigateOptions = {}) {
      const path = resolve(href)
      const matches = match(path)
      const leaf = matches[matches.length - 1]
      const previous = state.fetchers.get(key)
      const set = (fetcher: Partial<Fetcher>) =>
        update({ fetchers: new Map(state.fetchers).set(key, { ...IDLE_FETCHER, ...fetcher } as Fetcher) })
      const method = options.formMethod?.toLowerCase()
      if (!leaf || !isMutation(method)) {
        if (!leaf?.route.loader) return set({ data: previous?.data })
        set({ state: 'loading', data: previous?.data } as Partial<Fetcher>)
        const result = await settle(() =>
          (leaf.route.loader as LoaderFunction)({
            request: requestFor(path, new AbortController().signal),
            params: leaf.params,
          } as never),
        )
        if (result.type === 'redirect') return follow(result, false)
        return set({ data: result.type === 'data' ? result.data : previous?.data })
      }
      const submission = submissionOf(path, method!, options)
      set({ state: 'submitting', ...submission, data: previous?.data } as Partial<Fetcher>)
      await loadLazy(matches)
      const result = await runAction(leaf, requestFor(path, new AbortController().signal, submission))
      if (result.type === 'redirect') {
        set({ data: previous?.data })
        return follow(result, false)
      }
      if (result.type === 'error') {
        set({ data: previous?.data })
        return update({ errors: { [boundaryOf(state.matches, state.matches.at(-1)!.route.id)]: result.error } })
      }
      set({ data: result.data })
      if ((result.status ?? 200) < 400) await router.revalidate()
    },
    async revalidate() {
      if (pending) return
      revalidating?.abort()
      const controller = new AbortController()
      revalidating = controller
      update({ revalidation: 'loading' })
      const loaded = await load(state.location, state.matches, controller.signal, true)
      if (controller.signal.aborted) return
      revalidating = null
      if (loaded.redirect) return follow(loaded.redirect, true)
      update({
        loaderData: loaded.loaderData,
        errors: loaded.errors,
        revalidation: 'idle',
        restoreScrollPosition: false,
      })
    },
    getFetcher(key: string) {
      return state.fetchers.get(key) ?? IDLE_FETCHER
    },
    deleteFetcher(key: string) {
      if (!state.fetchers.has(key)) return
      const fetchers = new Map(state.fetchers)
      fetchers.delete(key)
      state = { ...state, fetchers }
    },
    resetFetcher(key: string) {
      update({ fetchers: new Map(state.fetchers).set(key, IDLE_FETCHER) })
    },
    createHref: (location: Location | URL) => history.createHref(location),
    createURL: (to: To) => history.createURL(to),
    encodeLocation: (to: To) => history.encodeLocation(to),
    getBlocker: () => undefined,
    deleteBlocker: () => undefined,
    dispose() {
      subscribers.clear()
      pending?.abort()
    },
  }
  return router as unknown as DataRouter
}
