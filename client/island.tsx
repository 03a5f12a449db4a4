/**
 * Islands: parts of a page the first visit loads no code for (docs/decisions/039). The worker renders an
 * island like any component, inside a Suspense boundary. The hydrating browser leaves the island's server
 * HTML in place, readable, its links and forms working as without JavaScript (React's selective
 * hydration: the boundary stays dehydrated while its code is missing), and hydrates it once the code has
 * arrived: when the browser is idle after the load event, at the shopper's first interaction, or before a
 * client navigation shows its page. Islands are what the first render does not need to run: the footer,
 * reviews, cross-selling, forms that wait for a click.
 */
import {
  type ComponentType,
  lazy,
  memo,
  type ReactElement,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react'
import { onFirstInteraction, whenIdleAfterLoad } from './after-load'

/** The prop an island's content calls once it is live (hydrated or rendered). */
const LIVE = '~islandLive'

/** Every island's code loader, registered when the module defining it is evaluated. */
const loaders = new Set<() => Promise<unknown>>()

/**
 * When an island's code loads in the browser (the worker renders every island at once). Every island's
 * code loads at the shopper's first pointer, key or focus anywhere (they are about to use the page or
 * leave it through a link) and before a client navigation shows its page; before that:
 * - `'idle'`: it has something to show or do on the first screen (a day counted from the shopper's
 *   today, a product recorded as seen): once the browser is idle after the load event.
 *   `html[data-hydrated]` waits for these.
 * - `{ near: selector }`: it stands below the first screen and its content changes as it arrives (a
 *   product's reviews and cross-selling): once its server HTML (what the selector finds) comes within
 *   half a screen of the viewport.
 * - `'interaction'`: its server HTML is complete and nothing on it changes before the shopper acts (head
 *   tags, a breadcrumb's links, the footer, a promotion code field): no sooner. A form in it posted
 *   before its code has come waits for it (holdSubmissionsWhileDehydrated).
 */
export type IslandWhen = 'idle' | 'interaction' | { near: string }

const onServer = typeof document === 'undefined'
/** The idle islands' releases not yet called, and whether they are wanted already. */
const idleReleases = new Set<() => void>()
let idleWanted = onServer
/** Every release not yet called: an interaction or a navigation calls them all. */
const allReleases = new Set<() => void>()
let allWanted = onServer

/**
 * An island around the component `load` answers, its code loaded `when` (see IslandWhen).
 * @example export const Reviews = island(() => import('./below').then((m) => m.Reviews), { near: '.reviews' })
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  when: IslandWhen = 'idle',
): ComponentType<P> {
  let component: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const loadCode = () => {
    loading ??= tracked(load().then((loaded) => (component = loaded)))
    return loading
  }
  loaders.add(loadCode)
  // Resolved when this island's code may load; at once where it is wanted already.
  let release = () => {}
  const released =
    allWanted || (when === 'idle' && idleWanted)
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          release = () => {
            idleReleases.delete(release)
            allReleases.delete(release)
            resolve()
          }
          allReleases.add(release)
          if (when === 'idle') idleReleases.add(release)
        })
  const counted = when === 'idle'
  type Hydrating = P & { [LIVE]: () => void }
  const hydrated = (Component: ComponentType<P>) => ({
    default: ({ [LIVE]: live, ...props }: Hydrating) => {
      // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the content first commits (`live` is its island's state setter)
      useEffect(() => {
        live()
        return serverHtmlChange(-1, counted)
      }, [])
      return <Component {...(props as P)} />
    },
  })
  const Lazy = lazy(() =>
    // Code already here (the worker; a navigation after loadIslands) resolves at once: nothing suspends.
    component ? resolved(hydrated(component)) : released.then(loadCode).then(hydrated),
  )
  const near = typeof when === 'object' ? when.near : null
  function Island(props: P) {
    // Whether the content is the island's own (hydrated, or rendered with its code at hand) rather than
    // the worker's HTML waiting for its code.
    const [live, setLive] = useState(component !== undefined)
    // The element rendered last, and the props it was rendered with.
    const last = useRef<{ props: P; element: ReactElement } | null>(null)
    const changed = last.current !== null && !sameProps(last.current.props, props)
    // New props after mounting: an update that would wait for the code, so the code is wanted now.
    if (changed) release()
    useEffect(() => serverHtmlChange(1, counted), [])
    useEffect(() => (near ? whenNear(near, () => release()) : undefined), [])
    // New props must not reach a boundary still waiting for its code: React would give up hydrating it and
    // show its fallback, nothing, until the code came (the page jumps twice: a breadcrumb on a page that
    // renders again as it hydrates, the checkout's steps). The very element it was hydrated with stands
    // (React leaves it untouched) until the content is live, and after, as long as the props are the same
    // (the content going live renders nothing again, nor reaches the islands inside it); it then renders
    // with the props of the moment.
    if (last.current && (!live || !changed)) return last.current.element
    const element = (
      <Suspense fallback={null}>
        <Lazy {...(props as Hydrating)} {...{ [LIVE]: () => setLive(true) }} />
      </Suspense>
    )
    last.current = { props, element }
    return element
  }
  // Memoised: a parent that renders again with the same props (a layout after the cart or session arrived)
  // does not render it again at all.
  return memo(Island)
}

/** Whether two props objects hold the same values, key by key (as memo compares them). */
function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]))
}

