/**
 * Islands: parts of a page the first visit loads no code for (docs/decisions/039). The worker renders an
 * island like any component, inside a Suspense boundary. The hydrating browser leaves the island's server
 * HTML in place, readable, its links and forms working as without JavaScript (React's selective
 * hydration: the boundary stays dehydrated while its code is missing), and hydrates it once the code has
 * arrived: when the browser is idle after the load event, at the shopper's first interaction, or before a
 * client navigation shows its page. Islands are what the first render does not need to run: the footer,
 * reviews, cross-selling, forms that wait for a click.
 */
import { type ComponentType, lazy, memo, Suspense, useEffect } from 'react'
import { whenIdleAfterLoad } from './after-load'

/** Every island's code loader, registered when the module defining it is evaluated. */
const loaders = new Set<() => Promise<unknown>>()

// The worker renders every island at once; the browser waits for the first of idle, interaction, navigation.
let wanted = typeof document === 'undefined'
let want = () => {}
const whenWanted = wanted ? Promise.resolve() : new Promise<void>((resolve) => (want = resolve))

/**
 * An island around the component `load` answers.
 * @example export const Footer = island(() => import('./Footer').then((m) => m.Footer))
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let component: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const loadCode = () => {
    loading ??= load().then((loaded) => (component = loaded))
    return loading
  }
  loaders.add(loadCode)
  const hydrated = (Component: ComponentType<P>) => ({
    default: (props: P) => {
      useEffect(islandHydrated, [])
      return <Component {...props} />
    },
  })
  const Lazy = lazy(() =>
    // Code already here (the worker; a navigation after loadIslands) resolves at once: nothing suspends.
    component ? resolved(hydrated(component)) : whenWanted.then(loadCode).then(hydrated),
  )
  function Island(props: P) {
    useEffect(islandMounted, [])
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  // Memoised: a parent that renders again with the same props (a layout after the cart or session arrived)
  // must not reach a boundary still waiting for its code. React would give up hydrating it and show its
  // fallback, nothing, until the code came: the checkout's header lost its steps for ~300 ms (CLS 0.15).
  return memo(Island)
}

/**
 * A thenable that calls back at once: React.lazy then renders without suspending. (React.lazy only
 * calls `then`; its type asks for a Promise.)
 */
const resolved = <T,>(value: T): Promise<T> =>
  ({
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose: React.lazy reads its result synchronously
    then: (onFulfilled?: (value: T) => unknown) => resolved(onFulfilled ? onFulfilled(value) : value),
  }) as unknown as Promise<T>

// Islands mounted whose content has not hydrated yet, and who waits for none to be left.
let unhydrated = 0
const waiting = new Set<() => void>()
function count(by: number) {
  unhydrated += by
  if (unhydrated > 0) return
  for (const resolve of waiting) resolve()
  waiting.clear()
}
/** An island's frame mounted (hydrated with the page): one more to wait for, until it unmounts. */
function islandMounted() {
  count(1)
  return () => count(-1)
}
/** An island's content hydrated (or rendered): one less, until it unmounts with its frame. */
function islandHydrated() {
  count(-1)
  return () => count(1)
}

/**
 * Resolves once every island mounted so far has hydrated: the page is then interactive everywhere
 * (its links navigate in the app). Call it from an effect of the root, after the islands' own effects.
 */
export const whenIslandsHydrated = (): Promise<void> =>
  unhydrated > 0 ? new Promise((resolve) => waiting.add(resolve)) : Promise.resolve()

/** Loads the code of every island defined so far, and of every one defined later as it is rendered. */
export function loadIslands(): Promise<void> {
  wanted = true
  want()
  return Promise.all([...loaders].map((load) => load())).then(() => undefined)
}

/**
 * The islands' code, once it is wanted: awaited with a view's code (views.ts) so a navigation shows its
 * islands at once; before that (the hydrating first visit) it waits for nothing.
 */
export const readyIslands = (): Promise<void> => (wanted ? loadIslands() : Promise.resolve())

/**
 * The browser's triggers: idle after the load event, or the first pointer, key or focus before that
 * (a shopper about to use the page, or to navigate away in it). Answers the cancel.
 */
export function loadIslandsLater(): () => void {
  const events = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const
  const now = () => {
    stop()
    void loadIslands()
  }
  const cancelIdle = whenIdleAfterLoad(now)
  for (const event of events) document.addEventListener(event, now, { capture: true, passive: true })
  function stop() {
    cancelIdle()
    for (const event of events) document.removeEventListener(event, now, { capture: true })
  }
  return stop
}
