/** The cookie settings page: the shopper's current choice from its cookie, and whether there is anything to choose. */
import { consentOfCookie } from '../../../shared/consent'
import type { LoaderArgs } from '../load-context'
import { staticAlternates } from '../loader-utils.server'
import type { LoaderMap } from '../table'
import type { CookieSettingsData } from './types'

export async function cookieSettingsLoader({ request, context }: LoaderArgs): Promise<CookieSettingsData> {
  const url = new URL(request.url)
  return {
    consent: consentOfCookie(request.headers.get('cookie')),
    tracking: context.tracking ?? false,
    saved: url.searchParams.get('saved') === '1',
    alternates: staticAlternates(new Request(new URL(url.pathname, url))),
  }
}

export const loaders = { 'cookie-settings': cookieSettingsLoader } satisfies LoaderMap
