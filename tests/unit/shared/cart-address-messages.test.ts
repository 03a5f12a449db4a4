/**
 * The cart page's texts (CartMessages maps `cart.errors.<messageKey>`) for the address errors: the
 * embedded cart's shipping-/billing-address-blocked, and Shopware's salutation-missing-* that a real
 * Shopware answers through the proxy. Each has a German and an English text with its parameters filled.
 */
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../shared/constants'
import { createTranslator } from '../../../shared/i18n'
import { loadDictionary } from '../../../shared/i18n/dictionaries'
import { cartErrors } from '../../../embedded/checkout/cart/errors'

const SALUTATION_KEYS = [
  'salutation-missing-profile',
  'salutation-missing-billing-address',
  'salutation-missing-shipping-address',
]

describe('address messages of the cart', () => {
  it.each(LOCALES)('has %s texts for the blocked addresses, naming the country', (locale) => {
    const t = createTranslator(locale, loadDictionary(locale))
    for (const kind of ['shipping', 'billing'] as const) {
      const error = cartErrors.addressBlocked(kind, 'Narnia')
      const text = t(`cart.errors.${error.messageKey}`, { name: String(error.name) })
      expect(text).toContain('Narnia')
      expect(text).not.toBe(`cart.errors.${error.messageKey}`)
    }
  })

  it.each(LOCALES)("has %s texts for Shopware's salutation-missing errors", (locale) => {
    const t = createTranslator(locale, loadDictionary(locale))
    const texts = SALUTATION_KEYS.map((key) => t(`cart.errors.${key}`))
    expect(texts.every((text, i) => text !== `cart.errors.${SALUTATION_KEYS[i]}`)).toBe(true)
    expect(new Set(texts).size).toBe(3)
  })
})
