/** formatNumber: the locale's numbers written out, held equal to Intl.NumberFormat value by value. */
import { describe, expect, it } from 'vitest'
import { formatCount } from '../../../shared/i18n/count'
import { formatNumber } from '../../../shared/i18n/number'

const VALUES = [
  0,
  0.2,
  0.25,
  0.5,
  1,
  1.5,
  2.75,
  4.25,
  4.35,
  1.005,
  0.0005,
  0.0004,
  12.3456,
  999.9995,
  1000,
  1250,
  2026,
  12345.678,
  1234567.891,
  -0.2,
  -1250.5,
  -0.0001,
  0.1 + 0.2,
  99.99,
  1e21,
  5e-7,
]

describe('formatNumber', () => {
  it('writes what a German and a British shopper read', () => {
    expect(formatNumber(0.2, 'de-DE')).toBe('0,2')
    expect(formatNumber(0.2, 'en-GB')).toBe('0.2')
    expect(formatNumber(1250, 'de-DE')).toBe('1.250')
    expect(formatNumber(1250, 'en-GB')).toBe('1,250')
    expect(formatNumber(4.5, 'de-DE', 1)).toBe('4,5')
  })

  for (const locale of ['de-DE', 'en-GB'] as const)
    for (const digits of [0, 1, 2, 3])
      it(`equals Intl for ${locale} with at most ${digits} decimals`, () => {
        const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: digits })
        for (const value of VALUES)
          expect([value, formatNumber(value, locale, digits)]).toEqual([value, intl.format(value)])
      })
})

describe('formatCount', () => {
  const COUNTS = [0, 1, 12, 999, 1000, 1250, 2026, 12345, 300000, 1234567, 2.5, 3.49, 999.5, -5, -1250]
  for (const locale of ['de-DE', 'en-GB'] as const)
    it(`equals Intl for whole numbers in ${locale}`, () => {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
      for (const value of COUNTS) expect([value, formatCount(value, locale)]).toEqual([value, intl.format(value)])
    })
})
