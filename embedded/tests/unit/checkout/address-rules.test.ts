/** The cart's address checks over sessions made by hand: which country blocks, and that a virtual cart ships nothing. */
import { describe, expect, it } from 'vitest'
import { LANGUAGE_IDS } from '../../../../shared/constants'
import { addressErrors } from '../../../checkout/cart/address-rules'
import type { Session } from '../../../platform/context/session'
import { findCountryByIso } from '../../../platform/reference'

const address = (id: string, countryId: string) => ({ id, countryId })
/** A session whose customer bills to `billing` and ships to `shipping` (ids or country ids). */
const session = (billing: string, shipping: string = billing) =>
  ({
    context: { languageId: LANGUAGE_IDS['en-GB'] },
    customer: { activeBillingAddress: address('b', billing), activeShippingAddress: address('s', shipping) },
  }) as unknown as Session
const keys = (errors: ReturnType<typeof addressErrors>) => errors.map((e) => e.key)
const id = (iso: string) => findCountryByIso(iso)!.id

describe('addressErrors', () => {
  it('blocks only deliveries to a country without shippingAvailable', () => {
    expect(keys(addressErrors(session(id('DE')), false))).toEqual([])
    expect(keys(addressErrors(session(id('CH')), false))).toEqual([])
    expect(keys(addressErrors(session(id('DE'), id('US')), false))).toEqual([
      'shipping-address-blocked-United States of America',
    ])
    expect(keys(addressErrors(session(id('US'), id('DE')), false))).toEqual([])
  })

  it('does not check the delivery of a virtual cart, but still the billing country', () => {
    expect(keys(addressErrors(session(id('DE'), id('US')), true))).toEqual([])
    expect(keys(addressErrors(session('unlisted', id('DE')), true))).toEqual(['billing-address-blocked-unlisted'])
  })

  it('has nothing to check without a customer', () => {
    expect(
      addressErrors({ context: { languageId: LANGUAGE_IDS['de-DE'] }, customer: null } as unknown as Session, false),
    ).toEqual([])
  })
})
