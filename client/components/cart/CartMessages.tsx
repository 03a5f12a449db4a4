/** The cart's messages (spec §8): stock clamps, sold out, changed methods, in the shopper's language. */
import { useT } from '../../i18n'
import type { Cart } from '../../types'

/** Cart errors (stock clamps, sold out) are shown once, in the shopper's language. */
export function CartMessages({ cart }: { cart: Cart | null }) {
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
