/**
 * Numbers as a shopper of the locale reads them (a unit's content, a rating), without ICU for the reason
 * prices are written out (./price.ts, decision 051): German writes 0,2 and 1.250, English 0.2 and 1,250.
 * Character for character as Intl.NumberFormat(locale, { maximumFractionDigits }) does (rounded half away
 * from zero on the shortest decimal form, trailing zeros dropped, a negative amount signed even where it rounds to 0); tests/unit/shared/number.test.ts holds
 * it equal to Intl's. Numbers String() writes with an exponent go to Intl.
 */
import type { Locale } from '../constants'

/**
 * @example formatNumber(0.2, 'de-DE') // '0,2'
 * @example formatNumber(1250, 'de-DE') // '1.250'
 * @example formatNumber(4.25, 'en-GB', 1) // '4.3'
 */
export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 3): string {
  const written = String(Math.abs(value))
  if (!Number.isFinite(value) || written.includes('e'))
    return new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value)
  const [whole = '0', fraction = ''] = written.split('.')
  const roundUp = (fraction[maximumFractionDigits] ?? '') >= '5' ? 1n : 0n
  const scaled = (BigInt(whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0')) + roundUp)
    .toString()
    .padStart(maximumFractionDigits + 1, '0')
  const integer = scaled.slice(0, scaled.length - maximumFractionDigits)
  const decimals = scaled.slice(scaled.length - maximumFractionDigits).replace(/0+$/, '')
  const german = locale === 'de-DE'
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, german ? '.' : ',')
  const negative = value < 0 || Object.is(value, -0)
  return `${negative ? '-' : ''}${grouped}${decimals ? (german ? ',' : '.') + decimals : ''}`
}
