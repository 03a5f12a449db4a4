/** The island of client/date.ts: a day, or a sentence with a day in it, in the page's locale. */
import { formatDay } from '../../../shared/i18n/day'
import type { DayTextProps } from '../../date'
import { useLocale, useT } from '../../i18n'

export function DayText({ iso, style, zone, text, params }: DayTextProps) {
  const t = useT()
  const locale = useLocale()
  const day = iso ? formatDay(iso, locale, style, zone) : ''
  return <>{text ? t(text, { ...params, date: day }) : day}</>
}
