/**
 * The cart page's form action, for a browser before hydration or without JavaScript (with it the view
 * calls the Store API through the cart atom): redeem a promotion code, or remove a line. The Store API
 * consumes a cart's errors with the answer that carries them, so the page shows them from this answer.
 */
import { data } from 'react-router'
import { promotionItems } from '../../../shared/schemas/cart-form'
import { formFailure, readForm, redirectAfterPost, storeApiFailure } from '../action-utils.server'
import type { ActionArgs } from '../load-context'
import type { ActionMap } from '../table'
import type { CartErrors } from '../../components/cart/CartMessages'
import type { Cart } from '../../types'
import { type CartAnswer, CODE_FIELD, INTENT, LINE_FIELD, PROMOTION_FIELDS, promotionApplied } from './forms'

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

async function removeLine(values: Values, { context }: ActionArgs) {
  const id = values[LINE_FIELD]?.trim() ?? ''
  if (!id) throw data({ code: 'FRAMEWORK__INVALID_REQUEST', message: 'No line item to remove' }, { status: 400 })
  try {
    const cart = (await context.api.invoke('removeLineItem post /checkout/cart/line-item/delete', {
      body: { ids: [id] },
    })) as Cart
    const cartErrors = (cart.errors ?? {}) as CartErrors
    return Object.keys(cartErrors).length
      ? data<CartAnswer>({ cartErrors, applied: null })
      : redirectAfterPost('/checkout/cart')
  } catch (error) {
    return storeApiFailure(error, values)
  }
}

export async function cartAction(args: ActionArgs) {
  const values = await readForm(args.request)
  if (values.intent === INTENT.promotion) return redeemPromotion(values, args)
  if (values.intent === INTENT.remove) return removeLine(values, args)
  throw data({ code: 'FRAMEWORK__INVALID_REQUEST', message: 'Unknown cart form' }, { status: 400 })
}

export const actions = { cart: cartAction } satisfies ActionMap
