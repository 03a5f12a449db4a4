/** Reset password from the recovery mail's link (?hash=…): whether the link still works is known before typing. */
import { StoreApiError } from '../../../shared/store-api/client'
import type { LoaderArgs } from '../load-context'
import { rethrow, staticAlternates } from '../loader-utils.server'
import type { LoaderMap } from '../table'

export interface ResetPasswordPageData {
  hash: string
  expired: boolean
  alternates: Record<string, string>
}

export async function resetPasswordLoader({ request, context }: LoaderArgs): Promise<ResetPasswordPageData> {
  const url = new URL(request.url)
  const hash = url.searchParams.get('hash')?.trim() ?? ''
  const alternates = staticAlternates(request) as Record<string, string>
  if (!hash) return { hash, expired: true, alternates }
  const answer = (await context.api
    .invoke('getCustomerRecoveryIsExpired post /account/customer-recovery-is-expired', { body: { hash } })
    .catch((error: unknown) => {
      // An unknown or malformed hash is a link that no longer works, like an expired one.
      if (error instanceof StoreApiError && error.status < 500) return { data: [{ isExpired: true }] }
      return rethrow(error)
    })) as { data?: Array<{ isExpired?: boolean }> }
  return { hash, expired: answer.data?.[0]?.isExpired !== false, alternates }
}

export const loaders = {
  'reset-password': resetPasswordLoader,
  'account-recover-password': resetPasswordLoader,
} satisfies LoaderMap
