/**
 * Shopware's buy box where an editor placed one: the product's price (net or gross, as the shopper sees
 * prices), stock state and number, and an add-to-cart form that posts without JavaScript too (the
 * worker's form route) and adds through the Store API once its code has come. A product with variants
 * links to its page, where the variant is chosen.
 */
import { useId, type FormEvent } from 'react'
import { Link } from '../ui/Link'
import { stockState } from '../../../shared/catalog/stock'
import { ADD_TO_CART_PATH } from '../../../shared/constants'
import { productPath } from '../../../shared/paths'
import { usePrefix, useT } from '../../i18n'
import { useAddToCartState, useCartActions } from '../../state/cart-actions'
import type { Product } from '../../types'
import { Availability } from '../product/Availability'
import { useProductPrice } from '../product/price'
import type { CmsElementProps } from './CmsSlot'
import { whileBusy } from '../ui/busy'

export function CmsBuyBox({ slot }: CmsElementProps) {
  const t = useT()
  const { product, variants } = slot.data as unknown as { product: Product; variants?: boolean }
  const price = useProductPrice(product)
  const { add } = useCartActions()
  const { state, track } = useAddToCartState({ added: 'product.added', failed: 'product.addToCartError' })
  const action = usePrefix() + ADD_TO_CART_PATH
  const quantityId = useId()
  const name = product.translated?.name ?? product.name ?? ''
  const min = product.minPurchase ?? 1
  const max = Math.max(min, product.maxPurchase ?? 100)
  const soldOut = stockState(product as Parameters<typeof stockState>[0]).state === 'not-deliverable'

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const quantity = Number(new FormData(event.currentTarget).get('quantity'))
    void track(() => add(product.id, quantity))
  }
  return (
    <section className="cms-element cms-buy-box" aria-label={name}>
      <p className="price price-large">
        {price.format(product.calculatedPrice?.totalPrice)} <span className="tax-label">{price.label}</span>
      </p>
      <Availability product={product} />
      {product.productNumber ? (
        <p className="product-number">{t('product.productNumber', { number: product.productNumber })}</p>
      ) : null}
      {variants ? (
        <Link to={productPath(product)} className="button primary">
          {t('product.chooseVariant')}
        </Link>
      ) : (
        <form className="add-to-cart" method="post" action={action} onSubmit={submit}>
          <input type="hidden" name="productId" value={product.id} />
          <label htmlFor={quantityId}>{t('product.quantity')}</label>
          <input
            id={quantityId}
            type="number"
            name="quantity"
            inputMode="numeric"
            defaultValue={min}
            min={min}
            max={max}
            step={product.purchaseSteps ?? 1}
            disabled={soldOut}
          />
          <button type="submit" className="button primary" disabled={soldOut} {...whileBusy(state === 'busy')}>
            {state === 'busy' ? t('product.adding') : t('product.addToCart')}
          </button>
        </form>
      )}
    </section>
  )
}
