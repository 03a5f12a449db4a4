/**
 * Order downloads (Shopware's order_line_item_download, migration 0015): the files a digital product
 * line may download. They are written in the order's batch, one per download file of the line's
 * product, without access; paying the order grants it (markPaid). Reads are keyed by the customer.
 */
import type { Database } from '../../platform/database'
import { entityDate } from '../../customer/address/entity'
import { privateFileMedia } from '../../catalog/product/downloads'
import { A4, type PdfOp, renderPdf } from '../document/pdf'

export interface DownloadRow {
  id: string
  orderId: string
  orderLineItemId: string
  position: number
  mediaId: string
  fileName: string
  fileExtension: string
  mimeType: string
  accessGranted: number
  createdAt: string
  updatedAt: string | null
}

const DOWNLOAD_COLUMNS = `id, order_id AS orderId, order_line_item_id AS orderLineItemId, position, media_id AS mediaId,
  file_name AS fileName, file_extension AS fileExtension, mime_type AS mimeType, access_granted AS accessGranted,
  created_at AS createdAt, updated_at AS updatedAt`

/** Copies the download files of the order's product lines (run in the order's batch, after its lines). */
export const insertDownloadsStatement = (db: Database, orderId: string) =>
  db
    .prepare(
      `INSERT INTO order_line_item_download (id, order_id, order_line_item_id, position, media_id, file_name, file_extension, mime_type)
       SELECT lower(hex(randomblob(16))), li.order_id, li.id, d.position, d.id, d.file_name, d.file_extension, d.mime_type
       FROM order_line_item li JOIN variant v ON v.id = li.product_id JOIN product_download d ON d.pid = v.pid
       WHERE li.order_id = ?1 AND li.type = 'product' ORDER BY li.position, d.position`,
    )
    .bind(orderId)

/** The downloads of `orderIds`, for the orders' parts. */
export const downloadsStatement = (db: Database, orderIds: string[]) =>
  db
    .prepare(
      `SELECT ${DOWNLOAD_COLUMNS} FROM order_line_item_download
       WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY position, rowid`,
    )
    .bind(JSON.stringify(orderIds))

/** The statement granting the order's downloads (Shopware does when the order is paid); granting twice changes nothing. */
export const grantDownloads = (db: Database, orderId: string) =>
  db
    .prepare(
      `UPDATE order_line_item_download SET access_granted = 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE order_id = ? AND access_granted = 0`,
    )
    .bind(orderId)

/** The file of a download: its name and the text lines its PDF shows. */
interface DownloadFile {
  fileName: string
  fileExtension: string
  mimeType: string
  title: string
  content: string
}

/**
 * The file of download `downloadId` of order `orderId` when the order is `customerId`'s and access is
 * granted; null otherwise (Shopware answers all of these alike: not found).
 */
export const findGrantedDownload = (db: Database, customerId: string, orderId: string, downloadId: string) =>
  db
    .prepare(
      `SELECT d.file_name AS fileName, d.file_extension AS fileExtension, d.mime_type AS mimeType, p.title, p.content
       FROM order_line_item_download d JOIN orders o ON o.id = d.order_id JOIN product_download p ON p.id = d.media_id
       WHERE d.id = ?1 AND d.order_id = ?2 AND o.customer_id = ?3 AND d.access_granted = 1`,
    )
    .bind(downloadId, orderId, customerId)
    .first<DownloadFile>()

/** The download's PDF: its title and text lines on one A4 page. */
export function downloadPdf(file: DownloadFile): Uint8Array<ArrayBuffer> {
  const lines = JSON.parse(file.content) as string[]
  const top = A4.height - 80
  const ops: PdfOp[] = [
    { kind: 'text', x: 60, y: top, text: file.title, size: 18, bold: true },
    ...lines.map((text, i): PdfOp => ({ kind: 'text', x: 60, y: top - 40 - i * 20, text, size: 11 })),
  ]
  return renderPdf([ops], file.title)
}

export function downloadEntity(row: DownloadRow) {
  return {
    id: row.id,
    versionId: null,
    orderLineItemId: row.orderLineItemId,
    orderLineItemVersionId: null,
    mediaId: row.mediaId,
    position: row.position,
    accessGranted: row.accessGranted === 1,
    customFields: null,
    createdAt: entityDate(row.createdAt),
    updatedAt: entityDate(row.updatedAt),
    media: privateFileMedia(row),
    apiAlias: 'order_line_item_download' as const,
  }
}
