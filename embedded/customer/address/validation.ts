/**
 * Address validation as Shopware's AddressValidationFactory and its constraints answer it: one 400
 * entry per violated field, at the field's JSON pointer (below `pointerPrefix`, e.g. /billingAddress),
 * with Shopware's violation codes (VIOLATION::IS_BLANK_ERROR, ZIP_CODE_INVALID, TOO_LONG_ERROR,
 * ENTITY_DOES_NOT_EXISTS, VAT_ID_FORMAT_NOT_CORRECT). Two delivery variants are
 * checked on top: Packstation (street 'Packstation NNN', additional line the numeric post number) and
 * pickup shop (company = the shop's name); the variant travels in customFields.addressType.
 */
import type { ApiErrorEntry } from '../../platform/errors'
import {
  type SalutationKey,
  findCountry,
  postalCodeMatches,
  salutationKeyOf,
  vatIdMatches,
} from '../../platform/reference'
import {
  blankViolation,
  choiceViolation,
  entityMissingViolation,
  quoted,
  readText,
  typeViolation,
  violation,
} from '../../platform/violations'

export type AddressType = 'default' | 'packstation' | 'pickupShop'
export const ADDRESS_TYPES: readonly AddressType[] = ['default', 'packstation', 'pickupShop']

/** A valid address, ready for storage. */
export interface AddressInput {
  countryId: string
  countryStateId: string | null
  salutationKey: SalutationKey
  title: string | null
  firstName: string
  lastName: string
  company: string | null
  department: string | null
  street: string
  additionalAddressLine1: string | null
  additionalAddressLine2: string | null
  zipcode: string | null
  city: string
  phoneNumber: string | null
  addressType: AddressType
}

/** Shopware's limits (its DAL field lengths and the registration's name limit). */
export const MAX_LENGTH = {
  title: 100,
  firstName: 255,
  lastName: 255,
  company: 255,
  department: 255,
  street: 255,
  additionalAddressLine1: 255,
  additionalAddressLine2: 255,
  zipcode: 50,
  city: 255,
  phoneNumber: 40,
} as const

type TextField = keyof typeof MAX_LENGTH

/** The street of a Packstation: 'Packstation' and its three-digit number. */
export const PACKSTATION_STREET = /^Packstation \d{3}$/i
/** A DHL post number: 6 to 10 digits. */
export const POST_NUMBER = /^\d{6,10}$/

type Pointer = (field: string) => string

/** Reads trimmed text fields of `body`; type, blank and length violations go to `errors`, the field answers null. */
const textReader =
  (body: Record<string, unknown>, at: Pointer, errors: ApiErrorEntry[]) => (field: TextField, required: boolean) =>
    readText(body[field], at(field), { required, max: MAX_LENGTH[field] }, errors)

/** The delivery variant the body asks for (customFields.addressType); a street naming a Packstation is one, whatever the form said. */
function addressTypeOf(body: Record<string, unknown>, street: string | null, at: Pointer, errors: ApiErrorEntry[]) {
  const customFields = (body.customFields && typeof body.customFields === 'object' ? body.customFields : {}) as Record<
    string,
    unknown
  >
  const requested = customFields.addressType
  let addressType: AddressType = 'default'
  if (requested !== undefined && requested !== null) {
    if (ADDRESS_TYPES.includes(requested as AddressType)) addressType = requested as AddressType
    else errors.push(choiceViolation(at('customFields/addressType'), requested, ADDRESS_TYPES))
  }
  return street && /^packstation\b/i.test(street) ? 'packstation' : addressType
}

/** A Packstation: the street 'Packstation NNN', the post number (digits) in the additional address line. */
function packstationViolations(
  body: Record<string, unknown>,
  street: string | null,
  postNumber: string | null,
  at: Pointer,
  errors: ApiErrorEntry[],
) {
  if (street && !PACKSTATION_STREET.test(street))
    errors.push(
      violation(
        'REGEX_FAILED_ERROR',
        'A Packstation address needs the street as "Packstation" and its three-digit number, e.g. "Packstation 123".',
        at('street'),
        { '{{ value }}': quoted(street) },
      ),
    )
  if (!postNumber) {
    // Unless the line was already refused (wrong type, too long), say it is missing.
    if (!errors.some((e) => e.source?.pointer === at('additionalAddressLine1')))
      errors.push(blankViolation(at('additionalAddressLine1'), body.additionalAddressLine1))
  } else if (!POST_NUMBER.test(postNumber))
    errors.push(
      violation(
        'REGEX_FAILED_ERROR',
        'A Packstation address needs your post number (6 to 10 digits) in the additional address line.',
        at('additionalAddressLine1'),
        { '{{ value }}': quoted(postNumber) },
      ),
    )
}

