/**
 * Form actions of the pages the catalog and the CMS render (product, landing and content pages): a page
 * posts to itself with a hidden `intent`: `review` (the product page's review form) or `contact` (the
 * CMS contact form element). Any other intent is a request no page of ours sends: 400.
 */
import { data } from 'react-router'
import { CONTACT_INTENT } from '../../components/engagement/contact'
import { REVIEW_INTENT } from '../../components/product/review'
import { readForm } from '../action-utils.server'
import { contactAction } from '../content/contact.server'
import type { ActionArgs } from '../load-context'
import { reviewAction } from '../product/review.server'
import type { ActionMap } from '../table'

export async function pageFormAction({ request, context }: ActionArgs) {
  const values = await readForm(request)
  if (values.intent === REVIEW_INTENT) return reviewAction(context, values)
  if (values.intent === CONTACT_INTENT) return contactAction(context, values)
  throw data(
    { code: 'FRAMEWORK__INVALID_REQUEST', message: 'Unknown form' },
    { status: 400, statusText: 'Bad Request' },
  )
}

export const actions = {
  product: pageFormAction,
  'catch-all': pageFormAction,
  'landing-page': pageFormAction,
} satisfies ActionMap
