/**
 * A card's quick add: "In den Warenkorb" for a product that has nothing to choose (Shopware's simple
 * product: no parent, no variants). A real POST to the cart without JavaScript (answered with the
 * cart), the Store API's own call with it (the shopper stays on the list, a notification says so). It
 * adds the product's minimum quantity, as a shopper who wants more sets it in the cart.
 */
import type { FormEvent } from 'react'
import { ADD_TO_CART_PATH } from '../../../shared/constants'
import { usePrefix, useT } from '../../i18n'
import { useAddToCartState, useCartActions } from '../../state/cart-actions'
import { whileBusy } from '../ui/busy'

export function QuickAdd({
  productId,
  quantity,
  describedBy,
}: {
  productId: string
  quantity: number
  /** The card's name: the button says what it adds to screen readers too. */
  describedBy: string
}) {
  const t = useT()
  const { add } = useCartActions()
  const { state, track } = useAddToCartState({ added: 'product.added', failed: 'product.addToCartError' })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void track(() => add(productId, quantity))
  }
  return (
    <form className="quick-add" method="post" action={usePrefix() + ADD_TO_CART_PATH} onSubmit={submit}>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="quantity" value={quantity} />
      <button type="submit" className="button primary" aria-describedby={describedBy} {...whileBusy(state === 'busy')}>
        {state === 'busy' ? t('product.adding') : t('product.addToCart')}
      </button>
    </form>
  )
}
