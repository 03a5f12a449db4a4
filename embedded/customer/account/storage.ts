/** D1 access for customer accounts: the login lookup, binding a session context to a customer, reading the customer. */
import type { Database } from '../../platform/database'
import type { SalesChannelContextRow } from '../../platform/context'
import { listAddresses } from '../address'
import { CUSTOMER_COLUMNS, type CustomerEntity, type CustomerRow, customerEntity } from './entity'

export interface CustomerLoginRow {
  id: string
  active: number
  guest: number
  passwordHash: string
  passwordSalt: string
  passwordIterations: number
}

/** The credentials of the (non-guest) customer with this email, compared case-insensitively. */
export async function findCustomerLogin(db: Database, email: string): Promise<CustomerLoginRow | null> {
  return db
    .prepare(
      `SELECT id, active, guest, password_hash AS passwordHash, password_salt AS passwordSalt,
        password_iterations AS passwordIterations
       FROM customer WHERE lower(email) = lower(?) AND guest = 0`,
    )
    .bind(email)
    .first<CustomerLoginRow>()
}

/** The statement that starts a session context for `customerId` (or none, on logout). */
export const insertContextStatement = (db: Database, token: string, languageId: string, customerId: string | null) =>
  db
    .prepare('INSERT INTO context (token, language_id, customer_id) VALUES (?, ?, ?)')
    .bind(token, languageId, customerId)

/** The statement that ends a session context; its cart goes with it (a trigger of the schema). */
export const deleteContextStatement = (db: Database, token: string) =>
  db.prepare('DELETE FROM context WHERE token = ?').bind(token)

/** A customer's account type ('private' or 'business'; it decides net prices and purchase on invoice), or null. */
export async function accountTypeOf(db: Database, customerId: string | null): Promise<string | null> {
  if (!customerId) return null
  const row = await db
    .prepare('SELECT account_type AS accountType FROM customer WHERE id = ?')
    .bind(customerId)
    .first<{ accountType: string }>()
  return row?.accountType ?? null
}

/** The customer row of `customerId`. */
export async function findCustomer(db: Database, customerId: string): Promise<CustomerRow | null> {
  return db.prepare(`SELECT ${CUSTOMER_COLUMNS} FROM customer WHERE id = ?`).bind(customerId).first<CustomerRow>()
}

/**
 * The full customer entity of the session's customer: its row, addresses, and the active addresses
 * (the context's selections when they are still the customer's, else the defaults). Null when the
 * customer no longer exists.
 */
export async function readCustomer(
  db: Database,
  customerId: string,
  context: Pick<SalesChannelContextRow, 'languageId' | 'shippingAddressId' | 'billingAddressId'>,
): Promise<CustomerEntity | null> {
  const [row, addresses] = await Promise.all([findCustomer(db, customerId), listAddresses(db, customerId)])
  if (!row) return null
  const byId = new Map(addresses.map((a) => [a.id, a]))
  return customerEntity(row, addresses, context.languageId, {
    billing: byId.get(context.billingAddressId ?? '') ?? null,
    shipping: byId.get(context.shippingAddressId ?? '') ?? null,
  })
}
