/** The newsletter's mails, in the recipient's language (de-DE default, en-GB): the opt-in link and the welcome. */
import { pick } from '../../platform/sales-channel'
import type { OutgoingMail } from '../../platform/mail/outbox'

const greeting = (languageId: string, name: string | null) =>
  pick(languageId, {
    'de-DE': name ? `Hallo ${name},` : 'Hallo,',
    'en-GB': name ? `Hello ${name},` : 'Hello,',
  })

export function optInMail(languageId: string, recipient: string, name: string | null, link: string): OutgoingMail {
  const texts = pick(languageId, {
    'de-DE': {
      subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
      body: `vielen Dank für Ihr Interesse an unserem Newsletter. Bitte bestätigen Sie Ihre Anmeldung über diesen Link:\n\n${link}\n\nWenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach; Sie erhalten dann keinen Newsletter.`,
    },
    'en-GB': {
      subject: 'Please confirm your newsletter subscription',
      body: `thank you for your interest in our newsletter. Please confirm your subscription with this link:\n\n${link}\n\nIf you did not subscribe, simply ignore this email; you will not receive the newsletter.`,
    },
  })
  return {
    kind: 'newsletter-opt-in',
    recipient,
    subject: texts.subject,
    text: `${greeting(languageId, name)}\n\n${texts.body}`,
    links: [link],
    languageId,
  }
}

export function welcomeMail(languageId: string, recipient: string, name: string | null): OutgoingMail {
  const texts = pick(languageId, {
    'de-DE': {
      subject: 'Ihre Newsletter-Anmeldung ist bestätigt',
      body: 'Sie erhalten ab jetzt unseren Newsletter (höchstens 5 E-Mails pro Woche). Abmelden können Sie sich jederzeit in Ihrem Kundenkonto oder über den Link in jedem Newsletter.',
    },
    'en-GB': {
      subject: 'Your newsletter subscription is confirmed',
      body: 'From now on you will receive our newsletter (at most 5 emails a week). You can unsubscribe at any time in your account or with the link in every newsletter.',
    },
  })
  return {
    kind: 'newsletter-welcome',
    recipient,
    subject: texts.subject,
    text: `${greeting(languageId, name)}\n\n${texts.body}`,
    languageId,
  }
}
