/**
 * Order routes: place an order, read the customer's orders (or a guest's one by deep link), change the
 * payment method of an unpaid order, cancel an open one, download a paid digital product. Every read
 * and change is keyed by the session's customer: another customer's order id is simply not found.
 */
import type { Database, StoreApiEnv } from '../../platform/database'
import { accountTypeOf } from '../../customer/account'
import { Hono } from 'hono'
import { isUuid } from '../../../shared/ids'
import { CacheNone, cacheHeaders } from '../../../shared/http/cache-strategy'
import { parseCriteria } from '../../criteria/parse'
import { type MemoryField, memorySchema, searchInMemory } from '../../criteria/memory'
import type { Criteria, Filter } from '../../criteria/types'
import { loadSalesChannelContext, requireCustomer } from '../../platform/context'
import { apiError, customerNotLoggedIn, invalidUuid, unknownPaymentMethod } from '../../platform/errors'
import { findPaymentMethod, demoMode, paymentMethodAvailable } from '../../platform/reference'
import { entitySearchResult } from '../../platform/search-result'
import { SUCCESS } from '../../platform/success'
import { readBody } from '../../platform/validation'
import type { OrderAssociations } from './entity'
import { downloadPdf, findGrantedDownload } from './downloads'
import { authenticateGuest, guestNotAuthenticated, orderAlreadyPaid, orderIdOf, ownOrder } from './own'
import { placeOrder } from './place'
import { orderEntities } from './read'
import { stateEntity } from './states'
import {
  cancelOrder,
  changeTransactionMethod,
  customerOrders,
  findCustomerOrder,
  findOrderByDeepLink,
  type OrderParts,
  type OrderRow,
} from './storage'

export const orderRoutes = new Hono<{ Bindings: StoreApiEnv }>()

orderRoutes.post('/checkout/order', async (c) => c.json(await placeOrder(c)))

const orderFields: Record<string, MemoryField<OrderRow>> = {
  id: { type: 'id', get: (o) => o.id },
  orderNumber: { type: 'string', get: (o) => o.orderNumber },
  deepLinkCode: { type: 'string', get: (o) => o.deepLinkCode },
  orderDateTime: { type: 'date', get: (o) => o.orderDateTime },
  createdAt: { type: 'date', get: (o) => o.createdAt },
  amountTotal: { type: 'number', get: (o) => o.amountTotal / 100 },
  'stateMachineState.technicalName': { type: 'string', get: (o) => o.state },
}
const orderSchema = memorySchema('order', orderFields)

/** Shopware reads guest orders by deep link for 30 days after they were placed or last changed. */
const DEEP_LINK_DAYS = 30

const deepLinkOf = (filters: Filter[]) =>
  filters.find((f): f is Extract<Filter, { type: 'equals' }> => f.type === 'equals' && f.field === 'deepLinkCode')

/** A guest's order by deep link, recent enough, for the guest who proves who they are (authenticateGuest). */
async function guestOrder(db: Database, code: string, body: Record<string, unknown>): Promise<OrderRow> {
  const order = await findOrderByDeepLink(db, code)
  const since = Date.now() - DEEP_LINK_DAYS * 86_400_000
  const recent = order && Date.parse(order.updatedAt ?? order.createdAt) >= since
  if (!order || !recent) throw guestNotAuthenticated()
  await authenticateGuest(db, order, body)
  return order
}

const requested = (criteria: Criteria): OrderAssociations => ({
  lineItems: 'lineItems' in criteria.associations,
  lineItemDownloads: 'downloads' in (criteria.associations.lineItems?.associations ?? {}),
  addresses: 'addresses' in criteria.associations || 'billingAddress' in criteria.associations,
  deliveries: 'deliveries' in criteria.associations,
  transactions: 'transactions' in criteria.associations,
})

/** Whether the shopper may still choose another payment method: an open order not yet paid. */
const paymentChangeable = (row: OrderRow, parts: OrderParts) => {
  const transaction = parts.transactions.at(-1)
  return row.state === 'open' && (!transaction || transaction.state === 'open' || transaction.state === 'failed')
}