/**
 * Calls `reached` once an element `selector` finds comes within half a screen of the viewport; at once
 * without IntersectionObserver. Answers the cancel.
 */
function whenNear(selector: string, reached: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    reached()
    return () => {}
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      reached()
    },
    { rootMargin: '50% 0px' },
  )
  for (const element of document.querySelectorAll(selector)) observer.observe(element)
  return () => observer.disconnect()
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

/**
 * A Suspense boundary around content the worker streamed in (a listing's grid, a page's deferred content,
 * a product's reviews), which `html[data-hydrated]` waits for like an 'idle' island. React hydrates the
 * content of every Suspense boundary after the rest of the page, at idle priority, and the islands inside
 * one (a CMS slider's cards) mount only then: until it has hydrated, its links are plain links, a click
 * loads a document. The browser's idle moments the mark waits for came before React's idle work on a slowed
 * phone (and at once where requestIdleCallback is missing, as in Safari): the mark came while a landing
 * page's cards were still the worker's HTML. Counted here, it cannot.
 */
export function StreamedSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  useEffect(() => pending(1), [])
  return (
    <Suspense fallback={fallback}>
      <Arrived>{children}</Arrived>
    </Suspense>
  )
}
/** The content of a StreamedSuspense, hydrated (or rendered): one boundary less to wait for. */
function Arrived({ children }: { children: ReactNode }) {
  useEffect(() => pending(-1), [])
  return children
}
/** One more (or less) to wait for, until the effect is cleaned up. */
function pending(by: 1 | -1): () => void {
  count(by)
  return () => count(-by)
}

// Islands mounted whose content has not hydrated yet (and streamed boundaries), and who waits for none.
let unhydrated = 0
const waiting = new Set<() => void>()
function count(by: number) {
  unhydrated += by
  changed()
}
// Island code on its way: an island it renders may mount inside what has just hydrated.
let inFlight = 0
function tracked<T>(loading: Promise<T>): Promise<T> {
  inFlight++
  changed()
  const done = () => {
    inFlight--
    changed()
  }
  loading.then(done, done)
  return loading
}
/**
 * Something changed: once none is left to hydrate and no code is on its way, what waits is told, but
 * only after two idle moments of the browser in which nothing changed. An island or a streamed boundary
 * inside another counts itself before the outer one counts off (effects run inner first), so the count
 * never passes through zero on the way.
 */
