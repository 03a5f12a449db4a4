/** D1 access for sales-channel contexts (one row per sw-context-token). */

export interface SalesChannelContextRow {
  token: string
  languageId: string
  customerId: string | null
}

export async function findSalesChannelContext(db: D1Database, token: string): Promise<SalesChannelContextRow | null> {
  return db
    .prepare('SELECT token, language_id AS languageId, customer_id AS customerId FROM context WHERE token = ?')
    .bind(token)
    .first<SalesChannelContextRow>()
}

export async function insertSalesChannelContext(
  db: D1Database,
  token: string,
  languageId: string,
): Promise<SalesChannelContextRow> {
  await db
    .prepare('INSERT INTO context (token, language_id, customer_id) VALUES (?, ?, NULL)')
    .bind(token, languageId)
    .run()
  return { token, languageId, customerId: null }
}

export async function updateContextLanguage(db: D1Database, token: string, languageId: string): Promise<void> {
  await db
    .prepare("UPDATE context SET language_id = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE token = ?")
    .bind(languageId, token)
    .run()
}

export interface LanguageRow {
  id: string
  localeCode: string
  name: string
}

export async function listLanguages(db: D1Database): Promise<LanguageRow[]> {
  const { results } = await db
    .prepare('SELECT id, locale_code AS localeCode, name FROM language ORDER BY position')
    .all<LanguageRow>()
  return results
}

export async function findLanguage(db: D1Database, id: string): Promise<LanguageRow | null> {
  return db
    .prepare('SELECT id, locale_code AS localeCode, name FROM language WHERE id = ?')
    .bind(id)
    .first<LanguageRow>()
}
