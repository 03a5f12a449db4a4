/** The cart page: items, quantities, totals; reads the cart atom, so it is live without a loader. */
import { useAtomValue } from 'jotai'
import { type LinePrice, lineAmounts } from '../../../shared/catalog/prices'
import { useEffect, useRef, useState } from 'react'
import { NumberStepper } from '../../components/ui/NumberStepper'
import { Link } from 'react-router'
import { CartTotals, usePriceDisplay } from '../../components/cart/CartTotals'
import { Seo } from '../../components/ui/Seo'
import { ProductImage } from '../../components/ui/ProductImage'
import { usePrice, useT } from '../../i18n'
import type { Personalisation } from '../../../shared/designer'
import { cartAtom, useCartActions } from '../../state/cart'
import { sessionAtom } from '../../state/session'
import { CartMessages } from '../../components/cart/CartMessages'
import type { LineItem } from '../../types'

export default function CartPage() {
  const t = useT()
  const cart = useAtomValue(cartAtom)
  const { customer } = useAtomValue(sessionAtom)
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
          <CartTotals cart={cart} />
          <p className="cart-checkout">
            <Link to="/checkout" className="button primary">
              {t('cart.proceedToCheckout')}
            </Link>
          </p>
          {customer ? null : <RegisterBanner />}
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

/** Spec §2's register banner: a visitor learns what an account brings before checking out. */
function RegisterBanner() {
  const t = useT()
  return (
    <aside className="register-banner" aria-labelledby="register-banner-title">
      <h2 id="register-banner-title">{t('cart.registerBanner.title')}</h2>
      <p>{t('cart.registerBanner.text')}</p>
      <Link to="/register">{t('cart.registerBanner.link')}</Link>
    </aside>
  )
}

const QUANTITY_DEBOUNCE_MS = 500
/** The cart's own ceiling per line; the Store API clamps further to stock and max purchase. */
const MAX_QUANTITY = 999
