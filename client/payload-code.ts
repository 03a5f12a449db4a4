/**
 * The client navigation's data code (./payload.ts), out of the entry: no first render runs it, so it
 * loads with the first navigation or submission, or a second after the load event with the prefetch
 * (components/feel/AppFeel.tsx), whichever comes first (docs/decisions/043).
 *
 * Once loaded it is called in the same task, as if it were in the entry. That matters: after a form's
 * action the router publishes the action's data at once and the revalidated loader data when the loaders
 * settle. The revalidation reads the data the POST brought (one request), so it settles within the same
 * task, and both arrive in one render; a loader that first awaited an import would let React render the
 * action's answer over the old loader data (a saved profile's form, remounted by its answer, then showed
 * the old first name: tests/e2e/account.spec.ts).
 */
type PayloadCode = typeof import('./payload')

let code: PayloadCode | undefined
let loading: Promise<PayloadCode> | undefined

/** Loads the payload code (once). */
export const loadPayloadCode = (): Promise<PayloadCode> =>
  (loading ??= import('./payload').then((loaded) => (code = loaded)))

/** Runs `use` with the payload code: at once when it is here, else once it has loaded. */
export const withPayloadCode = <T>(use: (code: PayloadCode) => T | Promise<T>): T | Promise<T> =>
  code ? use(code) : loadPayloadCode().then(use)
