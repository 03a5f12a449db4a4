/** The login and logout forms' fields and parameters, shared by the view and the worker (browser-safe). */
import type { FormActionData } from '../../../shared/forms/errors'

/** Where the shopper goes after logging in (a path below the locale prefix); /account without one. */
export const REDIRECT_PARAM = 'redirectTo'
export const AFTER_LOGIN = '/account'

export type LoginValues = { email: string; password: string; redirectTo: string }
export type LoginActionData = FormActionData<LoginValues>

export interface LoginPageData {
  redirectTo: string
  /** A message the page opens with (after a password reset). */
  notice: string | null
  alternates: Record<string, string>
}
