/**
 * The checkout's rules without a Store API: third countries (billing and delivery country identical), digital
 * content, partial delivery, payment kinds.
 */
import { describe, expect, it } from 'vitest'
import { partialDeliveryChoosable, partialDeliveryOf } from '../../../client/routes/checkout/partial-delivery'
import { paymentKind } from '../../../client/routes/checkout/payment-kind'
import { cartHasDownload, thirdCountryMismatch } from '../../../client/routes/checkout/rules'
import type { Cart } from '../../../client/types'

const COUNTRIES = [
  { id: 'de', isEu: true },
  { id: 'at', isEu: true },
  { id: 'ch', isEu: false },
  { id: 'us', isEu: false },
]

describe('thirdCountryMismatch', () => {
  it('lets EU countries differ and any country match itself', () => {
    expect(thirdCountryMismatch(COUNTRIES, 'de', 'at')).toBe(false)
    expect(thirdCountryMismatch(COUNTRIES, 'ch', 'ch')).toBe(false)
  })

  it('refuses different countries as soon as one is outside the EU, either way round', () => {
    expect(thirdCountryMismatch(COUNTRIES, 'ch', 'de')).toBe(true)
    expect(thirdCountryMismatch(COUNTRIES, 'de', 'us')).toBe(true)
    expect(thirdCountryMismatch(COUNTRIES, 'ch', 'us')).toBe(true)
  })

  it('leaves a missing or unknown country to the Store API', () => {
    expect(thirdCountryMismatch(COUNTRIES, '', 'ch')).toBe(false)
    expect(thirdCountryMismatch(COUNTRIES, 'xx', 'ch')).toBe(false)
  })
})

describe('cartHasDownload', () => {
  it('is true when a line item is in state is-download', () => {
    const cart = (states: string[]) => ({ lineItems: [{ states: [] }, { states }] }) as unknown as Cart
    expect(cartHasDownload(cart(['is-physical']))).toBe(false)
    expect(cartHasDownload(cart(['is-download']))).toBe(true)
    expect(cartHasDownload({} as Cart)).toBe(false)
  })
})

describe('partial delivery', () => {
  const url = (query: string) => new URL(`http://shop.test/checkout/confirm${query}`)

  it('is choosable only where the method says so (some methods force one choice)', () => {
    expect(partialDeliveryChoosable({ customFields: { partialDelivery: 'choice' } })).toBe(true)
    expect(partialDeliveryChoosable({ customFields: { partialDelivery: 'single' } })).toBe(false)
    expect(partialDeliveryChoosable({ customFields: null })).toBe(false)
    expect(partialDeliveryChoosable(null)).toBe(false)
  })

  it('is allowed only when choosable and chosen', () => {
    expect(partialDeliveryOf(true, url('?partialDelivery=1'))).toEqual({ choosable: true, allowed: true })
    expect(partialDeliveryOf(true, url(''))).toEqual({ choosable: true, allowed: false })
    expect(partialDeliveryOf(false, url('?partialDelivery=1'))).toEqual({ choosable: false, allowed: false })
  })
})

describe('paymentKind', () => {
  it('reads the method’s technical or short name', () => {
    expect(paymentKind({ technicalName: 'payment_prepayment' })).toBe('prepayment')
    expect(paymentKind({ technicalName: 'payment_invoice' })).toBe('invoice')
    expect(paymentKind({ technicalName: 'payment_card', shortName: 'card' })).toBe('provider')
    expect(paymentKind({ technicalName: 'payment_wallet' })).toBe('provider')
    expect(paymentKind({ technicalName: 'payment_cashpayment' })).toBe('other')
    expect(paymentKind(null)).toBe('other')
  })
})
