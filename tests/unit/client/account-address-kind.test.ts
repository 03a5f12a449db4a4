/** The address shapes: Packstation street and post number, pickup shop by its addressType. */
import { describe, expect, it } from 'vitest'
import {
  addressKind,
  PACKSTATION_STREET,
  POST_NUMBER,
  packstationNumber,
  packstationStreet,
} from '../../../client/routes/account/address-kind'

describe('address shapes', () => {
  it("writes and reads a Packstation street as 'Packstation NNN'", () => {
    expect(packstationStreet(' 101 ')).toBe('Packstation 101')
    expect(packstationNumber('Packstation 101')).toBe('101')
    expect(packstationNumber('Packstation 1012')).toBeNull()
    expect(packstationNumber('Hauptstraße 1')).toBeNull()
    expect(PACKSTATION_STREET.test('Packstation 12')).toBe(false)
  })

  it('takes a numeric post number of 6 to 10 digits', () => {
    expect(POST_NUMBER.test('12345678')).toBe(true)
    expect(POST_NUMBER.test('12345')).toBe(false)
    expect(POST_NUMBER.test('1234a678')).toBe(false)
  })

  it('knows a stored address by the Store API addressType, a Packstation also by its street', () => {
    expect(addressKind({ street: 'Markt 1', customFields: { addressType: 'pickupShop' } })).toBe('pickupShop')
    expect(addressKind({ street: 'Packstation 204', customFields: null })).toBe('packstation')
    expect(addressKind({ street: 'Markt 1', customFields: { addressType: 'unknown' } })).toBe('default')
    expect(addressKind({ street: 'Markt 1' })).toBe('default')
  })
})