orderRoutes.post('/order', async (c) => {
  const body = await readBody(c)
  const criteria = parseCriteria(body, orderSchema, { defaultLimit: 10, maxLimit: 100 })
  const context = await loadSalesChannelContext(c)
  const db = c.env.DB
  const deepLink = deepLinkOf(criteria.filter)
  let rows: OrderRow[]
  if (context.customerId) rows = await customerOrders(db, context.customerId)
  else if (deepLink) rows = [await guestOrder(db, String(deepLink.value ?? ''), body)]
  else throw customerNotLoggedIn()
  const { elements, total } = searchInMemory(rows, criteria, orderFields, (o) => o.id)
  const read = await orderEntities(db, elements, context.languageId, requested(criteria))
  return c.json({
    orders: entitySearchResult(
      'order',
      read.map((r) => r.entity),
      {
        total: criteria.totalCountMode === 'none' ? elements.length : total,
        page: criteria.page,
        limit: criteria.limit,
        aggregations: {},
      },
    ),
    paymentChangeable: Object.fromEntries(read.map((r) => [r.row.id, paymentChangeable(r.row, r.parts)])),
  })
})

orderRoutes.post('/order/payment', async (c) => {
  const body = await readBody(c)
  const orderId = orderIdOf(body)
  const methodId = body.paymentMethodId
  if (typeof methodId !== 'string' || !isUuid(methodId)) throw invalidUuid(String(methodId ?? ''), '/paymentMethodId')
  const { context, order } = await ownOrder(c, orderId)
  const db = c.env.DB
  const accountType = await accountTypeOf(db, context.customerId)
  const method = findPaymentMethod(methodId)
  if (!method || !paymentMethodAvailable(method, accountType, demoMode(c.env))) throw unknownPaymentMethod(methodId)
  if (await changeTransactionMethod(db, order.id, method.id)) return c.json(SUCCESS)
  // A cancelled order's transaction is cancelled with it; any other one that cannot change is paid.
  if (order.state === 'cancelled')
    throw apiError(
      403,
      'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE',
      'Payment methods of order with current payment transaction type can not be changed.',
      '/orderId',
    )
  throw orderAlreadyPaid(order.id)
})

orderRoutes.post('/order/state/cancel', async (c) => {
  const body = await readBody(c)
  const orderId = orderIdOf(body)
  const { context, order } = await ownOrder(c, orderId)
  if (!(await cancelOrder(c.env.DB, order.id))) {
    const current = (await findCustomerOrder(c.env.DB, context.customerId, order.id))?.state ?? order.state
    const possible =
      current === 'open' || current === 'in_progress'
        ? ['process', 'complete']
        : current === 'cancelled'
          ? ['reopen']
          : []
    throw apiError(
      400,
      'SYSTEM__ILLEGAL_STATE_TRANSITION',
      `Illegal transition "cancel" from state "${current}". Possible transitions are: ${possible.join(', ')}`,
      '/orderId',
      {
        transition: 'cancel',
        currentState: current,
        possibleTransitionsString: possible.join(', '),
        possibleTransitions: possible,
      },
    )
  }
  return c.json(stateEntity('order', 'cancelled', context.languageId))
})

const downloadFileNotFound = (id: string) =>
  apiError(404, 'CHECKOUT__DOWNLOAD_FILE_NOT_FOUND', `Line item download file with id "${id}" not found.`, '/', {
    downloadId: id,
  })

/**
 * GET /order/download/{orderId}/{downloadId} (orderDownloadFile): the file of a digital product the
 * session's customer bought, once the order is paid. Another customer's order, an unknown download and
 * one without access yet are alike not found, as in Shopware's DownloadRoute.
 */
orderRoutes.get('/order/download/:orderId/:downloadId', async (c) => {
  const { orderId, downloadId } = c.req.param()
  const context = await requireCustomer(c)
  const file =
    isUuid(orderId) && isUuid(downloadId)
      ? await findGrantedDownload(c.env.DB, context.customerId, orderId, downloadId)
      : null
  if (!file) throw downloadFileNotFound(downloadId)
  return new Response(downloadPdf(file), {
    headers: {
      'content-type': file.mimeType,
      'content-disposition': `attachment; filename="${file.fileName}.${file.fileExtension}"`,
      ...cacheHeaders(CacheNone),
    },
  })
})
