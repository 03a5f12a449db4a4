/**
 * The cart page: items, quantities, promotion codes, messages, the free-shipping bar and totals. It reads
 * the cart atom, so it is live without a loader; its forms (quantity, remove, promotion code) post to its
 * action before hydration (action.server.ts) and go through the cart atom after.
 */
import { useAtomValue } from 'jotai'
import { type LawfulPrice, type LinePrice, lineAmount, lineAmounts } from '../../../shared/catalog/prices'
import { UnitPrice } from '../../components/product/PriceLaw'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { NumberStepper } from '../../components/ui/NumberStepper'
import { useActionData } from 'react-router'
import { Link } from '../../components/ui/Link'
import type { FormMessage } from '../../../shared/forms/failure'
import { CartTotals, usePriceDisplay } from '../../components/cart/CartTotals'
import { Seo } from '../../components/ui/Seo'
import { ProductImage } from '../../components/ui/ProductImage'
import { useMessage, usePrefix, usePrice, useT } from '../../i18n'
import { island } from '../../island'
import type { Personalisation } from '../../../shared/designer'
import { cartAtom } from '../../state/cart'
import { useCartActions } from '../../state/cart-actions'
import { sessionAtom } from '../../state/session'
import { CartMessages } from '../../components/cart/CartMessages'
import type { LineItem } from '../../types'
import {
  type CartActionData,
  failureOf,
  INTENT,
  isCartAnswer,
  LINE_FIELD,
  QUANTITY_FIELD,
  quantityBounds,
} from './forms'
import { whileBusy } from '../../components/ui/busy'
import { productIdPath } from '../../../shared/paths'

// The promotion code field posts to the page until its code arrives at the shopper's first tap or key (an
// island): the form's field and refusal code stay out of the cart's first visit. Its styles are the entry's
// (Layouts.tsx).
const PromotionForm = island(() => import('./PromotionForm').then((m) => m.PromotionForm), 'interaction')
// The free-shipping progress: shown from the worker's HTML, it follows the cart once hydrated.
const FreeShippingBar = island(() => import('../../components/cart/FreeShippingBar').then((m) => m.FreeShippingBar))

