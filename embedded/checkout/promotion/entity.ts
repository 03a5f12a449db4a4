/**
 * A discount as Shopware's promotion line item: type `promotion`, a negative price with its VAT per
 * rate, label, referencedId (the code, or the promotion's id for automatic ones), and a payload naming
 * the promotion (promotionId, code, discountType), so an order copies it like any other line item.
 */
import { pick, taxRules } from '../../platform/sales-channel'
import { type PriceTaxState, calculatedTax, euros, inTaxState } from '../../platform/price'
import type { AppliedDiscount, Promotion } from './rules'

/** Codes the shopper entered (promotions and coupons) can be removed; automatic and loyalty lines cannot. */
export const isRemovable = (promotion: Promotion) => promotion.code !== null && !promotion.loyalty

export function promotionLineItem(
  { promotion, parts, cents: grossCents }: AppliedDiscount,
  languageId: string,
  taxState: PriceTaxState,
) {
  const label = pick(languageId, promotion.name)
  const inState = parts.map((part) => ({ rate: part.rate, cents: inTaxState(part.cents, part.rate, taxState) }))
  const cents = inState.reduce((sum, part) => sum + part.cents, 0)
  const rules = inState.flatMap((part) => taxRules(part.rate))
  return {
    id: promotion.id,
    referencedId: promotion.code ?? promotion.id,
    label,
    description: label,
    quantity: 1,
    type: 'promotion' as const,
    good: false,
    stackable: false,
    removable: isRemovable(promotion),
    modified: false,
    price: {
      unitPrice: euros(cents),
      totalPrice: euros(cents),
      quantity: 1,
      calculatedTaxes: inState.map((part) => calculatedTax(part.cents, part.rate, taxState)),
      taxRules: rules,
      referencePrice: null,
      listPrice: null,
      regulationPrice: null,
      apiAlias: 'calculated_price' as const,
    },
    priceDefinition: {
      price: euros(cents),
      quantity: 1,
      taxRules: rules,
      isCalculated: true,
      type: 'quantity',
      apiAlias: 'cart_price_quantity' as const,
    },
    payload: {
      promotionId: promotion.id,
      code: promotion.code ?? '',
      discountType: promotion.discountType,
      value: promotion.discountType === 'absolute' ? euros(promotion.value) : promotion.value,
      exclusive: promotion.exclusive,
      discountScope: promotion.discountType === 'free-shipping' ? 'delivery' : 'cart',
      // What redeeming the coupon takes off its residual value (gross, whatever the tax state).
      ...(promotion.coupon ? { couponCode: promotion.code, redeemedValue: euros(-grossCents) } : {}),
      ...(promotion.loyalty ? { loyalty: true } : {}),
    },
    children: [],
    states: [] as string[],
    apiAlias: 'line_item' as const,
  }
}
