/** The contact form's action (a CMS form element posts to its own page): the checks, then the Store API's /contact-form. */
import { checkFields, hasErrors } from '../../../shared/forms/errors'
import { StoreApiError } from '../../../shared/store-api/client'
import { CONTACT_RULES } from '../../components/engagement/contact'
import { formFailure, formSuccess, storeApiFailure } from '../action-utils.server'
import type { AppLoadContext } from '../load-context'

export async function contactAction(context: AppLoadContext, values: Record<string, string>) {
  const errors = checkFields(values, CONTACT_RULES)
  if (hasErrors(errors)) return formFailure(errors, values)
  const optional = (value: string | undefined) => value?.trim() || undefined
  try {
    await context.api.invoke('sendContactMail post /contact-form', {
      body: {
        salutationId: optional(values.salutationId),
        firstName: values.firstName!.trim(),
        lastName: values.lastName!.trim(),
        email: values.email!.trim(),
        phone: optional(values.phone),
        subject: values.subject!.trim(),
        comment: values.comment!.trim(),
        slotId: optional(values.slotId),
      },
    })
  } catch (error) {
    // A violation names its field; anything else (throttled, mail down) is the general text.
    if (error instanceof StoreApiError && error.status === 400 && error.errors.some((e) => e.source?.pointer))
      return storeApiFailure(error, values)
    return formFailure({ fields: {}, form: { key: 'contactForm.error' } }, values, 503)
  }
  return formSuccess({ key: 'contactForm.success' })
}
