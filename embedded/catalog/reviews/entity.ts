/** product_review entities and the search result that lists them. */
import { SALES_CHANNEL_ID } from '../../platform/sales-channel'

export interface ReviewRow {
  pid: number
  id: string
  productId: string
  languageId: string
  points: number
  title: string
  content: string
  author: string
  createdAt: string
}

export const reviewEntity = (row: ReviewRow) => ({
  id: row.id,
  productId: row.productId,
  salesChannelId: SALES_CHANNEL_ID,
  languageId: row.languageId,
  externalUser: row.author,
  title: row.title,
  content: row.content,
  points: row.points,
  status: true,
  comment: null,
  customFields: null,
  createdAt: row.createdAt,
  updatedAt: null,
  apiAlias: 'product_review' as const,
})
