/**
 * Shopware's constraint violations for hand-written validation (forms whose rules superstruct cannot
 * say alone): the one builder of `VIOLATION::` entries (400, Symfony's messages and parameters, at the
 * field's JSON pointer), the checks several forms share (blank, type, length, email, choice), and a
 * collector that answers every violated field at once, as Shopware's DataValidator does. Address,
 * account, context, newsletter, contact and review validation all build their entries here.
 */
import { ApiError, type ApiErrorEntry, errorEntry } from './errors'

/** Symfony's Email constraint (html5 mode, Shopware's default). */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/
/** Shopware refuses names that carry a link (NewsletterSubscribeRoute::DOMAIN_NAME_REGEX). */
const LINK = /https?:\//

/** A value as Symfony shows it in `{{ value }}`: JSON, or 'null' when missing. */
export const quoted = (value: unknown) => (value === undefined || value === null ? 'null' : JSON.stringify(value))
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim())

/** One Shopware violation entry (400) at `pointer`; `parameters` in Shopware's `{{ name }}` form. */
export const violation = (code: string, detail: string, pointer: string, parameters: Record<string, unknown> = {}) =>
  errorEntry(400, `VIOLATION::${code}`, detail, pointer, parameters)

export const blankViolation = (pointer: string, value?: unknown) =>
  violation('IS_BLANK_ERROR', 'This value should not be blank.', pointer, { '{{ value }}': quoted(value) })

/** A value of the wrong type; `parameters` as the caller's form shows the value (some show none). */
export const typeViolation = (pointer: string, type: string, parameters: Record<string, unknown> = {}) =>
  violation('INVALID_TYPE_ERROR', `This value should be of type ${type}.`, pointer, {
    ...parameters,
    '{{ type }}': type,
  })

export const tooLongViolation = (pointer: string, value: string, limit: number) =>
  violation('TOO_LONG_ERROR', `This value is too long. It should have ${limit} characters or less.`, pointer, {
    '{{ value }}': quoted(value),
    '{{ limit }}': limit,
  })

/** Length's min: `extra` carries what a form adds (the newsletter's `{{ value_length }}`). */
export const tooShortViolation = (pointer: string, value: string, limit: number, extra: Record<string, unknown> = {}) =>
  violation('TOO_SHORT_ERROR', `This value is too short. It should have ${limit} characters or more.`, pointer, {
    '{{ value }}': quoted(value),
    '{{ limit }}': limit,
    ...extra,
  })

export const choiceViolation = (pointer: string, value: unknown, choices: readonly string[]) =>
  violation('NO_SUCH_CHOICE_ERROR', 'The value you selected is not a valid choice.', pointer, {
    '{{ value }}': quoted(value),
    '{{ choices }}': choices.map((choice) => JSON.stringify(choice)).join(', '),
  })

export const entityMissingViolation = (entity: string, id: string, pointer: string) =>
  violation('ENTITY_DOES_NOT_EXISTS', `The ${entity} entity with id ${id} does not exist.`, pointer, {
    '{{ entity }}': entity,
    '{{ id }}': id,
    '{{ primaryProperty }}': 'id',
  })

/**
 * The email violation, or null for a valid address. The account forms answer Shopware's customer
 * code (STRICT_CHECK_FAILED_ERROR, addresses up to 254 characters), newsletter and contact the
 * html5 mode's INVALID_FORMAT_ERROR, as Shopware does for each.
 */
export function emailViolation(
  pointer: string,
  value: string,
  raw: unknown,
  code: 'INVALID_FORMAT_ERROR' | 'STRICT_CHECK_FAILED_ERROR' = 'INVALID_FORMAT_ERROR',
): ApiErrorEntry | null {
  const valid = EMAIL.test(value) && (code === 'INVALID_FORMAT_ERROR' || value.length <= 254)
  return valid
    ? null
    : violation(code, 'This value is not a valid email address.', pointer, { '{{ value }}': quoted(raw) })
}

/**
 * A trimmed text field: a type, blank (when `required`) or length violation goes to `errors` and the
 * field answers null. Numbers count as text (a zip code or phone number sent as one).
 * @example const city = readText(body.city, '/city', { required: true, max: 255 }, errors)
 */
export function readText(
  value: unknown,
  pointer: string,
  { required, max }: { required: boolean; max: number },
  errors: ApiErrorEntry[],
): string | null {
  if (value !== undefined && value !== null && typeof value !== 'string' && typeof value !== 'number') {
    errors.push(typeViolation(pointer, 'string', { '{{ value }}': Array.isArray(value) ? 'array' : typeof value }))
    return null
  }
  const trimmed = value === undefined || value === null ? '' : String(value).trim()
  if (!trimmed) {
    if (required) errors.push(blankViolation(pointer, value))
    return null
  }
  if (trimmed.length > max) {
    errors.push(tooLongViolation(pointer, trimmed, max))
    return null
  }
  return trimmed
}

/** Collects violations field by field (pointer `/field`); `throwIfAny` answers them all at once. */
export class Violations {
  readonly entries: ApiErrorEntry[] = []

  add(field: string, code: string, detail: string, parameters: Record<string, unknown>) {
    this.entries.push(violation(code, detail, `/${field}`, parameters))
    return false
  }

  /** EntityExists: an id that names nothing (or nothing this customer may use). */
  missing(field: string, entity: string, id: unknown) {
    return this.push(entityMissingViolation(entity, String(id), `/${field}`))
  }

  /** NotBlank: a missing, empty or whitespace value; any other type than text is a type violation. */
  notBlank(field: string, value: unknown): value is string {
    if (isBlank(value)) return this.push(blankViolation(`/${field}`, value))
    if (typeof value !== 'string')
      return this.push(typeViolation(`/${field}`, 'string', { '{{ value }}': quoted(value) }))
    return true
  }

  email(field: string, value: unknown): value is string {
    if (!this.notBlank(field, value)) return false
    const refused = emailViolation(`/${field}`, value.trim(), value)
    return refused ? this.push(refused) : true
  }

  minLength(field: string, value: string, min: number) {
    const length = value.trim().length
    if (length >= min) return true
    return this.push(tooShortViolation(`/${field}`, value, min, { '{{ value_length }}': length }))
  }

  choice(field: string, value: unknown, choices: readonly string[]) {
    if (!this.notBlank(field, value)) return false
    return choices.includes(value) || this.push(choiceViolation(`/${field}`, value, choices))
  }

  /** A name without a link in it (spam in double opt-in mails). */
  noLink(field: string, value: string) {
    if (!LINK.test(value)) return true
    return this.add(field, 'REGEX_FAILED_ERROR', 'This value is not valid.', { '{{ value }}': quoted(value) })
  }

  throwIfAny() {
    if (this.entries.length) throw new ApiError(400, this.entries)
  }

  /** Adds entries another check built (address, storefrontUrl); false, so a check can answer it. */
  push(...entries: ApiErrorEntry[]): false {
    this.entries.push(...entries)
    return false
  }
}
