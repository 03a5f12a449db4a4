/** The checkout/promotion domain's public face: what other domains of the backend may use of it. */
export {
  type CartPromotionData,
  cartPromotions,
  cartPromotionsOf,
  cartPromotionsStatements,
  codeExists,
} from './storage'
