/** The add-to-cart form as a browser posts it without JavaScript (application/x-www-form-urlencoded). */
import { coerce, object, pattern, string } from 'superstruct'
import { lineItemQuantity } from './refinements'

export const AddToCartForm = object({
  productId: pattern(string(), /^[0-9a-f]{32}$/),
  // Form fields are strings; a quantity must still be a whole number of at least one.
  quantity: coerce(lineItemQuantity(), string(), (value) => (value.trim() === '' ? NaN : Number(value))),
})
