/**
 * The order confirmation mail (decision 019: through the outbox) in the order's language: number,
 * items, total and a link to the order: the account's order page for customers, the deep link
 * `/account/order/{deepLinkCode}` for guests; for an order with the free return label, where to find it.
 */
import { formatPrice } from '../../../shared/i18n'
import { localePrefix } from '../../../shared/locale'
import { freeReturnParagraph } from '../document/return-label'
import { SHOP_NAME as SHOP, enqueueMail, type MailBindings } from '../../platform/mail/outbox'
import { localeOf, pick } from '../../platform/sales-channel'
import type { OrderEntity } from './entity'

/** The order's page: the account's order list for customers, the deep link for guests. */
function orderLink(origin: string, order: Pick<OrderEntity, 'deepLinkCode' | 'languageId'>, guest: boolean) {
  const prefix = localePrefix(localeOf(order.languageId) ?? 'de-DE')
  return `${origin}${prefix}${guest ? `/account/order/${order.deepLinkCode}` : '/account/order'}`
}

/**
 * Queues the confirmation of `order` (with line items) to its customer.
 * @example await sendOrderConfirmation(c.env, order, 'https://shop.example', false)
 */
export function sendOrderConfirmation(env: MailBindings, order: OrderEntity, origin: string, guest: boolean) {
  const { languageId } = order
  const locale = localeOf(languageId) ?? 'de-DE'
  const link = orderLink(origin, order, guest)
  const name = `${order.orderCustomer.firstName} ${order.orderCustomer.lastName}`
  const items = (order.lineItems ?? [])
    .map((l) => `${l.quantity} × ${l.label}  ${formatPrice(l.totalPrice, locale)}`)
    .join('\n')
  const total = formatPrice(order.amountTotal, locale)
  const freeReturn = freeReturnParagraph(order, origin, guest)
  const returns = freeReturn ? `\n\n${freeReturn}` : ''
  const texts = pick(languageId, {
    'de-DE': {
      subject: `Ihre Bestellung ${order.orderNumber} bei ${SHOP}`,
      text: `Hallo ${name},\n\nvielen Dank für Ihre Bestellung ${order.orderNumber}.\n\n${items}\n\nGesamtsumme: ${total}\n\nIhre Bestellung finden Sie hier:\n${link}${returns}\n\nIhr ${SHOP}-Team`,
    },
    'en-GB': {
      subject: `Your order ${order.orderNumber} at ${SHOP}`,
      text: `Hello ${name},\n\nthank you for your order ${order.orderNumber}.\n\n${items}\n\nTotal: ${total}\n\nYou can find your order here:\n${link}${returns}\n\nYour ${SHOP} team`,
    },
  })
  return enqueueMail(env, {
    kind: 'order-confirmation',
    recipient: order.orderCustomer.email,
    links: [link],
    languageId,
    ...texts,
  })
}
