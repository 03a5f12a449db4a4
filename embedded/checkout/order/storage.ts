/**
 * D1 access for orders. Placing an order is one batch (one transaction): the order number from its
 * number range, the order with its customer copy, every line item, the addresses, delivery and
 * transaction, the stock taken by product lines (guarded by the `variant_stock_guard` trigger of
 * migration 0009: nothing goes below zero), the listing flags and search bands that follow the stock,
 * the order's documents (invoice, return label) and the cart's deletion. Any failure (a guard, the idempotency key of a second submit) rolls all of
 * it back. Every read of a customer's orders is keyed by the customer id.
 */
import type { Database } from '../../platform/database'
import { stockFollowUps } from '../../catalog/listing/stock'
import { catalogChanged } from '../../catalog/listing/version'
import { deleteCartStatements } from '../cart'
import { type DocumentRow, type DocumentType, documentsStatement, orderDocumentStatements } from '../document'
import type { AddressInput } from '../../customer/address/validation'
import { type DownloadRow, downloadsStatement, insertDownloadsStatement } from './downloads'
import type { DeliveryState, OrderState, TransactionState } from './states'
import { advanceNumberRange, currentNumberSql } from '../../platform/number-range'

/** Order numbers start here (the range's first number) and count up in one statement. */
const FIRST_ORDER_NUMBER = 10001

export interface OrderRow {
  id: string
  orderNumber: string
  customerId: string
  deepLinkCode: string
  languageId: string
  currencyId: string
  orderDateTime: string
  state: OrderState
  taxStatus: 'gross' | 'net'
  amountTotal: number
  amountNet: number
  positionPrice: number
  shippingTotal: number
  price: string
  shippingCosts: string
  billingAddressId: string
  customerComment: string | null
  /** JSON of the order's custom fields ({partialDelivery}); null for orders placed before migration 0011. */
  customFields: string | null
  affiliateCode: string | null
  campaignCode: string | null
  email: string
  salutationKey: string
  firstName: string
  lastName: string
  title: string | null
  company: string | null
  vatIds: string | null
  customerNumber: string
  createdAt: string
  updatedAt: string | null
}

const ORDER_COLUMNS = `id, order_number AS orderNumber, customer_id AS customerId, deep_link_code AS deepLinkCode,
  language_id AS languageId, currency_id AS currencyId, order_date_time AS orderDateTime, state, tax_status AS taxStatus,
  amount_total AS amountTotal, amount_net AS amountNet, position_price AS positionPrice, shipping_total AS shippingTotal,
  price, shipping_costs AS shippingCosts, billing_address_id AS billingAddressId, customer_comment AS customerComment, custom_fields AS customFields,
  affiliate_code AS affiliateCode, campaign_code AS campaignCode, email, salutation_key AS salutationKey,
  first_name AS firstName, last_name AS lastName, title, company, vat_ids AS vatIds, customer_number AS customerNumber,
  created_at AS createdAt, updated_at AS updatedAt`

export interface LineItemRow {
  id: string
  orderId: string
  position: number
  type: string
  identifier: string
  referencedId: string | null
  productId: string | null
  quantity: number
  label: string
  unitPrice: number
  totalPrice: number
  price: string
  priceDefinition: string | null
  payload: string | null
  cover: string | null
  good: number
  removable: number
  stackable: number
}

/** An address copied onto an order: the customer's address fields as they were, plus the VAT id. */
export interface OrderAddressRow extends AddressInput {
  id: string
  orderId: string
  vatId: string | null
  createdAt: string
}

export interface DeliveryRow {
  id: string
  orderId: string
  shippingAddressId: string
  shippingMethodId: string
  state: DeliveryState
  shippingDateEarliest: string
  shippingDateLatest: string
  shippingCosts: string
  createdAt: string
  updatedAt: string | null
}

export interface TransactionRow {
  id: string
  orderId: string
  paymentMethodId: string
  amount: string
  state: TransactionState
  /** JSON: what the payment provider left on it (the pay-upon-invoice instructions). */
  customFields: string | null
  createdAt: string
  updatedAt: string | null
}

