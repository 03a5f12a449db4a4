/**
 * Days in the page's words. The code that writes a day (shared/i18n/day.ts) is an island's: the worker
 * writes every day into the page, and the browser loads that code with the other islands (on idle after
 * the load event, at the first interaction, before a client navigation shows), so no first visit carries
 * it and no page asks the browser's ICU for a date format while it hydrates (decision 051).
 */
import type { DayStyle, DayZone } from '../shared/i18n/day'
import { island } from './island'

export interface DayTextProps {
  /** The Store API's date (ISO string); none writes nothing. */
  iso: string | null | undefined
  style?: DayStyle
  zone?: DayZone
  /** A text key whose `date` parameter is the day (with `params` beside it); without one, the day alone. */
  text?: string
  params?: Record<string, string | number>
}

/**
 * A day, or a sentence with a day in it.
 * @example <DayText iso={list.createdAt} text="shoppingList.created" /> // 'Angelegt am 24.11.2026'
 */
export const DayText = island<DayTextProps>(() => import('./components/ui/day-text').then((m) => m.DayText))
