/**
 * Update rules of the app shell, pure and unit-tested (tests/unit/client/app-shell.test.ts): polling
 * while the tab is visible, when a build is new, when the page reloads for the service worker, and
 * when the install offer shows.
 */
import { type BuildInfo, isBuildId } from '../../shared/build'

export interface VisiblePollDeps {
  isVisible: () => boolean
  now: () => number
  /** Runs `tick` every `ms`; returns a stop function. */
  repeat: (tick: () => void, ms: number) => () => void
  /** Calls `listener` when the tab becomes visible; returns a stop function. */
  onVisible: (listener: () => void) => () => void
}

/**
 * Runs `task` every `ms` while the tab is visible; a hidden tab skips its turns and catches up as soon
 * as it is shown again (if a turn was due). Returns a stop function.
 */
export function whileVisibleEvery(task: () => void, ms: number, deps: VisiblePollDeps): () => void {
  let last = deps.now()
  const run = () => {
    last = deps.now()
    task()
  }
  const stopTimer = deps.repeat(() => {
    if (deps.isVisible()) run()
  }, ms)
  const stopVisible = deps.onVisible(() => {
    if (deps.now() - last >= ms) run()
  })
  return () => {
    stopTimer()
    stopVisible()
  }
}

/** The build a `/builds/latest.json` answer names, or null when it is not one (HTML of an error page, garbage). */
export function latestBuildOf(body: unknown): BuildInfo | null {
  if (!body || typeof body !== 'object') return null
  const { id, timestamp } = body as Partial<BuildInfo>
  return isBuildId(id) && typeof timestamp === 'number' ? { id, timestamp } : null
}

/**
 * Is the deployed build another than the page's? A page without a build id (dev server) takes the first
 * answer as its own: `baseline` keeps it.
 */
export function createBuildWatch(pageBuild: string | null) {
  let baseline = pageBuild
  return (latest: BuildInfo | null): boolean => {
    if (!latest) return false
    if (baseline === null) baseline = latest.id
    return latest.id !== baseline
  }
}

/**
 * Reload when the service worker controller changes, once: when the page had a controller
 * (a first install taking over changes nothing the page shows) or asked for the update itself.
 */
export function shouldReloadOnControllerChange(state: {
  hadController: boolean
  updateRequested: boolean
  reloading: boolean
}): boolean {
  return !state.reloading && (state.hadController || state.updateRequested)
}

/** Page views (this session) after which the install offer shows: the shopper came back for more. */
export const INSTALL_AFTER_PAGE_VIEWS = 2
export const INSTALL_OFFERED_KEY = 'install-offer-shown'

/** The install offer shows once, ever: when the browser offers it, after some engagement, never again once shown. */
export function shouldOfferInstall(state: { hasOffer: boolean; offeredBefore: boolean; pageViews: number }): boolean {
  return state.hasOffer && !state.offeredBefore && state.pageViews >= INSTALL_AFTER_PAGE_VIEWS
}
