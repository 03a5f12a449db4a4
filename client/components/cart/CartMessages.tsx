/**
 * The cart's messages: every error a cart answer can carry (stock clamps, quantities, promotions,
 * switched or blocked methods, blocked addresses, a real Shopware's salutation-missing-*), in the shopper's language, as a notification of its level's type.
 */
import type { NotificationType } from '../../../shared/flash'
import { useT } from '../../i18n'
import { messageRole } from '../../state/notifications'
import type { Cart } from '../../types'

/** A cart error as the Store API serializes it: its message key, level and its parameters as fields. */
export interface CartErrorEntry {
  key?: string
  messageKey?: string
  level?: number
  block?: boolean
  [parameter: string]: unknown
}

export type CartErrors = Record<string, CartErrorEntry>

/** Shopware's levels (notice 0, warning 10, error 20) as notification types; an error that blocks the order is danger. */
export function messageType(error: CartErrorEntry): NotificationType {
  if (error.block || (error.level ?? 0) >= 20) return 'danger'
  return (error.level ?? 0) >= 10 ? 'warning' : 'info'
}

/** The errors of one answer: the cart's own, and those of another answer (a form's), one per key. */
export const cartErrorsOf = (cart: Cart | null, more: CartErrors = {}): CartErrors => ({
  ...((cart?.errors ?? {}) as CartErrors),
  ...more,
})

/** A message's parameters: the error's string and number fields (name, quantity, promotionCode …). */
function paramsOf(error: CartErrorEntry): Record<string, string | number> {
  const params: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(error))
    if (typeof value === 'string' || typeof value === 'number') params[name] = value
  return params
}

/** The order notification groups appear in: what stops the shopper first. */
const TYPES: readonly NotificationType[] = ['danger', 'warning', 'info', 'success']

/**
 * Cart errors are shown once, in the shopper's language; `more` adds those a form's answer carried. One
 * list per notification type, so each group is announced with the urgency its type calls for.
 */
export function CartMessages({ cart, more }: { cart: Cart | null; more?: CartErrors }) {
  const t = useT()
  const errors = Object.entries(cartErrorsOf(cart, more))
  if (!errors.length) return null
  const text = (error: CartErrorEntry) => {
    const key = `cart.errors.${error.messageKey}`
    const message = t(key, paramsOf(error))
    return message === key ? t('cart.errors.generic') : message
  }
  return (
    <div data-testid="cart-messages">
      {TYPES.map((type) => {
        const group = errors.filter(([, error]) => messageType(error) === type)
        return group.length ? (
          <div key={type} className={`message-group message-${type}`} role={messageRole(type)}>
            <ul className="cart-messages">
              {group.map(([id, error]) => (
                <li key={id}>{text(error)}</li>
              ))}
            </ul>
          </div>
        ) : null
      })}
    </div>
  )
}

/** One notification: its type's look and the role a screen reader needs for it. */
export function Message({ type, children, id }: { type: NotificationType; children: React.ReactNode; id?: string }) {
  return (
    <p id={id} className={`message message-${type}`} role={messageRole(type)}>
      {children}
    </p>
  )
}
