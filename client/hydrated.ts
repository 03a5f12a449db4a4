/** Whether the page has hydrated: what only the browser knows (its storage, its lists) renders after. */
import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}
/** False on the worker and while hydrating, true afterwards: the toggle needs the browser's list. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
