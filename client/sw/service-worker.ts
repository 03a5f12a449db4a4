/**
 * The service worker, served at /sw.js with scope /. The build bundles this file with its
 * id in place of __BUILD_ID__ (scripts/vite-build-meta.ts), so every build is a new worker.
 * - install: precaches the build's static files (its meta file's list, offline pages included).
 * - activate: drops older builds' caches, turns on navigation preload, takes over open pages.
 * - fetch: static files cache-first; pages from the network, the offline page when it is gone;
 *   anything else (Store API, page data, customer pages) untouched and never kept.
 * A new build waits until the page asks it to take over (message `skip-waiting`); the first one
 * takes over at once (docs/decisions/031-build-metadata-and-service-worker.md).
 */
import { type BuildMeta, buildMetaPath, offlinePageFor } from '../../shared/build'
import { cacheNameOf, isCacheable, strategyOf } from './rules'

declare const __BUILD_ID__: string

/** The parts of the service worker global this file uses (the DOM lib, not the webworker lib, is loaded). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  request: Request
  preloadResponse: Promise<Response | undefined>
  respondWith(response: Promise<Response>): void
}
interface ServiceWorkerScope {
  location: Location
  registration: ServiceWorkerRegistration & { navigationPreload?: { enable(): Promise<void> } }
  clients: { claim(): Promise<void> }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

const scope = self as unknown as ServiceWorkerScope
const CACHE = cacheNameOf(__BUILD_ID__)
let precached: ReadonlySet<string> = new Set()

scope.addEventListener('install', (event) => {
  event.waitUntil(
    precache().then(() => {
      // The first worker has no page to disturb; a new build waits for the page's word.
      if (!scope.registration.active) return scope.skipWaiting()
    }),
  )
})

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name)))
      await scope.registration.navigationPreload?.enable()
      await scope.clients.claim()
    })(),
  )
})

scope.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') void scope.skipWaiting()
})

scope.addEventListener('fetch', (event) => {
  const strategy = strategyOf(event.request, scope.location.origin, precached)
  if (strategy === 'cache-first') event.respondWith(cacheFirst(event.request))
  else if (strategy === 'navigation') event.respondWith(networkOrOffline(event))
})

/** Fetches the build's file list and stores every file; install fails (and retries later) if one is missing. */
async function precache(): Promise<void> {
  const response = await fetch(buildMetaPath(__BUILD_ID__), { cache: 'no-cache' })
  if (!response.ok) throw new Error(`Build ${__BUILD_ID__}: no meta file (${response.status})`)
  const meta = (await response.json()) as BuildMeta
  const cache = await caches.open(CACHE)
  await cache.addAll(meta.assets)
  precached = new Set(meta.assets)
}

/** The precached paths, read back from the cache when the worker was restarted since install. */
async function precachedPaths(): Promise<ReadonlySet<string>> {
  if (precached.size) return precached
  const cache = await caches.open(CACHE)
  precached = new Set((await cache.keys()).map((request) => new URL(request.url).pathname))
  return precached
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE)
  const hit = await cache.match(request)
  if (hit) return hit
  const response = await fetch(request)
  if (isCacheable(response)) await cache.put(request, response.clone())
  return response
}

/** A page: the preloaded or fetched answer as it is (never stored), the offline page when the network fails. */
async function networkOrOffline(event: FetchEvent): Promise<Response> {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request))
  } catch (error) {
    const offline = await caches.match(offlinePageFor(new URL(event.request.url).pathname))
    if (offline) return offline
    throw error
  }
}

void precachedPaths()
