/**
 * The state machines of an order, its delivery and its payment transaction (Shopware's
 * order.state, order_delivery.state, order_transaction.state), as the StateMachineState entity
 * with its German and English names. Ids are stable (`uuidFor`).
 */
import { uuidFor } from '../../../shared/ids'
import type { Locale } from '../../../shared/constants'
import { pick } from '../../platform/sales-channel'

type Names = Record<Locale, string>

const ORDER_STATES = {
  open: { 'de-DE': 'Offen', 'en-GB': 'Open' },
  in_progress: { 'de-DE': 'In Bearbeitung', 'en-GB': 'In progress' },
  completed: { 'de-DE': 'Abgeschlossen', 'en-GB': 'Done' },
  cancelled: { 'de-DE': 'Abgebrochen', 'en-GB': 'Cancelled' },
} satisfies Record<string, Names>

const DELIVERY_STATES = {
  open: { 'de-DE': 'Offen', 'en-GB': 'Open' },
  shipped: { 'de-DE': 'Versandt', 'en-GB': 'Shipped' },
  shipped_partially: { 'de-DE': 'Teilweise versandt', 'en-GB': 'Shipped (partially)' },
  returned: { 'de-DE': 'Retour', 'en-GB': 'Returned' },
  cancelled: { 'de-DE': 'Abgebrochen', 'en-GB': 'Cancelled' },
} satisfies Record<string, Names>

const TRANSACTION_STATES = {
  open: { 'de-DE': 'Offen', 'en-GB': 'Open' },
  paid: { 'de-DE': 'Bezahlt', 'en-GB': 'Paid' },
  failed: { 'de-DE': 'Fehlgeschlagen', 'en-GB': 'Failed' },
  cancelled: { 'de-DE': 'Abgebrochen', 'en-GB': 'Cancelled' },
} satisfies Record<string, Names>

export type OrderState = keyof typeof ORDER_STATES
export type DeliveryState = keyof typeof DELIVERY_STATES
export type TransactionState = keyof typeof TRANSACTION_STATES

const MACHINES = { order: ORDER_STATES, order_delivery: DELIVERY_STATES, order_transaction: TRANSACTION_STATES }
type Machine = keyof typeof MACHINES

export const stateId = (machine: Machine, technicalName: string) => uuidFor(`state:${machine}:${technicalName}`)

/** The StateMachineState entity of `technicalName` in `machine`, named in the request language. */
export function stateEntity(machine: Machine, technicalName: string, languageId: string) {
  const names = (MACHINES[machine] as Record<string, Names>)[technicalName]
  const name = pick(languageId, names)
  return {
    id: stateId(machine, technicalName),
    technicalName,
    name,
    customFields: null,
    createdAt: '2026-01-01T00:00:00.000+00:00',
    updatedAt: null,
    translated: { name, customFields: null },
    apiAlias: 'state_machine_state' as const,
  }
}
