/**
 * The listing grid's count in the page's locale (1.250 in German), folded into ProductGrid's chunk. Other
 * views write their counts with useNumber(value, 0): a second importer would split this into a file of its
 * own, and the listing's first visit (99.9 KB) would pass the 100 KB budget (measured: 100.1 KB).
 */
import { formatCount } from '../shared/i18n/count'
import { useLocale } from './i18n'

export function useCount(): (value: number) => string {
  const locale = useLocale()
  return (value) => formatCount(value, locale)
}
