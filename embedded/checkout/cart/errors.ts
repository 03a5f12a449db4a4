/**
 * Cart errors in Shopware's shape: the cart's `errors` object is keyed by each error's `key`, and each
 * error carries `{key, level, message, messageKey, block}` plus its parameters as fields (Shopware's
 * Error::jsonSerialize writes the error's properties beside them). `block` is Shopware's blockOrder():
 * an order may not be placed while such an error stands.
 *
 * Errors that come from a change (a quantity adjusted, a promotion stored, a method switched) are
 * Shopware's persistent errors: they travel with the cart until one answer has shown them, then they
 * are consumed. Errors that describe a lasting state (a promotion excluded, a method blocked) are
 * recalculated on every read and answered each time.
 */

export type CartErrorLevel = 0 | 10 | 20
export type MethodKind = 'shipping' | 'payment'

/** Shopware's Error::LEVEL_NOTICE, LEVEL_WARNING, LEVEL_ERROR. */
export const NOTICE = 0
export const WARNING = 10
export const ERROR = 20

export interface CartError {
  key: string
  messageKey: string
  level: CartErrorLevel
  message: string
  code: number
  /** Shopware's blockOrder(): the order is refused while this error stands. */
  block: boolean
  [parameter: string]: unknown
}

/** Message keys of errors that describe a lasting state: recalculated each time, never stored (Shopware's isPersistent() false). */
const LASTING = new Set([
  'promotion-excluded',
  'promotions-on-cart-price-zero-error',
  'shipping-method-blocked',
  'payment-method-blocked',
  'shipping-address-blocked',
  'billing-address-blocked',
])

/** Whether an error is stored with the cart until one answer shows it (Shopware's isPersistent()). */
export const isPersistent = (error: CartError) => !LASTING.has(error.messageKey)

const error = (
  key: string,
  messageKey: string,
  level: CartErrorLevel,
  message: string,
  parameters: Record<string, unknown> = {},
  block = false,
  code = 0,
): CartError => ({ key, messageKey, level, code, block, message, ...parameters })

export const cartErrors = {
  stockReached: (lineId: string, name: string, quantity: number) =>
    error(
      `product-stock-reached${lineId}`,
      'product-stock-reached',
      WARNING,
      `The product ${name} is only available ${quantity} times`,
      { id: lineId, name, quantity },
    ),
  outOfStock: (lineId: string, name: string) =>
    error(
      `product-out-of-stock${lineId}`,
      'product-out-of-stock',
      WARNING,
      `The product ${name} is no more available`,
      { id: lineId, name },
    ),
  /** An outlet article (a single piece) added again or raised above one: the cart keeps the one piece. */
  outletAlreadyInCart: (lineId: string, name: string) =>
    error(
      `outlet-item-already-in-cart${lineId}`,
      'outlet-item-already-in-cart',
      WARNING,
      `The outlet item ${name} is already in the cart`,
      { id: lineId, name },
    ),
  /** An outlet article that is sold (no longer available): its line is removed. */
  outletSold: (lineId: string, name: string) =>
    error(`outlet-item-sold${lineId}`, 'outlet-item-sold', ERROR, `The outlet item ${name} has been sold`, {
      id: lineId,
      name,
    }),
  productNotFound: (id: string) =>
    error(
      `product-not-found${id}`,
      'product-not-found',
      ERROR,
      `The product ${id} could not be found`,
      { id },
      false,
      404,
    ),
  minOrderQuantity: (lineId: string, name: string, quantity: number) =>
    error(
      `min-order-quantity${lineId}`,
      'min-order-quantity',
      WARNING,
      `The quantity of ${name} was raised to the minimum order quantity of ${quantity}`,
      { id: lineId, name, quantity },
    ),
  purchaseStepsQuantity: (lineId: string, name: string, quantity: number) =>
    error(
      `purchase-steps-quantity${lineId}`,
      'purchase-steps-quantity',
      WARNING,
      `The quantity of ${name} was changed to ${quantity} to match its purchase steps`,
      { id: lineId, name, quantity },
    ),
  /** Shopware's PromotionNotFoundError: an unknown (or no longer valid) code. */
  promotionNotFound: (code: string) =>
    error('promotion-not-found', 'promotion-not-found', ERROR, `Promotion with code ${code} not found!`, {
      promotionCode: code,
    }),
  /** Shopware's PromotionNotEligibleError: a known code the cart does not qualify for yet; the code stays stored. */
  promotionNotEligible: (name: string) =>
    error('promotion-not-eligible', 'promotion-not-eligible', NOTICE, `Promotion ${name} not eligible for cart!`, {
      name,
    }),
  /** Shopware's PromotionExcludedError: another (exclusive) promotion excludes this one. */
  promotionExcluded: (name: string) =>
    error('promotion-excluded', 'promotion-excluded', NOTICE, `Promotion ${name} was excluded for cart.`, { name }),
  /** Shopware's AutoPromotionNotFoundError: a stored code whose promotion is gone or expired (blocks the order that meets it: its price changed). */
  autoPromotionNotFound: (name: string) =>
    error(
      `auto-promotion-not-found-${name}`,
      'auto-promotion-not-found',
      ERROR,
      `Promotion ${name} was no longer valid!`,
      { name },
      true,
    ),
  /** Shopware's PromotionsOnCartPriceZeroError: a cart priced zero takes no promotions. */
  promotionsOnCartPriceZero: (names: string[]) =>
    error(
      'promotions-on-cart-price-zero-error',
      'promotions-on-cart-price-zero-error',
      NOTICE,
      `Promotions ${names.join(', ')} were excluded for cart because the price of the cart is zero.`,
      { promotions: names.join(', ') },
    ),
  /** Shopware's ShippingMethodBlockedError / PaymentMethodBlockedError: the selected method may not be used. */
  methodBlocked: (kind: MethodKind, name: string) =>
    error(
      `${kind}-method-blocked-${name}`,
      `${kind}-method-blocked`,
      WARNING,
      `${kind === 'shipping' ? 'Shipping' : 'Payment'} method ${name} not available`,
      { name },
      true,
    ),
  /** Shopware's ShippingMethodChangedError / PaymentMethodChangedError: a blocked method was switched to an allowed one. */
  methodChanged: (kind: MethodKind, oldName: string, newName: string) => {
    const Kind = kind === 'shipping' ? 'Shipping' : 'Payment'
    return error(
      `${kind}-method-changed-${oldName}-${newName}`,
      `${kind}-method-changed`,
      NOTICE,
      `${oldName} ${kind} is not available for your current cart, the ${kind} was changed to ${newName}`,
      { [`old${Kind}MethodName`]: oldName, [`new${Kind}MethodName`]: newName },
    )
  },
  /**
   * Shopware's ShippingAddressBlockedError / BillingAddressBlockedError: the shop does not deliver to (or
   * bill in) the address's country `name`; the order is refused until another address is chosen.
   */
  addressBlocked: (kind: 'shipping' | 'billing', name: string) =>
    error(
      `${kind}-address-blocked-${name}`,
      `${kind}-address-blocked`,
      ERROR,
      `${kind === 'shipping' ? 'Shippings to shipping' : 'Billings to billing'} address ${name} are not possible.`,
      { name },
      true,
    ),
}

/** The cart's `errors` object: keyed by error key, later errors of the same key replacing earlier ones. */
export const errorsByKey = (errors: CartError[]) => Object.fromEntries(errors.map((e) => [e.key, e]))
