/**
 * GET/POST /document/download/{documentId}/{deepLinkCode}: an order document (invoice, return label) as its PDF (Shopware's
 * DocumentRoute). The id and its deep link code must match; the session's own order downloads at once,
 * any other only as a guest's order whose email and billing zip code the request names (a registered
 * customer's order otherwise: CHECKOUT__CUSTOMER_NOT_LOGGED_IN). `?download=1` asks for an attachment.
 */
import { Hono } from 'hono'
import { isUuid } from '../../../shared/ids'
import { CacheNone, cacheHeaders } from '../../../shared/http/cache-strategy'
import type { StoreApiEnv } from '../../platform/database'
import { loadSalesChannelContext } from '../../platform/context'
import { apiError, invalidUuid } from '../../platform/errors'
import { localeOf } from '../../platform/sales-channel'
import { sellerOf } from '../../platform/seller'
import { readBody } from '../../platform/validation'
import { authenticateGuest } from '../order/own'
import { findOrder, orderParts } from '../order'
import { invoicePdf } from './invoice'
import { returnLabelPdf } from './return-label'
import { type DocumentType, findDocument } from './storage'

export const documentRoutes = new Hono<{ Bindings: StoreApiEnv }>()

/** The PDF writer of each document type. */
const PDF_OF: Record<DocumentType, typeof invoicePdf> = { invoice: invoicePdf, return_label: returnLabelPdf }

/** Shopware 6.5/6.6's DocumentException::documentNotFound: an unknown id and a wrong deep link code alike. */
const documentNotFound = (id: string) =>
  apiError(404, 'DOCUMENT__DOCUMENT_NOT_FOUND', `The document with id "${id}" is invalid or could not be found.`, '/', {
    documentId: id,
  })

documentRoutes.on(['GET', 'POST'], '/document/download/:documentId/:deepLinkCode', async (c) => {
  const { documentId, deepLinkCode } = c.req.param()
  if (!isUuid(documentId)) throw invalidUuid(documentId, '/documentId')
  const db = c.env.DB
  const document = await findDocument(db, documentId, deepLinkCode)
  const order = document && (await findOrder(db, document.orderId))
  if (!document || !order) throw documentNotFound(documentId)
  const context = await loadSalesChannelContext(c)
  if (context.customerId !== order.customerId) {
    const credentials = c.req.method === 'POST' ? await readBody(c) : c.req.query()
    await authenticateGuest(db, order, credentials)
  }
  const parts = (await orderParts(db, [order.id])).get(order.id)!
  const locale = localeOf(order.languageId) ?? 'de-DE'
  const { bytes, fileName } = PDF_OF[document.documentType]({ order, parts, document, locale, seller: sellerOf(c.env) })
  const disposition = c.req.query('download') ? 'attachment' : 'inline'
  return new Response(bytes, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `${disposition}; filename="${fileName}"`,
      ...cacheHeaders(CacheNone),
    },
  })
})
