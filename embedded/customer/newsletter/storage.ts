/** D1 access for newsletter recipients (one row per email) and the customer flag that mirrors them. */
import type { Database } from '../../platform/database'

export type NewsletterStatus = 'notSet' | 'direct' | 'optIn' | 'optOut' | 'undefined'

export interface RecipientRow {
  id: string
  email: string
  firstName: string | null
  lastName: string | null
  status: NewsletterStatus
  hash: string
  languageId: string
  confirmedAt: string | null
}

const SELECT = `SELECT id, email, first_name AS firstName, last_name AS lastName, status, hash, language_id AS languageId,
  confirmed_at AS confirmedAt FROM newsletter_recipient`

export const findRecipientByEmail = (db: Database, email: string) =>
  db.prepare(`${SELECT} WHERE email = ?`).bind(email).first<RecipientRow>()

export const findRecipientByHash = (db: Database, hash: string) =>
  db.prepare(`${SELECT} WHERE hash = ?`).bind(hash).first<RecipientRow>()

export interface RecipientData {
  id: string
  email: string
  salutationKey: string | null
  title: string | null
  firstName: string | null
  lastName: string | null
  zipCode: string | null
  city: string | null
  street: string | null
  status: NewsletterStatus
  hash: string
  languageId: string
}

/** Customers whose email the recipient is: their `newsletter` flag follows the recipient's status. */
const syncCustomer = (db: Database, email: string, status: NewsletterStatus) =>
  db
    .prepare(
      "UPDATE customer SET newsletter = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE lower(email) = lower(?)",
    )
    .bind(status === 'direct' || status === 'optIn' ? 1 : 0, email)

/** Creates or rewrites the recipient of `data.email` (a new hash each time, as Shopware's upsert). */
export async function upsertRecipient(db: Database, data: RecipientData) {
  await db.batch([
    db
      .prepare(
        `INSERT INTO newsletter_recipient (id, email, salutation_key, title, first_name, last_name, zip_code, city, street, status, hash, language_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (email) DO UPDATE SET salutation_key = coalesce(excluded.salutation_key, salutation_key),
           title = coalesce(excluded.title, title), first_name = coalesce(excluded.first_name, first_name),
           last_name = coalesce(excluded.last_name, last_name), zip_code = coalesce(excluded.zip_code, zip_code),
           city = coalesce(excluded.city, city), street = coalesce(excluded.street, street), status = excluded.status,
           hash = excluded.hash, language_id = excluded.language_id,
           confirmed_at = CASE WHEN excluded.status = 'direct' THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') ELSE confirmed_at END,
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
      )
      .bind(
        data.id,
        data.email,
        data.salutationKey,
        data.title,
        data.firstName,
        data.lastName,
        data.zipCode,
        data.city,
        data.street,
        data.status,
        data.hash,
        data.languageId,
      ),
    // A pending opt-in changes no customer: until the link is followed, nothing about them is known.
    ...(data.status === 'notSet' ? [] : [syncCustomer(db, data.email, data.status)]),
  ])
}

/** Sets a recipient's status (confirmation stamps confirmed_at) and the matching customer's flag. */
export async function setRecipientStatus(db: Database, recipient: RecipientRow, status: NewsletterStatus) {
  await db.batch([
    db
      .prepare(
        `UPDATE newsletter_recipient SET status = ?1,
           confirmed_at = CASE WHEN ?1 = 'optIn' THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') ELSE confirmed_at END,
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?2`,
      )
      .bind(status, recipient.id),
    syncCustomer(db, recipient.email, status),
  ])
}

/** The email of the session's customer, when the request carries a logged-in context. */
export async function sessionCustomerEmail(db: Database, token: string | undefined) {
  if (!token) return null
  const row = await db
    .prepare('SELECT c.email FROM context x JOIN customer c ON c.id = x.customer_id WHERE x.token = ?')
    .bind(token)
    .first<{ email: string }>()
  return row?.email ?? null
}

/** The recipient status of the customer's own email (case-insensitive, as the customer flag follows it). */
export async function recipientStatusOfCustomer(db: Database, customerId: string) {
  const row = await db
    .prepare(
      'SELECT r.status FROM customer c JOIN newsletter_recipient r ON lower(r.email) = lower(c.email) WHERE c.id = ?',
    )
    .bind(customerId)
    .first<{ status: NewsletterStatus }>()
  return row?.status ?? null
}
