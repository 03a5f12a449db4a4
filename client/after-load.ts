/**
 * The one "after the page has loaded" and "once the shopper acts" of client start-up (the page-data prefetch, client/prefetch.ts;
 * the app shell, client/app-shell/index.tsx): work that must not compete with the first load.
 */

/**
 * Runs `start` once the load event has fired (at once when it already has); `start` sets up its own
 * wait (a timer, an idle callback) and answers how to cancel it. Answers the cancel of either wait.
 */
export function afterLoad(start: () => () => void): () => void {
  let cancel = () => removeEventListener('load', run)
  function run() {
    cancel = start()
  }
  if (document.readyState === 'complete') run()
  else addEventListener('load', run, { once: true })
  return () => cancel()
}

/** Runs `task` in the first idle moment after the load event; returns a cancel function. */
export const whenIdleAfterLoad = (task: () => void): (() => void) =>
  afterLoad(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: 3000 })
      return () => window.cancelIdleCallback(id)
    }
    const id = window.setTimeout(task, 200)
    return () => window.clearTimeout(id)
  })

/** The events that say a shopper has started using the page (or is about to leave it through a link). */
const SHOPPER_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const

let interacted = false

/**
 * Runs `task` once, at the shopper's first pointer, key, focus or touch on the page (at once when there
 * has been one); returns a cancel function. For work no one needs before then (code for what a tap
 * opens, data a dialog shows).
 */
export function onFirstInteraction(task: () => void): () => void {
  if (interacted) {
    task()
    return () => {}
  }
  const run = () => {
    interacted = true
    cancel()
    task()
  }
  const cancel = () => {
    for (const event of SHOPPER_EVENTS) document.removeEventListener(event, run, { capture: true })
  }
  for (const event of SHOPPER_EVENTS) document.addEventListener(event, run, { capture: true, passive: true })
  return cancel
}
