/** Which cart line ids are promotion lines: the codes' (removable, they drop the stored code) and the automatic and loyalty ones (fixed). */
import { LOYALTY_LEVELS, loyaltyLineId } from '../../customer/loyalty'
import type { CartPromotionData } from './storage'

export interface PromotionLines {
  /** Line id → the stored code it came from. */
  codeOf: Map<string, string>
  /** Lines the shopper cannot remove: automatic promotions and the loyalty discount. */
  fixed: Set<string>
}

export function promotionLines(promo: CartPromotionData): PromotionLines {
  return {
    codeOf: new Map([...promo.byCode].map(([code, p]) => [p.id, code])),
    fixed: new Set([...promo.automatic.map((p) => p.id), ...LOYALTY_LEVELS.map(loyaltyLineId)]),
  }
}

export const isPromotionLine = (lines: PromotionLines, id: string) => lines.codeOf.has(id) || lines.fixed.has(id)
