/**
 * Other numbers a shopper reads (a unit's content, a rating) in the page's locale: 0,2 in German. Apart from
 * client/i18n.tsx so the writer travels with the views that print such numbers, not in every page's entry.
 */
import { formatNumber } from '../shared/i18n/number'
import { useLocale } from './i18n'

export function useNumber(): (value: number, maximumFractionDigits?: number) => string {
  const locale = useLocale()
  return (value, digits) => formatNumber(value, locale, digits)
}
