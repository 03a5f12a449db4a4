/** Mail delivery: the MAIL_QUEUE consumer sends outbox rows through a transport, retries, and keeps them offline. */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import worker from '../../../../worker/index'
import {
  deliverMailBatch,
  MAX_DELIVERY_ATTEMPTS,
  mailTransport,
  retryDelaySeconds,
  type MailTransport,
  type OutboxMail,
} from '../../../platform/mail/delivery'
import { enqueueMail, type MailMessage } from '../../../platform/mail/outbox'
import { LANGUAGE_IDS } from '../../../../shared/constants'

interface OutboxRow {
  status: string
  attempts: number
  last_error: string | null
  sent_at: string | null
}
const row = (id: string) =>
  env.DB.prepare('SELECT status, attempts, last_error, sent_at FROM mail_outbox WHERE id = ?')
    .bind(id)
    .first<OutboxRow>()

const HTML = '<!doctype html><html lang="de"><title>Passwort zurücksetzen</title><p>Link</p></html>'

/** Writes an outbox row without queueing it, so each test hands the consumer its own batch. */
const outboxMail = (recipient = 'kunde@example.com') =>
  enqueueMail(
    { DB: env.DB },
    {
      kind: 'password-recovery',
      recipient,
      subject: 'Passwort zurücksetzen',
      text: 'Link: https://shop.test/account/recover/password?hash=abc',
      html: HTML,
      links: ['https://shop.test/account/recover/password?hash=abc'],
      languageId: LANGUAGE_IDS['de-DE'],
    },
  )

const batchOf = (ids: string[], attempts = 1) =>
  createMessageBatch<MailMessage>(
    'storefront-mail',
    ids.map((outboxId, i) => ({ id: `m${i}`, timestamp: new Date(), attempts, body: { outboxId } })),
  )

/** A transport that records what it sends and fails while `failures` lasts. */
function fakeTransport(failures = 0) {
  const sent: OutboxMail[] = []
  let left = failures
  const transport: MailTransport = {
    name: 'fake',
    async send(mail) {
      if (left-- > 0) throw new Error('provider down')
      sent.push(mail)
    },
  }
  return { transport, sent }
}

async function consume(batch: MessageBatch<MailMessage>, transport: MailTransport | null) {
  const ctx = createExecutionContext()
  ctx.waitUntil(deliverMailBatch(batch, env, transport))
  return getQueueResult(batch, ctx)
}

afterEach(() => vi.restoreAllMocks())

describe('mail delivery (queue consumer)', () => {
  it('sends the row through the transport, marks it sent and acknowledges the message', async () => {
    const id = await outboxMail()
    const { transport, sent } = fakeTransport()
    const result = await consume(batchOf([id]), transport)
    expect(result.explicitAcks).toEqual(['m0'])
    expect(result.retryMessages).toEqual([])
    expect(sent).toEqual([
      expect.objectContaining({ id, recipient: 'kunde@example.com', subject: 'Passwort zurücksetzen' }),
    ])
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null })
    expect((await row(id))?.sent_at).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it('retries a failed delivery (doubling back-off), counting attempts, and marks it failed on the last one', async () => {
    const id = await outboxMail()
    const failing = fakeTransport(10).transport
    const first = await consume(batchOf([id], 1), failing)
    expect(first.retryMessages).toEqual([{ msgId: 'm0' }])
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 1, last_error: 'provider down' })

    const second = await consume(batchOf([id], 2), failing)
    expect(second.retryMessages).toEqual([{ msgId: 'm0' }])
    expect([1, 2, 3].map(retryDelaySeconds)).toEqual([30, 60, 120])

    const last = await consume(batchOf([id], MAX_DELIVERY_ATTEMPTS), failing)
    expect(last.retryMessages).toEqual([])
    expect(last.explicitAcks).toEqual(['m0'])
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 3, last_error: 'provider down' })
  })

  it('a retry that succeeds marks the row sent', async () => {
    const id = await outboxMail()
    const flaky = fakeTransport(1)
    await consume(batchOf([id], 1), flaky.transport)
    await consume(batchOf([id], 2), flaky.transport)
    expect(flaky.sent).toHaveLength(1)
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null })
  })

  it('keeps the mail when no transport is configured: nothing leaves the machine', async () => {
    const id = await outboxMail()
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const result = await consume(batchOf([id]), null)
    expect(result.explicitAcks).toEqual(['m0'])
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(await row(id)).toMatchObject({ status: 'kept', attempts: 0 })
  })

  it('acknowledges a message whose row is already delivered or gone without sending again', async () => {
    const id = await outboxMail()
    const { transport, sent } = fakeTransport()
    await consume(batchOf([id]), transport)
    const again = await consume(batchOf([id, 'no-such-mail']), transport)
    expect(again.explicitAcks.sort()).toEqual(['m0', 'm1'])
    expect(sent).toHaveLength(1)
  })

  it("the worker's queue handler is the consumer (offline configuration: kept)", async () => {
    const id = await outboxMail()
    const batch = batchOf([id])
    const ctx = createExecutionContext()
    ctx.waitUntil(worker.queue(batch, env))
    await getQueueResult(batch, ctx)
    expect(await row(id)).toMatchObject({ status: 'kept' })
  })

  it('a mail written with the queue binding reaches the consumer through the real queue', async () => {
    const id = await enqueueMail(env, {
      kind: 'contact-form',
      recipient: 'shop@example.com',
      subject: 'Kontakt',
      text: 'Hallo',
      html: '<p>Hallo</p>',
      languageId: LANGUAGE_IDS['de-DE'],
    })
    await vi.waitFor(async () => expect((await row(id))?.status).toBe('kept'), { timeout: 15_000, interval: 200 })
  }, 20_000)
})

