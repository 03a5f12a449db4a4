/** The shop's price and day formats, written without ICU (decision 051), against Intl's, value by value. */
import { describe, expect, it } from 'vitest'
import { LOCALES, SHOP_TIME_ZONE } from '../../../shared/constants'
import { formatPrice } from '../../../shared/i18n'
import { type DayStyle, formatDay } from '../../../shared/i18n/day'

/** The comparisons against Intl run tens of thousands of formats: seconds of CPU, more on a busy machine. */
const INTL_COMPARISON_MS = 30_000

/** A seeded generator, so a failure names the same values on every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return seed / 2 ** 31
  }
}

describe('formatPrice', () => {
  const intl = (locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })

  it('writes the examples of its documentation', () => {
    expect(formatPrice(1234.5, 'de-DE')).toBe('1.234,50\u00a0€')
    expect(formatPrice(1234.5, 'en-GB')).toBe('€1,234.50')
    expect(formatPrice(-0.5, 'en-GB')).toBe('-€0.50')
  })

  it('equals Intl for ties, signs, zeros, tiny and large amounts in both locales', () => {
    const amounts = [
      0,
      -0,
      0.001,
      -0.001,
      0.004,
      0.005,
      -0.005,
      1e-7,
      1e-6,
      0.1,
      0.125,
      1.005,
      1.015,
      2.675,
      8.345,
      19.9,
      99.995,
      999.995,
      1000,
      1234.5,
      9999.999,
      100000,
      1234567.005,
      -1234567.005,
      5e11,
      999999999999.99,
      1e12,
      -1e13,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ]
    for (const locale of LOCALES)
      for (const amount of amounts)
        expect(formatPrice(amount, locale), `${locale} ${amount}`).toBe(intl(locale).format(amount))
  })

  it(
    'equals Intl for 40,000 amounts of up to four decimals across every magnitude',
    () => {
      const next = random(12)
      for (const locale of LOCALES) {
        const format = intl(locale)
        for (let i = 0; i < 20_000; i++) {
          const magnitude = 10 ** Math.floor(next() * 12)
          const decimals = Math.floor(next() * 5)
          const amount = Number(((next() - 0.2) * magnitude).toFixed(decimals))
          expect(formatPrice(amount, locale), `${locale} ${amount}`).toBe(format.format(amount))
        }
      }
    },
    INTL_COMPARISON_MS,
  )

  it(
    'equals Intl for every half cent up to 100 €',
    () => {
      for (const locale of LOCALES) {
        const format = intl(locale)
        for (let halfCents = 0; halfCents <= 20_000; halfCents++) {
          const amount = Number((halfCents * 0.005).toFixed(3))
          expect(formatPrice(amount, locale), `${locale} ${amount}`).toBe(format.format(amount))
        }
      }
    },
    INTL_COMPARISON_MS,
  )
})

describe('formatDay', () => {
  const styles: DayStyle[] = ['medium', 'long']
  const intl = (locale: string, style: DayStyle, timeZone: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone })
  const formats = LOCALES.flatMap((locale) =>
    styles.flatMap((style) =>
      (['shop', 'UTC'] as const).map((zone) => ({
        locale,
        style,
        zone,
        intl: intl(locale, style, zone === 'shop' ? SHOP_TIME_ZONE : 'UTC'),
      })),
    ),
  )
  const same = (iso: string) => {
    for (const { locale, style, zone, intl } of formats)
      expect(formatDay(iso, locale, style, zone), `${iso} ${locale} ${style} ${zone}`).toBe(intl.format(new Date(iso)))
  }

  it('writes the examples of its documentation', () => {
    expect(formatDay('2026-11-24T23:30:00Z', 'de-DE')).toBe('25.11.2026')
    expect(formatDay('2026-09-05', 'en-GB', 'long', 'UTC')).toBe('5 September 2026')
    expect(formatDay('2026-09-05', 'en-GB')).toBe('5 Sept 2026')
    expect(formatDay('2026-03-05T12:00:00Z', 'de-DE', 'long')).toBe('5. März 2026')
  })

  it(
    "equals Intl hour by hour around every summer-time change of the years it writes, in Berlin's and UTC's calendar",
    () => {
      for (let year = 1996; year <= 2099; year++)
        for (const month of [2, 9]) {
          const last = new Date(Date.UTC(year, month + 1, 0))
          const sunday = last.getUTCDate() - last.getUTCDay()
          for (let hour = -26; hour <= 26; hour++) same(new Date(Date.UTC(year, month, sunday, hour, 30)).toISOString())
        }
    },
    INTL_COMPARISON_MS,
  )

  it(
    'equals Intl at midnight in Berlin and UTC around the new year, and on random moments from 1990 to 2105',
    () => {
      for (let year = 1996; year <= 2100; year++)
        for (const hour of [-2, -1, 0, 1]) same(new Date(Date.UTC(year, 0, 1, hour, 15)).toISOString())
      const next = random(7)
      const from = Date.UTC(1990, 0, 1)
      const to = Date.UTC(2105, 0, 1)
      for (let i = 0; i < 5_000; i++) same(new Date(from + Math.floor(next() * (to - from))).toISOString())
    },
    INTL_COMPARISON_MS,
  )

  it('reads dates without a time and gives back what it cannot read', () => {
    same('2026-09-05')
    same('2024-02-29')
    expect(formatDay('next week', 'de-DE')).toBe('next week')
    expect(formatDay('', 'en-GB', 'long')).toBe('')
  })
})
