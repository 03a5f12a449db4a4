/**
 * The order confirmation mail (decision 019: through the outbox) in the order's language: number,
 * lines, total and a link to the order: the account's order page for customers, the deep link
 * `/account/order/{deepLinkCode}` for guests; for an order with the free return label, where to find it.
 * It is also the durable medium of the contract (§ 312f BGB, decision 061): it carries the AGB and, for
 * a consumer, the Widerrufsbelehrung with the Muster-Widerrufsformular in full, as the shop's legal pages
 * say them now (their CMS content); when a page cannot be read, its link instead, and the mail still goes.
 */
import type { Locale } from '../../../shared/constants'
import { formatPrice } from '../../../shared/i18n'
import type { LegalPage } from '../../../shared/legal'
import { localePrefix } from '../../../shared/locale'
import { type LegalText, loadLegalText } from '../../content/cms'
import { freeReturnParagraph } from '../document/return-label'
import { parseRichHtml } from '../../platform/mail/html-text'
import { type MailBlock, legalUrl, sendMail } from '../../platform/mail/layout'
import { SHOP_NAME as SHOP, type MailBindings } from '../../platform/mail/outbox'
import { localeOf, pick } from '../../platform/sales-channel'
import type { OrderEntity } from './entity'

/** The order's page: the account's order list for customers, the deep link for guests. */
function orderLink(origin: string, order: Pick<OrderEntity, 'deepLinkCode' | 'languageId'>, guest: boolean) {
  const prefix = localePrefix(localeOf(order.languageId) ?? 'de-DE')
  return `${origin}${prefix}${guest ? `/account/order/${order.deepLinkCode}` : '/account/order'}`
}

const LEGAL_WORDS = {
  'de-DE': {
    heading: 'Ihre Vertragsunterlagen',
    consumer:
      'Zu Ihrer Bestellung gehören unsere Allgemeinen Geschäftsbedingungen und die Widerrufsbelehrung mit dem Muster-Widerrufsformular.',
    business: 'Zu Ihrer Bestellung gehören unsere Allgemeinen Geschäftsbedingungen.',
    inFull: 'Sie stehen hier im Wortlaut, wie sie für Ihre Bestellung gelten; bitte bewahren Sie diese E-Mail auf.',
    terms: 'Allgemeine Geschäftsbedingungen (AGB):',
    withdrawal: 'Widerrufsbelehrung und Muster-Widerrufsformular:',
  },
  'en-GB': {
    heading: 'Your contract documents',
    consumer:
      'Your order comes with our terms and conditions and the withdrawal policy with the model withdrawal form.',
    business: 'Your order comes with our terms and conditions.',
    inFull: 'They are set out here in full, as they apply to your order; please keep this email.',
    terms: 'Terms and conditions:',
    withdrawal: 'Withdrawal policy and model withdrawal form:',
  },
} satisfies Record<Locale, Record<string, string>>

/** A legal page's current text, or null when it cannot be read (the mail then links to the page). */
async function legalText(env: MailBindings, page: LegalPage, locale: Locale): Promise<LegalText | null> {
  try {
    return await loadLegalText(env.DB, page, locale)
  } catch (error) {
    console.error(`Order mail: the ${page} page could not be read: ${error instanceof Error ? error.message : error}`)
    return null
  }
}

/** The contract documents: the AGB and (for consumers) the Widerrufsbelehrung, in full or as links. */
async function contractBlocks(env: MailBindings, origin: string, locale: Locale, consumer: boolean) {
  const words = LEGAL_WORDS[locale]
  const pages: Array<['terms' | 'withdrawal', string]> = [
    ['terms', words.terms],
    ...(consumer ? [['withdrawal', words.withdrawal] as ['withdrawal', string]] : []),
  ]
  const texts = await Promise.all(pages.map(([page]) => legalText(env, page, locale)))
  // A page whose slots hold no text (only pictures, say) counts as missing.
  const documents = texts.map((text) => {
    const content = text ? parseRichHtml(text.html.join('\n'), origin || undefined) : []
    return content.length ? { title: text!.title, content } : null
  })
  const blocks: MailBlock[] = [
    { type: 'heading', text: words.heading },
    {
      type: 'paragraph',
      text: `${consumer ? words.consumer : words.business}${documents.every(Boolean) ? ` ${words.inFull}` : ''}`,
    },
  ]
  // The links first, so a page that cannot be carried is still named; then each text in full.
  for (const [i, [page, label]] of pages.entries())
    if (!documents[i]) blocks.push({ type: 'link', intro: label, url: legalUrl(origin, page, locale) })
  for (const document of documents) if (document) blocks.push({ type: 'document', ...document })
  return blocks
}

/**
 * Queues the confirmation of `order` (with line items) to its customer; `consumer` adds the
 * Widerrufsbelehrung (a business customer has no right of withdrawal).
 * @example await sendOrderConfirmation(c.env, order, 'https://shop.example', { guest: false, consumer: true })
 */
export async function sendOrderConfirmation(
  env: MailBindings,
  order: OrderEntity,
  origin: string,
  { guest, consumer }: { guest: boolean; consumer: boolean },
) {
  const { languageId } = order
  const locale = localeOf(languageId) ?? 'de-DE'
  const link = orderLink(origin, order, guest)
  const name = `${order.orderCustomer.firstName} ${order.orderCustomer.lastName}`
  const rows = (order.lineItems ?? []).map((l) => ({
    quantity: l.quantity,
    label: l.label,
    total: formatPrice(l.totalPrice, locale),
  }))
  const total = formatPrice(order.amountTotal, locale)
  const freeReturn = freeReturnParagraph(order, origin, guest)
  const t = pick(languageId, {
    'de-DE': {
      subject: `Ihre Bestellung ${order.orderNumber} bei ${SHOP}`,
      greeting: `Hallo ${name},`,
      thanks: `vielen Dank für Ihre Bestellung ${order.orderNumber}.`,
      total: 'Gesamtsumme',
      intro: 'Ihre Bestellung finden Sie hier:',
      action: 'Bestellung ansehen',
      signOff: `Ihr ${SHOP}-Team`,
    },
    'en-GB': {
      subject: `Your order ${order.orderNumber} at ${SHOP}`,
      greeting: `Hello ${name},`,
      thanks: `thank you for your order ${order.orderNumber}.`,
      total: 'Total',
      intro: 'You can find your order here:',
      action: 'View order',
      signOff: `Your ${SHOP} team`,
    },
  })
  return sendMail(env, 'order-confirmation', order.orderCustomer.email, {
    languageId,
    origin,
    subject: t.subject,
    blocks: [
      { type: 'paragraph', text: t.greeting },
      { type: 'paragraph', text: t.thanks },
      { type: 'lines', rows, totals: [[t.total, total]] },
      { type: 'action', intro: t.intro, label: t.action, url: link },
      ...(freeReturn ? [{ type: 'link', ...freeReturn } as const] : []),
      { type: 'paragraph', text: t.signOff },
      ...(await contractBlocks(env, origin, locale, consumer)),
    ],
  })
}
