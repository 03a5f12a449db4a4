/** The newsletter form's action: the form's field checks, then the Store API's subscribe with double opt-in. */
import { checkFields, hasErrors } from '../../../shared/forms/errors'
import { localePrefix } from '../../../shared/locale'
import { StoreApiError } from '../../../shared/store-api/client'
import {
  NEWSLETTER_FIELD_OF,
  NEWSLETTER_FIELDS,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_RULES,
} from '../../components/engagement/newsletter'
import { formFailure, formSuccess, readForm, storeApiFailure } from '../action-utils.server'
import type { ActionArgs } from '../load-context'
import type { ActionMap } from '../table'

export async function newsletterAction({ request, context }: ActionArgs) {
  const values = await readForm(request)
  const errors = checkFields(values, NEWSLETTER_RULES)
  if (hasErrors(errors)) return formFailure(errors, values)
  try {
    await context.api.invoke('subscribeToNewsletter post /newsletter/subscribe', {
      body: {
        email: values[NEWSLETTER_FIELDS.email]!.trim(),
        firstName: values[NEWSLETTER_FIELDS.firstName]!.trim(),
        lastName: values[NEWSLETTER_FIELDS.lastName]!.trim(),
        option: 'subscribe',
        // The confirmation link leads back to this shop, in the shopper's language.
        storefrontUrl: context.origin + localePrefix(context.locale),
      },
      // The shop's host, as the proxy names it for the browser's calls: the Store API accepts a
      // storefrontUrl only on the shop's own domains, so the mail's link cannot lead elsewhere.
      headers: { 'x-forwarded-host': new URL(context.origin).host },
    })
  } catch (error) {
    // A violation names its field; anything else (throttled, down) is the general "try again later" text.
    if (error instanceof StoreApiError && error.status === 400 && error.errors.some((e) => e.source?.pointer))
      return storeApiFailure(error, values, NEWSLETTER_FIELD_OF)
    return formFailure({ fields: {}, form: { key: NEWSLETTER_MESSAGES.error } }, values, 503)
  }
  return formSuccess({ key: NEWSLETTER_MESSAGES.success })
}

export const actions = { newsletter: newsletterAction } satisfies ActionMap
