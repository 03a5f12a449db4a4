/** Whole numbers a shopper reads (counts, points) in the page's locale: 1.250 in German; beside the views that print them, not in the entry. */
import { formatCount } from '../shared/i18n/count'
import { useLocale } from './i18n'

export function useCount(): (value: number) => string {
  const locale = useLocale()
  return (value) => formatCount(value, locale)
}
