/** The registration's double opt-in link: confirming logs the customer in. */
import { redirect } from 'react-router'
import { StoreApiError } from '../../../shared/store-api/client'
import type { LoaderArgs } from '../load-context'
import { rethrow, staticAlternates } from '../loader-utils.server'
import type { ConfirmPageData } from '../register/params'
import type { LoaderMap } from '../table'

/**
 * The opt-in mail's link (`/registration/confirm?em=…&hash=…`): confirms the account, which logs the
 * customer in, then shows the result on a clean URL, so the header already shows the customer and a
 * reload does not confirm again.
 */
export async function confirmLoader({ request, context }: LoaderArgs): Promise<ConfirmPageData> {
  const url = new URL(request.url)
  const alternates = staticAlternates(request) as Record<string, string>
  const em = url.searchParams.get('em')
  const hash = url.searchParams.get('hash')
  if (!em || !hash) {
    const result = url.searchParams.get('confirmed') === '1' ? 'confirmed' : 'invalid'
    return { result, alternates }
  }
  try {
    await context.api.invoke('registerConfirm post /account/register-confirm', { body: { em, hash } })
  } catch (error) {
    if (!(error instanceof StoreApiError) || error.status >= 500) rethrow(error)
    return { result: error.status === 412 ? 'already-confirmed' : 'invalid', alternates }
  }
  throw redirect('/registration/confirm?confirmed=1')
}

export const loaders = { 'registration-confirm': confirmLoader } satisfies LoaderMap
