/**
 * The free return label (free return shipping only for consumers in Germany, with the label
 * that comes with the order): Shopware's custom document type `return_label`, written with the order
 * of a private customer delivered to Germany. Its PDF, in the order's language, names the shop's
 * return address as recipient, the customer's delivery address as sender, the order number, the free
 * return note and a return reference (text in place of a barcode).
 */
import type { Locale } from '../../../shared/constants'
import { loadDictionary } from '../../../shared/i18n/dictionaries'
import { localePrefix } from '../../../shared/locale'
import { findCountryByIso } from '../../platform/reference'
import { localeOf, pick } from '../../platform/sales-channel'
import type { Seller } from '../../platform/seller'
import type { OrderEntity } from '../order/entity'
import type { OrderParts, OrderRow } from '../order'
import { addressLines } from './invoice'
import { A4, type PdfOp, renderPdf } from './pdf'
import type { DocumentRow, DocumentType } from './storage'

/** Whether an order earns the free return label: a private (consumer) customer, delivered to Germany. */
const earnsReturnLabel = (accountType: string | null | undefined, shippingCountryId: string) =>
  accountType !== 'business' && shippingCountryId === findCountryByIso('DE')?.id

/** The documents a new order gets: always the invoice, the return label when it earns one. */
export const orderDocumentTypes = (
  accountType: string | null | undefined,
  shippingCountryId: string,
): DocumentType[] => (earnsReturnLabel(accountType, shippingCountryId) ? ['invoice', 'return_label'] : ['invoice'])

const TEXTS = {
  'de-DE': {
    title: 'Retourenschein',
    free: 'Kostenlose Rücksendung',
    note: 'Das Porto zahlen wir. Bitte kleben Sie diesen Schein gut sichtbar auf das Paket und legen Sie eine Kopie bei.',
    sender: 'Absender',
    recipient: 'Empfänger',
    orderNumber: 'Bestellnummer',
    labelNumber: 'Retourenscheinnummer',
    reference: 'Rücksendereferenz',
  },
  'en-GB': {
    title: 'Return label',
    free: 'Free return',
    note: 'We pay the postage. Please stick this label clearly visible on the parcel and put a copy inside.',
    sender: 'Sender',
    recipient: 'Recipient',
    orderNumber: 'Order number',
    labelNumber: 'Return label number',
    reference: 'Return reference',
  },
} satisfies Record<Locale, Record<string, string>>

interface ReturnLabel {
  order: OrderRow
  parts: OrderParts
  document: DocumentRow
  locale: Locale
  /** The seller, whose return address receives the parcel (platform/seller.ts: `sellerOf(env)`). */
  seller: Seller
}

const LEFT = 50
const RIGHT = A4.width - 50

/** The return reference printed in place of a barcode: `RL-{order number}-{label number}`. */
const returnReference = (order: Pick<OrderRow, 'orderNumber'>, document: Pick<DocumentRow, 'documentNumber'>) =>
  `RL-${order.orderNumber}-${document.documentNumber}`

/** The return label's page (drawing operations). */
export function returnLabelPages({ order, parts, document, locale, seller }: ReturnLabel): PdfOp[][] {
  const t = TEXTS[locale]
  const ops: PdfOp[] = []
  let y = A4.height - 60
  const text = (x: number, value: string, extra: Partial<Extract<PdfOp, { kind: 'text' }>> = {}) =>
    ops.push({ kind: 'text', x, y, text: value, ...extra })
  const block = (x: number, title: string, lines: readonly string[]) => {
    text(x, title, { bold: true, size: 9 })
    for (const line of lines) {
      y -= 13
      text(x, line, { size: 11 })
    }
  }
  text(LEFT, loadDictionary(locale).meta.shopName, { size: 18, bold: true })
  text(RIGHT, t.title, { size: 14, bold: true, align: 'right' })
  y -= 36
  text(LEFT, t.free, { size: 16, bold: true })
  y -= 16
  text(LEFT, t.note, { size: 9 })
  y -= 30
  const shippingAddress = parts.addresses.find((a) => a.id === parts.deliveries[0]?.shippingAddressId)
  const top = y
  block(LEFT, t.sender, addressLines(shippingAddress, locale))
  const bottomOfSender = y
  y = top
  block(320, t.recipient, [...seller.returnAddress, findCountryByIso('DE')!.name[locale]])
  y = Math.min(y, bottomOfSender) - 30
  ops.push({ kind: 'line', x1: LEFT, y1: y + 10, x2: RIGHT, y2: y + 10 })
  for (const [label, value] of [
    [t.orderNumber, order.orderNumber],
    [t.labelNumber, document.documentNumber],
  ]) {
    text(LEFT, label!, { size: 10 })
    text(RIGHT, value!, { size: 10, align: 'right' })
    y -= 14
  }
  y -= 20
  text(LEFT, t.reference, { size: 9, bold: true })
  y -= 26
  text(LEFT, `*${returnReference(order, document)}*`, { size: 22, bold: true })
  return [ops]
}

/** The return label as a PDF file, and its file name (`return_label_1000.pdf`). */
export function returnLabelPdf(label: ReturnLabel): { bytes: Uint8Array<ArrayBuffer>; fileName: string } {
  return {
    bytes: renderPdf(returnLabelPages(label), `${TEXTS[label.locale].title} ${label.document.documentNumber}`),
    fileName: `return_label_${label.document.documentNumber}.pdf`,
  }
}

/**
 * The confirmation mail's free return paragraph, when the order has a return label: where its documents
 * are (the order's own page for customers, the deep link page for guests), else null.
 */
export function freeReturnParagraph(
  order: Pick<OrderEntity, 'id' | 'deepLinkCode' | 'languageId' | 'documents'>,
  origin: string,
  guest: boolean,
): { intro: string; url: string } | null {
  if (!order.documents?.some((d) => d.documentType.technicalName === 'return_label')) return null
  const prefix = localePrefix(localeOf(order.languageId) ?? 'de-DE')
  const url = `${origin}${prefix}/account/order/${guest ? order.deepLinkCode : order.id}`
  const intro = pick(order.languageId, {
    'de-DE': 'Kostenlose Rücksendung: Ihren Retourenschein finden Sie bei den Dokumenten Ihrer Bestellung:',
    'en-GB': "Free return: you find your return label among your order's documents:",
  })
  return { intro, url }
}
