/**
 * The shopping lists' errors and request fields: the shop's English validation messages as `detail` of
 * Shopware violations at the field's pointer (the client translates them, keyed by that detail), and the
 * shopping-list errors. Readers push their violations to `errors`; the route answers them all at once.
 */
import { isUuid } from '../../../shared/ids'
import { type ApiErrorEntry, apiError, errorEntry } from '../../platform/errors'
import { quoted, readText, tooLongViolation, typeViolation, violation } from '../../platform/violations'

export const MESSAGES = {
  name: 'Please enter a list name',
  listId: 'Shopping list ID is required',
  listIds: 'At least one shopping list ID is required',
  productIds: 'At least one product ID is required',
  quantityAtLeastOne: 'Quantity must be at least 1',
  /** The upper bound's own message (the shop's texts name only the lower bound's). */
  quantityAtMost: 'Quantity must be at most 1000000',
  itemOrProduct: 'At least one item ID or product ID is required',
  itemId: 'Item ID is required',
  quantityAboveZero: 'Quantity must be greater than 0',
  lineItemId: 'Line item ID is required',
  productId: 'Product ID is required',
} as const

type Message = (typeof MESSAGES)[keyof typeof MESSAGES]

export const NAME_MAX = 255
export const TEXT_MAX = 1000
/** Line items a list may hold. */
export const MAX_LINES = 500
/** The largest quantity a line takes (the bound Shopware's pages and limits use too). */
export const MAX_QUANTITY = 1_000_000
export const DEFAULT_NAME = 'Liste'
export const DEFAULT_COPY_NAME = 'Kopie'

export const notAvailable = () =>
  apiError(403, 'SHOPPING_LIST__NOT_AVAILABLE', 'Shopping lists feature is not available for non-business users')
export const listNotFound = (id: string, pointer = '/id') =>
  apiError(404, 'SHOPPING_LIST__NOT_FOUND', 'Shopping list not found', pointer, { id })
export const lineNotFound = (id: string, pointer = '/id') =>
  apiError(404, 'SHOPPING_LIST__LINE_ITEM_NOT_FOUND', 'Shopping list line item not found', pointer, { id })
export const productNotFound = (id: string, pointer: string) =>
  apiError(404, 'CONTENT__PRODUCT_NOT_FOUND', `Product for id ${id} not found.`, pointer, { productId: id })
export const notBuyable = (id: string, pointer: string) =>
  apiError(
    400,
    'SHOPPING_LIST__PRODUCT_NOT_BUYABLE',
    'The product has variants: choose one to put it on a shopping list',
    pointer,
    { productId: id },
  )
export const tooManyItems = () =>
  apiError(
    400,
    'SHOPPING_LIST__TOO_MANY_ITEMS',
    `A shopping list holds at most ${MAX_LINES} line items`,
    '/lineItems',
    {
      max: MAX_LINES,
    },
  )
export const variantNotFound = (id: string) =>
  apiError(400, 'SHOPPING_LIST__VARIANT_NOT_FOUND', 'Variant not found', '/productId', { productId: id })
export const emptyList = (id: string) =>
  apiError(400, 'SHOPPING_LIST__EMPTY', 'The shopping list is empty', '/', { id })
export const invalidDomain = (value: unknown) =>
  violation('INVALID_DOMAIN', "The domain is not one of the shop's domains.", '/frontendsDomain', {
    '{{ value }}': quoted(value),
  })

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (typeof value === 'string' && !value.trim())

/** A required id: blank is the message's IS_BLANK violation, anything but a 32-hex id Shopware's invalid uuid. */
export function readId(value: unknown, pointer: string, message: Message, errors: ApiErrorEntry[]): string | null {
  if (isBlank(value)) {
    errors.push(violation('IS_BLANK_ERROR', message, pointer, { '{{ value }}': quoted(value) }))
    return null
  }
  if (typeof value === 'string' && isUuid(value)) return value
  errors.push(errorEntry(400, 'FRAMEWORK__INVALID_UUID', `Value is not a valid UUID: ${String(value)}`, pointer))
  return null
}

/**
 * A list of ids: missing or empty is the message's violation (unless `optional`); each entry must be
 * an id (a blank one is `entry`'s violation, 'Item ID is required' unless named). Duplicates are dropped.
 */
export function readIds(
  value: unknown,
  pointer: string,
  message: Message,
  errors: ApiErrorEntry[],
  { optional = false, entry = MESSAGES.itemId }: { optional?: boolean; entry?: Message } = {},
): string[] {
  if (value === undefined || value === null || (Array.isArray(value) && !value.length)) {
    if (!optional) errors.push(violation('IS_BLANK_ERROR', message, pointer, { '{{ value }}': quoted(value) }))
    return []
  }
  if (!Array.isArray(value)) {
    errors.push(typeViolation(pointer, 'array', { '{{ value }}': quoted(value) }))
    return []
  }
  const ids = value.map((id, i) => readId(id, `${pointer}/${i}`, entry, errors))
  return [...new Set(ids.filter((id): id is string => id !== null))]
}

/**
 * A quantity: a whole number from 1 to MAX_QUANTITY. No whole number is INVALID_TYPE_ERROR and below 1
 * TOO_LOW_ERROR, both with the caller's message (the shop's texts name it); above MAX_QUANTITY is TOO_HIGH_ERROR
 * with its own message.
 */
export function readQuantity(
  value: unknown,
  pointer: string,
  message: Message,
  errors: ApiErrorEntry[],
): number | null {
  const whole = typeof value === 'number' && Number.isInteger(value)
  if (whole && value >= 1 && value <= MAX_QUANTITY) return value
  const parameters = { '{{ value }}': quoted(value) }
  if (whole && value > MAX_QUANTITY)
    errors.push(
      violation('TOO_HIGH_ERROR', MESSAGES.quantityAtMost, pointer, {
        ...parameters,
        '{{ compared_value }}': MAX_QUANTITY,
      }),
    )
  else
    errors.push(
      violation(whole ? 'TOO_LOW_ERROR' : 'INVALID_TYPE_ERROR', message, pointer, {
        ...parameters,
        '{{ compared_value }}': 1,
      }),
    )
  return null
}

/** A list name: trimmed, not blank, at most 255 characters; `fallback` when it is left out (null or missing). */
export function readName(value: unknown, errors: ApiErrorEntry[], fallback?: string): string | null {
  if ((value === undefined || value === null) && fallback) return fallback
  if (value !== undefined && value !== null && typeof value !== 'string') {
    errors.push(typeViolation('/name', 'string', { '{{ value }}': quoted(value) }))
    return null
  }
  const name = (value ?? '').trim()
  if (!name) errors.push(violation('IS_BLANK_ERROR', MESSAGES.name, '/name', { '{{ value }}': quoted(value) }))
  else if (name.length > NAME_MAX) errors.push(tooLongViolation('/name', name, NAME_MAX))
  else return name
  return null
}

/** An optional text (notes, message, comment): trimmed, at most 1000 characters, blank is null. */
export const readNote = (value: unknown, pointer: string, errors: ApiErrorEntry[]) =>
  readText(value, pointer, { required: false, max: TEXT_MAX }, errors)
