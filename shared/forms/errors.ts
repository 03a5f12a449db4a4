/**
 * Form errors, the one mapper every form shares: Store API errors (`source.pointer` + code) and the form's
 * own checks become one message per field, as i18n keys the page translates into the shopper's language
 * (validation messages, login texts). Runs in the worker's actions and in the browser's views.
 */
import type { StoreApiErrorEntry } from '../store-api/errors'
import type { FormErrors, FormMessage } from './failure'

export {
  type FormActionData,
  type FormErrors,
  type FormFailure,
  type FormMessage,
  type FormSuccess,
  isFormFailure,
} from './failure'

/** Messages for whole-form errors by the Store API's code. */
const FORM_MESSAGES: Record<string, string> = {
  CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS: 'auth.badCredentials',
  CHECKOUT__CUSTOMER_NOT_FOUND: 'auth.badCredentials',
  login_no_matching_customer_internal: 'auth.badCredentials',
  CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED: 'auth.optInNotCompleted',
  CHECKOUT__CUSTOMER_IS_INACTIVE: 'auth.optInNotCompleted',
  FRAMEWORK__RATE_LIMIT_EXCEEDED: 'auth.rateLimitExceeded',
  CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED: 'auth.recoveryHashExpired',
  CHECKOUT__CUSTOMER_RECOVERY_HASH_NOT_FOUND: 'auth.recoveryHashExpired',
  CHECKOUT__CUSTOMER_NOT_LOGGED_IN: 'error.403',
  CHECKOUT__ORDER_ORDER_ALREADY_PAID: 'account.order.alreadyPaid',
  CHECKOUT__ORDER_ORDER_NOT_FOUND: 'account.order.notFound',
  CHECKOUT__UNKNOWN_PAYMENT_METHOD: 'account.order.unknownPaymentMethod',
  CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE: 'account.order.paymentNotChangeable',
  SYSTEM__ILLEGAL_STATE_TRANSITION: 'account.order.notCancellable',
  CHECKOUT__GUEST_WRONG_CREDENTIALS: 'account.order.guestWrongCredentials',
  CHECKOUT__GUEST_NOT_AUTHENTICATED: 'account.order.guestWrongCredentials',
  FRAMEWORK__INVALID_UUID: 'account.order.unknownPaymentMethod',
}

/**
 * Messages for field violations, by the code's name without Shopware's `VIOLATION::` prefix and `_ERROR`
 * suffix (6.6 sends `VIOLATION::IS_BLANK_ERROR`, the key here is IS_BLANK).
 */
const FIELD_MESSAGES: Record<string, string> = {
  IS_BLANK: 'validation.required',
  IS_NULL: 'validation.required',
  NOT_BLANK: 'validation.required',
  TOO_SHORT: 'validation.minLength',
  TOO_LONG: 'validation.maxLength',
  TOO_LOW: 'validation.minValue',
  INVALID_EMAIL: 'validation.email',
  STRICT_CHECK_FAILED: 'validation.email',
  NOT_EQUAL: 'validation.passwordsIdentical',
  CUSTOMER_EMAIL_NOT_UNIQUE: 'validation.emailNotUnique',
  ZIP_CODE_INVALID: 'validation.zipCode',
  VAT_ID_FORMAT_NOT_CORRECT: 'validation.vatId',
  CUSTOMER_PASSWORD_NOT_CORRECT: 'validation.passwordNotCorrect',
  NO_SUCH_CHOICE: 'validation.choice',
  INVALID_UUID: 'validation.choice',
  // A promotion code the cart already holds (its line is not stackable).
  CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE: 'cart.promotion.alreadyAdded',
}

/**
 * The violation's short name.
 * @example violationName('VIOLATION::IS_BLANK_ERROR') // 'IS_BLANK'
 */
export const violationName = (code: string): string => code.replace(/^VIOLATION::/, '').replace(/_ERROR$/, '')

/** A message's parameters from Shopware's `meta.parameters` (`{{ limit }}` → limit, min, seconds …). */
function messageParams(entry: Partial<StoreApiErrorEntry>): Record<string, string | number> {
  const params: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(entry.meta?.parameters ?? {})) {
    const key = name.replace(/[{}\s]/g, '')
    if (typeof value === 'string' || typeof value === 'number') params[key] = value
  }
  if (params.limit !== undefined && params.min === undefined) params.min = params.limit
  if (params.limit !== undefined && params.max === undefined) params.max = params.limit
  return params
}

