/** One notification: its text with the role its type asks for, its actions and a close button (./Notifications.tsx). */
import { useStore } from 'jotai'
import { useT } from '../../i18n'
import { dismiss, messageRole, type Notification, type NotificationAction } from '../../state/notifications'

export default function NotificationItem({
  notification: { id, type, key, params, actions },
}: {
  notification: Notification
}) {
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
