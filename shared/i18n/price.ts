/**
 * Prices as the shop prints them, without ICU (decision 051). The first Intl formatter a page builds makes
 * the browser load ICU's data for it: 13–45 ms of main thread on this machine, four times that on
 * Lighthouse's throttled phone, the longest task after hydration. The shop prints one currency in two
 * locales, so the format is written out here, and tests/unit/shared/format.test.ts holds it equal to
 * Intl's, value by value; an amount of 10¹² or more goes to Intl. Days: ./day.ts.
 */
import { CURRENCY, type Locale } from '../constants'

/** Amounts whose cents stay exact in a double and far beyond any price: above them, Intl formats. */
const LARGEST_WRITTEN = 1e12

/**
 * Formats a euro amount (float, as the Store API sends it) for the locale, character for character as
 * Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }) does: rounded half away from zero on
 * the amount's shortest decimal form (ICU's rule: 1.005 is 1,01 €, where toFixed says 1.00), negative
 * zero signed.
 * @example formatPrice(1234.5, 'de-DE') // '1.234,50 €' (a no-break space before the sign)
 * @example formatPrice(1234.5, 'en-GB') // '€1,234.50'
 */
export function formatPrice(amount: number, locale: Locale): string {
  const size = Math.abs(amount)
  if (!(size < LARGEST_WRITTEN))
    return new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY }).format(amount)
  // Below a millionth String() writes an exponent; such an amount is 0 cents either way.
  const [whole, fraction = ''] = (size < 1e-6 ? '0' : String(size)).split('.')
  const roundUp = (fraction[2] ?? '') >= '5' ? 1 : 0
  const cents = String(Number(whole + fraction.slice(0, 2).padEnd(2, '0')) + roundUp).padStart(3, '0')
  const german = locale === 'de-DE'
  const euros = cents.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, german ? '.' : ',')
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : ''
  return german ? `${sign}${euros},${cents.slice(-2)}\u00a0€` : `${sign}€${euros}.${cents.slice(-2)}`
}
