/**
 * The invoice of an order as PDF pages, in the order's language, with what §14 (4) UStG requires: the
 * seller's name and address and VAT ID and tax number, the invoice number and date, the date of supply
 * (a shipped order's supply is its dispatch), the buyer's name and address (and a business's VAT ID),
 * quantity and description of each line, net per rate, the rate and the tax. Then the payment and
 * shipping method, for purchase on invoice the transfer instructions, and the seller's register.
 * The shop charges German VAT to every customer, so no line is tax-free and no reverse-charge note applies.
 */
import type { Locale } from '../../../shared/constants'
import { formatPrice } from '../../../shared/i18n'
import { formatDay } from '../../../shared/i18n/day'
import { loadDictionary } from '../../../shared/i18n/dictionaries'
import { euros } from '../../platform/price'
import { findCountry, findPaymentMethod, findShippingMethod } from '../../platform/reference'
import { SHOP_BANK_ACCOUNT } from '../../../shared/constants'
import type { Seller } from '../../platform/seller'
import type { OrderAddressRow, OrderParts, OrderRow } from '../order'
import { A4, type PdfOp, renderPdf } from './pdf'
import type { DocumentRow } from './storage'

const TEXTS = {
  'de-DE': {
    title: 'Rechnung',
    invoiceNumber: 'Rechnungsnummer',
    orderNumber: 'Bestellnummer',
    customerNumber: 'Kundennummer',
    invoiceDate: 'Rechnungsdatum',
    orderDate: 'Bestelldatum',
    supplyDate: 'Liefer-/Leistungsdatum',
    customerVatId: 'USt-IdNr. Kunde',
    billing: 'Rechnungsadresse',
    shipping: 'Lieferadresse',
    columns: ['Pos.', 'Bezeichnung', 'Menge', 'Einzelpreis', 'Gesamt'],
    shippingCosts: 'Versandkosten',
    net: 'Gesamtbetrag netto',
    vat: 'zzgl. {rate} % MwSt.',
    gross: 'Gesamtbetrag brutto',
    paymentMethod: 'Zahlungsart',
    shippingMethod: 'Versandart',
    transfer: 'Bitte überweisen Sie {amount} bis zum {date} unter Angabe der Bestellnummer {reference}.',
    bank: 'Bankverbindung',
    vatId: 'USt-IdNr. {vatId}',
    taxNumber: 'Steuernummer {taxNumber}',
    directors: 'Geschäftsführung: {directors}',
    page: 'Seite {page} von {pages}',
  },
  'en-GB': {
    title: 'Invoice',
    invoiceNumber: 'Invoice number',
    orderNumber: 'Order number',
    customerNumber: 'Customer number',
    invoiceDate: 'Invoice date',
    orderDate: 'Order date',
    supplyDate: 'Date of supply',
    customerVatId: "Customer's VAT ID",
    billing: 'Billing address',
    shipping: 'Shipping address',
    columns: ['Pos.', 'Description', 'Qty', 'Unit price', 'Total'],
    shippingCosts: 'Shipping costs',
    net: 'Total (net)',
    vat: 'plus {rate} % VAT',
    gross: 'Total (gross)',
    paymentMethod: 'Payment method',
    shippingMethod: 'Shipping method',
    transfer: 'Please transfer {amount} by {date}, quoting the order number {reference}.',
    bank: 'Bank details',
    vatId: 'VAT ID {vatId}',
    taxNumber: 'Tax number {taxNumber}',
    directors: 'Managing directors: {directors}',
    page: 'Page {page} of {pages}',
  },
} satisfies Record<Locale, Record<string, string | string[]>>

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')

const LEFT = 50
const RIGHT = A4.width - 50
const COLUMNS = [LEFT, LEFT + 30, 360, 450, RIGHT] as const
/** The lowest a line item row may go before the table continues on the next page. */
const BOTTOM = 90
const ROW = 14
const MAX_LABEL = 52

interface Invoice {
  order: OrderRow
  parts: OrderParts
  document: DocumentRow
  locale: Locale
  /** The seller the invoice names (platform/seller.ts: `sellerOf(env)`). */
  seller: Seller
}

