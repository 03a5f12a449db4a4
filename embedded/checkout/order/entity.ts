/**
 * The Order entity in Shopware's shape (Order, OrderLineItem, OrderAddress, OrderDelivery,
 * OrderTransaction, OrderCustomer and StateMachineState in the Store API schema). Associations are
 * answered when loaded: all of them for a new order, the requested ones for /order reads.
 */
import { CURRENCY_ID, SALES_CHANNEL_ID } from '../../platform/sales-channel'
import {
  countryEntity,
  findCountry,
  findPaymentMethod,
  findShippingMethod,
  paymentMethodEntity,
  salutationEntity,
  salutationIdOf,
  shippingMethodEntity,
  type SalutationKey,
} from '../../platform/reference'
import { entityDate } from '../../customer/address/entity'
import { vatIdsOf } from '../../customer/account/entity'
import { euros } from '../../platform/price'
import { documentEntity } from '../document/entity'
import { type DownloadRow, downloadEntity } from './downloads'
import { stateEntity, stateId } from './states'
import type { DeliveryRow, LineItemRow, OrderAddressRow, OrderParts, OrderRow, TransactionRow } from './storage'

const json = (text: string | null) => (text ? JSON.parse(text) : null)

/**
 * An order line item; `downloads` are its download files when the read asked for them (a line with
 * downloads is in state is-download, as its cart line was).
 */
function orderLineItemEntity(row: LineItemRow, downloads: DownloadRow[] = [], loadDownloads = false) {
  const own = downloads.filter((d) => d.orderLineItemId === row.id)
  return {
    id: row.id,
    versionId: null,
    orderId: row.orderId,
    productId: row.productId,
    promotionId: null,
    parentId: null,
    coverId: (json(row.cover) as { id?: string } | null)?.id ?? null,
    identifier: row.identifier,
    referencedId: row.referencedId,
    quantity: row.quantity,
    label: row.label,
    payload: json(row.payload),
    good: row.good === 1,
    removable: row.removable === 1,
    stackable: row.stackable === 1,
    position: row.position,
    priceDefinition: json(row.priceDefinition),
    price: json(row.price),
    unitPrice: euros(row.unitPrice),
    totalPrice: euros(row.totalPrice),
    description: null,
    type: row.type,
    customFields: null,
    states: own.length ? ['is-download'] : row.type === 'product' ? ['is-physical'] : [],
    cover: json(row.cover),
    ...(loadDownloads ? { downloads: own.map(downloadEntity) } : {}),
    children: [],
    translated: {},
    apiAlias: 'order_line_item' as const,
  }
}

function orderAddressEntity(row: OrderAddressRow, languageId: string) {
  const country = findCountry(row.countryId)
  return {
    id: row.id,
    versionId: null,
    orderId: row.orderId,
    countryId: row.countryId,
    countryStateId: row.countryStateId,
    salutationId: salutationIdOf(row.salutationKey),
    firstName: row.firstName,
    lastName: row.lastName,
    street: row.street,
    zipcode: row.zipcode,
    city: row.city,
    company: row.company,
    department: row.department,
    title: row.title,
    phoneNumber: row.phoneNumber,
    additionalAddressLine1: row.additionalAddressLine1,
    additionalAddressLine2: row.additionalAddressLine2,
    vatId: row.vatId,
    customFields: { addressType: row.addressType },
    createdAt: entityDate(row.createdAt),
    updatedAt: null,
    country: country ? countryEntity(country, languageId) : null,
    countryState: null,
    salutation: salutationEntity(row.salutationKey, languageId),
    apiAlias: 'order_address' as const,
  }
}

function deliveryEntity(row: DeliveryRow, addresses: OrderAddressRow[], languageId: string) {
  const method = findShippingMethod(row.shippingMethodId)
  const address = addresses.find((a) => a.id === row.shippingAddressId)
  return {
    id: row.id,
    versionId: null,
    orderId: row.orderId,
    shippingOrderAddressId: row.shippingAddressId,
    shippingMethodId: row.shippingMethodId,
    stateId: stateId('order_delivery', row.state),
    trackingCodes: [] as string[],
    shippingDateEarliest: row.shippingDateEarliest,
    shippingDateLatest: row.shippingDateLatest,
    shippingCosts: json(row.shippingCosts),
    customFields: null,
    createdAt: entityDate(row.createdAt),
    updatedAt: entityDate(row.updatedAt),
    stateMachineState: stateEntity('order_delivery', row.state, languageId),
    shippingOrderAddress: address ? orderAddressEntity(address, languageId) : null,
    shippingMethod: method ? shippingMethodEntity(method, languageId) : null,
    positions: [],
    apiAlias: 'order_delivery' as const,
  }
}

