/** The one form error mapper: Store API pointers and codes to one message per field, in i18n keys both locales have. */
import { describe, expect, it } from 'vitest'
import {
  checkFields,
  fieldName,
  formErrorsOf,
  formValues,
  typedValues,
  violationName,
} from '../../../shared/forms/errors'
import de from '../../../shared/i18n/de-DE'
import en from '../../../shared/i18n/en-GB'
import { createTranslator } from '../../../shared/i18n'

const tDe = createTranslator('de-DE', de)
const tEn = createTranslator('en-GB', en as never)

describe('formErrorsOf', () => {
  it('maps each pointer to its field, the first violation of a field winning (one error per field)', () => {
    const errors = formErrorsOf([
      { code: 'VIOLATION::IS_BLANK_ERROR', source: { pointer: '/firstName' } },
      {
        code: 'VIOLATION::TOO_SHORT_ERROR',
        source: { pointer: '/firstName' },
        meta: { parameters: { '{{ limit }}': 2 } },
      },
      {
        code: 'VIOLATION::ZIP_CODE_INVALID',
        source: { pointer: '/billingAddress/zipcode' },
      },
      {
        code: 'VIOLATION::TOO_SHORT_ERROR',
        source: { pointer: '/password' },
        meta: { parameters: { '{{ limit }}': 8 } },
      },
    ])
    expect(errors.form).toBeNull()
    expect(errors.fields).toEqual({
      firstName: { key: 'validation.required', params: {} },
      'billingAddress.zipcode': { key: 'validation.zipCode', params: {} },
      password: { key: 'validation.minLength', params: { limit: 8, min: 8, max: 8 } },
    })
    expect(tDe(errors.fields.password!.key, errors.fields.password!.params)).toBe(
      'Bitte geben Sie mindestens 8 Zeichen ein',
    )
    expect(tEn(errors.fields.password!.key, errors.fields.password!.params)).toBe('Please enter at least 8 characters')
  })

  it('gives the three login failures the same text, in German and English', () => {
    for (const code of [
      'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS',
      'CHECKOUT__CUSTOMER_NOT_FOUND',
      'login_no_matching_customer_internal',
    ]) {
      const { form, fields } = formErrorsOf([{ code, source: { pointer: '/username' } }], { username: 'email' })
      expect(fields).toEqual({})
      expect(tDe(form!.key)).toBe('Ungültiger Benutzername und/oder Passwort.')
      expect(tEn(form!.key)).toBe('Invalid username and/or password.')
    }
  })

  it('says how many seconds to wait when throttled, and that a recovery link expired', () => {
    const throttled = formErrorsOf([{ code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED', meta: { parameters: { seconds: 7 } } }])
    expect(tEn(throttled.form!.key, throttled.form!.params)).toBe('Too many attempts. Please wait 7 seconds.')
    const expired = formErrorsOf([{ code: 'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED' }])
    expect(tDe(expired.form!.key)).toBe('Der Link ist abgelaufen. Bitte fordern Sie ein neues Passwort an.')
  })

  it('maps the server violation codes, with and without Shopware`s _ERROR suffix', () => {
    const codes = {
      'VIOLATION::IS_BLANK': 'validation.required',
      'VIOLATION::VAT_ID_FORMAT_NOT_CORRECT': 'validation.vatId',
      'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE': 'validation.emailNotUnique',
      'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT': 'validation.passwordNotCorrect',
      'VIOLATION::STRICT_CHECK_FAILED': 'validation.email',
      'VIOLATION::NOT_EQUAL_ERROR': 'validation.passwordsIdentical',
      'VIOLATION::TOO_LOW_ERROR': 'validation.minValue',
      'VIOLATION::SOMETHING_NEW': 'validation.invalid',
    }
    for (const [code, key] of Object.entries(codes)) {
      expect(formErrorsOf([{ code, source: { pointer: '/x' } }]).fields.x?.key, code).toBe(key)
      expect(tDe(key)).not.toBe(key)
      expect(tEn(key)).not.toBe(key)
    }
    expect(tEn('validation.passwordsIdentical')).toBe('The passwords must be identical')
  })

  it('never says nothing: an empty list or an unknown whole-request error is "Unknown error"', () => {
    expect(formErrorsOf([]).form).toEqual({ key: 'error.unknown' })
    expect(formErrorsOf([{ code: 'SOMETHING' }]).form?.key).toBe('error.unknown')
  })
})

describe('pieces', () => {
  it('reads pointers and violation names', () => {
    expect(fieldName('/')).toBeNull()
    expect(fieldName(undefined)).toBeNull()
    expect(fieldName('/username', { username: 'email' })).toBe('email')
    expect(violationName('VIOLATION::IS_BLANK_ERROR')).toBe('IS_BLANK')
  })

  it('checks required, email, min length and repeated passwords, one message per field', () => {
    const errors = checkFields(
      { email: 'a@b', password: 'short', passwordConfirm: 'other', firstName: ' ' },
      {
        firstName: { required: true },
        email: { required: true, email: true },
        password: { required: true, minLength: 8 },
        passwordConfirm: { sameAs: 'password' },
      },
    )
    expect(errors.fields).toEqual({
      firstName: { key: 'validation.required' },
      email: { key: 'validation.email' },
      password: { key: 'validation.minLength', params: { min: 8 } },
      passwordConfirm: { key: 'validation.passwordsIdentical' },
    })
  })

  it('keeps what was typed but never a password', () => {
    const form = new FormData()
    form.append('email', 'a@b.de')
    form.append('password', 'secret')
    form.append('newPasswordConfirm', 'secret')
    form.append('email', 'second@b.de')
    expect(typedValues(formValues(form))).toEqual({ email: 'a@b.de' })
  })
})
