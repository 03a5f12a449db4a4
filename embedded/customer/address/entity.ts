/** The customer_address entity in Shopware's shape, with its country and salutation. */
import { countryEntity, findCountry, salutationEntity, salutationIdOf } from '../../platform/reference'
import type { AddressRow } from './storage'

/** Shopware's timestamp format for entities written by the shop (`created_at` is stored as ISO UTC). */
export const entityDate = (iso: string | null) => (iso ? iso.replace(/Z$/, '+00:00') : null)

export function addressEntity(
  row: AddressRow,
  languageId: string,
  defaults: { billing: string | null; shipping: string | null } = { billing: null, shipping: null },
) {
  const country = findCountry(row.countryId)
  return {
    id: row.id,
    customerId: row.customerId,
    countryId: row.countryId,
    countryStateId: row.countryStateId,
    salutationId: salutationIdOf(row.salutationKey),
    firstName: row.firstName,
    lastName: row.lastName,
    zipcode: row.zipcode,
    city: row.city,
    company: row.company,
    street: row.street,
    department: row.department,
    title: row.title,
    phoneNumber: row.phoneNumber,
    additionalAddressLine1: row.additionalAddressLine1,
    additionalAddressLine2: row.additionalAddressLine2,
    customFields: { addressType: row.addressType },
    isDefaultBillingAddress: defaults.billing === row.id,
    isDefaultShippingAddress: defaults.shipping === row.id,
    createdAt: entityDate(row.createdAt),
    updatedAt: entityDate(row.updatedAt),
    country: country ? countryEntity(country, languageId) : null,
    countryState: null,
    salutation: salutationEntity(row.salutationKey, languageId),
    apiAlias: 'customer_address' as const,
  }
}
