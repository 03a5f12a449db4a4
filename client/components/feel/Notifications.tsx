/**
 * The one live region of the page's notifications (state/notifications.ts): polite for info and
 * success, assertive for warnings and failures, each message with its role (status or alert) and a
 * close button. Rendered empty on the worker, so the region exists before the first message arrives.
 * A flash the worker left after a form POST's redirect (shared/flash.ts) is shown here once, for 15 s;
 * a session that ended under the page is announced from here too (state/session-end.ts).
 */
import { useAtomValue, useStore } from 'jotai'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { flashCookieCleared, readFlash } from '../../../shared/flash'
import { useT } from '../../i18n'
import {
  dismiss,
  messageRole,
  type Notification,
  type NotificationAction,
  notificationsAtom,
  notify,
} from '../../state/notifications'
import { useSessionEndNotice } from '../../state/session-end'

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
            <NotificationItem key={n.id} notification={n} />
          ))}
      </div>
      <div aria-live="assertive">
        {shown.filter(urgent).map((n) => (
          <NotificationItem key={n.id} notification={n} />
        ))}
      </div>
    </div>
  )
}

function NotificationItem({ notification: { id, type, key, params, actions } }: { notification: Notification }) {
  const t = useT()
  const store = useStore()
  return (
    <div role={messageRole(type)} className={`notification message-${type}`}>
      <div className="notification-body">
        <p>{t(key, params)}</p>
        {actions?.length ? <NotificationActions id={id} actions={actions} /> : null}
      </div>
      <button
        type="button"
        className="notification-close"
        aria-label={t('feel.closeNotification')}
        onClick={() => dismiss(store, id)}
      >
        ×
      </button>
    </div>
  )
}

/** A notification's ways on: a button that closes it and runs its action, or a link. */
function NotificationActions({ id, actions }: { id: number; actions: NotificationAction[] }) {
  const t = useT()
  const store = useStore()
  return (
    <p className="notification-actions">
      {actions.map((action) =>
        'href' in action ? (
          <a key={action.key} href={action.href}>
            {t(action.key)}
          </a>
        ) : (
          <button
            key={action.key}
            type="button"
            className="link-button"
            onClick={() => {
              dismiss(store, id)
              action.run()
            }}
          >
            {t(action.key)}
          </button>
        ),
      )}
    </p>
  )
}

/** Shows the worker's flash once, after hydration and after each navigation (a form's redirect), then forgets it. */
function useFlash(): void {
  const store = useStore()
  const { key: visit } = useLocation()
  useEffect(() => {
    void visit
    const flash = readFlash(document.cookie)
    if (!flash) return
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in browsers we serve; one fixed cookie
    document.cookie = flashCookieCleared
    notify(store, { ...flash, lifetime: 'flash' })
  }, [visit, store])
}