const TRANSACTION_COLUMNS = `id, order_id AS orderId, payment_method_id AS paymentMethodId, amount, state,
  custom_fields AS customFields, created_at AS createdAt, updated_at AS updatedAt`

/** Everything an order is written from; `orderNumber` comes from the number range inside the batch. */
export interface NewOrder {
  order: Omit<OrderRow, 'orderNumber' | 'state' | 'createdAt' | 'updatedAt'> & { idempotencyKey: string }
  lineItems: Array<Omit<LineItemRow, 'orderId'>>
  addresses: Array<Omit<OrderAddressRow, 'orderId' | 'createdAt'>>
  /** None for a virtual cart (downloads only): nothing is delivered. */
  delivery: Omit<DeliveryRow, 'orderId' | 'state' | 'createdAt' | 'updatedAt'> | null
  transaction: Omit<TransactionRow, 'orderId' | 'state' | 'customFields' | 'createdAt' | 'updatedAt'>
  /** The documents written with the order (the invoice; a consumer in Germany's return label). */
  documentTypes: DocumentType[]
  /** The context token whose cart becomes this order. */
  cartToken: string
}

/** SQL for the current time as the order tables keep it (ISO UTC with milliseconds). */
export const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"

/**
 * One INSERT of many rows from a JSON array (D1 caps bound parameters at 100 per statement);
 * `computed` columns are SQL expressions over the row `j`.
 */
function insertJson(
  db: Database,
  table: string,
  columns: Record<string, string>,
  rows: object[],
  computed: Record<string, string> = {},
) {
  const names = [...Object.keys(columns), ...Object.keys(computed)]
  const values = [...Object.values(columns).map((key) => `j.value ->> '$.${key}'`), ...Object.values(computed)]
  return db
    .prepare(`INSERT INTO ${table} (${names.join(', ')}) SELECT ${values.join(', ')} FROM json_each(?1) j`)
    .bind(JSON.stringify(rows))
}

/**
 * A product line's share of its variant's stock: all of it for a closeout (the guard refuses what
 * is not there), else what is in stock, the rest coming from the supplier. Earlier lines of the same
 * variant in this order count first.
 */
const STOCK_TAKEN = `CASE WHEN j.value ->> '$.productId' IS NULL THEN 0
  WHEN (SELECT p.closeout FROM variant v JOIN product p ON p.pid = v.pid WHERE v.id = j.value ->> '$.productId') = 1
    THEN j.value ->> '$.quantity'
  ELSE max(0, min(j.value ->> '$.quantity', coalesce((SELECT v.stock FROM variant v WHERE v.id = j.value ->> '$.productId'), 0)
    - coalesce((SELECT sum(o.value ->> '$.quantity') FROM json_each(?1) o
        WHERE o.value ->> '$.productId' = j.value ->> '$.productId' AND o.key < j.key), 0)))
  END`

const LINE_COLUMNS = {
  id: 'id',
  order_id: 'orderId',
  position: 'position',
  type: 'type',
  identifier: 'identifier',
  referenced_id: 'referencedId',
  product_id: 'productId',
  quantity: 'quantity',
  label: 'label',
  unit_price: 'unitPrice',
  total_price: 'totalPrice',
  price: 'price',
  price_definition: 'priceDefinition',
  payload: 'payload',
  cover: 'cover',
  good: 'good',
  removable: 'removable',
  stackable: 'stackable',
}

const ADDRESS_COLUMNS = {
  id: 'id',
  order_id: 'orderId',
  country_id: 'countryId',
  country_state_id: 'countryStateId',
  salutation_key: 'salutationKey',
  title: 'title',
  first_name: 'firstName',
  last_name: 'lastName',
  company: 'company',
  department: 'department',
  street: 'street',
  additional_address_line1: 'additionalAddressLine1',
  additional_address_line2: 'additionalAddressLine2',
  zipcode: 'zipcode',
  city: 'city',
  phone_number: 'phoneNumber',
  vat_id: 'vatId',
  address_type: 'addressType',
}

