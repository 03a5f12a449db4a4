/**
 * Build metadata and the app shell's files: where the build writes them, how often
 * the browser asks, and which file serves which locale. Read by the build, the worker, the service
 * worker and the page alike (docs/decisions/031-build-metadata-and-service-worker.md).
 */
import type { Locale } from './constants.ts'
import { splitLocalePath } from './locale.ts'

/** What `/builds/latest.json` says: the build now deployed. */
export interface BuildInfo {
  id: string
  /** When it was built, in milliseconds since the epoch. */
  timestamp: number
}

/** What `/builds/meta/{id}.json` says: the build and every static file it ships (the precache list). */
export interface BuildMeta extends BuildInfo {
  assets: string[]
}

export const BUILD_LATEST_PATH = '/builds/latest.json'
export const buildMetaPath = (id: string) => `/builds/meta/${id}.json`
export const SERVICE_WORKER_PATH = '/sw.js'
/** The build of the page in the browser, written into the document's head by the worker. */
export const BUILD_META_NAME = 'build-id'

/** Build polling and the service worker's update check every 60 s. */
export const BUILD_POLL_MS = 60_000
export const SERVICE_WORKER_UPDATE_MS = 60_000
/** A chunk-load error reloads the page at most once per path within 10 seconds. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000

/**
 * React DOM's client: the browser entry imports it on start, so it is evaluated in a task of its own, and
 * the document preloads its file beside the entry. Matches its manifest key and its module path.
 */
export const HYDRATION_MODULE = /(^|[\\/])react-dom[\\/]client\.js$/

/** The shop's colour: the browser's toolbar, the installed app's title bar. */
export const THEME_COLOR = '#ff5b05'

/**
 * The offline page the service worker shows for a failed navigation, per locale. The build writes
 * `offline/{locale}.html`; the static assets serve it without `.html` (and redirect the longer form).
 */
export const offlinePagePath = (locale: Locale) => `/offline/${locale}`
/** The web app manifest of a locale (its own start_url and texts). */
export const webManifestPath = (locale: Locale) => `/manifest/${locale}.webmanifest`

/**
 * The offline page for a navigation to `pathname`: English under /en-GB, German everywhere else.
 * @example offlinePageFor('/en-GB/checkout/cart') // '/offline/en-GB'
 */
export const offlinePageFor = (pathname: string) => offlinePagePath(splitLocalePath(pathname).locale)

/** A build id is what the build writes: letters, digits, dashes; anything else is not ours. */
export const isBuildId = (value: unknown): value is string => typeof value === 'string' && /^[\w-]{6,64}$/.test(value)
