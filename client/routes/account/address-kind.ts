/**
 * The three address shapes: an ordinary address, a Packstation (street 'Packstation NNN',
 * the post number in the additional line) and a pickup shop (company = the shop's name). The shape
 * travels in customFields.addressType, where Shopware keeps extra address data.
 */

/** 'Packstation 123': the station's three-digit number after the word. */
export const PACKSTATION_STREET = /^Packstation (\d{3})$/i
/** The customer's DHL post number: 6 to 10 digits. */
export const POST_NUMBER = /^\d{6,10}$/

/** The page's forms, by the Store API's addressType. */
export type AddressKind = 'default' | 'packstation' | 'pickupShop'
export const ADDRESS_KINDS: readonly AddressKind[] = ['default', 'packstation', 'pickupShop']

/**
 * The shape of a stored address: as the Store API says, else a Packstation by its street.
 * @example addressKind({ street: 'Packstation 101', customFields: null }) // 'packstation'
 */
export function addressKind(address: { street?: string | null; customFields?: unknown }): AddressKind {
  const type = (address.customFields as { addressType?: unknown } | null | undefined)?.addressType
  if (ADDRESS_KINDS.includes(type as AddressKind)) return type as AddressKind
  return packstationNumber(address.street) ? 'packstation' : 'default'
}

/**
 * A Packstation's number from a stored street, or null for any other address.
 * @example packstationNumber('Packstation 101') // '101'
 */
export const packstationNumber = (street: string | null | undefined): string | null =>
  PACKSTATION_STREET.exec(street ?? '')?.[1] ?? null

/**
 * The street of a Packstation address from its number.
 * @example packstationStreet('101') // 'Packstation 101'
 */
export const packstationStreet = (number: string): string => `Packstation ${number.trim()}`

/** The Packstation form names its fields for the shopper; the Store API's pointers name the address's. */
export const PACKSTATION_FIELDS = { street: 'packstationNumber', additionalAddressLine1: 'postNumber' }

/** The Store API body of an address form: a Packstation's number and post number become street and line 1. */
export function addressBody(kind: AddressKind, values: Record<string, string>) {
  const common = {
    salutationId: values.salutationId || undefined,
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    zipcode: values.zipcode ?? '',
    city: values.city ?? '',
    countryId: values.countryId ?? '',
    customFields: { addressType: kind },
  }
  if (kind === 'packstation') {
    const number = (values.packstationNumber ?? '').trim()
    return {
      ...common,
      street: number ? packstationStreet(number) : '',
      additionalAddressLine1: (values.postNumber ?? '').trim(),
      company: null,
    }
  }
  return {
    ...common,
    company: values.company ?? '',
    street: values.street ?? '',
    additionalAddressLine1: kind === 'default' ? (values.additionalAddressLine1 ?? '') : '',
  }
}
