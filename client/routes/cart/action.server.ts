/**
 * The cart page's form action, for a browser before hydration or without JavaScript (with it the view
 * calls the Store API through the cart atom): redeem a promotion code, change a line's quantity, or remove
 * a line. The Store API consumes a cart's errors with the answer that carries them, so the page shows them
 * from this answer.
 */
import { data } from 'react-router'
import { promotionItems } from '../../../shared/store-api/cart-lines'
import { formFailure, readForm, redirectAfterPost, storeApiFailure } from '../action-utils.server'
import type { ActionArgs } from '../load-context'
import type { ActionMap } from '../table'
import type { CartErrors } from '../../components/cart/CartMessages'
import type { Cart } from '../../types'
import {
  type CartAnswer,
  CODE_FIELD,
  INTENT,
  LINE_FIELD,
  PROMOTION_FIELDS,
  promotionApplied,
  QUANTITY_FIELD,
  QUANTITY_FIELDS,
} from './forms'

type Values = Record<string, string>

async function redeemPromotion(values: Values, { context }: ActionArgs) {
  const code = values[CODE_FIELD]?.trim() ?? ''
  if (!code) return formFailure({ fields: { [CODE_FIELD]: { key: 'validation.required' } }, form: null }, values)
  try {
    const cart = (await context.api.invoke('addLineItem post /checkout/cart/line-item', {
      body: promotionItems(code),
    })) as Cart
    const cartErrors = (cart.errors ?? {}) as CartErrors
    const applied = promotionApplied(cart, code)
    // An unknown code is the shopper's to fix (400); a stored or redeemed one is an answer like any other.
    const refused = Object.values(cartErrors).some((e) => e.messageKey === 'promotion-not-found')
    return data<CartAnswer>({ cartErrors, applied }, { status: refused ? 400 : 200 })
  } catch (error) {
    return storeApiFailure(error, values, PROMOTION_FIELDS)
  }
}

/** The line a form names; a form without one is no cart form (400). */
function lineOf(values: Values): string {
  const id = values[LINE_FIELD]?.trim() ?? ''
  if (!id) throw data({ code: 'FRAMEWORK__INVALID_REQUEST', message: 'No line item given' }, { status: 400 })
  return id
}

/** After a change: the page with the errors the answer carried (a quantity adjusted, a method switched), else a 303 to it. */
function afterChange(cart: Cart) {
  const cartErrors = (cart.errors ?? {}) as CartErrors
  return Object.keys(cartErrors).length
    ? data<CartAnswer>({ cartErrors, applied: null })
    : redirectAfterPost('/checkout/cart')
}

async function removeLine(values: Values, { context }: ActionArgs) {
  const id = lineOf(values)
  try {
    return afterChange(
      (await context.api.invoke('removeLineItem post /checkout/cart/line-item/delete', {
        body: { ids: [id] },
      })) as Cart,
    )
  } catch (error) {
    return storeApiFailure(error, values)
  }
}

/**
 * A line's new quantity (the stepper's form without JavaScript): a whole number of at least one, which the
 * Store API then adjusts to stock, purchase steps and minimum with its cart messages.
 */
async function changeQuantity(values: Values, { context }: ActionArgs) {
  const id = lineOf(values)
  const typed = (values[QUANTITY_FIELD] ?? '').trim()
  const quantity = Number(typed)
  if (!typed || !Number.isInteger(quantity) || quantity < 1) {
    const key = typed && !Number.isInteger(quantity) ? 'validation.integer' : 'validation.minValue'
    return formFailure({ fields: { [QUANTITY_FIELD]: { key, params: { min: 1 } } }, form: null }, values)
  }
  try {
    return afterChange(
      (await context.api.invoke('updateLineItem patch /checkout/cart/line-item', {
        body: { items: [{ id, quantity }] },
      })) as Cart,
    )
  } catch (error) {
    return storeApiFailure(error, values, QUANTITY_FIELDS)
  }
}

export async function cartAction(args: ActionArgs) {
  const values = await readForm(args.request)
  if (values.intent === INTENT.promotion) return redeemPromotion(values, args)
  if (values.intent === INTENT.remove) return removeLine(values, args)
  if (values.intent === INTENT.quantity) return changeQuantity(values, args)
  throw data({ code: 'FRAMEWORK__INVALID_REQUEST', message: 'Unknown cart form' }, { status: 400 })
}

export const actions = { cart: cartAction } satisfies ActionMap
