/**
 * The app shell, loaded after the page is idle (./index.tsx): registers the service worker, checks for
 * new builds every 60 s while the tab is visible and offers the reload, and shows the install offer
 * once (spec §2, §4, §9; decision 031).
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import {
  BUILD_LATEST_PATH,
  BUILD_META_NAME,
  BUILD_POLL_MS,
  SERVICE_WORKER_PATH,
  SERVICE_WORKER_UPDATE_MS,
} from '../../shared/build'
import { useT } from '../i18n'
import { type InstallPromptEvent, installOffer } from './early'
import {
  createBuildWatch,
  INSTALL_OFFERED_KEY,
  latestBuildOf,
  shouldOfferInstall,
  shouldReloadOnControllerChange,
  type VisiblePollDeps,
  whileVisibleEvery,
} from './updates'
import './app-shell.css'

const browserPoll: VisiblePollDeps = {
  isVisible: () => document.visibilityState === 'visible',
  now: Date.now,
  repeat: (tick, ms) => {
    const timer = window.setInterval(tick, ms)
    return () => window.clearInterval(timer)
  },
  onVisible: (listener) => {
    const onChange = () => document.visibilityState === 'visible' && listener()
    document.addEventListener('visibilitychange', onChange)
    return () => document.removeEventListener('visibilitychange', onChange)
  },
}

export default function AppShell() {
  const updateReady = useNewBuild()
  const update = useServiceWorker()
  useReloadOnNavigation(updateReady, update)
  return (
    <div className="app-banners">
      {updateReady ? <UpdateBanner onReload={update} /> : null}
      <InstallOffer />
    </div>
  )
}

/** True once `/builds/latest.json` names another build than the page's. */
function useNewBuild(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const pageBuild = document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META_NAME}"]`)?.content || null
    const isNew = createBuildWatch(pageBuild)
    const check = () =>
      fetch(BUILD_LATEST_PATH, { cache: 'no-store' })
        .then((response) => (response.ok ? response.json() : null))
        .then((body) => isNew(latestBuildOf(body)) && setReady(true))
        .catch(() => undefined)
    void check()
    return whileVisibleEvery(check, BUILD_POLL_MS, browserPoll)
  }, [])
  return ready
}

/**
 * Registers /sw.js, asks it for an update every 60 s while visible, and reloads once when the controller
 * changes. Returns the update action: the waiting worker takes over (and the page reloads), or, without
 * one, the page just reloads.
 */
function useServiceWorker(): () => void {
  const registration = useRef<ServiceWorkerRegistration | null>(null)
  const state = useRef({ hadController: false, updateRequested: false, reloading: false })
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    const container = navigator.serviceWorker
    state.current.hadController = !!container.controller
    const onControllerChange = () => {
      if (!shouldReloadOnControllerChange(state.current)) return
      state.current.reloading = true
      window.location.reload()
    }
    container.addEventListener('controllerchange', onControllerChange)
    let stopChecks = () => {}
    container
      .register(SERVICE_WORKER_PATH, { scope: '/' })
      .then((reg) => {
        registration.current = reg
        stopChecks = whileVisibleEvery(
          () => void reg.update().catch(() => undefined),
          SERVICE_WORKER_UPDATE_MS,
          browserPoll,
        )
      })
      .catch(() => undefined)
    return () => {
      container.removeEventListener('controllerchange', onControllerChange)
      stopChecks()
    }
  }, [])
  return useCallback(() => {
    state.current.updateRequested = true
    const waiting = registration.current?.waiting
    if (waiting) waiting.postMessage('skip-waiting')
    else window.location.reload()
  }, [])
}

/** With a new build waiting, the next client navigation loads the new page as a document instead. */
function useReloadOnNavigation(updateReady: boolean, update: () => void): void {
  const { pathname } = useLocation()
  const first = useRef(pathname)
  useEffect(() => {
    if (updateReady && pathname !== first.current) update()
    first.current = pathname
  }, [pathname, updateReady, update])
}

function UpdateBanner({ onReload }: { onReload: () => void }) {
  const t = useT()
  const [hidden, setHidden] = useState(false)
  if (hidden) return null
  return (
    <div className="app-banner" role="status">
      <p>{t('appShell.updateAvailable')}</p>
      <button type="button" className="button" onClick={onReload}>
        {t('appShell.updateReload')}
      </button>
      <button type="button" className="link-button" onClick={() => setHidden(true)}>
        {t('appShell.updateLater')}
      </button>
    </div>
  )
}

const PAGE_VIEWS_KEY = 'page-views'

/** Counts this session's page views (documents and client navigations alike). */
function usePageViewCount(): number {
  const { pathname } = useLocation()
  const [count, setCount] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: one count for each page the shopper sees
  useEffect(() => {
    const next = Number(sessionStorage.getItem(PAGE_VIEWS_KEY) ?? 0) + 1
    sessionStorage.setItem(PAGE_VIEWS_KEY, String(next))
    setCount(next)
  }, [pathname])
  return count
}

/** The browser's offer to install the shop, shown once after some engagement and gone for good when answered. */
function InstallOffer() {
  const t = useT()
  const pageViews = usePageViewCount()
  const [offer, setOffer] = useState<InstallPromptEvent | null>(installOffer.event)
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const onOffer = (event: Event) => setOffer(event as InstallPromptEvent)
    window.addEventListener('beforeinstallprompt', onOffer)
    return () => window.removeEventListener('beforeinstallprompt', onOffer)
  }, [])
  const offeredBefore = localStorage.getItem(INSTALL_OFFERED_KEY) !== null
  useEffect(() => {
    if (!shown && shouldOfferInstall({ hasOffer: !!offer, offeredBefore, pageViews })) {
      localStorage.setItem(INSTALL_OFFERED_KEY, String(Date.now()))
      setShown(true)
    }
  }, [offer, offeredBefore, pageViews, shown])
  if (!shown || !offer) return null
  const close = () => setOffer(null)
  const install = () => {
    void offer.prompt().catch(() => undefined)
    close()
  }
  return (
    <section className="app-banner app-install" aria-label={t('appShell.installLabel')}>
      <p>{t('appShell.installText')}</p>
      <button type="button" className="button" onClick={install}>
        {t('appShell.installAccept')}
      </button>
      <button type="button" className="link-button" onClick={close}>
        {t('appShell.installDismiss')}
      </button>
    </section>
  )
}