/**
 * Validates an address body. Answers the address (trimmed, salutation resolved to its key) when
 * there is no violation, else every violation.
 * @example const { errors, address } = validateAddress(body.billingAddress, '/billingAddress')
 */
export function validateAddress(
  input: unknown,
  pointerPrefix = '',
): { errors: ApiErrorEntry[]; address?: AddressInput } {
  const body = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>
  const errors: ApiErrorEntry[] = []
  const at: Pointer = (field) => `${pointerPrefix}/${field}`
  const text = textReader(body, at, errors)
  const firstName = text('firstName', true)
  const lastName = text('lastName', true)
  const title = text('title', false)
  const street = text('street', true)
  const city = text('city', true)
  const additionalAddressLine1 = text('additionalAddressLine1', false)
  const additionalAddressLine2 = text('additionalAddressLine2', false)
  const department = text('department', false)
  const phoneNumber = text('phoneNumber', false)
  const addressType = addressTypeOf(body, street, at, errors)
  // A pickup shop is named by its company line.
  const company = text('company', addressType === 'pickupShop')
  if (addressType === 'packstation') packstationViolations(body, street, additionalAddressLine1, at, errors)

  const countryIdValue = typeof body.countryId === 'string' ? body.countryId.trim() : ''
  const country = findCountry(countryIdValue)
  if (!countryIdValue) errors.push(blankViolation(at('countryId'), body.countryId))
  else if (!country) errors.push(entityMissingViolation('country', countryIdValue, at('countryId')))

  const zipcode = text('zipcode', country?.postalCodeRequired ?? false)
  if (zipcode && country && !postalCodeMatches(country, zipcode))
    errors.push(
      violation('ZIP_CODE_INVALID', `This value is not a valid ZIP code for country "${country.iso}"`, at('zipcode'), {
        '{{ iso }}': country.iso,
      }),
    )

  let salutationKey: SalutationKey = 'not_specified'
  if (body.salutationId !== undefined && body.salutationId !== null && body.salutationId !== '') {
    const key = salutationKeyOf(String(body.salutationId))
    if (key) salutationKey = key
    else errors.push(entityMissingViolation('salutation', String(body.salutationId), at('salutationId')))
  }

  // The shop delivers to countries without states: any state id is one that does not exist.
  const countryStateId = body.countryStateId
  if (countryStateId !== undefined && countryStateId !== null && countryStateId !== '')
    errors.push(entityMissingViolation('country_state', String(countryStateId), at('countryStateId')))

  if (errors.length) return { errors }
  return {
    errors,
    address: {
      countryId: country!.id,
      countryStateId: null,
      salutationKey,
      title,
      firstName: firstName!,
      lastName: lastName!,
      company,
      department,
      street: street!,
      additionalAddressLine1,
      additionalAddressLine2,
      zipcode,
      city: city!,
      phoneNumber,
      addressType,
    },
  }
}

/**
 * Checks VAT ids against the format of `countryId` (Shopware's CustomerVatIdentification: only where
 * the country checks its pattern). Not an array of strings is a type violation.
 * @example errors.push(...validateVatIds(body.vatIds, billing.countryId))
 */
export function validateVatIds(
  vatIds: unknown,
  countryId: string | null | undefined,
  pointer = '/vatIds',
): ApiErrorEntry[] {
  if (vatIds === undefined || vatIds === null) return []
  if (!Array.isArray(vatIds) || vatIds.some((v) => typeof v !== 'string'))
    return [typeViolation(pointer, 'array', { '{{ value }}': quoted(vatIds) })]
  const country = findCountry(countryId)
  if (!country) return []
  return (vatIds as string[])
    .filter((v) => v.trim() && !vatIdMatches(country, v.trim()))
    .map((v) =>
      violation('VAT_ID_FORMAT_NOT_CORRECT', `The format of vatId ${v} is not correct.`, pointer, { '{{ vatId }}': v }),
    )
}
