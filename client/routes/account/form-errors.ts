/** Store API violations as the account forms show them: one message per field in the shopper's language (spec §5). */
import type { Translate } from '../../../shared/i18n'
import type { StoreApiError } from '../../../shared/store-api/client'

/** Spec §5's messages by Shopware's violation codes (with or without the VIOLATION:: prefix and _ERROR suffix). */
const MESSAGES: Record<string, string> = {
  IS_BLANK: 'validation.required',
  NOT_BLANK: 'validation.required',
  TOO_SHORT: 'validation.minLength',
  TOO_LONG: 'validation.maxLength',
  ZIP_CODE_INVALID: 'validation.pattern',
  REGEX_FAILED: 'validation.pattern',
  VAT_ID_FORMAT_NOT_CORRECT: 'validation.pattern',
  INVALID_EMAIL: 'validation.email',
  STRICT_CHECK_FAILED: 'validation.email',
  CUSTOMER_EMAIL_NOT_UNIQUE: 'validation.emailNotUnique',
  CUSTOMER_PASSWORD_NOT_CORRECT: 'validation.passwordNotCorrect',
  EQUAL_TO: 'validation.sameAs',
  NOT_EQUAL_TO: 'validation.sameAs',
}

const codeOf = (code: string | undefined) =>
  (code ?? '')
    .replace(/^VIOLATION::/, '')
    .replace(/^CHECKOUT__/, '')
    .replace(/_ERROR$/, '')

/**
 * The first error of each field, by the pointer's last segment (renamed where the form names it
 * otherwise); an error of the whole call becomes the form's message.
 * @example fieldErrors(error, t) // { errors: { firstName: 'Dieses Feld ist erforderlich' } }
 */
export function fieldErrors(
  error: StoreApiError,
  t: Translate,
  rename: Record<string, string> = {},
): { errors?: Record<string, string>; message?: string } {
  const errors: Record<string, string> = {}
  let message: string | undefined
  for (const entry of error.errors) {
    const key = MESSAGES[codeOf(entry.code)]
    const parameters = (entry.meta?.parameters ?? {}) as Record<string, unknown>
    const limit = Number(parameters['{{ limit }}'] ?? parameters.limit ?? parameters.min ?? 0)
    const text = key ? t(key, { min: limit, max: limit }) : entry.detail || t('error.500')
    const field = entry.source?.pointer?.split('/').filter(Boolean)[0]
    if (field && field !== 'customFields') {
      const name = rename[field] ?? field
      errors[name] ??= text
    } else message ??= text
  }
  return { ...(Object.keys(errors).length ? { errors } : {}), ...(message ? { message } : {}) }
}