function transactionEntity(row: TransactionRow, languageId: string) {
  const method = findPaymentMethod(row.paymentMethodId)
  return {
    id: row.id,
    versionId: null,
    orderId: row.orderId,
    paymentMethodId: row.paymentMethodId,
    amount: json(row.amount),
    validationData: null,
    stateId: stateId('order_transaction', row.state),
    customFields: json(row.customFields),
    createdAt: entityDate(row.createdAt),
    updatedAt: entityDate(row.updatedAt),
    stateMachineState: stateEntity('order_transaction', row.state, languageId),
    paymentMethod: method ? paymentMethodEntity(method, languageId) : null,
    captures: [],
    apiAlias: 'order_transaction' as const,
  }
}

function orderCustomerEntity(row: OrderRow, languageId: string) {
  const salutation = row.salutationKey as SalutationKey
  return {
    id: row.customerId,
    versionId: null,
    orderId: row.id,
    customerId: row.customerId,
    email: row.email,
    salutationId: salutationIdOf(salutation),
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    title: row.title,
    vatIds: vatIdsOf(row),
    customerNumber: row.customerNumber,
    customFields: null,
    createdAt: entityDate(row.createdAt),
    updatedAt: null,
    salutation: salutationEntity(salutation, languageId),
    apiAlias: 'order_customer' as const,
  }
}

/** Which associations an answer carries (Shopware loads only the requested ones). */
export type OrderAssociations = Partial<
  Record<'lineItems' | 'lineItemDownloads' | 'addresses' | 'deliveries' | 'transactions', boolean>
>
export const ALL_ASSOCIATIONS: OrderAssociations = {
  lineItems: true,
  lineItemDownloads: true,
  addresses: true,
  deliveries: true,
  transactions: true,
}

/**
 * The Order entity; `parts` and `load` decide which associations it carries. The order customer and
 * its state always come along (the schema requires the state).
 */
export function orderEntity(row: OrderRow, parts: OrderParts, languageId: string, load: OrderAssociations) {
  const billing = parts.addresses.find((a) => a.id === row.billingAddressId)
  const delivery = parts.deliveries[0]
  const transaction = parts.transactions.at(-1)
  return {
    id: row.id,
    versionId: null,
    orderNumber: row.orderNumber,
    billingAddressId: row.billingAddressId,
    primaryOrderDeliveryId: delivery?.id ?? null,
    primaryOrderTransactionId: transaction?.id ?? null,
    currencyId: row.currencyId ?? CURRENCY_ID,
    languageId: row.languageId,
    salesChannelId: SALES_CHANNEL_ID,
    orderDateTime: entityDate(row.orderDateTime)!,
    orderDate: row.orderDateTime.slice(0, 10),
    price: json(row.price),
    amountTotal: euros(row.amountTotal),
    amountNet: euros(row.amountNet),
    positionPrice: euros(row.positionPrice),
    taxStatus: row.taxStatus,
    shippingCosts: json(row.shippingCosts),
    shippingTotal: euros(row.shippingTotal),
    currencyFactor: 1,
    deepLinkCode: row.deepLinkCode,
    affiliateCode: row.affiliateCode,
    campaignCode: row.campaignCode,
    customerComment: row.customerComment,
    source: 'store-api',
    taxCalculationType: 'horizontal',
    stateId: stateId('order', row.state),
    customFields: json(row.customFields),
    createdAt: entityDate(row.createdAt),
    updatedAt: entityDate(row.updatedAt),
    stateMachineState: stateEntity('order', row.state, languageId),
    orderCustomer: orderCustomerEntity(row, languageId),
    ...(load.addresses
      ? {
          addresses: parts.addresses.map((a) => orderAddressEntity(a, languageId)),
          billingAddress: billing ? orderAddressEntity(billing, languageId) : null,
        }
      : {}),
    ...(load.lineItems
      ? { lineItems: parts.lineItems.map((l) => orderLineItemEntity(l, parts.downloads, load.lineItemDownloads)) }
      : {}),
    ...(load.deliveries
      ? { deliveries: parts.deliveries.map((d) => deliveryEntity(d, parts.addresses, languageId)) }
      : {}),
    ...(load.transactions ? { transactions: parts.transactions.map((t) => transactionEntity(t, languageId)) } : {}),
    documents: parts.documents.map((d) => documentEntity(d, languageId)),
    apiAlias: 'order' as const,
  }
}

export type OrderEntity = ReturnType<typeof orderEntity>
