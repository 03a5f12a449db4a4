/** The business/private area switch: its cookie and form fields, shared by the view and the worker. */
import type { ShopArea } from '../../types'

/** A visitor's chosen area, kept a year (365 days) like the locale. */
export const AREA_COOKIE = 'shop-area'
/** The area to switch to, in the switch page's URL and form. */
export const AREA_PARAM = 'to'

export const isArea = (value: unknown): value is ShopArea => value === 'business' || value === 'private'

/**
 * The area a cookie header names; private without one (consumers see gross prices).
 * @example areaOfCookie('locale=de-DE; shop-area=business') // 'business'
 */
export function areaOfCookie(cookie: string | null | undefined): ShopArea {
  const match = (cookie ?? '').match(/(?:^|;\s*)shop-area=([a-z]+)/)
  return isArea(match?.[1]) ? match[1] : 'private'
}

export interface AreaPageData {
  /** The area the switch leads to. */
  to: ShopArea
  /** The shopper's area now. */
  current: ShopArea
  /** A logged-in customer is logged out by the switch, so the page asks first. */
  loggedIn: boolean
  /** The page to return to (below the locale prefix). */
  redirectTo: string
  alternates: Record<string, string>
}
