/**
 * The payment provider's part of the success page, kept apart (issue 9 pays through /handle-payment in
 * its own slice): for an order paid by a provider (card, wallet) the Store API's POST /handle-payment
 * names the provider's page; finishing there comes back to the success page, failing or cancelling to
 * the unpaid page. A Store API without the route, or one that refuses, shows no redirect: the order
 * stays as it is and the page says what it knows.
 */
import { localePrefix } from '../../../shared/locale'
import { StoreApiError } from '../../../shared/store-api/client'
import type { LoaderArgs } from '../load-context'
import { rethrow } from '../loader-utils.server'

/** The provider's page for this order, or null when the Store API names none. */
export async function providerRedirect({ request, context }: LoaderArgs, orderId: string): Promise<string | null> {
  const base = new URL(request.url).origin + localePrefix(context.locale)
  try {
    const answer = await context.api.invoke('handlePaymentMethod post /handle-payment', {
      body: {
        orderId,
        finishUrl: `${base}/checkout/success/${orderId}`,
        errorUrl: `${base}/checkout/success/${orderId}/unpaid`,
      },
    })
    const url = (answer as { redirectUrl?: string | null }).redirectUrl
    return url && /^https?:\/\//.test(url) ? url : null
  } catch (error) {
    if (error instanceof StoreApiError && error.status < 500) return null
    return rethrow(error)
  }
}
