/** D1 access for customer accounts: the login lookup and binding a session context to a customer. */

export interface CustomerLoginRow {
  id: string
  active: number
  guest: number
  passwordHash: string
  passwordSalt: string
  passwordIterations: number
}

/** The credentials of the (non-guest) customer with this email, compared case-insensitively. */
export async function findCustomerLogin(db: D1Database, email: string): Promise<CustomerLoginRow | null> {
  return db
    .prepare(
      `SELECT id, active, guest, password_hash AS passwordHash, password_salt AS passwordSalt,
        password_iterations AS passwordIterations
       FROM customer WHERE lower(email) = lower(?) AND guest = 0`,
    )
    .bind(email)
    .first<CustomerLoginRow>()
}

/** A new session context for `customerId` (or none, on logout). */
export async function insertCustomerContext(
  db: D1Database,
  token: string,
  languageId: string,
  customerId: string | null,
): Promise<void> {
  await db
    .prepare('INSERT INTO context (token, language_id, customer_id) VALUES (?, ?, ?)')
    .bind(token, languageId, customerId)
    .run()
}

export async function deleteContext(db: D1Database, token: string): Promise<void> {
  await db.prepare('DELETE FROM context WHERE token = ?').bind(token).run()
}
