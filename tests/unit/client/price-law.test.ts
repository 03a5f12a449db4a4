/**
 * What price law asks beside a price, as a product card renders it: the unit price (PAngV §4), a former
 * price only with the lowest price of the last 30 days (PAngV §11), in both languages and both displays.
 */
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AppProviders, createAppStore } from '../../../client/app'
import { ProductCard } from '../../../client/components/listing/ProductCard'
import type { Product } from '../../../client/types'
import type { Locale } from '../../../shared/constants'
import { loadDictionary } from '../../../shared/i18n/dictionaries'

/** A pack of 12 pairs of gloves at 23.88 € (1.99 € a pair), formerly 29.88 €, at 23.88 € at its lowest in 30 days. */
const gloves = (reduced: { listPrice?: unknown; regulationPrice?: unknown } = {}) =>
  ({
    id: 'a'.repeat(32),
    name: 'Montagehandschuh',
    translated: { name: 'Montagehandschuh' },
    seoUrls: [{ seoPathInfo: 'montagehandschuh/1' }],
    stock: 10,
    availableStock: 10,
    available: true,
    calculatedPrice: {
      unitPrice: 23.88,
      totalPrice: 23.88,
      taxRules: [{ taxRate: 19 }],
      referencePrice: { price: 1.99, purchaseUnit: 12, referenceUnit: 1, unitName: 'Paar' },
      listPrice: null,
      regulationPrice: null,
      ...reduced,
    },
  }) as unknown as Product

function card(product: Product, locale: Locale = 'de-DE'): string {
  const router = createMemoryRouter([{ path: '*', element: createElement(ProductCard, { product }) }])
  return renderToString(
    createElement(AppProviders, {
      boot: { locale, basename: '', texts: '' },
      dictionary: loadDictionary(locale),
      store: createAppStore(undefined),
      // biome-ignore lint/correctness/noChildrenProp: createElement in a .ts test; AppProviders' props type names children
      children: createElement(RouterProvider, { router }),
    }),
  )
}
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

describe('a product card', () => {
  it('shows the unit price beside the price, in German and English', () => {
    expect(text(card(gloves()))).toContain('23,88 € inkl. MwSt. Grundpreis: 1,99 € / 1 Paar')
    expect(text(card(gloves(), 'en-GB'))).toContain('€23.88 incl. VAT Unit price: €1.99 / 1 Paar')
  })

  it('strikes a former price only together with the lowest price of the last 30 days', () => {
    const reduced = card(gloves({ listPrice: { price: 29.88 }, regulationPrice: { price: 23.88 } }))
    expect(reduced).toMatch(/<s>29,88\s€<\/s>/)
    expect(text(reduced)).toContain('Bisheriger Preis: 29,88 € Niedrigster Preis der letzten 30 Tage: 23,88 €')
    // A list price without the lowest price of the last 30 days announces nothing.
    const unlawful = card(gloves({ listPrice: { price: 29.88 } }))
    expect(unlawful).not.toContain('29,88')
  })
})
