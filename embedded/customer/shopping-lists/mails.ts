/**
 * The shopping lists' mails (decision 019: through the outbox), in the sender's language: a list
 * shared by its read-only link, and the confirmation of a quote request with the list's lines and
 * prices as they were asked for.
 */
import { formatPrice } from '../../../shared/i18n'
import { localePrefix } from '../../../shared/locale'
import { SHOP_NAME as SHOP, enqueueMail, type MailBindings } from '../../platform/mail/outbox'
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

/** The lines of a list as a mail shows them: quantity, name, number, variant and line total. */
function lineText(list: ShoppingList, languageId: string) {
  const locale = localeOf(languageId) ?? 'de-DE'
  return list.lineItems
    .map((l) => {
      const variant = l.variant ? `, ${l.variant}` : ''
      return `${l.quantity} × ${l.label} (${l.productNumber}${variant})  ${formatPrice(l.totalPrice, locale)}`
    })
    .join('\n')
}

/**
 * Sends the read-only link of `list` to `recipient` with the sender's message.
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
  const said = (open: string, close: string) => (share.message ? `\n\n${open}${share.message}${close}` : '')
  const texts = pick(languageId, {
    'de-DE': {
      subject: `${from} teilt die Einkaufsliste „${list.name}“ mit Ihnen`,
      text: `Hallo,\n\n${from} teilt die Einkaufsliste „${list.name}“ (${list.lineItemCount} Artikel) bei ${SHOP} mit Ihnen.${said('„', '“')}\n\nSie können die Liste hier ansehen:\n${link}\n\nIhr ${SHOP}-Team`,
    },
    'en-GB': {
      subject: `${from} shares the shopping list "${list.name}" with you`,
      text: `Hello,\n\n${from} shares the shopping list "${list.name}" (${list.lineItemCount} items) at ${SHOP} with you.${said('"', '"')}\n\nYou can view the list here:\n${link}\n\nYour ${SHOP} team`,
    },
  })
  return enqueueMail(env, {
    kind: 'shopping-list-share',
    recipient: share.recipient,
    links: [link],
    languageId,
    ...texts,
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
  const lines = lineText(list, languageId)
  const net = list.price.taxStatus === 'net'
  const total = formatPrice(list.price.totalPrice, locale)
  const positions = formatPrice(list.price.positionPrice, locale)
  const comment = (label: string) => (quote.comment ? `\n\n${label}: ${quote.comment}` : '')
  const texts = pick(languageId, {
    'de-DE': {
      subject: `Ihre Angebotsanfrage ${quoteNumber} bei ${SHOP}`,
      text: `Hallo ${name},\n\nvielen Dank für Ihre Angebotsanfrage ${quoteNumber} zur Einkaufsliste „${list.name}“. Wir melden uns in Kürze mit unserem Angebot.\n\n${lines}\n\n${net ? `Summe netto: ${positions}\nGesamtsumme inkl. MwSt.: ${total}` : `Gesamtsumme: ${total}`}${comment('Ihre Anmerkung')}\n\nIhre Einkaufsliste finden Sie hier:\n${link}\n\nIhr ${SHOP}-Team`,
    },
    'en-GB': {
      subject: `Your quote request ${quoteNumber} at ${SHOP}`,
      text: `Hello ${name},\n\nthank you for your quote request ${quoteNumber} for the shopping list "${list.name}". We will get back to you with our offer shortly.\n\n${lines}\n\n${net ? `Total net: ${positions}\nTotal incl. VAT: ${total}` : `Total: ${total}`}${comment('Your comment')}\n\nYou can find your shopping list here:\n${link}\n\nYour ${SHOP} team`,
    },
  })
  return enqueueMail(env, {
    kind: 'shopping-list-quote',
    recipient: customer.email,
    links: [link],
    languageId,
    ...texts,
  })
}
