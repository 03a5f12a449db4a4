/**
 * Notifications (types info, success, warning, danger): one list in the Jotai store,
 * shown by one live region (components/feel/Notifications.tsx). A notification names a dictionary key,
 * so it is said in the page's language; it goes away after its lifetime, or stays until closed.
 */
import { atom, useStore } from 'jotai'
import { useCallback } from 'react'
import type { NotificationType } from '../../shared/flash'

/** A notification's base timeout. */
export const NOTIFICATION_TIMEOUT_MS = 2_500
/** The notification wrapper's timeout. */
export const NOTIFICATION_WRAPPER_TIMEOUT_MS = 5_000
/** A flash notification from the server. */
export const FLASH_NOTIFICATION_MS = 15_000

/** How long a notification stays: base, wrapper, flash, or until the shopper closes it. */
export type Lifetime = 'base' | 'wrapper' | 'flash' | 'persistent'
const LIFETIME_MS: Record<Lifetime, number | null> = {
  base: NOTIFICATION_TIMEOUT_MS,
  wrapper: NOTIFICATION_WRAPPER_TIMEOUT_MS,
  flash: FLASH_NOTIFICATION_MS,
  persistent: null,
}

/**
 * A confirmation is read at a glance (base); a warning or a failure the shopper must read and act on
 * gets the wrapper's longer time.
 * @example defaultLifetime('success') // 'base'
 */
export const defaultLifetime = (type: NotificationType): Lifetime =>
  type === 'warning' || type === 'danger' ? 'wrapper' : 'base'

/** Danger and warning interrupt (role=alert); info and success wait for a pause (role=status). */
export const messageRole = (type: NotificationType) => (type === 'danger' || type === 'warning' ? 'alert' : 'status')

/** A way on from a notification, named by a dictionary key: a button that runs something, or a link. */
export type NotificationAction = { key: string; run: () => void } | { key: string; href: string }

export interface Notification {
  id: number
  type: NotificationType
  key: string
  params?: Record<string, string | number>
  lifetime: Lifetime
  actions?: NotificationAction[]
}

export type NotificationInput = Omit<Notification, 'id' | 'lifetime'> & { lifetime?: Lifetime }

/** Oldest go first beyond this: a burst of messages must not cover the page. */
const MAX_SHOWN = 4

export const notificationsAtom = atom<Notification[]>([])

type Store = Pick<ReturnType<typeof useStore>, 'get' | 'set'>
let lastId = 0

/**
 * Shows a notification and schedules its end; the same message again replaces the earlier one (and is
 * announced again). Answers its id.
 */
export function notify(store: Store, input: NotificationInput): number {
  const id = ++lastId
  const notification: Notification = { ...input, id, lifetime: input.lifetime ?? defaultLifetime(input.type) }
  store.set(notificationsAtom, (shown) => [...shown.filter((n) => n.key !== input.key), notification].slice(-MAX_SHOWN))
  const ms = LIFETIME_MS[notification.lifetime]
  if (ms !== null) setTimeout(() => dismiss(store, id), ms)
  return id
}

/** Takes a notification away (its close button, or its time ran out). */
export function dismiss(store: Store, id: number): void {
  store.set(notificationsAtom, (shown) => shown.filter((n) => n.id !== id))
}

/** `notify` bound to the page's store. */
export function useNotify(): (input: NotificationInput) => number {
  const store = useStore()
  return useCallback((input) => notify(store, input), [store])
}
