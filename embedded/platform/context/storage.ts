/** D1 access for sales-channel contexts (one row per sw-context-token). */
import { type Database, keptPerDatabase } from '../database'

/** The shopper's selections on a session (PATCH /context); null means the sales channel's default. */
export interface ContextSelections {
  currencyId: string | null
  countryId: string | null
  shippingMethodId: string | null
  paymentMethodId: string | null
  shippingAddressId: string | null
  billingAddressId: string | null
}

export interface SalesChannelContextRow extends ContextSelections {
  token: string
  languageId: string
  customerId: string | null
}

const NO_SELECTIONS: ContextSelections = {
  currencyId: null,
  countryId: null,
  shippingMethodId: null,
  paymentMethodId: null,
  shippingAddressId: null,
  billingAddressId: null,
}

/** Column of each selection. */
export const SELECTION_COLUMNS: Record<keyof ContextSelections, string> = {
  currencyId: 'currency_id',
  countryId: 'country_id',
  shippingMethodId: 'shipping_method_id',
  paymentMethodId: 'payment_method_id',
  shippingAddressId: 'shipping_address_id',
  billingAddressId: 'billing_address_id',
}

export async function findSalesChannelContext(db: Database, token: string): Promise<SalesChannelContextRow | null> {
  return db
    .prepare(
      `SELECT token, language_id AS languageId, customer_id AS customerId, currency_id AS currencyId,
         country_id AS countryId, shipping_method_id AS shippingMethodId, payment_method_id AS paymentMethodId,
         shipping_address_id AS shippingAddressId, billing_address_id AS billingAddressId
       FROM context WHERE token = ?`,
    )
    .bind(token)
    .first<SalesChannelContextRow>()
}

/** Stores selections on a context (only the keys given). */
export async function updateContextSelections(
  db: Database,
  token: string,
  selections: Partial<ContextSelections>,
): Promise<void> {
  const keys = Object.keys(selections) as Array<keyof ContextSelections>
  if (!keys.length) return
  await db
    .prepare(
      `UPDATE context SET ${keys.map((k) => `${SELECTION_COLUMNS[k]} = ?`).join(', ')},
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE token = ?`,
    )
    .bind(...keys.map((k) => selections[k] ?? null), token)
    .run()
}

export async function insertSalesChannelContext(
  db: Database,
  token: string,
  languageId: string,
): Promise<SalesChannelContextRow> {
  await db
    .prepare('INSERT INTO context (token, language_id, customer_id) VALUES (?, ?, NULL)')
    .bind(token, languageId)
    .run()
  return { token, languageId, customerId: null, ...NO_SELECTIONS }
}

export async function updateContextLanguage(db: Database, token: string, languageId: string): Promise<void> {
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

/** The sales channel's languages change with the seed, not per request: kept per database for a minute. */
const keptLanguages = keptPerDatabase<LanguageRow[]>(60_000)

/** The sales channel's languages in their order (one read, then from memory for a minute). */
export function listLanguages(db: Database): Promise<LanguageRow[]> {
  return keptLanguages(db, 'all', () =>
    db
      .prepare('SELECT id, locale_code AS localeCode, name FROM language ORDER BY position')
      .all<LanguageRow>()
      .then(({ results }) => results),
  )
}

/** A language of the sales channel by id; null for any other id. */
export async function findLanguage(db: Database, id: string): Promise<LanguageRow | null> {
  return (await listLanguages(db)).find((language) => language.id === id) ?? null
}
