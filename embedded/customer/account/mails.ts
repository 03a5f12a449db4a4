/**
 * The account mails in the customer's language (de-DE default, en-GB): the registration opt-in and
 * the password recovery link. Each goes to the outbox (platform/mail/outbox.ts) with its link.
 */
import { SHOP_NAME as SHOP, enqueueMail, type MailBindings } from '../../platform/mail/outbox'
import { pick } from '../../platform/sales-channel'

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
  const texts = pick(languageId, {
    'de-DE': {
      subject: `Bitte bestätigen Sie Ihre Registrierung bei ${SHOP}`,
      text: `Hallo ${name},\n\nvielen Dank für Ihre Registrierung bei ${SHOP}. Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:\n\n${link}\n\nErst danach können Sie sich anmelden. Haben Sie sich nicht registriert, ignorieren Sie diese E-Mail einfach.\n\nIhr ${SHOP}-Team`,
    },
    'en-GB': {
      subject: `Please confirm your registration at ${SHOP}`,
      text: `Hello ${name},\n\nthank you for registering at ${SHOP}. Please confirm your email address with this link:\n\n${link}\n\nYou can log in once you have confirmed it. If you did not register, simply ignore this email.\n\nYour ${SHOP} team`,
    },
  })
  return enqueueMail(env, { kind: 'registration-opt-in', recipient: to.email, links: [link], languageId, ...texts })
}

/**
 * The password recovery mail: `{storefrontUrl}/account/recover/password?hash=…`, valid two hours.
 * @example await sendPasswordRecovery(c.env, customer, url, languageId)
 */
export function sendPasswordRecovery(env: MailBindings, to: Recipient, link: string, languageId: string) {
  const name = `${to.firstName} ${to.lastName}`
  const texts = pick(languageId, {
    'de-DE': {
      subject: `Passwort zurücksetzen bei ${SHOP}`,
      text: `Hallo ${name},\n\nSie haben ein neues Passwort für Ihr Kundenkonto angefordert. Über diesen Link vergeben Sie es; er ist zwei Stunden gültig:\n\n${link}\n\nHaben Sie kein neues Passwort angefordert, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.\n\nIhr ${SHOP}-Team`,
    },
    'en-GB': {
      subject: `Reset your password at ${SHOP}`,
      text: `Hello ${name},\n\nyou asked for a new password for your customer account. Set it with this link; it is valid for two hours:\n\n${link}\n\nIf you did not ask for a new password, ignore this email; your password stays as it is.\n\nYour ${SHOP} team`,
    },
  })
  return enqueueMail(env, { kind: 'password-recovery', recipient: to.email, links: [link], languageId, ...texts })
}