let generation = 0
function changed() {
  generation++
  if (waiting.size && unhydrated === 0 && inFlight === 0) settle(generation, 2)
}
function settle(seen: number, rounds: number) {
  idle(() => {
    if (generation !== seen || unhydrated > 0 || inFlight > 0) return
    if (rounds > 1) return settle(seen, rounds - 1)
    for (const resolve of waiting) resolve()
    waiting.clear()
  })
}
const idle = (then: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? // Bounded: a page that is never idle (an animation's work) still gets its mark.
      window.requestIdleCallback(then, { timeout: 3000 })
    : window.setTimeout(then, 50)
/**
 * An island's frame mounted (hydrated with the page, `by` 1): one more whose content is server HTML, until
 * it unmounts; its content hydrated or rendered (`by` −1): one less, until it unmounts with its frame.
 * Counted too, when `counted`, among the islands html[data-hydrated] waits for (the 'idle' ones).
 */
function serverHtmlChange(by: 1 | -1, counted: boolean): () => void {
  const change = (n: number) => {
    dehydrated(n)
    if (counted) count(n)
  }
  change(by)
  return () => change(-by)
}

/**
 * A form submitted while an island's content is still its server HTML (a tap on "Subscribe" in the footer
 * is what asks for the footer's code) would post as a document and leave the page. A submission nothing
 * on the page handled (the app's forms prevent the browser's own submission in their handlers, which run
 * before the window hears of it) while an island is still server HTML waits, and is made again once every
 * island has hydrated: the island's code then handles it as it handles any later one. A form meant to post
 * as a document (the header's search) is only delayed as long. Code that never comes (the network failed)
 * holds it for SUBMIT_WAIT_MS; the form then posts as without JavaScript.
 */
const SUBMIT_WAIT_MS = 5000
let serverHtmlIslands = 0
const heldSubmissions: (() => void)[] = []
function dehydrated(by: number) {
  serverHtmlIslands += by
  if (serverHtmlIslands === 0 && heldSubmissions.length)
    // After the commit that hydrated the last one, and only if none mounted meanwhile.
    setTimeout(() => {
      if (serverHtmlIslands === 0) for (const submit of heldSubmissions.splice(0)) submit()
    })
}
/** Holds a submission nothing handled while islands are server HTML (see above). Answers the cancel. */
function holdSubmissionsWhileDehydrated(): () => void {
  let passing: EventTarget | null = null
  const hold = (event: Event) => {
    const form = event.target
    if (event.defaultPrevented || serverHtmlIslands === 0 || !(form instanceof HTMLFormElement) || form === passing)
      return
    event.preventDefault()
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | HTMLInputElement | null
    // What the browser would have sent, for a form React replaced meanwhile instead of hydrating it.
    const sent = {
      action: form.action,
      method: form.method,
      enctype: form.enctype,
      data: new FormData(form, submitter),
    }
    const again = () => {
      clearTimeout(timer)
      const index = heldSubmissions.indexOf(again)
      if (index >= 0) heldSubmissions.splice(index, 1)
      if (!form.isConnected) return postAsDocument(sent)
      passing = form
      try {
        form.requestSubmit(submitter?.form === form ? submitter : null)
      } finally {
        passing = null
      }
    }
    const timer = setTimeout(again, SUBMIT_WAIT_MS)
    heldSubmissions.push(again)
  }
  // The window hears a submission last, after React's handlers on the app's root.
  addEventListener('submit', hold)
  return () => removeEventListener('submit', hold)
}

/**
 * Posts what a held form would have sent as the browser would have, through a hidden copy: the form itself
 * is gone from the page (React replaced its part instead of hydrating it), and the shopper's submission
 * must not be lost. `submit()` fires no submit event, so the hold does not see it again.
 */
function postAsDocument({
  action,
  method,
  enctype,
  data,
}: {
  action: string
  method: string
  enctype: string
  data: FormData
}) {
  const copy = Object.assign(document.createElement('form'), { action, method, enctype, hidden: true })
  for (const [name, value] of data)
    if (typeof value === 'string')
      copy.appendChild(Object.assign(document.createElement('input'), { type: 'hidden', name, value }))
  document.body.appendChild(copy)
  copy.submit()
}

/**
 * Resolves once every island and streamed boundary (StreamedSuspense) mounted so far has hydrated: the page
 * is then interactive everywhere (its links navigate in the app). Call it from an effect of the root, after
 * the islands' own effects.
 */
export const whenIslandsHydrated = (): Promise<void> =>
  new Promise((resolve) => {
    waiting.add(resolve)
    changed()
  })

/** Lets the islands the first screen needs (`'idle'`) load their code. */
function wantIdleIslands(): void {
  idleWanted = true
  for (const release of [...idleReleases]) release()
}

/** Lets every island rendered so far, and every one rendered later, load its code. */
function wantAllIslands(): void {
  idleWanted = allWanted = true
  for (const release of [...allReleases]) release()
}

/**
 * Loads the code of every island defined so far (a navigation is about to show a page whose islands are
 * not known yet), and of every one defined later as it is rendered.
 */
export function loadIslands(): Promise<void> {
  wantAllIslands()
  return Promise.all([...loaders].map((load) => load())).then(() => undefined)
}

/**
 * The islands' code, once it is wanted: awaited with a view's code (views.ts) so a navigation shows its
 * islands at once; before that (the hydrating first visit) it waits for nothing.
 */
export const readyIslands = (): Promise<void> => (idleWanted ? loadIslands() : Promise.resolve())

/**
 * The browser's triggers for the islands on the page: idle after the load event for the first screen's,
 * the first pointer, key or focus for all (a shopper about to use the page, or to navigate away in it).
 * Answers the cancel.
 */
export function loadIslandsLater(): () => void {
  const cancelIdle = whenIdleAfterLoad(wantIdleIslands)
  const cancelInteraction = onFirstInteraction(() => {
    cancelIdle()
    wantAllIslands()
  })
  const stopHolding = holdSubmissionsWhileDehydrated()
  return () => {
    cancelIdle()
    cancelInteraction()
    stopHolding()
  }
}
