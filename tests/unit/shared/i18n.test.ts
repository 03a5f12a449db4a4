/** Every string in both locales: a key missing or empty in one dictionary fails here. */
import { describe, expect, it } from 'vitest'
import de from '../../../shared/i18n/de-DE'
import en from '../../../shared/i18n/en-GB'
import { createTranslator, formatPrice } from '../../../shared/i18n'

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key))
}
const lookup = (dict: unknown, key: string) => key.split('.').reduce<any>((node, part) => node?.[part], dict)

describe('dictionaries', () => {
  it('have the same keys in de-DE and en-GB', () => {
    expect(keys(en).sort()).toEqual(keys(de).sort())
  })
  it('have no empty string in either locale', () => {
    for (const [name, dict] of [
      ['de-DE', de],
      ['en-GB', en],
    ] as const) {
      for (const key of keys(dict)) expect(lookup(dict, key), `${name} ${key}`).toMatch(/\S/)
    }
  })
  it('use the same placeholders in both locales', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort()
    for (const key of keys(de)) expect(placeholders(lookup(en, key)), key).toEqual(placeholders(lookup(de, key)))
  })
  it('carry the spec texts for the maintenance screen and the required message', () => {
    expect(de.error.maintenanceTitle).toBe('Wartungsmodus')
    expect(en.validation.required).toBe('Value is required')
    expect(de.validation.required).toBe('Dieses Feld ist erforderlich')
  })
})

describe('createTranslator', () => {
  it('interpolates parameters and shows the key for a missing text', () => {
    const t = createTranslator('de-DE', de)
    expect(t('product.fewInStock', { count: 3 })).toBe('Nur noch 3 auf Lager')
    expect(t('no.such.key')).toBe('no.such.key')
    expect(createTranslator('en-GB', en)('product.addToCart')).toBe('Add to cart')
  })
})

describe('formatPrice', () => {
  it('formats EUR per locale', () => {
    expect(formatPrice(1234.5, 'de-DE')).toBe('1.234,50\u00a0€')
    expect(formatPrice(1234.5, 'en-GB')).toBe('€1,234.50')
  })
})
