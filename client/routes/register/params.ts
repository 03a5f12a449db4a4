/** The registration form's fields and data, shared by the view and the worker (browser-safe). */
import type { FormActionData } from '../../../shared/forms/errors'

/** Field names follow the Store API's pointers (`/billingAddress/zipcode` → `billingAddress.zipcode`). */
export type RegisterValues = {
  accountType: string
  salutationId: string
  firstName: string
  lastName: string
  company: string
  vatId: string
  email: string
  password: string
  'billingAddress.street': string
  'billingAddress.zipcode': string
  'billingAddress.city': string
  'billingAddress.countryId': string
  acceptedDataProtection: string
  redirectTo: string
}
export type RegisterActionData = FormActionData<RegisterValues>

/** Shopware's default minimum password length (core.loginRegistration.passwordMinLength). */
export const PASSWORD_MIN_LENGTH = 8

export interface Choice {
  id: string
  name: string
}

export interface RegisterPageData {
  salutations: Choice[]
  countries: Choice[]
  /** The country preselected for the address (the shop's home, Germany). */
  defaultCountryId: string
  alternates: Record<string, string>
}

/** What the confirmation link's page shows. */
export interface ConfirmPageData {
  result: 'confirmed' | 'invalid' | 'already-confirmed'
  alternates: Record<string, string>
}
