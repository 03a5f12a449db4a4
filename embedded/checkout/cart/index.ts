/** The checkout/cart domain's public face: what other domains of the backend may use of it. */
export {
  type CartLine,
  cartCreatedAt,
  deleteCartStatements,
  loadLines,
  moveCartStatements,
  queueErrors,
} from './storage'
