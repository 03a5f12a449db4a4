/** The area switch page: what the switch leads to, and whether it logs the customer out. */
import { safeRedirectPath } from '../action-utils.server'
import type { LoaderArgs } from '../load-context'
import { staticAlternates } from '../loader-utils.server'
import { currentCustomer } from '../session.server'
import type { LoaderMap } from '../table'
import { AREA_PARAM, type AreaPageData, areaOfCookie, isArea } from './params'

export async function areaLoader({ request, context }: LoaderArgs): Promise<AreaPageData> {
  const url = new URL(request.url)
  const customer = await currentCustomer(context)
  const current = customer
    ? customer.accountType === 'business'
      ? 'business'
      : 'private'
    : areaOfCookie(request.headers.get('cookie'))
  const asked = url.searchParams.get(AREA_PARAM)
  return {
    to: isArea(asked) ? asked : current === 'business' ? 'private' : 'business',
    current,
    loggedIn: !!customer,
    redirectTo: safeRedirectPath(url.searchParams.get('redirectTo'), '/'),
    alternates: staticAlternates(request) as Record<string, string>,
  }
}

export const loaders = { area: areaLoader } satisfies LoaderMap
