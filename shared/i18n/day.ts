/**
 * Days as the shop prints them, without ICU (decision 051; why: ./price.ts): the two locales' medium and
 * long styles in the shop's time zone (Europe/Berlin) or UTC's, held equal to Intl's by
 * tests/unit/shared/format.test.ts. A day outside 1996–2099 goes to Intl. Apart from ./price.ts, as most
 * pages print no day and the entry carries prices.
 */
import { type Locale, SHOP_TIME_ZONE } from '../constants'

/** How a day is written: `medium` 24.11.2026 / 24 Nov 2026, `long` 24. November 2026 / 24 November 2026. */
export type DayStyle = 'medium' | 'long'
/** Whose calendar the day is: the shop's (Europe/Berlin), or UTC's (dates without a time, e.g. a release date). */
export type DayZone = 'shop' | 'UTC'

/** Month names of the long style; the medium style writes German months as numbers, English ones short. */
const MONTHS: Record<Locale, readonly string[]> = {
  'de-DE': [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  'en-GB': [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
}
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const

/** The years whose Berlin offsets are the EU's summer-time rule of 1996; other years go to Intl. */
const FIRST_YEAR = 1996
const LAST_YEAR = 2099

/**
 * Formats a Store API date (ISO string) as a day, as Intl.DateTimeFormat(locale, { dateStyle, timeZone })
 * does, in the shop's time zone by default, so the worker and the browser print the same day. An
 * unreadable date comes back as it was given.
 * @example formatDay('2026-11-24T23:30:00Z', 'de-DE') // '25.11.2026' (Berlin is an hour ahead)
 * @example formatDay('2026-09-05', 'en-GB', 'long', 'UTC') // '5 September 2026'
 */
export function formatDay(iso: string, locale: Locale, style: DayStyle = 'medium', zone: DayZone = 'shop'): string {
  const date = new Date(iso)
  const time = date.getTime()
  if (Number.isNaN(time)) return iso
  const year = date.getUTCFullYear()
  if (year < FIRST_YEAR || year > LAST_YEAR) return intlDay(time, locale, style, zone)
  const local = new Date(zone === 'shop' ? time + berlinOffsetHours(time, year) * 3_600_000 : time)
  const [y, m, d] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()]
  if (locale === 'de-DE') return style === 'medium' ? `${pad(d)}.${pad(m + 1)}.${y}` : `${d}. ${MONTHS[locale][m]} ${y}`
  return `${d} ${style === 'medium' ? SHORT_MONTHS[m] : MONTHS[locale][m]} ${y}`
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The day of the month of a month's last Sunday (month 0-based). */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0))
  return last.getUTCDate() - last.getUTCDay()
}

/** Berlin's offset from UTC at `time`: summer time from 01:00 UTC of March's last Sunday to October's. */
function berlinOffsetHours(time: number, year: number): number {
  const start = Date.UTC(year, 2, lastSunday(year, 2), 1)
  const end = Date.UTC(year, 9, lastSunday(year, 9), 1)
  return time >= start && time < end ? 2 : 1
}

/** A day outside the years written here, as Intl writes it (rare: its formatter is not kept). */
const intlDay = (time: number, locale: Locale, style: DayStyle, zone: DayZone) =>
  new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: zone === 'shop' ? SHOP_TIME_ZONE : 'UTC' }).format(time)
