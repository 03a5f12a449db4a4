/**
 * The free-shipping progress bar: how much more the goods must be worth for free shipping, from
 * the cart's `extensions.asxFreeShipping {threshold, remaining, reached}` (decision 024). Nothing when the
 * cart has no threshold (empty, or a method without one). An island of the cart page: the worker renders
 * it, it hydrates after the first render, and it reads the cart's atom itself (no props that could change
 * before its code has arrived), so it follows every change from then on.
 */
import { useAtomValue } from 'jotai'
import { usePrice, useT } from '../../i18n'
import { cartAtom } from '../../state/cart'
import type { Cart } from '../../types'

export interface FreeShipping {
  threshold: number
  remaining: number
  reached: boolean
}

/** The cart's free-shipping progress, or null when it has none. */
export function freeShippingOf(cart: Cart | null): FreeShipping | null {
  // Shopware's cart schema has no `extensions`; the embedded API adds ours there (decision 024).
  const extensions = (cart as { extensions?: { asxFreeShipping?: FreeShipping | null } } | null)?.extensions
  const progress = extensions?.asxFreeShipping
  return progress && progress.threshold > 0 ? progress : null
}

export function FreeShippingBar() {
  const t = useT()
  const price = usePrice()
  const progress = freeShippingOf(useAtomValue(cartAtom))
  if (!progress) return null
  const { threshold, remaining, reached } = progress
  // Euros as the Store API sends them: round the difference to cents (75 - 62.1 is 12.899…).
  const done = reached ? threshold : Math.max(0, Math.round((threshold - remaining) * 100) / 100)
  const text = reached ? t('cart.freeShipping.reached') : t('cart.freeShipping.remaining', { amount: price(remaining) })
  return (
    <div className={`free-shipping${reached ? ' reached' : ''}`} data-testid="free-shipping">
      <p id="free-shipping-text" className="free-shipping-text">
        {text}
      </p>
      <div
        className="free-shipping-bar"
        role="progressbar"
        aria-label={t('cart.freeShipping.label')}
        aria-describedby="free-shipping-text"
        aria-valuemin={0}
        aria-valuemax={threshold}
        aria-valuenow={done}
        aria-valuetext={text}
      >
        <span style={{ width: `${Math.round((done / threshold) * 100)}%` }} />
      </div>
    </div>
  )
}