describe('mail transports', () => {
  it('none without MAIL_FROM or MAIL_HTTP_URL (the offline default)', () => {
    expect(mailTransport(env)).toBeNull()
    expect(mailTransport({ ...env, MAIL_FROM: '  ' })).toBeNull()
  })

  it('send_email when MAIL_FROM is set: from, to, subject, text and html as the binding expects', async () => {
    const calls: unknown[] = []
    const send = async (m: unknown) => {
      calls.push(m)
      return { messageId: 'x' }
    }
    const binding = { send } as unknown as SendEmail
    const transport = mailTransport({ ...env, MAIL_FROM: 'shop@workwear.example', EMAIL: binding })
    expect(transport?.name).toBe('send_email')
    const id = await outboxMail('a@example.com')
    await consume(batchOf([id]), transport)
    expect(calls).toEqual([
      {
        from: 'shop@workwear.example',
        to: 'a@example.com',
        subject: 'Passwort zurücksetzen',
        text: 'Link: https://shop.test/account/recover/password?hash=abc',
        html: HTML,
      },
    ])
    expect(await row(id)).toMatchObject({ status: 'sent' })
  })

  it('an HTTP provider when MAIL_HTTP_URL is set: JSON POST with the bearer token; a non-2xx answer is a failure', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('{"id":"1"}', { status: 202 }))
      .mockResolvedValueOnce(new Response('quota exceeded', { status: 429 }))
    const transport = mailTransport({
      ...env,
      MAIL_FROM: 'shop@workwear.example',
      MAIL_HTTP_URL: 'https://mail.example/send',
      MAIL_HTTP_TOKEN: 'secret-token',
    })
    expect(transport?.name).toBe('http')
    const ok = await outboxMail('b@example.com')
    await consume(batchOf([ok]), transport)
    const [url, init] = fetchSpy.mock.calls[0]!
    expect(url).toBe('https://mail.example/send')
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer secret-token')
    expect(JSON.parse(String(init?.body))).toEqual({
      from: 'shop@workwear.example',
      to: 'b@example.com',
      subject: 'Passwort zurücksetzen',
      text: 'Link: https://shop.test/account/recover/password?hash=abc',
      html: HTML,
    })
    expect(await row(ok)).toMatchObject({ status: 'sent' })

    const refused = await outboxMail('c@example.com')
    const result = await consume(batchOf([refused]), transport)
    expect(result.retryMessages).toHaveLength(1)
    expect(await row(refused)).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'HTTP mail provider answered 429: quota exceeded',
    })
  })
})
