/**
 * The mail outbox of the embedded shop: every mail (double opt-in, recovery, newsletter confirmation,
 * contact copy, order confirmation, shopping lists) is written here first, with its text and its HTML
 * part (both rendered from one set of blocks by layout.ts, decision 061), then delivered
 * asynchronously (embedded/platform/mail/delivery.ts through the MAIL_QUEUE consumer). Offline nothing
 * leaves the machine: `npm run mailbox` and the tests read this table.
 */
import type { Database } from '../database'
import { randomId } from '../../../shared/ids'
import type { EmbeddedEnv, MailMessage } from '../../env'

export type MailKind =
  | 'registration-opt-in'
  | 'registration-welcome'
  | 'password-recovery'
  | 'password-changed'
  | 'email-changed'
  | 'account-deleted'
  | 'newsletter-opt-in'
  | 'newsletter-welcome'
  | 'contact-form'
  | 'contact-form-copy'
  | 'order-confirmation'
  | 'shopping-list-share'
  | 'shopping-list-quote'

/** The shop's name as its mails sign them. */
export const SHOP_NAME = 'Workwear Pro'

export interface OutgoingMail {
  kind: MailKind
  recipient: string
  subject: string
  /** The plain-text part; the links it names are repeated in `links`. */
  text: string
  /** The HTML part, a complete document saying what the text part says (layout.ts renders both). */
  html: string
  /**
   * The mail's calls to action (confirmation, reset, order page), absolute, in the order they appear;
   * the footer's legal links, the same in every mail, are not listed.
   */
  links?: string[]
  languageId: string
}

export type { MailMessage }

/** The bindings mail needs; MAIL_QUEUE is optional so a worker without queues still records its mail. */
export interface MailBindings {
  DB: Database
  MAIL_QUEUE?: Queue<MailMessage>
  /** The seller every mail's footer names (platform/seller.ts). */
  SHOP_COMPANY?: EmbeddedEnv['SHOP_COMPANY']
}

/**
 * Writes the mail to the outbox and hands its id to the queue. Answers the outbox id.
 * @example await enqueueMail(c.env, { kind: 'password-recovery', recipient, languageId, ...renderMail({ languageId, origin, subject, blocks, seller: sellerOf(c.env) }) })
 */
export async function enqueueMail(env: MailBindings, mail: OutgoingMail): Promise<string> {
  const id = randomId()
  await env.DB.prepare(
    'INSERT INTO mail_outbox (id, kind, recipient, subject, text, html, links, language_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(
      id,
      mail.kind,
      mail.recipient,
      mail.subject,
      mail.text,
      mail.html,
      JSON.stringify(mail.links ?? []),
      mail.languageId,
    )
    .run()
  if (env.MAIL_QUEUE) await env.MAIL_QUEUE.send({ outboxId: id })
  return id
}
