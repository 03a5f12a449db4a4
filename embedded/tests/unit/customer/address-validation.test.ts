/** Address and VAT-id validation (customer/address/validation.ts): pointers below a prefix, VAT formats per country. */
import { describe, expect, it } from 'vitest'
import { validateAddress, validateVatIds } from '../../../customer/address/validation'
import { findCountryByIso, salutationIdOf } from '../../../platform/reference'

const DE = findCountryByIso('DE')!.id
const valid = {
  salutationId: salutationIdOf('mr'),
  title: ' Dr. ',
  firstName: ' Max ',
  lastName: 'Mustermann',
  street: 'Musterstraße 1',
  zipcode: '48624',
  city: 'Schöppingen',
  countryId: DE,
}

describe('validateAddress', () => {
  it('answers the trimmed address with the salutation key and the default variant', () => {
    const { errors, address } = validateAddress(valid)
    expect(errors).toEqual([])
    expect(address).toMatchObject({
      salutationKey: 'mr',
      title: 'Dr.',
      firstName: 'Max',
      countryId: DE,
      company: null,
      addressType: 'default',
    })
  })

  it('points below the prefix, e.g. the billing address of a registration', () => {
    const { errors, address } = validateAddress({ ...valid, city: '', zipcode: '4862' }, '/billingAddress')
    expect(address).toBeUndefined()
    expect(errors.map((e) => [e.code, e.source?.pointer, e.status])).toEqual([
      ['VIOLATION::IS_BLANK_ERROR', '/billingAddress/city', '400'],
      ['VIOLATION::ZIP_CODE_INVALID', '/billingAddress/zipcode', '400'],
    ])
  })

  it('treats anything but an object as an empty address, and wrong types as type violations', () => {
    expect(validateAddress(null).errors.map((e) => e.source?.pointer)).toEqual([
      '/firstName',
      '/lastName',
      '/street',
      '/city',
      '/countryId',
    ])
    const typed = validateAddress({ ...valid, street: ['a'] })
    expect(typed.errors.map((e) => [e.code, e.source?.pointer])).toEqual([['VIOLATION::INVALID_TYPE_ERROR', '/street']])
    const variant = validateAddress({ ...valid, customFields: { addressType: 'boat' } })
    expect(variant.errors.map((e) => e.code)).toEqual(['VIOLATION::NO_SUCH_CHOICE_ERROR'])
  })
})

describe('validateVatIds', () => {
  const cases: Array<[string, string, boolean]> = [
    ['DE', 'DE123456789', true],
    ['DE', 'DE12345678', false],
    ['DE', 'ATU12345678', false],
    ['AT', 'ATU12345678', true],
    ['NL', 'NL123456789B01', true],
    ['FR', 'FRXX123456789', true],
    ['FR', 'FR123', false],
    // Non-EU countries check no pattern (Shopware ships checkVatIdPattern off for them).
    ['CH', 'anything', true],
    ['US', '12-3456789', true],
  ]
  it.each(cases)('%s: %s is %s', (iso, vatId, ok) => {
    const errors = validateVatIds([vatId], findCountryByIso(iso)!.id)
    expect(errors.map((e) => [e.code, e.source?.pointer, e.meta?.parameters])).toEqual(
      ok ? [] : [['VIOLATION::VAT_ID_FORMAT_NOT_CORRECT', '/vatIds', { '{{ vatId }}': vatId }]],
    )
  })

  it('ignores missing VAT ids and refuses what is not a list of strings', () => {
    expect(validateVatIds(undefined, DE)).toEqual([])
    expect(validateVatIds('DE123456789', DE).map((e) => e.code)).toEqual(['VIOLATION::INVALID_TYPE_ERROR'])
  })
})
