/** The checkout forms' field names, shared by the views and the worker (browser-safe). */

/** The guest form's shipping fields: `shippingAddress.city` …, as the Store API's pointers name them. */
export const SHIPPING_PREFIX = 'shippingAddress.'

/** The timeline's step of each checkout route; the success page has all three behind it. */
export const STEP_OF_ROUTE: Record<string, number> = {
  checkout: 0,
  'checkout-shipping-payment': 1,
  'checkout-confirm': 2,
  'checkout-success': 3,
}
