/**
 * The one place that tells the shopper a call the page made through /store-api found the session ended
 * (message-403-ajax): wishlist, shopping lists and cart calls alike, never per call site. The
 * notice's code (client/state/session-end-notice.ts) loads on the first refused call.
 */
import { useStore } from 'jotai'
import { useEffect } from 'react'
import { usePrefix } from '../i18n'
import { sessionAtom } from './session'
import { onRefusal } from './store-api'

/** Listens for refused calls while the page lives (the root renders it once, with the notifications). */
export function useSessionEndNotice(): void {
  const store = useStore()
  const prefix = usePrefix()
  useEffect(
    () =>
      onRefusal((refusal) => {
        // The session the call was made in, before the page can follow a change.
        const session = store.get(sessionAtom)
        import('./session-end-notice')
          .then(({ announceSessionEnd, browserPage }) =>
            announceSessionEnd(store, refusal, session, browserPage(prefix)),
          )
          .catch(() => undefined)
      }),
    [store, prefix],
  )
}