/** Takes the stock an order's product lines hold (`stock_taken`); the guard trigger refuses a negative stock. */
const takeStock = (db: Database, orderId: string) =>
  db
    .prepare(
      `UPDATE variant SET stock = stock - (SELECT sum(stock_taken) FROM order_line_item WHERE order_id = ?1 AND product_id = variant.id)
       WHERE id IN (SELECT product_id FROM order_line_item WHERE order_id = ?1 AND product_id IS NOT NULL)`,
    )
    .bind(orderId)

const productIdsOf = (lines: Array<{ productId: string | null }>) => [
  ...new Set(lines.flatMap((l) => (l.productId ? [l.productId] : []))),
]

/** The order's delivery, when it has one. */
const deliveryStatements = (db: Database, orderId: string, delivery: NewOrder['delivery']) =>
  delivery
    ? [
        db
          .prepare(
            `INSERT INTO order_delivery (id, order_id, shipping_address_id, shipping_method_id, shipping_date_earliest, shipping_date_latest, shipping_costs)
             VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(
            delivery.id,
            orderId,
            delivery.shippingAddressId,
            delivery.shippingMethodId,
            delivery.shippingDateEarliest,
            delivery.shippingDateLatest,
            delivery.shippingCosts,
          ),
      ]
    : []

/** Writes the order in one batch (see the module comment); throws what D1 throws when a guard or key refuses it. */
export async function insertOrder(db: Database, o: NewOrder, redemptions: D1PreparedStatement[] = []): Promise<void> {
  const { order } = o
  const id = order.id
  await db.batch([
    advanceNumberRange(db, 'order', FIRST_ORDER_NUMBER),
    db
      .prepare(
        `INSERT INTO orders (id, order_number, customer_id, idempotency_key, deep_link_code, language_id, currency_id,
           order_date_time, tax_status, amount_total, amount_net, position_price, shipping_total, price, shipping_costs,
           billing_address_id, customer_comment, affiliate_code, campaign_code, email, salutation_key, first_name, last_name,
           title, company, vat_ids, customer_number, custom_fields)
         VALUES (?1, ${currentNumberSql('order')}, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10,
           ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?27)`,
      )
      .bind(
        id,
        order.customerId,
        order.idempotencyKey,
        order.deepLinkCode,
        order.languageId,
        order.currencyId,
        order.orderDateTime,
        order.taxStatus,
        order.amountTotal,
        order.amountNet,
        order.positionPrice,
        order.shippingTotal,
        order.price,
        order.shippingCosts,
        order.billingAddressId,
        order.customerComment,
        order.affiliateCode,
        order.campaignCode,
        order.email,
        order.salutationKey,
        order.firstName,
        order.lastName,
        order.title,
        order.company,
        order.vatIds,
        order.customerNumber,
        order.customFields,
      ),
    insertJson(
      db,
      'order_line_item',
      LINE_COLUMNS,
      o.lineItems.map((l) => ({ ...l, orderId: id })),
      { stock_taken: STOCK_TAKEN },
    ),
    insertDownloadsStatement(db, id),
    insertJson(
      db,
      'order_address',
      ADDRESS_COLUMNS,
      o.addresses.map((a) => ({ ...a, orderId: id })),
    ),
    ...deliveryStatements(db, id, o.delivery),
    db
      .prepare('INSERT INTO order_transaction (id, order_id, payment_method_id, amount) VALUES (?, ?, ?, ?)')
      .bind(o.transaction.id, id, o.transaction.paymentMethodId, o.transaction.amount),
    takeStock(db, id),
    ...orderDocumentStatements(db, id, o.documentTypes),
    ...redemptions,
    ...stockFollowUps(db, productIdsOf(o.lineItems)),
    ...deleteCartStatements(db, o.cartToken),
  ])
  catalogChanged()
}

/**
 * An order's idempotency key: the session, the cart's content hash and the cart's creation, so a double
 * submit of one cart is one order, while the same content ordered again later (a new cart) is another.
 */
export const idempotencyKey = (token: string, hash: string, cartCreatedAt: string) =>
  `${token}:${hash}:${cartCreatedAt}`

/** The order placed from one cart (its idempotency key). */
export const findOrderIdByKey = async (db: Database, key: string) =>
  (await db.prepare('SELECT id FROM orders WHERE idempotency_key = ?').bind(key).first<{ id: string }>())?.id ?? null

/** How long a resubmitted review still answers the order its cart became (the cart is gone by then). */
const RESUBMIT_WINDOW_MINUTES = 30

/**
 * The order this session placed in the last minutes (from a cart with `hash`, when the submit names
 * one), for a submit that comes after it.
 */
export const findRecentOrderId = async (db: Database, token: string, hash: string | null) => {
  const prefix = hash ? `${token}:${hash}:` : `${token}:`
  return (
    (
      await db
        .prepare(
          `SELECT id FROM orders WHERE idempotency_key > ?1 AND idempotency_key < ?2
             AND created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?3) ORDER BY created_at DESC LIMIT 1`,
        )
        .bind(prefix, `${prefix}\uffff`, `-${RESUBMIT_WINDOW_MINUTES} minutes`)
        .first<{ id: string }>()
    )?.id ?? null
  )
}

/** One order by id (for the session that just placed it). */
export const findOrder = (db: Database, orderId: string) =>
  db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ?`).bind(orderId).first<OrderRow>()