/**
 * A form field's name from an error's JSON pointer: `/email` → `email`, `/billingAddress/zipcode` →
 * `billingAddress.zipcode`, renamed by `fieldOf` where the form calls it otherwise (`/username` → `email`).
 * Errors of the whole request (no pointer, or `/`) have none.
 * @example fieldName('/billingAddress/zipcode') // 'billingAddress.zipcode'
 */
export function fieldName(pointer: string | undefined, fieldOf: Record<string, string> = {}): string | null {
  if (!pointer || pointer === '/') return null
  const name = pointer.replace(/^\//, '').split('/').join('.')
  return fieldOf[name] ?? name
}

/**
 * The Store API's error list as form errors: the first violation of each field wins (one error per
 * field), whole-request errors become the form's message; anything unknown still says
 * something (the generic field or 'Unknown error'), never nothing.
 * @example formErrorsOf([{ code: 'VIOLATION::IS_BLANK_ERROR', source: { pointer: '/firstName' } }])
 * // { fields: { firstName: { key: 'validation.required', params: {} } }, form: null }
 */
export function formErrorsOf(errors: Partial<StoreApiErrorEntry>[], fieldOf: Record<string, string> = {}): FormErrors {
  const result: FormErrors = { fields: {}, form: null }
  for (const entry of errors) {
    const code = entry.code ?? ''
    const params = messageParams(entry)
    const field = FORM_MESSAGES[code] ? null : fieldName(entry.source?.pointer, fieldOf)
    if (field) {
      result.fields[field] ??= { key: FIELD_MESSAGES[violationName(code)] ?? 'validation.invalid', params }
    } else {
      result.form ??= { key: FORM_MESSAGES[code] ?? 'error.unknown', params }
    }
  }
  if (!errors.length) result.form = { key: 'error.unknown' }
  return result
}

/** True when the form has nothing to complain about. */
export const hasErrors = (errors: FormErrors): boolean => errors.form !== null || Object.keys(errors.fields).length > 0

/** Checks a form needs before asking the Store API (the same rules the browser's `required`/`minlength` state). */
export interface FieldRule {
  required?: boolean
  email?: boolean
  minLength?: number
  /** Must equal this other field's value ('The passwords must be identical'). */
  sameAs?: string
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The form's own checks, one message per field, in the order the rules list the fields.
 * @example checkFields({ email: '' }, { email: { required: true } }).fields.email // { key: 'validation.required' }
 */
export function checkFields(values: Record<string, string>, rules: Record<string, FieldRule>): FormErrors {
  const errors: FormErrors = { fields: {}, form: null }
  for (const [name, rule] of Object.entries(rules)) {
    const value = values[name] ?? ''
    let message: FormMessage | null = null
    if (rule.required && !value.trim()) message = { key: 'validation.required' }
    else if (rule.email && value && !EMAIL.test(value.trim())) message = { key: 'validation.email' }
    else if (rule.minLength && value && value.length < rule.minLength)
      message = { key: 'validation.minLength', params: { min: rule.minLength } }
    else if (rule.sameAs && value !== (values[rule.sameAs] ?? '')) message = { key: 'validation.passwordsIdentical' }
    if (message) errors.fields[name] = message
  }
  return errors
}

/** Fields never sent back to the page, whatever form they are in. */
export const SECRET_FIELDS = ['password', 'newPassword', 'newPasswordConfirm', 'passwordConfirm', 'currentPassword']

/**
 * The form's values as strings; a repeated name keeps its first value, files are dropped.
 * @example formValues(new URLSearchParams('email=a%40b.de') as never) // { email: 'a@b.de' }
 */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, value] of form) {
    if (typeof value === 'string' && !(name in values)) values[name] = value
  }
  return values
}

/**
 * What the shopper typed, to fill the form again after a failed submit: everything but the secrets.
 * @example typedValues({ email: 'a@b.de', password: 'x' }) // { email: 'a@b.de' }
 */
export function typedValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !SECRET_FIELDS.includes(name)))
}
