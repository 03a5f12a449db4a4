/** What the newsletter page's loader hands its view. */
import type { Alternates } from '../../types'

export interface NewsletterPageData {
  /** The outcome of the mail's link (?em=&hash=): confirmed, expired (unknown or used hash), or none when no link was followed. */
  confirmation: 'confirmed' | 'expired' | 'error' | null
  alternates: Alternates
}
