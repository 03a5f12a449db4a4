/**
 * The account's order reads (POST /order): a page of the customer's orders, one of them by id, or a
 * guest's one by deep link with its email and postal code. The Store API keys every read by the
 * session's customer, so an id of another customer's order reads nothing (the page's 404).
 */
import { isUuid } from '../../../shared/ids'
import type { LoaderArgs } from '../load-context'
import { orderStateOf } from './order-states'
import type { Order, OrderedProduct } from './types'

type Api = LoaderArgs['context']['api']

/** Spec: the order history pages by 10. */
export const ORDERS_PER_PAGE = 10

/** Shopware's deep link code: 32 url-safe base64 characters. */
const DEEP_LINK_CODE = /^[A-Za-z0-9_-]{32,}$/

/**
 * What /account/order/{key} names: an order id (32 hex), a guest's deep link code, or nothing (404).
 * @example orderKeyOf('0123456789abcdef0123456789abcdef') // 'id'
 */
export function orderKeyOf(key: string): 'id' | 'deepLink' | null {
  if (isUuid(key)) return 'id'
  return DEEP_LINK_CODE.test(key) ? 'deepLink' : null
}

/** What the detail shows beside the order: its lines (with downloads), addresses, methods and states. */
const DETAIL_ASSOCIATIONS = {
  lineItems: { associations: { downloads: { associations: { media: {} } } } },
  addresses: { associations: { country: {} } },
  billingAddress: { associations: { country: {} } },
  deliveries: { associations: { shippingMethod: {}, shippingOrderAddress: { associations: { country: {} } } } },
  transactions: { associations: { paymentMethod: {} } },
  documents: { associations: { documentType: {} } },
}

interface OrderRead {
  orders: { elements: Order[]; total: number }
  paymentChangeable: Record<string, boolean>
}

async function readOrders(api: Api, body: Record<string, unknown>): Promise<OrderRead> {
  const result = (await api.invoke('readOrder post /order', { body: body as never })) as unknown as Partial<OrderRead>
  return {
    orders: { elements: result.orders?.elements ?? [], total: result.orders?.total ?? 0 },
    paymentChangeable: result.paymentChangeable ?? {},
  }
}

const NEWEST_FIRST = [{ field: 'orderDateTime', order: 'DESC' }]

/** What a summary of an order shows beside its own fields: the payment method and state. */
const SUMMARY_ASSOCIATIONS = { transactions: { associations: { paymentMethod: {} } } }

/** A page of the customer's orders, newest first, with what each summary shows. */
export async function readOrderPage(api: Api, page: number) {
  const { orders, paymentChangeable } = await readOrders(api, {
    page,
    limit: ORDERS_PER_PAGE,
    'total-count-mode': 'exact',
    sort: NEWEST_FIRST,
    associations: SUMMARY_ASSOCIATIONS,
  })
  return { orders: orders.elements, total: orders.total, paymentChangeable }
}

/** The customer's newest order (the overview shows it), or null: one order, no count. */
export async function readLatestOrder(api: Api): Promise<Order | null> {
  const { orders } = await readOrders(api, { limit: 1, sort: NEWEST_FIRST, associations: SUMMARY_ASSOCIATIONS })
  return orders.elements[0] ?? null
}

/** One order in full with whether its payment may change; null when it is not the session's. */
export async function readOrderById(api: Api, orderId: string) {
  if (!isUuid(orderId)) return null
  return detail(
    await readOrders(api, {
      limit: 1,
      filter: [{ type: 'equals', field: 'id', value: orderId }],
      associations: DETAIL_ASSOCIATIONS,
    }),
  )
}

/**
 * A guest's order by its deep link, with the email and postal code that prove it is theirs (Shopware's
 * guest authentication; a logged-in customer reads their own order by the link without them).
 */
export async function readOrderByDeepLink(api: Api, deepLinkCode: string, proof?: { email: string; zipcode: string }) {
  return detail(
    await readOrders(api, {
      limit: 1,
      filter: [{ type: 'equals', field: 'deepLinkCode', value: deepLinkCode }],
      associations: DETAIL_ASSOCIATIONS,
      ...proof,
    }),
  )
}

function detail({ orders, paymentChangeable }: OrderRead) {
  const order = orders.elements[0]
  return order ? { order, paymentChangeable: paymentChangeable[order.id] === true } : null
}

/** How many of the newest orders "my products" looks through for products ordered before. */
const ORDERED_PRODUCTS_ORDERS = 50

/**
 * The products of the customer's newest orders as their lines name them (the exact variant bought, its
 * label, number and picture), newest first, each once.
 */
export async function readOrderedProducts(api: Api): Promise<OrderedProduct[]> {
  const { orders } = await readOrders(api, {
    limit: ORDERED_PRODUCTS_ORDERS,
    sort: NEWEST_FIRST,
    associations: { lineItems: { associations: { cover: {} } } },
  })
  const byId = new Map<string, OrderedProduct>()
  for (const order of orders.elements)
    for (const line of order.lineItems ?? []) {
      if (line.type !== 'product' || !line.productId || byId.has(line.productId)) continue
      byId.set(line.productId, {
        productId: line.productId,
        label: line.label ?? '',
        productNumber: (line.payload as { productNumber?: string } | null)?.productNumber ?? null,
        cover: (line.cover as OrderedProduct['cover']) ?? null,
        orderedAt: order.orderDateTime,
      })
    }
  return [...byId.values()]
}

/** The most orders one POST /order answers (the embedded Store API's criteria limit). */
const ORDERS_PER_READ = 100

/**
 * The state names of the customer's orders among `ids` (other ids read nothing), by order id: one
 * POST /order per hundred ids, so a long points history stays within the Store API's limit.
 */
export async function readOrderStates(api: Api, ids: string[]): Promise<Record<string, string>> {
  const chunks = Array.from({ length: Math.ceil(ids.length / ORDERS_PER_READ) }, (_, i) =>
    ids.slice(i * ORDERS_PER_READ, (i + 1) * ORDERS_PER_READ),
  )
  const reads = await Promise.all(
    chunks.map((chunk) =>
      readOrders(api, { limit: chunk.length, filter: [{ type: 'equalsAny', field: 'id', value: chunk }] }),
    ),
  )
  return Object.fromEntries(reads.flatMap(({ orders }) => orders.elements.map((o) => [o.id, orderStateOf(o)])))
}
