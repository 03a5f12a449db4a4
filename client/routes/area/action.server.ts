/** Switches between the business and the private area: a logged-in customer is logged out first. */
import { redirect } from 'react-router'
import { COOKIE_MAX_AGE_SECONDS } from '../../../shared/constants'
import { StoreApiError } from '../../../shared/store-api/client'
import { readForm, safeRedirectPath } from '../action-utils.server'
import type { ActionArgs } from '../load-context'
import { rethrow } from '../loader-utils.server'
import type { ActionMap } from '../table'
import { AREA_COOKIE, isArea } from './params'

export async function areaAction({ request, context }: ActionArgs) {
  const values = await readForm(request)
  const to = isArea(values.to) ? values.to : 'private'
  // Any session may belong to a customer: log it out without first reading it, so a failed read can never
  // leave a customer logged in in the other area (a guest's logout is a 403, which is fine).
  if (context.api.contextToken) {
    await context.api.invoke('logoutCustomer post /account/logout', { body: {} }).catch((error: unknown) => {
      if (!(error instanceof StoreApiError && error.status === 403)) rethrow(error)
    })
  }
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : ''
  return redirect(safeRedirectPath(values.redirectTo, '/'), {
    status: 303,
    headers: {
      'set-cookie': `${AREA_COOKIE}=${to}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`,
    },
  })
}

export const actions = { area: areaAction } satisfies ActionMap
