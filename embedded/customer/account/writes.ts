/**
 * D1 writes of the account routes: registration, opt-in, profile, email, password, recovery and
 * deletion. Every statement on an existing customer is keyed by the session's customer id (or by a
 * secret hash that leads to exactly one customer), so one customer's token never touches another's row.
 */
import type { Database } from '../../platform/database'
import { randomId } from '../../../shared/ids'
import { PASSWORD_ITERATIONS, hashPassword } from '../../platform/password'
import { insertAddressStatement } from '../address'
import type { AddressInput } from '../address/validation'
import type { ProfileInput } from './fields'

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
/** Seeded customers are numbered from 10001; registrations continue after the highest. */
const FIRST_CUSTOMER_NUMBER = 10000

/** A fresh password hash with its own salt (16 random bytes, hex). */
export async function passwordColumns(password: string) {
  const salt = randomId()
  return { hash: await hashPassword(password, salt), salt, iterations: PASSWORD_ITERATIONS }
}

/** The next customer number; the range starts after the highest number in the table. */
export async function nextCustomerNumber(db: Database): Promise<string> {
  const row = await db
    .prepare(
      `INSERT INTO number_range (name, last)
       VALUES ('customer', (SELECT coalesce(max(CAST(customer_number AS INTEGER)), ${FIRST_CUSTOMER_NUMBER}) + 1 FROM customer))
       ON CONFLICT (name) DO UPDATE SET last = last + 1
       RETURNING last`,
    )
    .first<{ last: number }>()
  return String(row!.last)
}

export interface NewCustomer {
  email: string
  profile: ProfileInput
  guest: boolean
  password: { hash: string; salt: string; iterations: number } | null
  languageId: string
  billing: AddressInput
  shipping: AddressInput | null
  /** The opt-in hash when the registration needs confirming; the customer stays inactive until then. */
  optInHash: string | null
}

/** The customer columns a profile sets (register, change-profile), with their values. */
const profileColumns = (p: ProfileInput): Array<[string, unknown]> => [
  ['account_type', p.accountType],
  ['salutation_key', p.salutationKey],
  ['title', p.title],
  ['first_name', p.firstName],
  ['last_name', p.lastName],
  ['company', p.company],
  ['vat_id', p.vatIds[0] ?? null],
  ['vat_ids', JSON.stringify(p.vatIds)],
  ['birthday', p.birthday],
]

/**
 * The new addresses of a registration (shipping only when it differs from billing) and the customer
 * columns it writes: profile, language, default addresses, guest flag, password and opt-in state.
 */
function registrationWrites(db: Database, id: string, customer: NewCustomer) {
  const billingId = randomId()
  const shippingId = customer.shipping ? randomId() : billingId
  const pw = customer.password ?? { hash: '', salt: '', iterations: 0 }
  const columns: Array<[string, unknown]> = [
    ...profileColumns(customer.profile),
    ['password_hash', pw.hash],
    ['password_salt', pw.salt],
    ['password_iterations', pw.iterations],
    // A registration that needs confirming stays inactive until the opt-in link is followed.
    ['active', customer.optInHash ? 0 : 1],
    ['guest', customer.guest ? 1 : 0],
    ['language_id', customer.languageId],
    ['default_billing_address_id', billingId],
    ['default_shipping_address_id', shippingId],
    ['double_opt_in_registration', customer.optInHash ? 1 : 0],
    ['double_opt_in_hash', customer.optInHash],
  ]
  const addresses = [
    insertAddressStatement(db, billingId, id, customer.billing),
    ...(customer.shipping ? [insertAddressStatement(db, shippingId, id, customer.shipping)] : []),
  ]
  return { columns, addresses }
}

/** Writes the customer and its addresses in one batch; answers the new id. */
export async function insertCustomer(db: Database, customer: NewCustomer): Promise<string> {
  const id = randomId()
  const number = await nextCustomerNumber(db)
  const { columns, addresses } = registrationWrites(db, id, customer)
  const all: Array<[string, unknown]> = [['id', id], ['customer_number', number], ['email', customer.email], ...columns]
  await db.batch([
    db
      .prepare(
        `INSERT INTO customer (${all.map(([column]) => column).join(', ')}, updated_at)
         VALUES (${all.map(() => '?').join(', ')}, ${NOW})`,
      )
      .bind(...all.map(([, value]) => value)),
    ...addresses,
  ])
  return id
}

export interface OptInRow {
  id: string
  email: string
  active: number
  confirmedAt: string | null
}

