/**
 * The one live region of the page's notifications (state/notifications.ts): polite for info and
 * success, assertive for warnings and failures, each message with its role (status or alert) and a
 * close button. Rendered empty on the worker, so the region exists before the first message arrives.
 * A flash the worker left after a form POST's redirect (shared/flash.ts) is shown here once, for 15 s;
 * a session that ended under the page is announced from here too (state/session-end.ts).
 */
import { useAtomValue, useStore } from 'jotai'
import { lazy, Suspense, useEffect } from 'react'
import { useLocation } from 'react-router'
import { flashCookieCleared, readFlash } from '../../../shared/flash'
import { messageRole, type Notification, notificationsAtom, notify } from '../../state/notifications'
import { useSessionEndNotice } from '../../state/session-end'

// A message's code loads with the first message: the worker renders the region empty, most pages show none.
const NotificationItem = lazy(() => import('./NotificationItem'))

export function Notifications() {
  const shown = useAtomValue(notificationsAtom)
  useFlash()
  useSessionEndNotice()
  const urgent = (n: Notification) => messageRole(n.type) === 'alert'
  return (
    <div className="notifications">
      <div aria-live="polite">
        {shown
          .filter((n) => !urgent(n))
          .map((n) => (
            <Item key={n.id} notification={n} />
          ))}
      </div>
      <div aria-live="assertive">
        {shown.filter(urgent).map((n) => (
          <Item key={n.id} notification={n} />
        ))}
      </div>
    </div>
  )
}

function Item({ notification }: { notification: Notification }) {
  return (
    <Suspense fallback={null}>
      <NotificationItem notification={notification} />
    </Suspense>
  )
}

/** Shows the worker's flash once, after hydration and after each navigation (a form's redirect), then forgets it. */
function useFlash(): void {
  const store = useStore()
  const { key: visit } = useLocation()
  useEffect(() => {
    void visit
    let gone = false
    void pageCookies().then((cookies) => {
      const flash = readFlash(cookies)
      if (!flash || gone) return
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in browsers we serve; one fixed cookie
      document.cookie = flashCookieCleared
      notify(store, { ...flash, lifetime: 'flash' })
    })
    return () => {
      gone = true
    }
  }, [visit, store])
}

/**
 * The page's cookies as `document.cookie` reads them. Chrome answers `document.cookie` by asking its
 * network process and waits for the answer: the first read after a page load held the main thread for
 * ~1 ms (~8 ms on Lighthouse's slowed phone), inside the task that finishes hydrating. The Cookie Store API
 * asks without waiting; browsers without it read `document.cookie`.
 */
async function pageCookies(): Promise<string> {
  if (typeof window.cookieStore?.getAll !== 'function') return document.cookie
  const cookies = await window.cookieStore.getAll().catch(() => null)
  return cookies ? cookies.map(({ name, value }) => `${name}=${value}`).join('; ') : document.cookie
}