/** An address block; `company` stands in when the address names none (a business customer's billing address). */
export function addressLines(
  address: OrderAddressRow | undefined,
  locale: Locale,
  company: string | null = null,
): string[] {
  if (!address) return []
  const country = findCountry(address.countryId)?.name[locale]
  return [
    address.company ?? company,
    address.department,
    [address.title, address.firstName, address.lastName].filter(Boolean).join(' '),
    address.street,
    address.additionalAddressLine1,
    address.additionalAddressLine2,
    [address.zipcode, address.city].filter(Boolean).join(' '),
    country,
  ].filter((line): line is string => !!line?.trim())
}

const clip = (text: string) => (text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text)

/** The invoice's pages (drawing operations) for `invoice`. */
export function invoicePages({ order, parts, document, locale, seller }: Invoice): PdfOp[][] {
  const t = TEXTS[locale]
  const money = (cents: number) => formatPrice(euros(cents), locale)
  const date = (iso: string) => formatDay(iso, locale)
  const pages: PdfOp[][] = [[]]
  let ops = pages[0]!
  let y = A4.height - 60
  const text = (x: number, value: string, extra: Partial<Extract<PdfOp, { kind: 'text' }>> = {}) =>
    ops.push({ kind: 'text', x, y, text: value, ...extra })
  const rule = () => ops.push({ kind: 'line', x1: LEFT, y1: y + 4, x2: RIGHT, y2: y + 4 })

  text(LEFT, loadDictionary(locale).meta.shopName, { size: 18, bold: true })
  text(RIGHT, `${t.title} ${document.documentNumber}`, { size: 14, bold: true, align: 'right' })
  y -= 16
  // The seller, as the sender line of the address field.
  text(LEFT, [seller.name, seller.street, seller.zipCity, seller.country[locale]].join(' · '), { size: 7 })
  y -= 20
  const vatIds = order.vatIds ? (JSON.parse(order.vatIds) as string[]) : []
  const dispatch = parts.deliveries[0]?.shippingDateEarliest
  const facts: Array<[string, string]> = [
    [t.invoiceNumber, document.documentNumber],
    [t.orderNumber, order.orderNumber],
    [t.customerNumber, order.customerNumber],
    [t.invoiceDate, date(document.createdAt)],
    [t.orderDate, date(order.orderDateTime)],
    [t.supplyDate, date(dispatch ?? document.createdAt)],
    ...(vatIds[0] ? [[t.customerVatId, vatIds[0]] as [string, string]] : []),
  ]
  const billing = parts.addresses.find((a) => a.id === order.billingAddressId)
  const shippingAddress = parts.addresses.find((a) => a.id === parts.deliveries[0]?.shippingAddressId)
  const blocks: Array<[string, string[]]> = [[t.billing, addressLines(billing, locale, order.company)]]
  if (shippingAddress && shippingAddress.id !== billing?.id)
    blocks.push([t.shipping, addressLines(shippingAddress, locale)])
  const top = y
  blocks.forEach(([title, lines], i) => {
    y = top
    const x = LEFT + i * 170
    text(x, title, { bold: true, size: 9 })
    for (const line of lines) {
      y -= 12
      text(x, line, { size: 9 })
    }
  })
  const bottomOfAddresses = y
  y = top
  for (const [label, value] of facts) {
    text(390, label, { size: 9 })
    text(RIGHT, value, { size: 9, align: 'right' })
    y -= 12
  }
  y = Math.min(y, bottomOfAddresses) - 30

  const header = () => {
    t.columns.forEach((label, i) => {
      text(COLUMNS[i]!, label, { bold: true, size: 9, align: i >= 2 ? 'right' : 'left' })
    })
    y -= 6
    rule()
    y -= ROW
  }
  header()
  parts.lineItems.forEach((line, i) => {
    if (y < BOTTOM) {
      ops = []
      pages.push(ops)
      y = A4.height - 60
      header()
    }
    text(COLUMNS[0], String(i + 1), { size: 9 })
    text(COLUMNS[1], clip(line.label), { size: 9 })
    text(COLUMNS[2], String(line.quantity), { size: 9, align: 'right' })
    text(COLUMNS[3], money(line.unitPrice), { size: 9, align: 'right' })
    text(COLUMNS[4], money(line.totalPrice), { size: 9, align: 'right' })
    y -= ROW
  })
  if (y < BOTTOM + 160) {
    ops = []
    pages.push(ops)
    y = A4.height - 60
  }
  rule()
  y -= ROW
  const price = JSON.parse(order.price) as { calculatedTaxes?: Array<{ tax: number; taxRate: number }> }
  const totals: Array<[string, string, boolean?]> = [
    [t.shippingCosts, money(order.shippingTotal)],
    [t.net, money(order.amountNet)],
    ...(price.calculatedTaxes ?? []).map((tax): [string, string] => [
      fill(t.vat, { rate: new Intl.NumberFormat(locale).format(tax.taxRate) }),
      formatPrice(tax.tax, locale),
    ]),
    [t.gross, money(order.amountTotal), true],
  ]
  for (const [label, value, bold] of totals) {
    text(COLUMNS[3], label, { size: 9, bold, align: 'right' })
    text(RIGHT, value, { size: 9, bold, align: 'right' })
    y -= ROW
  }
  y -= 12
  const transaction = parts.transactions.at(-1)
  const payment = findPaymentMethod(transaction?.paymentMethodId)
  const shipping = findShippingMethod(parts.deliveries[0]?.shippingMethodId)
  if (payment) text(LEFT, `${t.paymentMethod}: ${payment.name[locale]}`, { size: 9 })
  y -= 12
  if (shipping) text(LEFT, `${t.shippingMethod}: ${shipping.name[locale]}`, { size: 9 })
  y -= 20
  const instructions = transaction?.customFields ? JSON.parse(transaction.customFields).payUponInvoice : null
  if (instructions) {
    text(
      LEFT,
      fill(t.transfer, {
        amount: money(order.amountTotal),
        date: date(instructions.dueDate),
        reference: order.orderNumber,
      }),
      {
        size: 9,
        bold: true,
      },
    )
    y -= 14
  }
  text(LEFT, `${t.bank}: ${SHOP_BANK_ACCOUNT.accountHolder}, ${SHOP_BANK_ACCOUNT.bankName}`, { size: 8 })
  y -= 11
  text(LEFT, `IBAN ${SHOP_BANK_ACCOUNT.iban} · BIC ${SHOP_BANK_ACCOUNT.bic}`, { size: 8 })
  // The seller's numbers and register (what the seller has none of left out), on every page.
  const numbers = [
    seller.name,
    seller.vatId && fill(t.vatId, { vatId: seller.vatId }),
    seller.taxNumber && fill(t.taxNumber, { taxNumber: seller.taxNumber }),
  ]
  const register = [
    seller.register,
    seller.managingDirectors && fill(t.directors, { directors: seller.managingDirectors }),
    seller.email,
  ]
  pages.forEach((page, i) => {
    for (const [facts, at] of [
      [numbers, 62],
      [register, 52],
    ] as const)
      page.push({ kind: 'text', x: LEFT, y: at, size: 7, text: facts.filter(Boolean).join(' · ') })
    page.push({
      kind: 'text',
      x: RIGHT,
      y: 40,
      size: 8,
      align: 'right',
      text: fill(t.page, { page: String(i + 1), pages: String(pages.length) }),
    })
  })
  return pages
}

/** The invoice as a PDF file, and its file name (`invoice_1000.pdf`, Shopware's naming). */
export function invoicePdf(invoice: Invoice): { bytes: Uint8Array<ArrayBuffer>; fileName: string } {
  const title = `${TEXTS[invoice.locale].title} ${invoice.document.documentNumber}`
  return {
    bytes: renderPdf(invoicePages(invoice), title),
    fileName: `invoice_${invoice.document.documentNumber}.pdf`,
  }
}