export default function CartPage() {
  const t = useT()
  const message = useMessage()
  const cart = useAtomValue(cartAtom)
  const { customer } = useAtomValue(sessionAtom)
  const items = (cart?.lineItems ?? []) as LineItem[]
  const [failed, setFailed] = useState(false)
  const answer = useActionData() as CartActionData | undefined
  // The action's answer carried the errors the cart read after it no longer has; once the cart changes
  // in the browser, its own answer's errors take over.
  const rendered = useRef(cart).current
  const more = isCartAnswer(answer) && cart === rendered ? answer.cartErrors : undefined
  const refused = lineFormRefusal(answer)
  return (
    <section aria-labelledby="cart-heading" className="cart-page">
      <Seo title={t('cart.title')} />
      <meta name="robots" content="noindex" />
      <h1 id="cart-heading">{t('cart.title')}</h1>
      <CartMessages cart={cart} more={more} />
      {failed || refused ? (
        <p role="alert" className="message error">
          {refused && !failed ? message(refused) : t('cart.updateError')}
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
              {items.map((item) =>
                item.type === 'promotion' ? (
                  <PromotionRow key={item.id} item={item} onError={() => setFailed(true)} />
                ) : (
                  <CartRow key={item.id} item={item} answer={answer} onError={() => setFailed(true)} />
                ),
              )}
            </tbody>
          </table>
          <FreeShippingBar />
          <PromotionForm answer={answer} />
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

function CartRow({
  item,
  answer,
  onError,
}: {
  item: LineItem
  answer: CartActionData | undefined
  onError: () => void
}) {
  const t = useT()
  const price = usePrice()
  const display = usePriceDisplay()
  const amounts = lineAmounts(item.price as LinePrice | undefined, display)
  const label = item.label ?? ''
  const personalisation = (item.payload as { personalisation?: Personalisation } | undefined)?.personalisation
  return (
    <tr>
      <td className="cart-item">
        <ProductImage media={item.cover} alt="" sizes="80px" />
        <span>
          {item.type === 'product' && item.referencedId ? (
            // Back to the product, with this line's variant chosen: a cart line carries no SEO path, and the
            // product route finds a product or a variant by its id on either backend.
            <Link to={productIdPath(item.referencedId)}>{label}</Link>
          ) : (
            label
          )}
          <UnitPrice
            price={item.price as LawfulPrice | undefined}
            format={(amount) => price(lineAmount(amount ?? 0, item.price as LinePrice | undefined, display))}
          />
          {personalisation ? (
            <span className="personalisation">
              <img src={personalisation.logoUrl} alt={t('designer.logoAlt')} width={32} height={32} />
              {t('designer.inCart', { position: t(`designer.positions.${personalisation.position}`) })}
            </span>
          ) : null}
        </span>
      </td>
      <td data-label={t('cart.unitPrice')} data-testid="cart-unit-price">
        {price(amounts.unitPrice)}
      </td>
      <td className="cart-quantity">
        <QuantityForm item={item} label={label} answer={answer} onError={onError} />
      </td>
      <td data-label={t('cart.total')} data-testid="cart-line-total">
        {price(amounts.totalPrice)}
      </td>
      <td className="cart-remove">
        <RemoveForm item={item} label={t('cart.removeItem', { label })} onError={onError} />
      </td>
    </tr>
  )
}

/**
 * A line's quantity within its minimum, purchase steps and maximum. Before hydration or without JavaScript
 * it is a form posting to the page's action (its Update button shows only without JavaScript; Enter submits
 * it either way); after hydration the stepper sends the quantity once the shopper stops changing it (for
 * 500 ms): one request. The form leaves the bounds to the Store API (noValidate), which adjusts a
 * quantity beyond them and says why ('only {quantity} available').
 */
function QuantityForm({
  item,
  label,
  answer,
  onError,
}: {
  item: LineItem
  label: string
  answer: CartActionData | undefined
  onError: () => void
}) {
  const t = useT()
  const message = useMessage()
  const prefix = usePrefix()
  const { update } = useCartActions()
  const [quantity, setQuantity] = useState(item.quantity ?? 1)
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined)
  // The server's answer (stock clamps, another tab) wins over what was typed.
  useEffect(() => setQuantity(item.quantity ?? 1), [item.quantity])
  useEffect(() => () => clearTimeout(pending.current), [])
  const send = (next: number) => update(item.id, next).catch(onError)
  const change = (next: number) => {
    setQuantity(next)
    clearTimeout(pending.current)
    if (Number.isInteger(next) && next >= 1 && next !== item.quantity)
      pending.current = setTimeout(() => void send(next), QUANTITY_DEBOUNCE_MS)
  }
  const id = `qty-${item.id}`
  const error = failureOf(answer, INTENT.quantity, item.id)?.errors.fields[QUANTITY_FIELD]
  return (
    <form
      method="post"
      action={`${prefix}/checkout/cart`}
      onSubmit={(event) => event.preventDefault()}
      noValidate
      className="quantity-form"
    >
      <input type="hidden" name="intent" value={INTENT.quantity} />
      <input type="hidden" name={LINE_FIELD} value={item.id} />
      <label className="visually-hidden" htmlFor={id}>
        {t('cart.lineQuantity', { label })}
      </label>
      <NumberStepper
        id={id}
        name={QUANTITY_FIELD}
        label={label}
        value={quantity}
        onChange={change}
        errorId={error ? `${id}-error` : undefined}
        {...quantityBounds(item, MAX_QUANTITY)}
      />
      <noscript>
        <button type="submit" className="button quantity-update" aria-label={t('cart.updateQuantity', { label })}>
          {t('cart.update')}
        </button>
      </noscript>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {message(error)}
        </p>
      ) : null}
    </form>
  )
}

/**
 * A line's form refused other than at its quantity (the line is gone meanwhile, the shopper throttled):
 * said above the cart; a refused quantity is said at its line.
 */
function lineFormRefusal(answer: CartActionData | undefined): FormMessage | null {
  const failure = failureOf(answer, INTENT.quantity) ?? failureOf(answer, INTENT.remove)
  if (!failure || failure.errors.fields[QUANTITY_FIELD]) return null
  return failure.errors.form ?? { key: 'cart.updateError' }
}

/** A discount: its label, its negative amount, and a remove button where the code may be taken back. */
function PromotionRow({ item, onError }: { item: LineItem; onError: () => void }) {
  const t = useT()
  const price = usePrice()
  const display = usePriceDisplay()
  const amounts = lineAmounts(item.price as LinePrice | undefined, display)
  const label = item.label ?? ''
  return (
    <tr className="cart-promotion" data-testid="cart-promotion">
      <td className="cart-item" colSpan={3}>
        <span>
          <span className="promotion-kind">{`${t('cart.promotion.discount')}:`}</span>
          {` ${label}`}
        </span>
      </td>
      <td data-label={t('cart.total')} data-testid="cart-line-total">
        {price(amounts.totalPrice)}
      </td>
      <td className="cart-remove">
        {item.removable ? (
          <RemoveForm item={item} label={t('cart.promotion.removeItem', { label })} onError={onError} />
        ) : null}
      </td>
    </tr>
  )
}

/** Removes one line: a form POST to the page's action before hydration, through the cart atom after. */
function RemoveForm({ item, label, onError }: { item: LineItem; label: string; onError: () => void }) {
  const t = useT()
  const prefix = usePrefix()
  const { remove } = useCartActions()
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    await remove(item.id).catch(onError)
    setBusy(false)
  }
  return (
    <form method="post" action={`${prefix}/checkout/cart`} onSubmit={submit}>
      <input type="hidden" name="intent" value={INTENT.remove} />
      <input type="hidden" name={LINE_FIELD} value={item.id} />
      <button type="submit" className="button link" {...whileBusy(busy)} aria-label={label}>
        {t('cart.remove')}
      </button>
    </form>
  )
}

/** The register banner: a visitor learns what an account brings before checking out. */
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
