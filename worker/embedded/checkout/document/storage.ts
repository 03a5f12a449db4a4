/**
 * D1 access for order documents: the invoice written with its order (in the placement batch, numbered
 * from the `document_invoice` range, Shopware's first invoice number 1000), the documents of orders,
 * and one document by id and deep link code for its download.
 */
import { randomId } from '../../../../shared/ids'
import { deepLinkCode } from '../../platform/url-safe'

/** Shopware's invoice number range starts here. */
const FIRST_INVOICE_NUMBER = 1000

export interface DocumentRow {
  id: string
  orderId: string
  documentType: 'invoice'
  documentNumber: string
  deepLinkCode: string
  createdAt: string
}

const COLUMNS = `id, order_id AS orderId, document_type AS documentType, document_number AS documentNumber,
  deep_link_code AS deepLinkCode, created_at AS createdAt`

/** The statements that give a new order its invoice; they run in the order's batch, after the order's insert. */
export const invoiceStatements = (db: D1Database, orderId: string): D1PreparedStatement[] => [
  db.prepare(
    `INSERT INTO number_range (name, last) VALUES ('document_invoice', ${FIRST_INVOICE_NUMBER})
       ON CONFLICT (name) DO UPDATE SET last = last + 1`,
  ),
  db
    .prepare(
      `INSERT INTO order_document (id, order_id, document_type, document_number, deep_link_code)
       VALUES (?, ?, 'invoice', (SELECT CAST(last AS TEXT) FROM number_range WHERE name = 'document_invoice'), ?)`,
    )
    .bind(randomId(), orderId, deepLinkCode()),
]

/** The documents of `orderIds`, oldest first (one statement; the order reads run it in their batch). */
export const documentsStatement = (db: D1Database, orderIds: string[]) =>
  db
    .prepare(`SELECT ${COLUMNS} FROM order_document WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY rowid`)
    .bind(JSON.stringify(orderIds))

/** The document with this id and deep link code (both must match: the code is the download's secret). */
export const findDocument = (db: D1Database, id: string, code: string) =>
  db
    .prepare(`SELECT ${COLUMNS} FROM order_document WHERE id = ? AND deep_link_code = ?`)
    .bind(id, code)
    .first<DocumentRow>()
