/** Which Store API calls start a shopper's session (apart from the client, which ships to every page). */

/** Store API paths (relative to /store-api) whose writes create or change a shopper's session. */
const SESSION_PATHS = /^\/(checkout\/|context\b|account\/|handle-payment\b|order\/|asx-shopping-lists\/add-to-cart)/

/**
 * Whether a call's answer token is a session the shopper now has: a write to the cart, the context, the
 * account, an order or a payment. A real Shopware hands out a new token on every call that came without
 * one, reads too; such a token names no stored context, and keeping it would give an anonymous shopper a
 * session cookie and turn every catalog page private. With a token already held, any new one is kept
 * (login, logout and register replace it).
 * @example startsSession('POST', '/checkout/cart/line-item') // true
 * @example startsSession('POST', '/product-listing/a1') // false
 */
export const startsSession = (method: string, path: string): boolean =>
  method !== 'GET' && SESSION_PATHS.test(path.replace(/^\/store-api(?=\/)/, '').split('?')[0] ?? '')
