/** Request validation: JSON bodies, superstruct checks and their Store API violation errors. */
import { parseJsonObject } from '../../../shared/json-body'
import type { Context } from 'hono'
import { coerce, define, integer, pattern, refine, string, validate, type Struct, type Failure } from 'superstruct'
import { isUuid } from '../../../shared/ids'
import { ApiError, apiError, errorEntry } from './errors'

/** Error codes by the name of the failing refinement or type; anything unlisted is a type violation. */
const CODES: Record<string, string> = {
  uuid: 'FRAMEWORK__INVALID_UUID',
  notBlank: 'VIOLATION::IS_BLANK',
  min: 'VIOLATION::TOO_LOW',
  max: 'VIOLATION::TOO_HIGH',
  enums: 'VIOLATION::NO_SUCH_CHOICE',
  literal: 'VIOLATION::NO_SUCH_CHOICE',
  lineItemQuantity: 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY',
}

function violation(failure: Failure) {
  const pointer = `/${failure.path.map(String).join('/')}`
  const rule = failure.refinement ?? failure.type
  const blank = failure.value === undefined || failure.value === null
  const code = CODES[rule] ?? (blank ? 'VIOLATION::IS_BLANK' : 'VIOLATION::INVALID_TYPE')
  const detail = blank && !CODES[rule] ? 'This value should not be blank.' : failure.message
  const value = failure.value === null || typeof failure.value !== 'object' ? (failure.value ?? null) : '[structure]'
  return errorEntry(400, code, detail, pointer.replace(/\/$/, '') || '/', { value })
}

/**
 * Validates (and coerces) `value`; every violation becomes one 400 error entry.
 * @example const body = check(await readBody(c), CartItemsBody)
 */
export function check<T, S>(value: unknown, struct: Struct<T, S>): T {
  const [error, result] = validate(value, struct, { coerce: true })
  if (error) throw new ApiError(400, error.failures().map(violation))
  return result as T
}

/** The request's JSON body as an object; empty bodies are `{}`, anything else malformed is a 400. */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return {}
  const body = parseJsonObject(await c.req.text())
  if (!body.ok) throw apiError(400, body.code, body.detail)
  return body.value ?? {}
}

/** A 32-hex id. */
export const uuid = () => refine(string(), 'uuid', (v) => isUuid(v) || `Value is not a valid UUID: ${v}`)

/** A string that is not empty or whitespace. */
export const notBlank = () =>
  refine(string(), 'notBlank', (v) => v.trim().length > 0 || 'This value should not be blank.')

/** An integer in [min, max]; numeric strings (query parameters) are accepted and converted. */
export const boundedInt = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  refine(
    refine(
      coerce(integer(), pattern(string(), /^-?\d+$/), (s) => Number.parseInt(s, 10)),
      'min',
      (v) => v >= min || `This value should be ${min} or more.`,
    ),
    'max',
    (v) => v <= max || `This value should be ${max} or less.`,
  )

/** A page number, capped so offsets stay exact integers even with the largest limit. */
export const pageNumber = () => boundedInt(1, 1_000_000)

/** A line item quantity: a positive integer (spec §5). */
export const lineItemQuantity = () =>
  define<number>(
    'lineItemQuantity',
    (v) => (typeof v === 'number' && Number.isInteger(v) && v > 0) || 'The quantity must be a positive integer.',
  )
