/** The cart page: items, quantities, totals; reads the cart atom, so it is live without a loader. */
import { useAtomValue } from 'jotai'
import { cartSubtotal, type LinePrice, lineAmounts, type PriceDisplay } from '../../../shared/catalog/prices'
import { useEffect, useRef, useState } from 'react'
import { NumberStepper } from '../../components/ui/NumberStepper'
import { Link } from 'react-router'
import { Seo } from '../../components/ui/Seo'
import { ProductImage } from '../../components/ui/ProductImage'
import { usePrice, useT } from '../../i18n'
import type { Personalisation } from '../../../shared/designer'
import { cartAtom, useCartActions } from '../../state/cart'
import { sessionAtom } from '../../state/session'
import type { Cart, LineItem } from '../../types'

export default function CartPage() {
  const t = useT()
  const price = usePrice()
  const cart = useAtomValue(cartAtom)
  const prices = usePriceDisplay()
  const items = (cart?.lineItems ?? []) as LineItem[]
  const [failed, setFailed] = useState(false)
  return (
    <section aria-labelledby="cart-heading" className="cart-page">
      <Seo title={t('cart.title')} />
      <meta name="robots" content="noindex" />
      <h1 id="cart-heading">{t('cart.title')}</h1>
      <CartMessages cart={cart} />
      {failed ? (
        <p role="alert" className="message error">
          {t('cart.updateError')}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p>
          {t('cart.empty')} <Link to="/">{t('cart.continueShopping')}</Link>
        </p>
      ) : (
        <>
          <table className="cart-table">
            <thead>
              <tr>
                <th scope="col">{t('cart.product')}</th>
                <th scope="col">{t('cart.unitPrice')}</th>
                <th scope="col">{t('cart.quantity')}</th>
                <th scope="col">{t('cart.total')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('cart.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <CartRow key={item.id} item={item} onError={() => setFailed(true)} />
              ))}
            </tbody>
          </table>
          <dl className="cart-totals">
            <div>
              <dt>{t(prices.display === 'net' ? 'cart.subtotalNet' : 'cart.subtotalGross')}</dt>
              <dd data-testid="cart-subtotal">
                {price(cartSubtotal(cart as Parameters<typeof cartSubtotal>[0], prices))}
              </dd>
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
        </>
      )}
    </section>
  )
}

function CartRow({ item, onError }: { item: LineItem; onError: () => void }) {
  const t = useT()
  const price = usePrice()
  const amounts = lineAmounts(item.price as LinePrice | undefined, usePriceDisplay())
  const { update, remove } = useCartActions()
  const [busy, setBusy] = useState(false)
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await action()
    } catch {
      onError()
    } finally {
      setBusy(false)
    }
  }
  const label = item.label ?? ''
  const [quantity, setQuantity] = useState(item.quantity ?? 1)
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined)
  // The server's answer (stock clamps, another tab) wins over what was typed.
  useEffect(() => setQuantity(item.quantity ?? 1), [item.quantity])
  useEffect(() => () => clearTimeout(pending.current), [])
  // Send the quantity once the shopper stops changing it (spec §9: 500 ms).
  const change = (next: number) => {
    setQuantity(next)
    clearTimeout(pending.current)
    if (Number.isInteger(next) && next >= 1 && next !== item.quantity)
      pending.current = setTimeout(() => void run(() => update(item.id, next)), QUANTITY_DEBOUNCE_MS)
  }
  const personalisation = (item.payload as { personalisation?: Personalisation } | undefined)?.personalisation
  return (
    <tr>
      <td className="cart-item">
        <ProductImage media={item.cover} alt={label} sizes="80px" />
        <span>
          {label}
          {personalisation ? (
            <span className="personalisation">
              <img src={personalisation.logoUrl} alt={t('designer.logoAlt')} width={32} height={32} />
              {t('designer.inCart', { position: t(`designer.positions.${personalisation.position}`) })}
            </span>
          ) : null}
        </span>
      </td>
      <td data-testid="cart-unit-price">{price(amounts.unitPrice)}</td>
      <td>
        <label className="visually-hidden" htmlFor={`qty-${item.id}`}>
          {t('cart.quantity')}
        </label>
        <NumberStepper
          id={`qty-${item.id}`}
          label={label}
          value={quantity}
          onChange={change}
          min={1}
          max={MAX_QUANTITY}
          step={1}
        />
      </td>
      <td data-testid="cart-line-total">{price(amounts.totalPrice)}</td>
      <td>
        <button
          type="button"
          className="button link"
          disabled={busy}
          onClick={() => run(() => remove(item.id))}
          aria-label={t('cart.removeItem', { label })}
        >
          {t('cart.remove')}
        </button>
      </td>
    </tr>
  )
}

/** Cart errors (stock clamps, sold out) are shown once, in the shopper's language. */
function CartMessages({ cart }: { cart: Cart | null }) {
  const t = useT()
  const errors = Object.entries(
    (cart?.errors ?? {}) as Record<string, { messageKey?: string; quantity?: number; name?: string }>,
  )
  if (!errors.length) return null
  return (
    <ul className="cart-messages" role="status">
      {errors.map(([id, error]) => {
        const key = `cart.errors.${error.messageKey}`
        const text = t(key, { quantity: error.quantity ?? '', name: error.name ?? '' })
        return <li key={id}>{text === key ? t('cart.errors.generic') : text}</li>
      })}
    </ul>
  )
}

/** The shopper's price display (spec §1): lines and subtotal net for the business area, the total always payable. */
function usePriceDisplay(): PriceDisplay {
  const { priceDisplay, taxState } = useAtomValue(sessionAtom)
  return { display: priceDisplay, taxState }
}

const QUANTITY_DEBOUNCE_MS = 500
/** The cart's own ceiling per line; the Store API clamps further to stock and max purchase. */
const MAX_QUANTITY = 999

/** Shipping in the shopper's display: a delivery's costs are a calculated price with taxes of their own, as a line's. */
function shippingCosts(cart: Cart | null, prices: PriceDisplay): number {
  return (cart?.deliveries ?? []).reduce(
    (sum, delivery) => sum + lineAmounts(delivery.shippingCosts as LinePrice | undefined, prices).totalPrice,
    0,
  )
}
