/** The contact form's names and checks (browser-safe: the form and the page action share them). */
import type { FieldRule } from '../../../shared/forms/errors'

/** The value of the hidden `intent` field that sends a page's POST to the contact form's action. */
export const CONTACT_INTENT = 'contact'

export interface ContactValues extends Record<string, string> {
  salutationId: string
  firstName: string
  lastName: string
  email: string
  phone: string
  subject: string
  comment: string
  privacy: string
}

/** Shopware's contact form requires the salutation, names, email, subject and comment; the shop also the privacy policy. */
export const CONTACT_RULES: Record<string, FieldRule> = {
  salutationId: { required: true },
  firstName: { required: true },
  lastName: { required: true },
  email: { required: true, email: true },
  subject: { required: true },
  comment: { required: true },
  privacy: { required: true },
}
