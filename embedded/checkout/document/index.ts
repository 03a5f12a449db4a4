/** The checkout/document domain's public face: what other domains of the backend may use of it. */
export { type DocumentRow, type DocumentType, documentsStatement, orderDocumentStatements } from './storage'
