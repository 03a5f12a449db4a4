/**
 * A product's download files (Shopware's product.downloads, entity product_download, migration 0015):
 * answered when a product read asks for the `downloads` association. The file is private: its media
 * carries name, extension and MIME type, never a URL (a shopper downloads it from a paid order).
 */
import type { Database } from '../../platform/database'
import { entityDate } from '../../customer/address/entity'

export interface ProductDownloadRow {
  id: string
  pid: number
  position: number
  fileName: string
  fileExtension: string
  mimeType: string
}

/** The download files of the products `pids`, in their order. */
export const productDownloadsStatement = (db: Database, pids: number[]) =>
  db
    .prepare(
      `SELECT id, pid, position, file_name AS fileName, file_extension AS fileExtension, mime_type AS mimeType
       FROM product_download WHERE pid IN (SELECT value FROM json_each(?)) ORDER BY pid, position`,
    )
    .bind(JSON.stringify(pids))

/** The file a download points at, as Shopware answers a private media (no URL, no path, no thumbnails). */
export interface PrivateFile {
  mediaId: string
  fileName: string
  fileExtension: string
  mimeType: string
}

export function privateFileMedia(file: PrivateFile) {
  return {
    id: file.mediaId,
    url: '',
    path: '',
    fileName: file.fileName,
    fileExtension: file.fileExtension,
    mimeType: file.mimeType,
    hasFile: true,
    private: true,
    alt: null,
    title: null,
    metaData: null,
    thumbnails: [],
    translated: { fileName: file.fileName, fileExtension: file.fileExtension, mimeType: file.mimeType },
    apiAlias: 'media' as const,
  }
}

/**
 * A product_download entity of the product `productId`. The download row's id is its file's media id,
 * as the order's copies name it (order_line_item_download.media_id).
 */
export function productDownloadEntity(row: ProductDownloadRow, productId: string, createdAt: string) {
  return {
    id: row.id,
    versionId: null,
    productId,
    productVersionId: null,
    mediaId: row.id,
    position: row.position,
    customFields: null,
    createdAt: entityDate(createdAt),
    updatedAt: null,
    media: privateFileMedia({ mediaId: row.id, ...row }),
    apiAlias: 'product_download' as const,
  }
}
