/**
 * The cart page's forms, shared by its action (a real POST before hydration) and its view (the cart atom
 * after): what they post, and how a cart answer reads for the promotion code field.
 */
import type { FormFailure, FormMessage } from '../../../shared/forms/errors'
import type { CartErrors } from '../../components/cart/CartMessages'
import type { Cart } from '../../types'

export const INTENT = { promotion: 'promotion', remove: 'remove' } as const
export const CODE_FIELD = 'code'
export const LINE_FIELD = 'lineItemId'
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
