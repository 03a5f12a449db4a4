/**
 * The app shell, loaded after the page is idle (./index.tsx): registers the service worker, checks for
 * new builds every 60 s while the tab is visible and offers the reload, and shows the install offer
 * once (decision 031). Plain DOM, no React: this chunk must not change how the bundler
 * splits the libraries every page loads (docs/decisions/006).
 */
import {
  BUILD_LATEST_PATH,
  BUILD_META_NAME,
  BUILD_POLL_MS,
  SERVICE_WORKER_PATH,
  SERVICE_WORKER_UPDATE_MS,
} from '../../shared/build'
import type { Dictionary } from '../../shared/i18n'
import { pageTexts } from '../texts'
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

type Texts = Dictionary['appShell']

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

const PAGE_VIEWS_KEY = 'page-views'

/** Starts the shell on the page at `pathname`; tell it each later page with `navigated`. */
export function startAppShell(pathname: string): { navigated: (pathname: string) => void } {
  // Started after hydration: the locale's texts are loaded (client/texts.ts).
  const texts = pageTexts().appShell as Dictionary['appShell']
  const banners = bannerArea()
  const update = serviceWorkerUpdates()
  let updateReady = false
  watchBuilds(() => {
    updateReady = true
    banners.appendChild(updateBanner(texts, update))
  })
  const install = installOffers(texts, banners)
  install.pageView()
  let current = pathname
  return {
    navigated(next) {
      if (next === current) return
      current = next
      // With a new build waiting, the page the shopper goes to loads as a document of the new build.
      if (updateReady) update()
      install.pageView()
    },
  }
}

/** Polls /builds/latest.json now and every 60 s while visible; calls `onNew` once when another build is deployed. */
function watchBuilds(onNew: () => void): void {
  const pageBuild = document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META_NAME}"]`)?.content || null
  const isNew = createBuildWatch(pageBuild)
  const check = () =>
    fetch(BUILD_LATEST_PATH, { cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body) => {
        if (!isNew(latestBuildOf(body))) return
        stop()
        onNew()
      })
      .catch(() => undefined)
  const stop = whileVisibleEvery(check, BUILD_POLL_MS, browserPoll)
  void check()
}

/**
 * Registers /sw.js, asks it for an update every 60 s while visible, and reloads once when the controller
 * changes. Returns the update action: the waiting worker takes over (and the page reloads), or, without
 * one, the page just reloads.
 */
function serviceWorkerUpdates(): () => void {
  const state = { hadController: false, updateRequested: false, reloading: false }
  let registration: ServiceWorkerRegistration | null = null
  if ('serviceWorker' in navigator) {
    const container = navigator.serviceWorker
    state.hadController = !!container.controller
    container.addEventListener('controllerchange', () => {
      if (!shouldReloadOnControllerChange(state)) return
      state.reloading = true
      window.location.reload()
    })
    container
      .register(SERVICE_WORKER_PATH, { scope: '/' })
      .then((reg) => {
        registration = reg
        whileVisibleEvery(() => void reg.update().catch(() => undefined), SERVICE_WORKER_UPDATE_MS, browserPoll)
      })
      .catch(() => undefined)
  }
  return () => {
    state.updateRequested = true
    const waiting = registration?.waiting
    if (waiting) waiting.postMessage('skip-waiting')
    else window.location.reload()
  }
}

/** The browser's install offer, shown once after some engagement and gone for good when answered. */
function installOffers(texts: Texts, banners: HTMLElement): { pageView: () => void } {
  let pageViews = 0
  let offer = installOffer.event
  const showIfDue = () => {
    const offeredBefore = localStorage.getItem(INSTALL_OFFERED_KEY) !== null
    if (!offer || !shouldOfferInstall({ hasOffer: true, offeredBefore, pageViews })) return
    localStorage.setItem(INSTALL_OFFERED_KEY, String(Date.now()))
    banners.appendChild(installBanner(texts, offer))
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    offer = event as InstallPromptEvent
    showIfDue()
  })
  return {
    pageView() {
      pageViews = Number(sessionStorage.getItem(PAGE_VIEWS_KEY) ?? 0) + 1
      sessionStorage.setItem(PAGE_VIEWS_KEY, String(pageViews))
      showIfDue()
    },
  }
}

function bannerArea(): HTMLElement {
  const area = element('div', { className: 'app-banners' })
  document.body.appendChild(area)
  return area
}

function updateBanner(texts: Texts, reload: () => void): HTMLElement {
  const banner = element('div', { className: 'app-banner', role: 'status' }, [
    element('p', {}, [texts.updateAvailable]),
  ])
  banner.appendChild(button('button', texts.updateReload, reload))
  banner.appendChild(button('link-button', texts.updateLater, () => banner.remove()))
  return banner
}

function installBanner(texts: Texts, offer: InstallPromptEvent): HTMLElement {
  const banner = element('section', { className: 'app-banner', ariaLabel: texts.installLabel }, [
    element('p', {}, [texts.installText]),
  ])
  const accept = () => {
    void offer.prompt().catch(() => undefined)
    banner.remove()
  }
  banner.appendChild(button('button', texts.installAccept, accept))
  banner.appendChild(button('link-button', texts.installDismiss, () => banner.remove()))
  return banner
}

function button(className: string, label: string, onClick: () => void): HTMLButtonElement {
  const node = element('button', { className, type: 'button' }, [label])
  node.addEventListener('click', onClick)
  return node
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & { role?: string },
  children: Array<Node | string> = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props)
  if (props.role) node.setAttribute('role', props.role)
  if (props.ariaLabel) node.setAttribute('aria-label', props.ariaLabel)
  for (const child of children) node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child)
  return node
}
