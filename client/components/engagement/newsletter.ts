/** The newsletter form's names (browser-safe: the form, the page and the action share them). */
import type { FieldRule } from '../../../shared/forms/errors'

/** The page whose action subscribes, below the locale prefix; GET with ?em=&hash= confirms (the mail's link). */
export const NEWSLETTER_PATH = '/newsletter-subscribe'

/**
 * The form's field names. They differ from the Store API's so the footer's form can stand beside
 * another form with an email field (the contact form) without two elements sharing an id.
 */
export const NEWSLETTER_FIELDS = {
  email: 'newsletterEmail',
  firstName: 'newsletterFirstName',
  lastName: 'newsletterLastName',
  privacy: 'newsletterPrivacy',
} as const

export type NewsletterValues = Record<(typeof NEWSLETTER_FIELDS)[keyof typeof NEWSLETTER_FIELDS], string>

/** A valid email, names of at least 2 characters, the privacy policy accepted. */
export const NEWSLETTER_RULES: Record<string, FieldRule> = {
  [NEWSLETTER_FIELDS.email]: { required: true, email: true },
  [NEWSLETTER_FIELDS.firstName]: { required: true, minLength: 2 },
  [NEWSLETTER_FIELDS.lastName]: { required: true, minLength: 2 },
  [NEWSLETTER_FIELDS.privacy]: { required: true },
}

/** The Store API's pointers as the form's names, for its violations. */
export const NEWSLETTER_FIELD_OF: Record<string, string> = {
  email: NEWSLETTER_FIELDS.email,
  firstName: NEWSLETTER_FIELDS.firstName,
  lastName: NEWSLETTER_FIELDS.lastName,
}

/** The messages the newsletter action answers with (dictionary keys), beside the form the footer shows on every page. */
export const NEWSLETTER_MESSAGES = { success: 'newsletter.success', error: 'newsletter.error' } as const
