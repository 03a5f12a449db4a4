/** Request validation: JSON bodies, superstruct checks and their Store API violation errors. */
import { parseJsonObject } from '../../shared/json-body'
import type { Context } from 'hono'
import { coerce, integer, pattern, refine, string, validate, type Struct } from 'superstruct'
import { isUuid } from '../../shared/ids'
import { violationEntries } from '../../shared/store-api/errors'
import { ApiError, apiError } from './errors'

export { lineItemQuantity, notBlank } from '../../shared/schemas/refinements'

/**
 * Validates (and coerces) `value`; every violation becomes one 400 error entry.
 * @example const body = check(await readBody(c), CartItemsBody)
 */
export function check<T, S>(value: unknown, struct: Struct<T, S>): T {
  const [error, result] = validate(value, struct, { coerce: true })
  if (error) throw new ApiError(400, violationEntries(error))
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
