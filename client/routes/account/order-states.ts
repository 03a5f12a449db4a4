/** How the account names an order's states and methods: the Store API's names in the shopper's language. */
import type { Order } from './types'

/** An entity's name (state, method, document type) in the shopper's language, as the Store API names it. */
export const translatedName = (
  entity: { name?: string | null; translated?: { name?: string | null } | null } | null | undefined,
) => entity?.translated?.name ?? entity?.name ?? ''

/** The order's state in the shopper's language. */
export const orderStateOf = (order: Order) => translatedName(order.stateMachineState)

/** The current (latest) payment transaction of an order. */
export const transactionOf = (order: Order) => order.transactions?.at(-1) ?? null

/** The payment state of the current transaction by its technical name ('open', 'paid', 'failed', …). */
export const paymentStateKeyOf = (order: Order) =>
  (transactionOf(order)?.stateMachineState as { technicalName?: string } | undefined)?.technicalName ?? null

/** The payment state of the current transaction in the shopper's language. */
export const paymentStateOf = (order: Order) => translatedName(transactionOf(order)?.stateMachineState)
