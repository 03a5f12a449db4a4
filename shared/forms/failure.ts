/**
 * What a form answers, as data: the shapes every form shares and the one check a page needs to read them
 * (shared/forms/errors.ts maps Store API errors into them). On its own so a page that only reads a form's
 * answer (the cart) loads none of the mapping.
 */

/** A message for the shopper: an i18n key and its parameters. */
export interface FormMessage {
  key: string
  params?: Record<string, string | number>
}

/** One message per field (by the form field's name) and at most one for the whole form. */
export interface FormErrors {
  fields: Record<string, FormMessage>
  form: FormMessage | null
}

/** What a form action answers when the shopper must try again: the errors, and what they typed (never a password). */
export interface FormFailure<V extends Record<string, string> = Record<string, string>> {
  errors: FormErrors
  values: Partial<V>
}

/** What a form action answers when it succeeded without leaving the page ("check your mail"). */
export interface FormSuccess {
  success: FormMessage
}

export type FormActionData<V extends Record<string, string> = Record<string, string>> = FormFailure<V> | FormSuccess

export const isFormFailure = (data: unknown): data is FormFailure =>
  !!data && typeof data === 'object' && 'errors' in data && 'values' in data
