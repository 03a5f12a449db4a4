/**
 * D1 access for customer addresses. Every query is keyed by the customer id as well as the address
 * id, so one customer can never read, change or delete another's address: a foreign id is simply
 * not found.
 */
import type { Database } from '../../platform/database'
import { randomId } from '../../../shared/ids'
import type { AddressInput } from './validation'

/** A stored address: the validated fields plus its keys and times. */
export interface AddressRow extends AddressInput {
  id: string
  customerId: string
  createdAt: string
  updatedAt: string | null
}

export const ADDRESS_COLUMNS = `id, customer_id AS customerId, country_id AS countryId, country_state_id AS countryStateId,
  salutation_key AS salutationKey, title, first_name AS firstName, last_name AS lastName, company, department, street,
  additional_address_line1 AS additionalAddressLine1, additional_address_line2 AS additionalAddressLine2, zipcode, city,
  phone_number AS phoneNumber, address_type AS addressType, created_at AS createdAt, updated_at AS updatedAt`

/** The columns written from an AddressInput, in insert order. */
const WRITTEN = [
  ['country_id', 'countryId'],
  ['country_state_id', 'countryStateId'],
  ['salutation_key', 'salutationKey'],
  ['title', 'title'],
  ['first_name', 'firstName'],
  ['last_name', 'lastName'],
  ['company', 'company'],
  ['department', 'department'],
  ['street', 'street'],
  ['additional_address_line1', 'additionalAddressLine1'],
  ['additional_address_line2', 'additionalAddressLine2'],
  ['zipcode', 'zipcode'],
  ['city', 'city'],
  ['phone_number', 'phoneNumber'],
  ['address_type', 'addressType'],
] as const satisfies ReadonlyArray<readonly [string, keyof AddressInput]>

const values = (address: AddressInput) => WRITTEN.map(([, key]) => address[key])

/** The statement that inserts an address (for batches, e.g. registration writes customer and addresses at once). */
export function insertAddressStatement(db: Database, id: string, customerId: string, address: AddressInput) {
  return db
    .prepare(
      `INSERT INTO customer_address (id, customer_id, ${WRITTEN.map(([c]) => c).join(', ')})
       VALUES (?, ?, ${WRITTEN.map(() => '?').join(', ')})`,
    )
    .bind(id, customerId, ...values(address))
}

/** Inserts an address of `customerId`; answers its new id. */
export async function insertAddress(db: Database, customerId: string, address: AddressInput): Promise<string> {
  const id = randomId()
  await insertAddressStatement(db, id, customerId, address).run()
  return id
}

/** The customer's addresses, oldest first. */
export async function listAddresses(db: Database, customerId: string): Promise<AddressRow[]> {
  const { results } = await db
    .prepare(`SELECT ${ADDRESS_COLUMNS} FROM customer_address WHERE customer_id = ? ORDER BY created_at, id`)
    .bind(customerId)
    .all<AddressRow>()
  return results
}

/** One address of `customerId`; null when it does not exist or belongs to someone else. */
export async function findAddress(db: Database, customerId: string, id: string): Promise<AddressRow | null> {
  return db
    .prepare(`SELECT ${ADDRESS_COLUMNS} FROM customer_address WHERE id = ? AND customer_id = ?`)
    .bind(id, customerId)
    .first<AddressRow>()
}

/** Overwrites an address of `customerId`; false when it is not theirs (nothing changed). */
export async function updateAddress(
  db: Database,
  customerId: string,
  id: string,
  address: AddressInput,
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE customer_address SET ${WRITTEN.map(([c]) => `${c} = ?`).join(', ')},
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ? AND customer_id = ?`,
    )
    .bind(...values(address), id, customerId)
    .run()
  return result.meta.changes > 0
}

/** Deletes an address of `customerId`; false when it is not theirs. */
export async function deleteAddress(db: Database, customerId: string, id: string): Promise<boolean> {
  const result = await db
    .prepare('DELETE FROM customer_address WHERE id = ? AND customer_id = ?')
    .bind(id, customerId)
    .run()
  return result.meta.changes > 0
}

/** Sets the customer's default billing or shipping address (the address must be checked to be theirs first). */
export async function setDefaultAddress(
  db: Database,
  customerId: string,
  kind: 'billing' | 'shipping',
  addressId: string,
): Promise<void> {
  const column = kind === 'billing' ? 'default_billing_address_id' : 'default_shipping_address_id'
  await db
    .prepare(`UPDATE customer SET ${column} = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`)
    .bind(addressId, customerId)
    .run()
}
