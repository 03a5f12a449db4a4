/**
 * Flash notifications (shown 15 s): a message the worker hands to the next page after a form
 * POST's redirect, in a short-lived cookie the browser reads once after hydration and deletes. It names
 * a notification type and a dictionary key, never text, so the page says it in the shopper's language.
 */
import { cookieValue } from './cookies'

export const FLASH_COOKIE = 'flash'
/** Long enough to survive the redirect and the page load that follows it, short enough to be forgotten. */
const FLASH_MAX_AGE_SECONDS = 60

/** The notification types. */
export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'danger'] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

export interface Flash {
  type: NotificationType
  /** A dictionary key (`product.added`). */
  key: string
}

const KEY = /^[A-Za-z][\w.]{0,80}$/

/**
 * The Set-Cookie value of a flash.
 * @example flashCookie({ type: 'success', key: 'product.added' }) // 'flash=success:product.added; Path=/; Max-Age=60; SameSite=Lax'
 */
export const flashCookie = ({ type, key }: Flash): string =>
  `${FLASH_COOKIE}=${type}:${key}; Path=/; Max-Age=${FLASH_MAX_AGE_SECONDS}; SameSite=Lax`

/** Deletes the flash once shown. */
export const flashCookieCleared = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`

/** Whether a Set-Cookie value is a flash (a flash is no session change: decision 017's `session` flag ignores it). */
export const isFlashCookie = (setCookie: string): boolean => setCookie.startsWith(`${FLASH_COOKIE}=`)

/**
 * The flash a Cookie header (or `document.cookie`) carries; null for none or anything malformed.
 * @example readFlash('locale=de-DE; flash=success:product.added') // { type: 'success', key: 'product.added' }
 */
export function readFlash(cookies: string): Flash | null {
  const [type, key = ''] = (cookieValue(cookies, FLASH_COOKIE) ?? '').split(':')
  return NOTIFICATION_TYPES.includes(type as NotificationType) && KEY.test(key)
    ? { type: type as NotificationType, key }
    : null
}
