/**
 * Partial delivery: enabled or disabled, and some shipping methods force one choice. A shipping
 * method says so in customFields.partialDelivery: 'choice' lets the shopper decide, anything else (and a
 * method without the field, as Shopware's own) ships in one delivery. The shopper's decision travels with
 * the checkout's URLs (?partialDelivery=1) from Payment & Shipping to Review & Order, which sends it with
 * the order (customFields.partialDelivery): the Store API keeps no such flag in the context.
 */
import type { PartialDelivery } from './types'

export const PARTIAL_DELIVERY_PARAM = 'partialDelivery'

/** Whether this shipping method lets the shopper choose partial delivery. */
export const partialDeliveryChoosable = (method: { customFields?: unknown } | null | undefined): boolean =>
  (method?.customFields as { partialDelivery?: unknown } | null | undefined)?.partialDelivery === 'choice'

/**
 * The choice the page shows: allowed only where a method lets the shopper choose and they did
 * (`?partialDelivery=1`).
 * @example partialDeliveryOf(true, new URL('http://x/?partialDelivery=1')) // { choosable: true, allowed: true }
 */
export function partialDeliveryOf(choosable: boolean, url: URL): PartialDelivery {
  return { choosable, allowed: choosable && url.searchParams.get(PARTIAL_DELIVERY_PARAM) === '1' }
}
