/**
 * The account fields register, change-profile, change-email, change-password and recovery check, with
 * Shopware's violation codes and texts: IS_BLANK_ERROR, STRICT_CHECK_FAILED_ERROR (email format),
 * TOO_SHORT_ERROR (password, min 8: core.loginRegistration.passwordMinLength), TOO_LONG_ERROR,
 * NOT_EQUAL_ERROR (confirmations), CUSTOMER_EMAIL_NOT_UNIQUE, CUSTOMER_PASSWORD_NOT_CORRECT,
 * VAT_ID_FORMAT_NOT_CORRECT and the birthday ranges. One entry per violated field.
 */
import type { Database } from '../../platform/database'
import { ApiError, type ApiErrorEntry, apiError } from '../../platform/errors'
import { type SalutationKey, salutationKeyOf } from '../../platform/reference'
import {
  blankViolation,
  choiceViolation,
  emailViolation,
  entityMissingViolation,
  quoted,
  readText,
  tooShortViolation,
  violation,
} from '../../platform/violations'
import { MAX_LENGTH, validateVatIds } from '../address/validation'

export type Body = Record<string, unknown>

/** Shopware's default minimum password length. */
export const PASSWORD_MIN_LENGTH = 8

/** A trimmed text value; anything else is empty (a blank field). */
export const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** A hash (opt-in or recovery link) that leads to no customer: Shopware's CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH. */
export const customerNotFoundByHash = (hash: string) =>
  apiError(404, 'CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH', `No matching customer for the hash "${hash}" was found.`, '/', {
    hash,
  })

/** The email at `pointer`: blank or malformed answers its violation. */
export function checkEmail(value: unknown, pointer = '/email'): { email?: string; errors: ApiErrorEntry[] } {
  const email = textOf(value)
  if (!email) return { errors: [blankViolation(pointer, value)] }
  const refused = emailViolation(pointer, email, value, 'STRICT_CHECK_FAILED_ERROR')
  return refused ? { errors: [refused] } : { email, errors: [] }
}

/** A new password at `pointer`: not blank, at least PASSWORD_MIN_LENGTH characters (not trimmed). */
export function checkNewPassword(value: unknown, pointer: string): ApiErrorEntry[] {
  if (typeof value !== 'string' || value === '') return [blankViolation(pointer, value)]
  if ([...value].length < PASSWORD_MIN_LENGTH) return [tooShortViolation(pointer, value, PASSWORD_MIN_LENGTH)]
  return []
}

/** A confirmation that differs from its field, at the confirmation's pointer (where the form shows it). */
export const notEqualViolation = (pointer: string, detail = 'The passwords must be identical') =>
  violation('NOT_EQUAL_ERROR', detail, pointer, {})

export const emailNotUniqueViolation = (email: string, pointer = '/email') =>
  violation('CUSTOMER_EMAIL_NOT_UNIQUE', `The email address ${email} is already in use`, pointer, {
    '{{ email }}': email,
  })

export const passwordNotCorrectViolation = (pointer = '/password') =>
  violation('CUSTOMER_PASSWORD_NOT_CORRECT', 'Your password is wrong', pointer, {})

/** True when a registered (non-guest) customer other than `exceptId` has this email. */
export async function emailTaken(db: Database, email: string, exceptId = ''): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS taken FROM customer WHERE lower(email) = lower(?) AND guest = 0 AND id <> ? LIMIT 1')
    .bind(email, exceptId)
    .first<{ taken: number }>()
  return !!row
}

/**
 * A catch handler for writes of a registered account's email: when another account took the email
 * between the check and the write (the unique index of migration 0016), the violation, not a 500.
 */
export const refuseTakenEmail = (email: string) => (error: unknown) => {
  if (error instanceof Error && /UNIQUE constraint failed: index 'customer_email_registered'/.test(error.message))
    throw new ApiError(400, [emailNotUniqueViolation(email)])
  throw error
}

/** The personal data of an account (register and change-profile share it). */
export interface ProfileInput {
  salutationKey: SalutationKey
  title: string | null
  firstName: string
  lastName: string
  birthday: string | null
  accountType: 'private' | 'business'
  company: string | null
  vatIds: string[]
}

/**
 * Checks the profile fields of `body`. `vatCountryId` is the country whose VAT id format applies
 * (the billing address's). Answers the profile when nothing is violated.
 */
export function checkProfile(
  body: Body,
  vatCountryId: string | null | undefined,
): { profile?: ProfileInput; errors: ApiErrorEntry[] } {
  const errors: ApiErrorEntry[] = []
  const text = (field: 'firstName' | 'lastName' | 'title' | 'company', required: boolean) =>
    readText(body[field], `/${field}`, { required, max: MAX_LENGTH[field] }, errors)
  const firstName = text('firstName', true)
  const lastName = text('lastName', true)
  const title = text('title', false)

  let salutationKey: SalutationKey = 'not_specified'
  const salutationId = body.salutationId
  if (salutationId !== undefined && salutationId !== null && salutationId !== '') {
    const key = salutationKeyOf(String(salutationId))
    if (key) salutationKey = key
    else errors.push(entityMissingViolation('salutation', String(salutationId), '/salutationId'))
  }

  const accountType = body.accountType ?? 'private'
  if (accountType !== 'private' && accountType !== 'business')
    errors.push(choiceViolation('/accountType', accountType, ['private', 'business']))
  const business = accountType === 'business'
  const company = business ? text('company', true) : null
  const vatErrors = business ? validateVatIds(body.vatIds, vatCountryId) : []
  errors.push(...vatErrors)
  const vatIds =
    business && Array.isArray(body.vatIds)
      ? body.vatIds.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim())
      : []

  const birthday = checkBirthday(body, errors)
  if (errors.length) return { errors }
  return {
    errors,
    profile: {
      salutationKey,
      title,
      firstName: firstName!,
      lastName: lastName!,
      birthday,
      accountType: business ? 'business' : 'private',
      company,
      vatIds,
    },
  }
}

/** birthdayDay/Month/Year (all or none), in range and a real date not in the future; as YYYY-MM-DD. */
function checkBirthday(body: Body, errors: ApiErrorEntry[]): string | null {
  const parts = { birthdayDay: [1, 31], birthdayMonth: [1, 12], birthdayYear: [1900, new Date().getUTCFullYear()] }
  const given = Object.keys(parts).filter((k) => body[k] !== undefined && body[k] !== null && body[k] !== '')
  if (!given.length) return null
  const values: Record<string, number> = {}
  for (const [field, [min, max]] of Object.entries(parts) as Array<[string, [number, number]]>) {
    const n = Number(body[field])
    if (body[field] === undefined || body[field] === null || body[field] === '')
      errors.push(blankViolation(`/${field}`))
    else if (!Number.isInteger(n) || n < min || n > max)
      errors.push(
        violation('NOT_IN_RANGE_ERROR', `This value should be between ${min} and ${max}.`, `/${field}`, {
          '{{ value }}': quoted(body[field]),
          '{{ min }}': min,
          '{{ max }}': max,
        }),
      )
    else values[field] = n
  }
  if (Object.keys(values).length !== 3) return null
  const date = new Date(Date.UTC(values.birthdayYear!, values.birthdayMonth! - 1, values.birthdayDay!))
  if (date.getUTCDate() !== values.birthdayDay || date.getTime() > Date.now()) {
    errors.push(violation('INVALID_DATE_ERROR', 'This value is not a valid date.', '/birthdayDay', {}))
    return null
  }
  return date.toISOString().slice(0, 10)
}
