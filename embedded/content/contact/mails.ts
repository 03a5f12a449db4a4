/** The contact form's mails in the request's language: the message for the shop, and the sender's copy. */
import { salutationOfKey } from '../../platform/reference'
import { pick } from '../../platform/sales-channel'
import type { OutgoingMail } from '../../platform/mail/outbox'

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
function summary(languageId: string, m: ContactMessage) {
  const labels = pick(languageId, {
    'de-DE': { name: 'Name', email: 'E-Mail', phone: 'Telefon', subject: 'Betreff', comment: 'Nachricht' },
    'en-GB': { name: 'Name', email: 'Email', phone: 'Phone', subject: 'Subject', comment: 'Message' },
  })
  return [
    `${labels.name}: ${nameOf(languageId, m)}`,
    `${labels.email}: ${m.email}`,
    ...(m.phone ? [`${labels.phone}: ${m.phone}`] : []),
    `${labels.subject}: ${m.subject}`,
    '',
    `${labels.comment}:`,
    m.comment,
  ].join('\n')
}

export function contactShopMail(languageId: string, shop: string, m: ContactMessage): OutgoingMail {
  const subject = pick(languageId, {
    'de-DE': `Kontaktanfrage: ${m.subject}`,
    'en-GB': `Contact request: ${m.subject}`,
  })
  const intro = pick(languageId, {
    'de-DE': 'Über das Kontaktformular ist eine neue Anfrage eingegangen.',
    'en-GB': 'A new request came in through the contact form.',
  })
  return { kind: 'contact-form', recipient: shop, subject, text: `${intro}\n\n${summary(languageId, m)}`, languageId }
}

export function contactCopyMail(languageId: string, m: ContactMessage): OutgoingMail {
  const texts = pick(languageId, {
    'de-DE': {
      subject: `Ihre Anfrage: ${m.subject}`,
      intro: `Hallo ${m.firstName} ${m.lastName},\n\nvielen Dank für Ihre Nachricht. Wir melden uns so schnell wie möglich bei Ihnen. Hier eine Kopie Ihrer Anfrage:`,
    },
    'en-GB': {
      subject: `Your request: ${m.subject}`,
      intro: `Hello ${m.firstName} ${m.lastName},\n\nthank you for your message. We will get back to you as soon as possible. Here is a copy of your request:`,
    },
  })
  return {
    kind: 'contact-form-copy',
    recipient: m.email,
    subject: texts.subject,
    text: `${texts.intro}\n\n${summary(languageId, m)}`,
    languageId,
  }
}
