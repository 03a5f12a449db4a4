/** What the cookie settings page shows (its loader runs on the worker). */
import type { ConsentState } from '../../../shared/consent'
import type { Alternates } from '../../types'

export interface CookieSettingsData {
  consent: ConsentState
  /** Whether the shop loads anything that needs consent (a tag manager); without, only necessary cookies. */
  tracking: boolean
  /** Back from saving (`?saved=1`): the page confirms it. */
  saved: boolean
  alternates: Alternates
}
