/**
 * Small pieces every form action uses (docs/decisions/017-form-actions.md): reading the form, answering a
 * failure with one message per field and what the shopper typed, and redirects that stay in the shop.
 */
import { data, redirect } from 'react-router'
import { type Flash, flashCookie } from '../../shared/flash'
import {
  type FormErrors,
  type FormFailure,
  type FormSuccess,
  formErrorsOf,
  formValues,
  typedValues,
} from '../../shared/forms/errors'
import { StoreApiError } from '../../shared/store-api/client'
import { errorTextKey, isMaintenance, sessionExpired } from '../../shared/store-api/faults'
import { rethrow } from './loader-utils.server'

/** The posted form as strings (urlencoded or multipart); a body that is no form reads as an empty one. */
export async function readForm(request: Request): Promise<Record<string, string>> {
  return formValues(await request.formData().catch(() => new FormData()))
}

/**
 * The page again, with the errors and what the shopper typed (never a password): 400, or 429 when the
 * Store API throttled the shopper.
 */
export function formFailure(errors: FormErrors, values: Record<string, string>, status = 400) {
  return data<FormFailure>({ errors, values: typedValues(values) }, { status })
}

/** The page again with a success message ("check your mail"): nothing the shopper typed comes back. */
export function formSuccess(message: FormSuccess['success']) {
  return data<FormSuccess>({ success: message })
}

/**
 * A Store API refusal as form errors on the page. A fault of the server (a 5xx, a timeout) is the form's
 * message with the fault's status, the page and what the shopper typed kept, so they can send it again;
 * maintenance and an ended session are route errors, shown by their error pages.
 * @example catch (error) { return storeApiFailure(error, values, { username: 'email' }) }
 */
export function storeApiFailure(error: unknown, values: Record<string, string>, fieldOf: Record<string, string> = {}) {
  return refusalFailure(error, values, (refusal) => formErrorsOf(refusal.errors, fieldOf))
}

/**
 * The same with the page's own reading of the refusal (a page whose messages are keyed by the Store
 * API's text): what the shopper cannot fix is still the route error.
 */
export function refusalFailure(
  error: unknown,
  values: Record<string, string>,
  errorsOf: (refusal: StoreApiError) => FormErrors,
) {
  // An ended session is no field error: the 403 page says so and offers the last page.
  if (!(error instanceof StoreApiError) || isMaintenance(error.errors) || sessionExpired(error.status, error.code))
    return rethrow(error)
  if (error.status >= 500 || error.status === 408)
    return formFailure(
      { fields: {}, form: { key: errorTextKey(error.status) ?? 'error.unknown' } },
      values,
      error.status,
    )
  return formFailure(errorsOf(error), values, error.status === 429 ? 429 : 400)
}

/**
 * A path inside this shop to go back to after login, or the fallback: only a same-origin path (one
 * leading slash, no scheme, no `//host`, no backslash) so a link cannot send the shopper elsewhere.
 * @example safeRedirectPath('/account/profile', '/account') // '/account/profile'
 * @example safeRedirectPath('//evil.example', '/account') // '/account'
 */
export function safeRedirectPath(raw: string | null | undefined, fallback: string): string {
  const path = (raw ?? '').trim()
  // URL parsing drops tabs and newlines, so '/\t/evil.example' would become '//evil.example': refuse any control character.
  const control = [...path].some((ch) => ch.charCodeAt(0) < 32)
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || control) return fallback
  const url = new URL(path, 'http://shop.invalid')
  return url.origin === 'http://shop.invalid' ? url.pathname + url.search : fallback
}

/**
 * A 303 after a form POST (the browser then GETs the page). The path is below the locale prefix: the
 * router adds the prefix (its basename) to every redirect of a loader or action. A flash is the
 * notification the next page shows for 15 s (shared/flash.ts).
 * @example return redirectAfterPost('/account')
 */
export const redirectAfterPost = (path: string, flash?: Flash) =>
  redirect(path, flash ? { status: 303, headers: { 'set-cookie': flashCookie(flash) } } : 303)
