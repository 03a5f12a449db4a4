/** Whole numbers as the locale writes them, without ICU (./price.ts says why); tests/unit/shared/number.test.ts holds it equal to Intl. */
import type { Locale } from '../constants'

/**
 * A whole number a shopper reads (a count, points), as Intl.NumberFormat(locale) writes it (counts stay far
 * below the amounts String() writes with an exponent).
 * @example formatCount(300000, 'de-DE') // '300.000'
 */
export const formatCount = (value: number, locale: Locale): string =>
  (value <= -0.5 ? '-' : '') +
  String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+$)/g, locale === 'de-DE' ? '.' : ',')
