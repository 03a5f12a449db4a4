/**
 * The newsletter's mails, in the recipient's language (de-DE default, en-GB): the opt-in link and the
 * welcome, in two parts from the mail layout (platform/mail/layout.ts) with the shop's footer on `origin`.
 */
import { pick } from '../../platform/sales-channel'
import { renderMail } from '../../platform/mail/layout'
import type { OutgoingMail } from '../../platform/mail/outbox'
import type { Seller } from '../../platform/seller'

const greeting = (languageId: string, name: string | null) =>
  pick(languageId, {
    'de-DE': name ? `Hallo ${name},` : 'Hallo,',
    'en-GB': name ? `Hello ${name},` : 'Hello,',
  })

/**
 * The double opt-in mail with its confirmation link; `origin` is the storefront's (the link's own).
 * @example await enqueueMail(c.env, optInMail(languageId, email, 'Jo', link, 'https://shop.example', sellerOf(c.env)))
 */
export function optInMail(
  languageId: string,
  recipient: string,
  name: string | null,
  link: string,
  origin: string,
  seller: Seller,
): OutgoingMail {
  const t = pick(languageId, {
    'de-DE': {
      subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
      ask: 'vielen Dank für Ihr Interesse an unserem Newsletter. Bitte bestätigen Sie Ihre Anmeldung über diesen Link:',
      action: 'Anmeldung bestätigen',
      after:
        'Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach; Sie erhalten dann keinen Newsletter.',
    },
    'en-GB': {
      subject: 'Please confirm your newsletter subscription',
      ask: 'thank you for your interest in our newsletter. Please confirm your subscription with this link:',
      action: 'Confirm subscription',
      after: 'If you did not subscribe, simply ignore this email; you will not receive the newsletter.',
    },
  })
  const mail = renderMail({
    languageId,
    origin,
    subject: t.subject,
    blocks: [
      { type: 'paragraph', text: greeting(languageId, name) },
      { type: 'paragraph', text: t.ask },
      { type: 'action', label: t.action, url: link },
      { type: 'paragraph', text: t.after },
    ],
    seller,
  })
  return { kind: 'newsletter-opt-in', recipient, languageId, ...mail }
}

/**
 * The welcome once the subscription holds; `origin` is the storefront's.
 * @example await enqueueMail(c.env, welcomeMail(languageId, email, 'Jo', 'https://shop.example', sellerOf(c.env)))
 */
export function welcomeMail(
  languageId: string,
  recipient: string,
  name: string | null,
  origin: string,
  seller: Seller,
): OutgoingMail {
  const t = pick(languageId, {
    'de-DE': {
      subject: 'Ihre Newsletter-Anmeldung ist bestätigt',
      body: 'Sie erhalten ab jetzt unseren Newsletter (höchstens 5 E-Mails pro Woche). Abmelden können Sie sich jederzeit in Ihrem Kundenkonto oder über den Link in jedem Newsletter.',
    },
    'en-GB': {
      subject: 'Your newsletter subscription is confirmed',
      body: 'From now on you will receive our newsletter (at most 5 emails a week). You can unsubscribe at any time in your account or with the link in every newsletter.',
    },
  })
  const mail = renderMail({
    languageId,
    origin,
    subject: t.subject,
    blocks: [
      { type: 'paragraph', text: greeting(languageId, name) },
      { type: 'paragraph', text: t.body },
    ],
    seller,
  })
  return { kind: 'newsletter-welcome', recipient, languageId, ...mail }
}
