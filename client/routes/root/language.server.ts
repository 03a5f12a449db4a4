/**
 * Startup's language step, on the worker: when the page's locale is not the one the shopper's
 * session last used, the session's language changes to it (PATCH /context languageId, with the page's
 * sw-language-id header like every call of the request) before the context is read, so the context
 * read after it is the refreshed one. A real Shopware keeps a context's language for what it sends
 * later (mails, the order's language); the page itself is read in its locale either way.
 */
import { LOCALE_COOKIE } from '../../../shared/constants'
import { cookieValue } from '../../../shared/cookies'
import { isLocale } from '../../../shared/locale'
import type { AppLoadContext } from '../load-context'

/**
 * The locale the session last used: the locale cookie the worker sets on every page (a language switch
 * is a document load, so it always passes here); null when there is none.
 * @example sessionLocale('theme=dark; locale=en-GB') // 'en-GB'
 */
export function sessionLocale(cookies: string | null): string | null {
  const value = cookieValue(cookies, LOCALE_COOKIE)
  return isLocale(value) ? value : null
}

/**
 * Whether the session's language must change to the page's: a shopper with a session (a context token)
 * whose last locale differs. Without a token there is no session to change.
 */
export const languageDiffers = (context: Pick<AppLoadContext, 'locale' | 'api'>, cookies: string | null): boolean =>
  !!context.api.contextToken && sessionLocale(cookies) !== context.locale

/** Changes the session's language to the page's when it differs; a failure leaves the page in its own locale. */
export async function followPageLanguage(request: Request, context: AppLoadContext): Promise<void> {
  if (!languageDiffers(context, request.headers.get('cookie'))) return
  await context.api
    .invoke('updateContext patch /context', { body: { languageId: context.languageId } })
    .catch(() => undefined)
}
