/** The checkout/order domain's public face: what other domains of the backend may use of it. */
export {
  type OrderAddressRow,
  type OrderParts,
  type OrderRow,
  findOrder,
  latestTransaction,
  orderParts,
} from './storage'
