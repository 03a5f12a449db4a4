/**
 * Mail delivery, the MAIL_QUEUE consumer (decision 019): a message names an outbox row; the row is sent
 * through the configured transport and marked `sent`, retried on failure (attempts counted, `failed`
 * once the queue gives up), or marked `kept` when no transport is configured, so offline nothing leaves
 * the machine. Queues deliver at least once: a row that is no longer `queued` is acknowledged untouched.
 */
import type { Database } from '../database'
import type { EmbeddedEnv } from '../../env'
import type { MailMessage } from './outbox'

/** Deliveries per message before the row is marked failed; wrangler.toml's max_retries is one less. */
export const MAX_DELIVERY_ATTEMPTS = 6
/** Back-off before the next attempt, doubling with each: 30 s, 60 s, 120 s … */
export const retryDelaySeconds = (attempt: number) => 30 * 2 ** (attempt - 1)

/** An outbox row as a transport needs it. */
export interface OutboxMail {
  id: string
  kind: string
  recipient: string
  subject: string
  text: string
  html: string | null
}

/** Something that can send a mail; throws when the mail was not accepted. */
export interface MailTransport {
  readonly name: string
  send(mail: OutboxMail): Promise<void>
}

type MailEnv = Pick<EmbeddedEnv, 'DB' | 'EMAIL' | 'MAIL_FROM' | 'MAIL_HTTP_URL' | 'MAIL_HTTP_TOKEN'>

/**
 * The transport the configuration names: an HTTP provider (MAIL_HTTP_URL) first, then Cloudflare's
 * send_email binding (MAIL_FROM), else none.
 * @example const transport = mailTransport(env) // null offline
 */
export function mailTransport(env: MailEnv): MailTransport | null {
  const from = env.MAIL_FROM?.trim()
  const url = env.MAIL_HTTP_URL?.trim()
  if (url) return httpTransport(url, env.MAIL_HTTP_TOKEN, from || undefined)
  if (from && env.EMAIL) return emailServiceTransport(env.EMAIL, from)
  return null
}

function httpTransport(url: string, token: string | undefined, from: string | undefined): MailTransport {
  return {
    name: 'http',
    async send(mail) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({
          from,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        }),
      })
      if (!response.ok) {
        const body = (await response.text()).slice(0, 200)
        throw new Error(`HTTP mail provider answered ${response.status}${body ? `: ${body}` : ''}`)
      }
    },
  }
}

function emailServiceTransport(binding: SendEmail, from: string): MailTransport {
  return {
    name: 'send_email',
    async send(mail) {
      await binding.send({
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      })
    },
  }
}

/**
 * The queue handler: delivers each message's outbox row and acknowledges or retries it.
 * @example export default { fetch: app.fetch, queue: (batch, env) => deliverMailBatch(batch, env) }
 */
export async function deliverMailBatch(
  batch: MessageBatch<MailMessage>,
  env: MailEnv,
  transport: MailTransport | null = mailTransport(env),
): Promise<void> {
  for (const message of batch.messages) {
    const outcome = await deliverOne(env.DB, message.body?.outboxId, transport, message.attempts)
    if (outcome === 'retry') message.retry({ delaySeconds: retryDelaySeconds(message.attempts) })
    else message.ack()
  }
}

type Outcome = 'sent' | 'kept' | 'failed' | 'retry' | 'skipped'

async function deliverOne(
  db: Database,
  outboxId: string | undefined,
  transport: MailTransport | null,
  attempt: number,
): Promise<Outcome> {
  if (typeof outboxId !== 'string') return 'skipped'
  const mail = await db
    .prepare("SELECT id, kind, recipient, subject, text, html FROM mail_outbox WHERE id = ? AND status = 'queued'")
    .bind(outboxId)
    .first<OutboxMail>()
  if (!mail) return 'skipped'
  if (!transport) {
    await db.prepare("UPDATE mail_outbox SET status = 'kept' WHERE id = ?").bind(mail.id).run()
    return 'kept'
  }
  try {
    await transport.send(mail)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    const final = attempt >= MAX_DELIVERY_ATTEMPTS
    await db
      .prepare('UPDATE mail_outbox SET attempts = attempts + 1, last_error = ?, status = ? WHERE id = ?')
      .bind(reason.slice(0, 500), final ? 'failed' : 'queued', mail.id)
      .run()
    console.error(`Mail ${mail.id} (${mail.kind}) via ${transport.name} failed, attempt ${attempt}: ${reason}`)
    return final ? 'failed' : 'retry'
  }
  await db
    .prepare(
      "UPDATE mail_outbox SET status = 'sent', attempts = attempts + 1, last_error = NULL, sent_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?",
    )
    .bind(mail.id)
    .run()
  return 'sent'
}