/** One order of `customerId` (null when it is someone else's or does not exist). */
export const findCustomerOrder = (db: Database, customerId: string, orderId: string) =>
  db
    .prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ? AND customer_id = ?`)
    .bind(orderId, customerId)
    .first<OrderRow>()

/** The order with this deep link code (guests prove who they are with email and zip code next). */
export const findOrderByDeepLink = (db: Database, code: string) =>
  db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE deep_link_code = ?`).bind(code).first<OrderRow>()

/** Every order of `customerId`, newest first. */
export async function customerOrders(db: Database, customerId: string): Promise<OrderRow[]> {
  const { results } = await db
    .prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE customer_id = ? ORDER BY order_date_time DESC, rowid DESC`)
    .bind(customerId)
    .all<OrderRow>()
  return results
}

export interface OrderParts {
  lineItems: LineItemRow[]
  addresses: OrderAddressRow[]
  deliveries: DeliveryRow[]
  transactions: TransactionRow[]
  documents: DocumentRow[]
  downloads: DownloadRow[]
}

const columnsOf = (map: Record<string, string>) =>
  Object.entries(map)
    .map(([column, key]) => `${column} AS ${key}`)
    .join(', ')

/** The associations of `orderIds` (one statement each, in one batch), grouped per order. */
export async function orderParts(db: Database, orderIds: string[]): Promise<Map<string, OrderParts>> {
  const ids = JSON.stringify(orderIds)
  const of = (table: string, columns: string, order: string) =>
    db
      .prepare(`SELECT ${columns} FROM ${table} WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY ${order}`)
      .bind(ids)
  const [lines, addresses, deliveries, transactions, documents, downloads] = await db.batch([
    of('order_line_item', columnsOf(LINE_COLUMNS), 'position'),
    of('order_address', `${columnsOf(ADDRESS_COLUMNS)}, created_at AS createdAt`, 'rowid'),
    of(
      'order_delivery',
      `id, order_id AS orderId, shipping_address_id AS shippingAddressId, shipping_method_id AS shippingMethodId, state,
       shipping_date_earliest AS shippingDateEarliest, shipping_date_latest AS shippingDateLatest,
       shipping_costs AS shippingCosts, created_at AS createdAt, updated_at AS updatedAt`,
      'rowid',
    ),
    of('order_transaction', TRANSACTION_COLUMNS, 'rowid'),
    documentsStatement(db, orderIds),
    downloadsStatement(db, orderIds),
  ])
  const parts = new Map<string, OrderParts>(
    orderIds.map((id) => [
      id,
      { lineItems: [], addresses: [], deliveries: [], transactions: [], documents: [], downloads: [] },
    ]),
  )
  const add = <K extends keyof OrderParts>(key: K, rows: unknown[]) => {
    for (const row of rows as Array<OrderParts[K][number]>) (parts.get(row.orderId)![key] as unknown[]).push(row)
  }
  add('lineItems', lines.results)
  add('addresses', addresses.results)
  add('deliveries', deliveries.results)
  add('transactions', transactions.results)
  add('documents', documents.results)
  add('downloads', downloads.results)
  return parts
}

/** The order's current (latest) transaction, the one that counts; null for an unknown order. */
export const latestTransaction = (db: Database, orderId: string) =>
  db
    .prepare(`SELECT ${TRANSACTION_COLUMNS} FROM order_transaction WHERE order_id = ? ORDER BY rowid DESC LIMIT 1`)
    .bind(orderId)
    .first<TransactionRow>()

/** Sets the payment method of an order's open or failed transaction; false when none is (paid, cancelled). */
export async function changeTransactionMethod(db: Database, orderId: string, paymentMethodId: string) {
  const result = await db
    .prepare(
      `UPDATE order_transaction SET payment_method_id = ?, state = 'open', custom_fields = NULL, updated_at = ${NOW}
       WHERE order_id = ? AND state IN ('open', 'failed')`,
    )
    .bind(paymentMethodId, orderId)
    .run()
  return result.meta.changes > 0
}

/**
 * Cancels an open order in one batch: order, delivery and open transaction cancelled, the stock its
 * lines took put back (once: the lines then hold none), listing flags and search bands following.
 * Answers false when the order was no longer open, unpaid and unshipped (nothing changed).
 */
export async function cancelOrder(db: Database, orderId: string): Promise<boolean> {
  const { results } = await db
    .prepare(
      'SELECT DISTINCT product_id AS productId FROM order_line_item WHERE order_id = ? AND product_id IS NOT NULL',
    )
    .bind(orderId)
    .all<{ productId: string }>()
  const cancellable = `state = 'open' AND NOT EXISTS (SELECT 1 FROM order_transaction t WHERE t.order_id = orders.id AND t.state = 'paid')
    AND NOT EXISTS (SELECT 1 FROM order_delivery d WHERE d.order_id = orders.id AND d.state != 'open')`
  const [cancelled] = await db.batch([
    db
      .prepare(`UPDATE orders SET state = 'cancelled', updated_at = ${NOW} WHERE id = ? AND ${cancellable}`)
      .bind(orderId),
    // Only an order this batch cancelled gives its stock back.
    db
      .prepare(
        `UPDATE variant SET stock = stock + (SELECT sum(stock_taken) FROM order_line_item WHERE order_id = ?1 AND product_id = variant.id)
         WHERE id IN (SELECT product_id FROM order_line_item WHERE order_id = ?1 AND product_id IS NOT NULL)
           AND (SELECT state FROM orders WHERE id = ?1) = 'cancelled'`,
      )
      .bind(orderId),
    db
      .prepare(
        `UPDATE order_line_item SET stock_taken = 0 WHERE order_id = ?1 AND (SELECT state FROM orders WHERE id = ?1) = 'cancelled'`,
      )
      .bind(orderId),
    db
      .prepare(
        `UPDATE order_delivery SET state = 'cancelled', updated_at = ${NOW}
         WHERE order_id = ?1 AND state = 'open' AND (SELECT state FROM orders WHERE id = ?1) = 'cancelled'`,
      )
      .bind(orderId),
    db
      .prepare(
        `UPDATE order_transaction SET state = 'cancelled', updated_at = ${NOW}
         WHERE order_id = ?1 AND state IN ('open', 'failed') AND (SELECT state FROM orders WHERE id = ?1) = 'cancelled'`,
      )
      .bind(orderId),
    ...stockFollowUps(
      db,
      results.map((r) => r.productId),
    ),
  ])
  catalogChanged()
  return cancelled.meta.changes > 0
}
