/**
 * The newsletter page: the confirmation mail's link (?em=&hash=) lands here and confirms the
 * subscription (double opt-in), as Shopware's storefront does on GET /newsletter-subscribe.
 */
import { StoreApiError } from '../../../shared/store-api/client'
import type { LoaderArgs } from '../load-context'
import { staticAlternates } from '../loader-utils.server'
import type { LoaderMap } from '../table'
import type { NewsletterPageData } from './params'

export async function newsletterLoader({ request, context }: LoaderArgs): Promise<NewsletterPageData> {
  const url = new URL(request.url)
  const em = url.searchParams.get('em')?.trim()
  const hash = url.searchParams.get('hash')?.trim()
  // The page's own links and the language switch leave the one-time parameters out.
  const alternates = staticAlternates(new Request(new URL(url.pathname, url)))
  if (!em || !hash) return { confirmation: null, alternates }
  const confirmation = await context.api
    .invoke('confirmNewsletter post /newsletter/confirm', { body: { em, hash } })
    .then(
      () => 'confirmed' as const,
      // A 4xx is a link that no longer works (unknown or used hash); anything else is the general error.
      (error: unknown) =>
        error instanceof StoreApiError && error.status < 500 ? ('expired' as const) : ('error' as const),
    )
  return { confirmation, alternates }
}

export const loaders = { newsletter: newsletterLoader } satisfies LoaderMap
