/**
 * Paying an order at the payment provider (Shopware's POST /handle-payment): the success page asks for
 * the provider's page of an order paid by a provider (card, wallet, invoice with its credit check) and
 * sends the shopper there after 5 seconds; the unpaid page asks again after a failed or cancelled
 * payment. Finishing there comes back to the success page, failing or cancelling to the unpaid page.
 * A Store API that names no page (a synchronous method, an order already paid) or refuses shows none.
 */
import { localePrefix } from '../../../shared/locale'
import { StoreApiError } from '../../../shared/store-api/client'
import type { AppLoadContext } from '../load-context'
import { rethrow } from '../loader-utils.server'

/** Where the shopper comes back to: paths of this shop, which the Store API accepts from any host it serves. */
const successPath = (context: Pick<AppLoadContext, 'locale'>, orderId: string) =>
  `${localePrefix(context.locale)}/checkout/success/${orderId}`
const unpaidPath = (context: Pick<AppLoadContext, 'locale'>, orderId: string) =>
  `${successPath(context, orderId)}/unpaid`

/** A provider page the browser may be sent to: an http(s) URL, or a path of this shop (never `//host`). */
const followable = (url: string | null | undefined): url is string =>
  !!url && (/^https?:\/\//.test(url) || /^\/(?!\/)/.test(url))

/** The provider's page for this order, or null when the Store API names none. */
export async function providerRedirect(context: AppLoadContext, orderId: string): Promise<string | null> {
  try {
    const answer = await context.api.invoke('handlePaymentMethod post /handle-payment', {
      body: { orderId, finishUrl: successPath(context, orderId), errorUrl: unpaidPath(context, orderId) },
    })
    const url = (answer as { redirectUrl?: string | null }).redirectUrl
    return followable(url) ? url : null
  } catch (error) {
    if (error instanceof StoreApiError && error.status < 500) return null
    return rethrow(error)
  }
}
