/**
 * The shopping lists' mails (decision 019: through the outbox), in the sender's language: a list
 * shared by its read-only link, and the confirmation of a quote request with the list's lines and
 * prices as they were asked for; both in two parts from the mail layout (platform/mail/layout.ts).
 */
import { formatPrice } from '../../../shared/i18n'
import { localePrefix } from '../../../shared/locale'
import { type MailBlock, type MailLine, originOf, sendMail } from '../../platform/mail/layout'
import { SHOP_NAME as SHOP, type MailBindings } from '../../platform/mail/outbox'
import { localeOf, pick } from '../../platform/sales-channel'
import type { ShoppingList } from './entity'

interface Sender {
  email: string
  firstName: string
  lastName: string
  company: string | null
}

const nameOf = (sender: Sender) =>
  `${sender.firstName} ${sender.lastName}${sender.company ? ` (${sender.company})` : ''}`

/** The list's page in the shop, in the mail's language; with the share token, the read-only link. */
export function listLink(origin: string, listId: string, languageId: string, shareToken?: string) {
  const prefix = localePrefix(localeOf(languageId) ?? 'de-DE')
  return `${origin}${prefix}/shopping-list/${listId}${shareToken ? `?share=${shareToken}` : ''}`
}

/** The lines of a list as a mail shows them: quantity, name, number and variant, line total. */
function lineRows(list: ShoppingList, languageId: string): MailLine[] {
  const locale = localeOf(languageId) ?? 'de-DE'
  return list.lineItems.map((l) => ({
    quantity: l.quantity,
    label: l.label,
    detail: `${l.productNumber}${l.variant ? `, ${l.variant}` : ''}`,
    total: formatPrice(l.totalPrice, locale),
  }))
}

/**
 * Sends the read-only link of `list` to `recipient` with the sender's message; the footer's links on
 * the link's origin (the validated frontendsDomain).
 * @example await sendListShare(c.env, { list, sender, recipient, link, message, languageId })
 */
export function sendListShare(
  env: MailBindings,
  share: {
    list: ShoppingList
    sender: Sender
    recipient: string
    link: string
    message: string | null
    languageId: string
  },
) {
  const { list, link, languageId } = share
  const from = nameOf(share.sender)
  const t = pick(languageId, {
    'de-DE': {
      subject: `${from} teilt die Einkaufsliste „${list.name}“ mit Ihnen`,
      greeting: 'Hallo,',
      shares: `${from} teilt die Einkaufsliste „${list.name}“ (${list.lineItemCount} Artikel) bei ${SHOP} mit Ihnen.`,
      message: share.message ? `„${share.message}“` : null,
      intro: 'Sie können die Liste hier ansehen:',
      action: 'Einkaufsliste ansehen',
      signOff: `Ihr ${SHOP}-Team`,
    },
    'en-GB': {
      subject: `${from} shares the shopping list "${list.name}" with you`,
      greeting: 'Hello,',
      shares: `${from} shares the shopping list "${list.name}" (${list.lineItemCount} items) at ${SHOP} with you.`,
      message: share.message ? `"${share.message}"` : null,
      intro: 'You can view the list here:',
      action: 'View shopping list',
      signOff: `Your ${SHOP} team`,
    },
  })
  return sendMail(env, 'shopping-list-share', share.recipient, {
    languageId,
    origin: originOf(link),
    subject: t.subject,
    blocks: [
      { type: 'paragraph', text: t.greeting },
      { type: 'paragraph', text: t.shares },
      ...(t.message ? [{ type: 'quote', text: t.message } as const] : []),
      { type: 'action', intro: t.intro, label: t.action, url: link },
      { type: 'paragraph', text: t.signOff },
    ],
  })
}

/**
 * Confirms a quote request to the customer: its number, the list's lines and prices, the comment.
 * @example await sendQuoteConfirmation(c.env, { list, quoteNumber, customer, comment, link, languageId })
 */
export function sendQuoteConfirmation(
  env: MailBindings,
  quote: {
    list: ShoppingList
    quoteNumber: string
    customer: Sender
    comment: string | null
    link: string
    languageId: string
  },
) {
  const { list, quoteNumber, customer, link, languageId } = quote
  const locale = localeOf(languageId) ?? 'de-DE'
  const name = `${customer.firstName} ${customer.lastName}`
  const net = list.price.taxStatus === 'net'
  const total = formatPrice(list.price.totalPrice, locale)
  const positions = formatPrice(list.price.positionPrice, locale)
  const t = pick(languageId, {
    'de-DE': {
      subject: `Ihre Angebotsanfrage ${quoteNumber} bei ${SHOP}`,
      greeting: `Hallo ${name},`,
      thanks: `vielen Dank für Ihre Angebotsanfrage ${quoteNumber} zur Einkaufsliste „${list.name}“. Wir melden uns in Kürze mit unserem Angebot.`,
      net: 'Summe netto',
      gross: 'Gesamtsumme inkl. MwSt.',
      total: 'Gesamtsumme',
      comment: 'Ihre Anmerkung',
      intro: 'Ihre Einkaufsliste finden Sie hier:',
      action: 'Einkaufsliste ansehen',
      signOff: `Ihr ${SHOP}-Team`,
    },
    'en-GB': {
      subject: `Your quote request ${quoteNumber} at ${SHOP}`,
      greeting: `Hello ${name},`,
      thanks: `thank you for your quote request ${quoteNumber} for the shopping list "${list.name}". We will get back to you with our offer shortly.`,
      net: 'Total net',
      gross: 'Total incl. VAT',
      total: 'Total',
      comment: 'Your comment',
      intro: 'You can find your shopping list here:',
      action: 'View shopping list',
      signOff: `Your ${SHOP} team`,
    },
  })
  const totals: Array<[string, string]> = net
    ? [
        [t.net, positions],
        [t.gross, total],
      ]
    : [[t.total, total]]
  return sendMail(env, 'shopping-list-quote', customer.email, {
    languageId,
    origin: originOf(link),
    subject: t.subject,
    blocks: [
      { type: 'paragraph', text: t.greeting },
      { type: 'paragraph', text: t.thanks },
      { type: 'lines', rows: lineRows(list, languageId), totals },
      ...(quote.comment ? [{ type: 'fields', rows: [[t.comment, quote.comment]] } as MailBlock] : []),
      { type: 'action', intro: t.intro, label: t.action, url: link },
      { type: 'paragraph', text: t.signOff },
    ],
  })
}
