/** A cart's totals as the shopper's price display shows them: the cart page and the checkout's review. */
import { useAtomValue } from 'jotai'
import { cartSubtotal, type LinePrice, lineAmounts, type PriceDisplay } from '../../../shared/catalog/prices'
import { usePrice, useT } from '../../i18n'
import { sessionAtom } from '../../state/session'
import type { Cart } from '../../types'

/** Subtotal and shipping net for the business area, gross otherwise; the grand total is always what is paid. */
export function CartTotals({ cart }: { cart: Cart | null }) {
  const t = useT()
  const price = usePrice()
  const prices = usePriceDisplay()
  return (
    <dl className="cart-totals">
      <div>
        <dt>{t(prices.display === 'net' ? 'cart.subtotalNet' : 'cart.subtotalGross')}</dt>
        <dd data-testid="cart-subtotal">{price(cartSubtotal(cart as Parameters<typeof cartSubtotal>[0], prices))}</dd>
      </div>
      <div>
        <dt>{t('cart.shipping')}</dt>
        <dd data-testid="cart-shipping">{price(shippingCosts(cart, prices))}</dd>
      </div>
      <div className="grand-total">
        <dt>{t('cart.grandTotal')}</dt>
        <dd data-testid="cart-total">{price(cart?.price?.totalPrice)}</dd>
      </div>
      {(cart?.price?.calculatedTaxes ?? []).map((tax) => (
        <div key={tax.taxRate} className="tax">
          <dt>{t('cart.includedTax', { rate: tax.taxRate })}</dt>
          <dd>{price(tax.tax)}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The shopper's price display: lines and subtotal net for the business area, the total always payable. */
export function usePriceDisplay(): PriceDisplay {
  const { priceDisplay, taxState } = useAtomValue(sessionAtom)
  return { display: priceDisplay, taxState }
}

/** Shipping in the shopper's display: a delivery's costs are a calculated price with taxes of their own, as a line's. */
function shippingCosts(cart: Cart | null, prices: PriceDisplay): number {
  return (cart?.deliveries ?? []).reduce(
    (sum, delivery) => sum + lineAmounts(delivery.shippingCosts as LinePrice | undefined, prices).totalPrice,
    0,
  )
}
