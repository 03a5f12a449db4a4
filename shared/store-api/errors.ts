/** The Store API error envelope `{errors:[{status, code, title, detail, source:{pointer}}]}`: its one type, builders and violation mapper. */
import type { Failure, StructError } from 'superstruct'

/** One error of a Store API answer, as Shopware writes it. */
export interface StoreApiErrorEntry {
  status: string
  code: string
  title: string
  detail: string
  /** The JSON pointer of the offending field ('/' for the request); absent for errors of the whole call. */
  source?: { pointer: string }
  meta?: { parameters?: Record<string, unknown> }
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

/**
 * One error entry.
 * @example storeApiErrorEntry(400, 'FRAMEWORK__INVALID_UUID', 'Value is not a valid UUID: x', '/productId', { input: 'x' })
 */
export function storeApiErrorEntry(
  status: number,
  code: string,
  detail: string,
  pointer?: string,
  parameters?: Record<string, unknown>,
): StoreApiErrorEntry {
  const entry: StoreApiErrorEntry = { status: String(status), code, title: TITLES[status] ?? 'Error', detail }
  if (pointer !== undefined) entry.source = { pointer }
  if (parameters) entry.meta = { parameters }
  return entry
}

/**
 * The error answer itself; `headers` say how it may be cached (the worker passes its cache strategy).
 * @example storeApiErrorResponse(413, storeApiErrorEntry(413, 'STOREFRONT__BODY_TOO_LARGE', 'The request body is too large.'))
 */
export function storeApiErrorResponse(
  status: number,
  errors: StoreApiErrorEntry | StoreApiErrorEntry[],
  headers?: HeadersInit,
): Response {
  return Response.json({ errors: Array.isArray(errors) ? errors : [errors] }, { status, headers })
}

/** Shopware's codes for constraint violations (`VIOLATION::` and the Symfony constraint's error name). */
export const VIOLATION = {
  isBlank: 'VIOLATION::IS_BLANK_ERROR',
  tooLow: 'VIOLATION::TOO_LOW_ERROR',
  tooHigh: 'VIOLATION::TOO_HIGH_ERROR',
  tooLong: 'VIOLATION::TOO_LONG_ERROR',
  tooMany: 'VIOLATION::TOO_MANY_ERROR',
  noSuchChoice: 'VIOLATION::NO_SUCH_CHOICE_ERROR',
  invalidType: 'VIOLATION::INVALID_TYPE_ERROR',
} as const

/** Codes by the name of the failing refinement or type; anything unlisted is a type violation (or blank). */
const CODES: Record<string, string> = {
  uuid: 'FRAMEWORK__INVALID_UUID',
  notBlank: VIOLATION.isBlank,
  min: VIOLATION.tooLow,
  max: VIOLATION.tooHigh,
  tooLong: VIOLATION.tooLong,
  tooMany: VIOLATION.tooMany,
  enums: VIOLATION.noSuchChoice,
  literal: VIOLATION.noSuchChoice,
  // Shopware answers a bad line item quantity with its own code, not a violation.
  lineItemQuantity: 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY',
}

/**
 * A superstruct validation error as Store API entries: one 400 per failure, at its JSON pointer.
 * @example const [error] = validate(body, AddLineItemsBody); if (error) return storeApiErrorResponse(400, violationEntries(error))
 */
export function violationEntries(error: StructError): StoreApiErrorEntry[] {
  return error.failures().map(violationEntry)
}

function violationEntry(failure: Failure): StoreApiErrorEntry {
  const pointer = `/${failure.path.map(String).join('/')}`.replace(/\/$/, '') || '/'
  const rule = failure.refinement ?? failure.type
  const blank = failure.value === undefined || failure.value === null
  const code = CODES[rule] ?? (blank ? VIOLATION.isBlank : VIOLATION.invalidType)
  const detail = blank && !CODES[rule] ? 'This value should not be blank.' : failure.message
  const value = failure.value === null || typeof failure.value !== 'object' ? (failure.value ?? null) : '[structure]'
  return storeApiErrorEntry(400, code, detail, pointer, { value })
}
