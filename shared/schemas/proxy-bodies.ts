/** Bodies the browser may send through /store-api, checked at the edge (rule 6) before any Store API sees them. */
import {
  array,
  enums,
  integer,
  min,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  type Struct,
  type,
  type StructError,
} from 'superstruct'
import { LOGO_POSITIONS, LOGO_URL_PATTERN, type LogoPosition } from '../designer'

const positiveQuantity = min(integer(), 1)
const id = size(string(), 1, 64)

/** A product designer personalisation: a logo we host, at one of the known positions. */
const personalisation = object({
  logoUrl: pattern(string(), LOGO_URL_PATTERN),
  position: enums(Object.keys(LOGO_POSITIONS) as LogoPosition[]),
})

/** A line item to add: products need a quantity and an id; promotions a code in referencedId. */
const lineItem = refine(
  type({
    type: enums(['product', 'promotion']),
    quantity: optional(positiveQuantity),
    id: optional(id),
    referencedId: optional(id),
    payload: optional(type({ personalisation: optional(personalisation) })),
  }),
  'lineItem',
  (item) => {
    if (item.type === 'promotion') return !!item.referencedId || 'A promotion line item needs referencedId'
    if (item.quantity === undefined) return 'A product line item needs a quantity'
    return !!(item.referencedId || item.id) || 'A product line item needs id or referencedId'
  },
)

export const AddLineItemsBody = type({ items: size(array(lineItem), 1, 100) })
export const UpdateLineItemsBody = type({ items: size(array(type({ id, quantity: positiveQuantity })), 1, 100) })
export const DeleteLineItemsBody = type({ ids: size(array(id), 1, 100) })

const CONTEXT_FIELDS = [
  'shippingMethodId',
  'paymentMethodId',
  'currencyId',
  'languageId',
  'countryId',
  'shippingAddressId',
  'billingAddressId',
] as const
export const PatchContextBody = refine(
  type({}),
  'oneOf',
  (value) =>
    CONTEXT_FIELDS.some((field) => typeof (value as Record<string, unknown>)[field] === 'string') ||
    `One of ${CONTEXT_FIELDS.join(', ')} must be provided`,
)

/** Which schema guards which proxied call; calls not listed only need a JSON object (or no) body. */
export const PROXY_BODY_SCHEMAS: Array<{ method: string; path: RegExp; schema: Struct<any, any> }> = [
  { method: 'POST', path: /^\/checkout\/cart\/line-item$/, schema: AddLineItemsBody },
  { method: 'PATCH', path: /^\/checkout\/cart\/line-item$/, schema: UpdateLineItemsBody },
  { method: 'POST', path: /^\/checkout\/cart\/line-item\/delete$/, schema: DeleteLineItemsBody },
  { method: 'PATCH', path: /^\/context$/, schema: PatchContextBody },
]

export interface Violation {
  code: string
  detail: string
  pointer: string
}

/** Superstruct failures as Store API violations (JSON pointer, a code the client can translate). */
export function violations(error: StructError): Violation[] {
  return error.failures().map((failure) => {
    const pointer = `/${failure.path.join('/')}`
    const missing = failure.value === undefined
    // Shopware answers a bad line-item quantity with its own code; the edge says the same.
    const code =
      failure.path.at(-1) === 'quantity' && failure.path[0] === 'items'
        ? 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY'
        : missing
          ? 'VIOLATION::IS_BLANK'
          : failure.refinement === 'min' || failure.refinement === 'size'
            ? 'VIOLATION::TOO_LOW'
            : failure.refinement === 'integer' || failure.type === 'number'
              ? 'VIOLATION::NOT_AN_INTEGER'
              : 'VIOLATION::INVALID'
    const detail = missing ? 'This value should not be blank.' : failure.message
    return { code, detail, pointer }
  })
}
