/**
 * The two pieces of the app shell that must run from the first moment (they ship in the entry, a few
 * hundred bytes): the chunk-reload guard, and catching the browser's install offer before the lazily
 * loaded shell (./AppShell.tsx) is there to show it.
 */
import { CHUNK_RELOAD_WINDOW_MS } from '../../shared/build'

const RELOADS_KEY = 'chunk-reloads'

export interface GuardClock {
  storage: Pick<Storage, 'getItem' | 'setItem'>
  now: () => number
}

/**
 * May a chunk-load error on `path` reload the page? Yes, unless it already did within 10 s:
 * a build that is really broken shows its error instead of reloading for ever. Without session storage
 * there is no way to know, so no reload.
 */
export function mayReloadFor(path: string, { storage, now }: GuardClock): boolean {
  const time = now()
  try {
    const recent = recentReloads(storage.getItem(RELOADS_KEY), time)
    const last = recent[path]
    if (last !== undefined && time - last < CHUNK_RELOAD_WINDOW_MS) return false
    recent[path] = time
    storage.setItem(RELOADS_KEY, JSON.stringify(recent))
    return true
  } catch {
    return false
  }
}

/** The stored reloads still inside the window (older ones, and garbage, are forgotten). */
function recentReloads(stored: string | null, time: number): Record<string, number> {
  let parsed: unknown = null
  try {
    parsed = stored ? JSON.parse(stored) : null
  } catch {
    // Not ours (or cut short): start afresh.
  }
  const recent: Record<string, number> = {}
  if (!parsed || typeof parsed !== 'object') return recent
  for (const [path, at] of Object.entries(parsed)) {
    if (typeof at === 'number' && at <= time && time - at < CHUNK_RELOAD_WINDOW_MS) recent[path] = at
  }
  return recent
}

/**
 * Vite reports a failed dynamic import (a chunk of an older build gone after a deploy) as `vite:preloadError`.
 * Without a network it is no new build: a reload would only swap the page for the offline page and cut
 * short whatever navigation the shopper started.
 */
export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', () => {
    if (!navigator.onLine) return
    if (mayReloadFor(window.location.pathname, { storage: sessionStorage, now: Date.now })) window.location.reload()
  })
}

/** Chrome's `beforeinstallprompt` event. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/** The browser's install offer, kept until the shell shows it (the browser's own banner stays away). */
export const installOffer: { event: InstallPromptEvent | null } = { event: null }

export function captureInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    installOffer.event = event as InstallPromptEvent
  })
}
