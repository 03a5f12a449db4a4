/** The Document entity (Shopware's order document) with its DocumentType, as the order's `documents` answer them. */
import { uuidFor } from '../../../shared/ids'
import { entityDate } from '../../customer/address/entity'
import { pick } from '../../platform/sales-channel'
import type { DocumentRow } from './storage'

const DOCUMENT_TYPE_NAMES = {
  invoice: { 'de-DE': 'Rechnung', 'en-GB': 'Invoice' },
  return_label: { 'de-DE': 'Retourenschein', 'en-GB': 'Return label' },
} as const

const TYPE_CREATED_AT = '2024-01-01T00:00:00.000+00:00'

export function documentTypeEntity(technicalName: DocumentRow['documentType'], languageId: string) {
  const name = pick(languageId, DOCUMENT_TYPE_NAMES[technicalName])
  return {
    id: uuidFor(`document-type:${technicalName}`),
    technicalName,
    name,
    customFields: null,
    createdAt: TYPE_CREATED_AT,
    updatedAt: null,
    translated: { name, customFields: null },
    apiAlias: 'document_type' as const,
  }
}

export function documentEntity(row: DocumentRow, languageId: string) {
  const type = documentTypeEntity(row.documentType, languageId)
  return {
    id: row.id,
    documentTypeId: type.id,
    referencedDocumentId: null,
    orderId: row.orderId,
    documentMediaFileId: null,
    documentA11yMediaFileId: null,
    orderVersionId: null,
    config: { name: row.documentType, title: type.name, documentNumber: row.documentNumber },
    sent: true,
    static: false,
    deepLinkCode: row.deepLinkCode,
    documentNumber: row.documentNumber,
    fileType: 'pdf',
    customFields: null,
    createdAt: entityDate(row.createdAt),
    updatedAt: null,
    documentType: type,
    apiAlias: 'document' as const,
  }
}
