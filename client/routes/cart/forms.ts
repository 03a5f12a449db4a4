/**
 * The cart page's forms, shared by its action (a real POST before hydration) and its view (the cart atom
 * after): what they post, and how a cart answer reads for the promotion code field.
 */
import { type FormFailure, type FormMessage, isFormFailure } from '../../../shared/forms/failure'
import type { StepperBounds } from '../../../shared/stepper'
import type { CartErrors } from '../../components/cart/CartMessages'
import type { Cart, LineItem } from '../../types'

export const INTENT = { promotion: 'promotion', remove: 'remove', quantity: 'quantity' } as const
export const CODE_FIELD = 'code'
export const LINE_FIELD = 'lineItemId'
export const QUANTITY_FIELD = 'quantity'
/** The Store API names the new quantity `/items/0/quantity`; the form calls it `quantity`. */
export const QUANTITY_FIELDS = { 'items.0.quantity': QUANTITY_FIELD }
/** The Store API names the code `/items/0/referencedId`; the form calls it `code`. */
export const PROMOTION_FIELDS = { 'items.0.referencedId': CODE_FIELD }

/**
 * The success message when the answered cart holds the code's discount; none when the code waits for the
 * cart to qualify or was refused (the cart's errors say why). Codes compare case-insensitively.
 */
export function promotionApplied(cart: Cart | null, code: string): FormMessage | null {
  const wanted = code.trim().toUpperCase()
  const line = cart?.lineItems?.find(
    (item) => item.type === 'promotion' && (item.referencedId ?? '').toUpperCase() === wanted,
  )
  return line ? { key: 'cart.promotion.applied', params: { code: line.referencedId ?? wanted } } : null
}

/** What the cart's action answers when it stays on the page: the answer's cart errors and the code's outcome. */
export interface CartAnswer {
  cartErrors: CartErrors
  applied: FormMessage | null
}

export type CartActionData = CartAnswer | FormFailure

export const isCartAnswer = (data: unknown): data is CartAnswer =>
  !!data && typeof data === 'object' && 'cartErrors' in data

/** The answer's failure when it came from the form `intent` (and, for a line's form, that line), else null. */
export function failureOf(answer: CartActionData | undefined, intent: string, lineId?: string): FormFailure | null {
  if (!isFormFailure(answer) || answer.values.intent !== intent) return null
  return lineId === undefined || answer.values[LINE_FIELD] === lineId ? answer : null
}

/**
 * A line's quantity bounds as the cart answers them (minimum, purchase steps, maximum), for its
 * number input; the Store API still adjusts whatever is posted and says why.
 */
export function quantityBounds(item: LineItem, ceiling: number): StepperBounds {
  const info = item.quantityInformation ?? {}
  const min = Math.max(1, info.minPurchase ?? 1)
  return {
    min,
    step: Math.max(1, info.purchaseSteps ?? 1),
    max: Math.max(min, Math.min(info.maxPurchase ?? ceiling, ceiling)),
  }
}
