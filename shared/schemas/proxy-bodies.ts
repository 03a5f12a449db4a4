/** Bodies the browser may send through /store-api, checked at the edge before any Store API sees them. */
import { array, enums, object, optional, pattern, refine, string, type Struct, type } from 'superstruct'
import { LOGO_POSITIONS, LOGO_URL_PATTERN, type LogoPosition } from '../designer'
import { entries, lineItemQuantity, maxLength, notBlank } from './refinements'

const id = maxLength(notBlank(), 64)
/** A cart holds at most this many lines per call. */
const MAX_ITEMS = 100

/** A product designer personalisation: a logo we host, at one of the known positions. */
const personalisation = object({
  logoUrl: pattern(string(), LOGO_URL_PATTERN),
  position: enums(Object.keys(LOGO_POSITIONS) as LogoPosition[]),
})

/** A line item to add: products need a quantity and an id; promotions a code in referencedId. */
const lineItem = refine(
  type({
    type: enums(['product', 'promotion']),
    quantity: optional(lineItemQuantity()),
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

export const AddLineItemsBody = type({ items: entries(array(lineItem), MAX_ITEMS) })
export const UpdateLineItemsBody = type({
  items: entries(array(type({ id, quantity: lineItemQuantity() })), MAX_ITEMS),
})
export const DeleteLineItemsBody = type({ ids: entries(array(id), MAX_ITEMS) })

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
