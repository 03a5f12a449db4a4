/**
 * D1 access for order documents: the invoice (and for a consumer in Germany the return label) written
 * with its order in the placement batch, each type numbered from its own `document_{type}` range from
 * 1000 on (Shopware's first invoice number), the documents of orders, and one document by id and deep
 * link code for its download.
 */
import type { Database } from '../../platform/database'
import { randomId } from '../../../shared/ids'
import { deepLinkCode } from '../../platform/url-safe'
import { advanceNumberRange, currentNumberSql } from '../../platform/number-range'

/** Shopware's invoice number range starts here; the return labels' range does too. */
const FIRST_DOCUMENT_NUMBER = 1000

/** The document types the shop writes: Shopware's invoice and the custom type `return_label`. */
export type DocumentType = 'invoice' | 'return_label'

export interface DocumentRow {
  id: string
  orderId: string
  documentType: DocumentType
  documentNumber: string
  deepLinkCode: string
  createdAt: string
}

const COLUMNS = `id, order_id AS orderId, document_type AS documentType, document_number AS documentNumber,
  deep_link_code AS deepLinkCode, created_at AS createdAt`

/** The statements that give a new order a document of `type`; they run in the order's batch, after the order's insert. */
const documentStatements = (db: Database, orderId: string, type: DocumentType): D1PreparedStatement[] => [
  advanceNumberRange(db, `document_${type}`, FIRST_DOCUMENT_NUMBER),
  db
    .prepare(
      `INSERT INTO order_document (id, order_id, document_type, document_number, deep_link_code)
       VALUES (?, ?, ?, ${currentNumberSql(`document_${type}`)}, ?)`,
    )
    .bind(randomId(), orderId, type, deepLinkCode()),
]

/** The statements that write a new order's documents of `types`, in that order. */
export const orderDocumentStatements = (db: Database, orderId: string, types: readonly DocumentType[]) =>
  types.flatMap((type) => documentStatements(db, orderId, type))

/** The documents of `orderIds`, oldest first (one statement; the order reads run it in their batch). */
export const documentsStatement = (db: Database, orderIds: string[]) =>
  db
    .prepare(`SELECT ${COLUMNS} FROM order_document WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY rowid`)
    .bind(JSON.stringify(orderIds))

/** The document with this id and deep link code (both must match: the code is the download's secret). */
export const findDocument = (db: Database, id: string, code: string) =>
  db
    .prepare(`SELECT ${COLUMNS} FROM order_document WHERE id = ? AND deep_link_code = ?`)
    .bind(id, code)
    .first<DocumentRow>()