export async function findByOptInHash(db: Database, hash: string): Promise<OptInRow | null> {
  return db
    .prepare(
      `SELECT id, email, active, double_opt_in_confirmed_at AS confirmedAt
       FROM customer WHERE double_opt_in_hash = ? AND double_opt_in_registration = 1`,
    )
    .bind(hash)
    .first<OptInRow>()
}

export async function confirmOptIn(db: Database, id: string): Promise<void> {
  await db
    .prepare(`UPDATE customer SET active = 1, double_opt_in_confirmed_at = ${NOW}, updated_at = ${NOW} WHERE id = ?`)
    .bind(id)
    .run()
}

/** Overwrites the profile of `customerId`. */
export async function updateProfile(db: Database, customerId: string, p: ProfileInput): Promise<void> {
  const columns = profileColumns(p)
  await db
    .prepare(
      `UPDATE customer SET ${columns.map(([column]) => `${column} = ?`).join(', ')}, updated_at = ${NOW} WHERE id = ?`,
    )
    .bind(...columns.map(([, value]) => value), customerId)
    .run()
}

export async function updateEmail(db: Database, customerId: string, email: string): Promise<void> {
  await db.prepare(`UPDATE customer SET email = ?, updated_at = ${NOW} WHERE id = ?`).bind(email, customerId).run()
}

/** Sets a new password; every session of the customer but `keepToken` ends (another device must log in again). */
export async function updatePassword(
  db: Database,
  customerId: string,
  password: string,
  keepToken: string | null,
): Promise<void> {
  const pw = await passwordColumns(password)
  await db
    .prepare(
      `UPDATE customer SET password_hash = ?, password_salt = ?, password_iterations = ?, updated_at = ${NOW} WHERE id = ?`,
    )
    .bind(pw.hash, pw.salt, pw.iterations, customerId)
    .run()
  await deleteSessions(db, customerId, keepToken)
}

/** The customer's credentials (for checks of the current password). */
export async function findPassword(db: Database, customerId: string) {
  return db
    .prepare(
      `SELECT password_hash AS hash, password_salt AS salt, password_iterations AS iterations, guest
       FROM customer WHERE id = ?`,
    )
    .bind(customerId)
    .first<{ hash: string; salt: string; iterations: number; guest: number }>()
}

/** Ends the customer's sessions (their carts with them), all but `keepToken`. */
export async function deleteSessions(db: Database, customerId: string, keepToken: string | null): Promise<void> {
  // Each context takes its cart along (a trigger of the schema).
  await db
    .prepare(`DELETE FROM context WHERE customer_id = ?1 AND token <> coalesce(?2, '')`)
    .bind(customerId, keepToken)
    .run()
}

/**
 * Deletes the customer: sessions and their carts, then the row; addresses, wishlist and recovery go
 * with it (ON DELETE CASCADE). Written reviews stay, without their author (as Shopware keeps them).
 */
export async function deleteCustomer(db: Database, customerId: string): Promise<void> {
  await deleteSessions(db, customerId, null)
  await db.batch([
    db.prepare('UPDATE product_review SET customer_id = NULL WHERE customer_id = ?').bind(customerId),
    db.prepare('DELETE FROM customer WHERE id = ?').bind(customerId),
  ])
}

// Password recovery: one open hash per customer (a new request replaces the old one).

export interface RecoveryRow {
  customerId: string
  createdAt: string
}

export async function saveRecovery(db: Database, customerId: string, hash: string): Promise<void> {
  await db
    .prepare(
      `INSERT INTO customer_recovery (hash, customer_id) VALUES (?, ?)
       ON CONFLICT (customer_id) DO UPDATE SET hash = excluded.hash, created_at = excluded.created_at`,
    )
    .bind(hash, customerId)
    .run()
}

export async function findRecovery(db: Database, hash: string): Promise<RecoveryRow | null> {
  return db
    .prepare('SELECT customer_id AS customerId, created_at AS createdAt FROM customer_recovery WHERE hash = ?')
    .bind(hash)
    .first<RecoveryRow>()
}

export async function deleteRecovery(db: Database, hash: string): Promise<void> {
  await db.prepare('DELETE FROM customer_recovery WHERE hash = ?').bind(hash).run()
}

/** The registered customer with this email, for the recovery mail. */
export async function findAccountByEmail(db: Database, email: string) {
  return db
    .prepare(
      `SELECT id, email, first_name AS firstName, last_name AS lastName, language_id AS languageId
       FROM customer WHERE lower(email) = lower(?) AND guest = 0`,
    )
    .bind(email)
    .first<{ id: string; email: string; firstName: string; lastName: string; languageId: string | null }>()
}
