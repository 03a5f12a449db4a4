/** The review form's action (the product page posts to itself): the checks, then the Store API's review write. */
import { checkFields, hasErrors } from '../../../shared/forms/errors'
import { StoreApiError } from '../../../shared/store-api/client'
import { REVIEW_RULES, reviewPoints } from '../../components/product/review'
import { formFailure, formSuccess, storeApiFailure } from '../action-utils.server'
import type { AppLoadContext } from '../load-context'

export async function reviewAction(context: AppLoadContext, values: Record<string, string>) {
  const errors = checkFields(values, REVIEW_RULES)
  const points = reviewPoints(values.points)
  if (values.points && points === null) errors.fields.points = { key: 'validation.choice' }
  if (!values.productId) errors.form = { key: 'reviewForm.error' }
  if (hasErrors(errors)) return formFailure(errors, values)
  try {
    await context.api.invoke('saveProductReview post /product/{productId}/review', {
      pathParams: { productId: values.productId! },
      body: { title: values.title!.trim(), content: values.content!.trim(), points: points! },
    })
  } catch (error) {
    // "Log in first" (403) is no dead end here: the product page itself offers the login beside the reviews.
    if (error instanceof StoreApiError && error.status === 403)
      return formFailure({ fields: {}, form: { key: 'reviewForm.login' } }, values, 403)
    // Violations speak for themselves; anything else is the general text.
    if (error instanceof StoreApiError && error.status === 400) return storeApiFailure(error, values)
    return formFailure({ fields: {}, form: { key: 'reviewForm.error' } }, values, 503)
  }
  return formSuccess({ key: 'reviewForm.success' })
}
