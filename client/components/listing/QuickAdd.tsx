/**
 * An add-to-cart form of one button, for a product with nothing to choose: a card's quick add ("In den
 * Warenkorb" for Shopware's simple product: no parent, no variants) and "Erneut kaufen" of the exact
 * variant a customer bought. A real POST to the cart without JavaScript (answered with the cart), the
 * Store API's own call with it (the shopper stays, a notification says so). The cart adjusts the
 * quantity to the product's minimum and steps, with its message.
 */
import type { FormEvent } from 'react'
import { ADD_TO_CART_PATH } from '../../../shared/constants'
import { usePrefix, useT } from '../../i18n'
import { useAddToCartState, useCartActions } from '../../state/cart-actions'
import { whileBusy } from '../ui/busy'

const ADDED = { added: 'product.added', failed: 'product.addToCartError' }

export function QuickAdd({
  productId,
  quantity,
  describedBy,
  className = 'quick-add',
  label,
  ariaLabel,
  messages = ADDED,
}: {
  productId: string
  quantity: number
  /** What the button adds, for screen readers (a card's name). */
  describedBy?: string
  className?: string
  /** The button's text; "In den Warenkorb" unless given. */
  label?: string
  ariaLabel?: string
  /** The notifications' dictionary keys. */
  messages?: { added: string; failed: string }
}) {
  const t = useT()
  const { add } = useCartActions()
  const { state, track } = useAddToCartState(messages)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void track(() => add(productId, quantity))
  }
  return (
    <form className={className} method="post" action={usePrefix() + ADD_TO_CART_PATH} onSubmit={submit}>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="quantity" value={quantity} />
      <button
        type="submit"
        className="button primary"
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        {...whileBusy(state === 'busy')}
      >
        {state === 'busy' ? t('product.adding') : (label ?? t('product.addToCart'))}
      </button>
    </form>
  )
}
