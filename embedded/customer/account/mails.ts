/**
 * The account mails in the customer's language (de-DE default, en-GB): the registration opt-in and
 * the password recovery link. Each goes to the outbox (platform/mail/outbox.ts) with its link, in two
 * parts from the mail layout (platform/mail/layout.ts), the footer's links on the link's own origin.
 */
import { originOf, sendMail } from '../../platform/mail/layout'
import { SHOP_NAME as SHOP, type MailBindings, type MailKind } from '../../platform/mail/outbox'
import { pick } from '../../platform/sales-channel'

/** What an account mail says around its one link. */
interface LinkMailTexts {
  subject: string
  greeting: string
  /** What the link is for, before it. */
  ask: string
  /** The button's label. */
  action: string
  /** What to do if the mail was not asked for. */
  after: string
  signOff: string
}

/** An account mail: greeting, what the link is for, the link as a button, what else to know, the sign-off. */
function sendLinkMail(
  env: MailBindings,
  kind: MailKind,
  recipient: string,
  link: string,
  languageId: string,
  t: LinkMailTexts,
) {
  return sendMail(env, kind, recipient, {
    languageId,
    origin: originOf(link),
    subject: t.subject,
    blocks: [
      { type: 'paragraph', text: t.greeting },
      { type: 'paragraph', text: t.ask },
      { type: 'action', label: t.action, url: link },
      { type: 'paragraph', text: t.after },
      { type: 'paragraph', text: t.signOff },
    ],
  })
}

interface Recipient {
  email: string
  firstName: string
  lastName: string
}

/**
 * The double opt-in mail of a registration: `{storefrontUrl}/registration/confirm?em=…&hash=…`.
 * @example await sendRegistrationOptIn(c.env, customer, url, languageId)
 */
export function sendRegistrationOptIn(env: MailBindings, to: Recipient, link: string, languageId: string) {
  const name = `${to.firstName} ${to.lastName}`
  const t = pick(languageId, {
    'de-DE': {
      subject: `Bitte bestätigen Sie Ihre Registrierung bei ${SHOP}`,
      greeting: `Hallo ${name},`,
      ask: `vielen Dank für Ihre Registrierung bei ${SHOP}. Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:`,
      action: 'E-Mail-Adresse bestätigen',
      after:
        'Erst danach können Sie sich anmelden. Haben Sie sich nicht registriert, ignorieren Sie diese E-Mail einfach.',
      signOff: `Ihr ${SHOP}-Team`,
    },
    'en-GB': {
      subject: `Please confirm your registration at ${SHOP}`,
      greeting: `Hello ${name},`,
      ask: `thank you for registering at ${SHOP}. Please confirm your email address with this link:`,
      action: 'Confirm email address',
      after: 'You can log in once you have confirmed it. If you did not register, simply ignore this email.',
      signOff: `Your ${SHOP} team`,
    },
  })
  return sendLinkMail(env, 'registration-opt-in', to.email, link, languageId, t)
}

/**
 * The password recovery mail: `{storefrontUrl}/account/recover/password?hash=…`, valid two hours.
 * @example await sendPasswordRecovery(c.env, customer, url, languageId)
 */
export function sendPasswordRecovery(env: MailBindings, to: Recipient, link: string, languageId: string) {
  const name = `${to.firstName} ${to.lastName}`
  const t = pick(languageId, {
    'de-DE': {
      subject: `Passwort zurücksetzen bei ${SHOP}`,
      greeting: `Hallo ${name},`,
      ask: 'Sie haben ein neues Passwort für Ihr Kundenkonto angefordert. Über diesen Link vergeben Sie es; er ist zwei Stunden gültig:',
      action: 'Neues Passwort vergeben',
      after: 'Haben Sie kein neues Passwort angefordert, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
      signOff: `Ihr ${SHOP}-Team`,
    },
    'en-GB': {
      subject: `Reset your password at ${SHOP}`,
      greeting: `Hello ${name},`,
      ask: 'you asked for a new password for your customer account. Set it with this link; it is valid for two hours:',
      action: 'Set a new password',
      after: 'If you did not ask for a new password, ignore this email; your password stays as it is.',
      signOff: `Your ${SHOP} team`,
    },
  })
  return sendLinkMail(env, 'password-recovery', to.email, link, languageId, t)
}
