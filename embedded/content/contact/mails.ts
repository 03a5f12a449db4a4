/**
 * The contact form's mails in the request's language: the message for the shop, and the sender's copy,
 * in two parts from the mail layout (platform/mail/layout.ts) with the shop's footer on `origin`.
 */
import { salutationOfKey } from '../../platform/reference'
import { pick } from '../../platform/sales-channel'
import { type MailBlock, renderMail } from '../../platform/mail/layout'
import type { OutgoingMail } from '../../platform/mail/outbox'
import type { Seller } from '../../platform/seller'

export interface ContactMessage {
  salutationKey: string
  firstName: string
  lastName: string
  email: string
  phone: string
  subject: string
  comment: string
}

/** "Frau Erika Muster": the salutation's display name from the reference data, none for not_specified. */
const nameOf = (languageId: string, m: ContactMessage) => {
  const salutation = m.salutationKey === 'not_specified' ? undefined : salutationOfKey(m.salutationKey)
  return [salutation && pick(languageId, salutation.displayName), m.firstName, m.lastName].filter(Boolean).join(' ')
}

/** The message as the shop reads it: who wrote, how to answer, what they asked. */
function summary(languageId: string, m: ContactMessage): MailBlock[] {
  const labels = pick(languageId, {
    'de-DE': { name: 'Name', email: 'E-Mail', phone: 'Telefon', subject: 'Betreff', comment: 'Nachricht' },
    'en-GB': { name: 'Name', email: 'Email', phone: 'Phone', subject: 'Subject', comment: 'Message' },
  })
  return [
    {
      type: 'fields',
      rows: [
        [labels.name, nameOf(languageId, m)],
        [labels.email, m.email],
        ...(m.phone ? [[labels.phone, m.phone] as [string, string]] : []),
        [labels.subject, m.subject],
      ],
    },
    { type: 'quote', label: labels.comment, text: m.comment },
  ]
}

/**
 * The request as the shop receives it at `shop` (MAIL_SHOP_ADDRESS).
 * @example await enqueueMail(c.env, contactShopMail(languageId, shop, message, 'https://shop.example', sellerOf(c.env)))
 */
export function contactShopMail(
  languageId: string,
  shop: string,
  m: ContactMessage,
  origin: string,
  seller: Seller,
): OutgoingMail {
  const subject = pick(languageId, {
    'de-DE': `Kontaktanfrage: ${m.subject}`,
    'en-GB': `Contact request: ${m.subject}`,
  })
  const intro = pick(languageId, {
    'de-DE': 'Über das Kontaktformular ist eine neue Anfrage eingegangen.',
    'en-GB': 'A new request came in through the contact form.',
  })
  const mail = renderMail({
    languageId,
    origin,
    subject,
    blocks: [{ type: 'paragraph', text: intro }, ...summary(languageId, m)],
    seller,
  })
  return { kind: 'contact-form', recipient: shop, languageId, ...mail }
}

/**
 * The sender's copy of their request.
 * @example await enqueueMail(c.env, contactCopyMail(languageId, message, 'https://shop.example', sellerOf(c.env)))
 */
export function contactCopyMail(languageId: string, m: ContactMessage, origin: string, seller: Seller): OutgoingMail {
  const t = pick(languageId, {
    'de-DE': {
      subject: `Ihre Anfrage: ${m.subject}`,
      greeting: `Hallo ${m.firstName} ${m.lastName},`,
      intro:
        'vielen Dank für Ihre Nachricht. Wir melden uns so schnell wie möglich bei Ihnen. Hier eine Kopie Ihrer Anfrage:',
    },
    'en-GB': {
      subject: `Your request: ${m.subject}`,
      greeting: `Hello ${m.firstName} ${m.lastName},`,
      intro: 'thank you for your message. We will get back to you as soon as possible. Here is a copy of your request:',
    },
  })
  const mail = renderMail({
    languageId,
    origin,
    subject: t.subject,
    blocks: [{ type: 'paragraph', text: t.greeting }, { type: 'paragraph', text: t.intro }, ...summary(languageId, m)],
    seller,
  })
  return { kind: 'contact-form-copy', recipient: m.email, languageId, ...mail }
}
